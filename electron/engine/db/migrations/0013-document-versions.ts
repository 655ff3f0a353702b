import type { Migration } from './migration'

/**
 * Versions of a contract's document. Each stored document of a contract is one version, numbered
 * from 1 in the order it arrived; the current one is the latest (migration 0003's is_current).
 * `created_by` is the user who uploaded or generated it (null for what a pull brought, which the
 * company service made), `source` how it came: imported or uploaded by a user, generated from a
 * template, pulled by sync, or read again by OCR. `pulled_at` is when a pull last found the version
 * to be what the company service serves (null for versions only this laptop has): a pull compares
 * the service's revision with the latest such version, so a version uploaded here is not taken for
 * a change on the service.
 *
 * The search index already holds only current documents (migration 0012): when a new version
 * becomes current, the earlier one's paragraphs leave the index and stay readable from
 * contract_paragraphs.
 */
export const m0013DocumentVersions: Migration = {
  version: 13,
  name: 'document-versions',
  up(db) {
    db.exec(`
      ALTER TABLE contract_documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1);
      ALTER TABLE contract_documents ADD COLUMN created_by TEXT;
      ALTER TABLE contract_documents ADD COLUMN source TEXT NOT NULL DEFAULT 'import' CHECK (source IN ('import', 'generation', 'sync', 'ocr'));
      ALTER TABLE contract_documents ADD COLUMN pulled_at INTEGER;

      -- Upload order; a current document is its contract's latest version.
      UPDATE contract_documents SET version = numbered.version FROM (
        SELECT id, ROW_NUMBER() OVER (PARTITION BY contract_id ORDER BY is_current, created_at, rowid) AS version FROM contract_documents
      ) AS numbered WHERE numbered.id = contract_documents.id;
      -- Who made the first version is in the audit trail: the import or the generation of its contract.
      UPDATE contract_documents SET source = 'sync', pulled_at = created_at WHERE contract_id IN (SELECT id FROM contracts WHERE origin = 'remote');
      UPDATE contract_documents SET source = 'generation' WHERE version = 1 AND contract_id IN (SELECT contract_id FROM audit_events WHERE action = 'contract.generated');
      UPDATE contract_documents SET created_by = (
        SELECT a.user_id FROM audit_events a WHERE a.contract_id = contract_documents.contract_id AND a.action IN ('contract.imported', 'contract.generated') ORDER BY a.at LIMIT 1
      ) WHERE version = 1 AND source IN ('import', 'generation');
      CREATE UNIQUE INDEX contract_documents_version ON contract_documents (contract_id, version);
    `)
  }
}
