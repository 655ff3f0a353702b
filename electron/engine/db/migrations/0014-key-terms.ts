import type { Migration } from './migration'

/**
 * Key terms read from each text revision of a contract (a row of contract_documents: an import,
 * an uploaded version, an OCR reading, a pulled text). `terms` is the reader's answer as JSON,
 * every `applied` false: whether a property already holds a value is a question about the
 * contract now, answered when the terms are read back. `reader` is the reader's version, so that
 * `folio terms --refresh` can read again what an older reader read.
 *
 * Contracts imported before this migration have no rows: their terms are read by `folio terms
 * --refresh` (or on request), never invented here.
 */
export const m0014KeyTerms: Migration = {
  version: 14,
  name: 'key-terms',
  up(db) {
    db.exec(`
      CREATE TABLE contract_key_terms (
        document_id TEXT PRIMARY KEY REFERENCES contract_documents (id) ON DELETE CASCADE,
        terms TEXT NOT NULL CHECK (json_valid(terms)),
        reader INTEGER NOT NULL CHECK (reader >= 1),
        read_at INTEGER NOT NULL
      ) STRICT;
    `)
  }
}
