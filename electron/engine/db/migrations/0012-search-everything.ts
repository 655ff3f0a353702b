import type { Migration } from './migration'

/**
 * Search over every contract. The paragraph index is rebuilt so that each entry's key says which
 * document it belongs to: `seq * 2^24 + paragraph number`, where `seq` numbers the documents in
 * the index (search_documents, never reused). A search over the whole workspace then finds its
 * documents from the keys alone (`rowid >> 24`), inside FTS5, instead of looking up every
 * matching paragraph's row: the documents a common word occurs in come out in milliseconds, and
 * with them the per-status and per-category counts. Only current documents are indexed (no
 * search reads an earlier revision). The `document` column stays, for searches inside chosen
 * contracts (migration 0008). A second, small index holds contract names and references,
 * stemmed like the text, so a search can rank a contract whose name answers the query first.
 *
 * search_generation counts changes to what is indexed (documents in or out, contracts added,
 * removed or renamed): bm25 scores depend on the whole index, so a search's cursor, which resumes
 * after a score, is only good while the generation it began in lasts.
 *
 * 2^24 paragraphs per document is far beyond what extraction produces (2,000 PDF pages, a 200 MB
 * Word body).
 */
export const m0012SearchEverything: Migration = {
  version: 12,
  name: 'search-everything',
  up(db) {
    db.exec(`
      DROP TRIGGER contract_paragraphs_search_insert;
      DROP TRIGGER contract_paragraphs_search_delete;
      DROP TABLE contract_paragraphs_search;

      CREATE TABLE search_documents (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        document_id TEXT NOT NULL UNIQUE REFERENCES contract_documents (id) ON DELETE CASCADE,
        -- The document's contract, so that counting the contracts a query finds reads one row less each.
        contract_id TEXT NOT NULL
      ) STRICT;
      INSERT INTO search_documents (document_id, contract_id) SELECT id, contract_id FROM contract_documents WHERE is_current = 1 ORDER BY created_at, id;
      CREATE INDEX search_documents_contract ON search_documents (contract_id);
      CREATE TABLE search_generation (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL) STRICT;
      INSERT INTO search_generation (id, value) VALUES (1, 1);

      CREATE VIRTUAL TABLE contract_paragraphs_search USING fts5 (
        text, document, content = '', contentless_delete = 1,
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
      INSERT INTO contract_paragraphs_search (rowid, text, document)
        SELECT s.seq * 16777216 + p.number, p.text, 'd' || p.document_id
        FROM search_documents s JOIN contract_paragraphs p ON p.document_id = s.document_id ORDER BY 1;

      -- A document is searchable while it is its contract's current one.
      CREATE TRIGGER contract_documents_search_insert AFTER INSERT ON contract_documents WHEN new.is_current = 1 BEGIN
        INSERT INTO search_documents (document_id, contract_id) VALUES (new.id, new.contract_id);
      END;
      CREATE TRIGGER contract_documents_search_current AFTER UPDATE OF is_current ON contract_documents WHEN new.is_current <> old.is_current BEGIN
        DELETE FROM search_documents WHERE document_id = old.id;
        INSERT INTO search_documents (document_id, contract_id) SELECT new.id, new.contract_id WHERE new.is_current = 1;
        INSERT INTO contract_paragraphs_search (rowid, text, document)
          SELECT s.seq * 16777216 + p.number, p.text, 'd' || p.document_id
          FROM search_documents s JOIN contract_paragraphs p ON p.document_id = s.document_id WHERE s.document_id = new.id;
      END;
      CREATE TRIGGER contract_documents_search_contract AFTER UPDATE OF contract_id ON contract_documents BEGIN
        UPDATE search_documents SET contract_id = new.contract_id WHERE document_id = new.id;
      END;
      -- Deleting a document (directly or with its contract) takes its whole key range out.
      CREATE TRIGGER search_documents_insert AFTER INSERT ON search_documents BEGIN
        UPDATE search_generation SET value = value + 1;
      END;
      CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
        UPDATE search_generation SET value = value + 1;
        DELETE FROM contract_paragraphs_search WHERE rowid BETWEEN old.seq * 16777216 AND old.seq * 16777216 + 16777215;
      END;
      CREATE TRIGGER contract_paragraphs_search_insert AFTER INSERT ON contract_paragraphs BEGIN
        INSERT INTO contract_paragraphs_search (rowid, text, document)
          SELECT s.seq * 16777216 + new.number, new.text, 'd' || new.document_id FROM search_documents s WHERE s.document_id = new.document_id;
      END;
      CREATE TRIGGER contract_paragraphs_search_delete AFTER DELETE ON contract_paragraphs BEGIN
        DELETE FROM contract_paragraphs_search
          WHERE rowid = (SELECT s.seq * 16777216 + old.number FROM search_documents s WHERE s.document_id = old.document_id);
      END;
      CREATE TRIGGER contract_paragraphs_search_update AFTER UPDATE OF document_id, number, text ON contract_paragraphs BEGIN
        DELETE FROM contract_paragraphs_search
          WHERE rowid = (SELECT s.seq * 16777216 + old.number FROM search_documents s WHERE s.document_id = old.document_id);
        INSERT INTO contract_paragraphs_search (rowid, text, document)
          SELECT s.seq * 16777216 + new.number, new.text, 'd' || new.document_id FROM search_documents s WHERE s.document_id = new.document_id;
      END;

      -- Counting the contracts a search finds, by status and category, reads each contract from this
      -- index alone: the columns of the counts and of the access rules.
      CREATE INDEX contracts_search ON contracts (id, deleted, status_code, category_id, owner_id, requester_id, group_id);

      CREATE VIRTUAL TABLE contract_names_search USING fts5 (
        name, reference, content = 'contracts', content_rowid = 'rowid',
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
      INSERT INTO contract_names_search (contract_names_search) VALUES ('rebuild');
      CREATE TRIGGER contract_names_search_insert AFTER INSERT ON contracts BEGIN
        INSERT INTO contract_names_search (rowid, name, reference) VALUES (new.rowid, new.name, new.reference);
        UPDATE search_generation SET value = value + 1;
      END;
      CREATE TRIGGER contract_names_search_delete AFTER DELETE ON contracts BEGIN
        INSERT INTO contract_names_search (contract_names_search, rowid, name, reference) VALUES ('delete', old.rowid, old.name, old.reference);
        UPDATE search_generation SET value = value + 1;
      END;
      CREATE TRIGGER contract_names_search_update AFTER UPDATE OF name, reference ON contracts BEGIN
        INSERT INTO contract_names_search (contract_names_search, rowid, name, reference) VALUES ('delete', old.rowid, old.name, old.reference);
        INSERT INTO contract_names_search (rowid, name, reference) VALUES (new.rowid, new.name, new.reference);
        UPDATE search_generation SET value = value + 1;
      END;
    `)
  }
}
