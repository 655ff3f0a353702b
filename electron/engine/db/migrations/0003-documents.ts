import type { Migration } from './migration'

/**
 * Contract documents: each stored file is a revision (its sha256), extracted into numbered
 * paragraphs with offsets into the full text, and indexed for search. One revision per contract
 * is current; earlier ones stay resolvable by their revision id.
 */
export const m0003Documents: Migration = {
  version: 3,
  name: 'documents',
  up(db) {
    db.exec(`
      CREATE TABLE contract_documents (
        id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
        revision TEXT NOT NULL,
        blob_sha256 TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('docx', 'pdf')),
        extraction TEXT NOT NULL,
        complete INTEGER NOT NULL CHECK (complete IN (0, 1)),
        warning TEXT,
        page_count INTEGER,
        paragraph_count INTEGER NOT NULL,
        text_length INTEGER NOT NULL,
        is_current INTEGER NOT NULL DEFAULT 1 CHECK (is_current IN (0, 1)),
        created_at INTEGER NOT NULL
      ) STRICT;
      CREATE UNIQUE INDEX contract_documents_current ON contract_documents (contract_id) WHERE is_current = 1;
      CREATE INDEX contract_documents_revision ON contract_documents (contract_id, revision);

      CREATE TABLE contract_paragraphs (
        id INTEGER PRIMARY KEY,
        document_id TEXT NOT NULL REFERENCES contract_documents (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        start_offset INTEGER NOT NULL,
        end_offset INTEGER NOT NULL,
        text TEXT NOT NULL,
        UNIQUE (document_id, number)
      ) STRICT;

      -- Porter stemming finds "terminate" from "termination"; diacritics fold ("façade" = "facade").
      CREATE VIRTUAL TABLE contract_paragraphs_search USING fts5 (
        text, content = 'contract_paragraphs', content_rowid = 'id',
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
      CREATE TRIGGER contract_paragraphs_search_insert AFTER INSERT ON contract_paragraphs BEGIN
        INSERT INTO contract_paragraphs_search (rowid, text) VALUES (new.id, new.text);
      END;
      CREATE TRIGGER contract_paragraphs_search_delete AFTER DELETE ON contract_paragraphs BEGIN
        INSERT INTO contract_paragraphs_search (contract_paragraphs_search, rowid, text) VALUES ('delete', old.id, old.text);
      END;
    `)
  }
}
