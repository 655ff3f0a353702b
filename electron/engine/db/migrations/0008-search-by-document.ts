import type { Migration } from './migration'

/**
 * Search inside selected contracts, indexed by document. Each paragraph is indexed with a token
 * naming its document (`d<document id>`), so a search ANDs the query with the requested
 * documents' tokens: FTS5 intersects the short document lists with the terms' long ones instead of
 * reading every paragraph a common word occurs in (a search of 50 contracts out of 10,000 went
 * from about a second to about 10 ms). The index holds no copy of the text (contentless, with
 * delete support); texts are read from contract_paragraphs.
 */
export const m0008SearchByDocument: Migration = {
  version: 8,
  name: 'search-by-document',
  up(db) {
    db.exec(`
      DROP TRIGGER contract_paragraphs_search_insert;
      DROP TRIGGER contract_paragraphs_search_delete;
      DROP TABLE contract_paragraphs_search;
      CREATE VIRTUAL TABLE contract_paragraphs_search USING fts5 (
        text, document, content = '', contentless_delete = 1,
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
      INSERT INTO contract_paragraphs_search (rowid, text, document)
        SELECT id, text, 'd' || document_id FROM contract_paragraphs;
      CREATE TRIGGER contract_paragraphs_search_insert AFTER INSERT ON contract_paragraphs BEGIN
        INSERT INTO contract_paragraphs_search (rowid, text, document) VALUES (new.id, new.text, 'd' || new.document_id);
      END;
      CREATE TRIGGER contract_paragraphs_search_delete AFTER DELETE ON contract_paragraphs BEGIN
        DELETE FROM contract_paragraphs_search WHERE rowid = old.id;
      END;
    `)
  }
}
