import type { Migration } from './migration'

/**
 * Generation: what each generated contract was made from (template, version, the values used),
 * and the workflow requests (templateContractCreated) that Folio records for the company service
 * to run — Folio itself never sends email.
 */
export const m0004Generation: Migration = {
  version: 4,
  name: 'generation',
  up(db) {
    db.exec(`
      CREATE TABLE contract_generations (
        contract_id TEXT PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
        template_id TEXT NOT NULL,
        template_version TEXT NOT NULL,
        field_values TEXT NOT NULL,
        effective_date INTEGER,
        trigger_workflows INTEGER NOT NULL CHECK (trigger_workflows IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE workflow_requests (
        id TEXT PRIMARY KEY,
        event TEXT NOT NULL CHECK (event IN ('templateContractCreated')),
        contract_id TEXT NOT NULL,
        outbox_id TEXT,
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX workflow_requests_contract ON workflow_requests (contract_id);
    `)
  }
}
