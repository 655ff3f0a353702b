import type { Migration } from './migration'

/**
 * The counts a search shows by status and category, read from the search index's own documents.
 * A search for a common word finds most documents of the workspace; counting them through
 * `contracts` looked each contract up by its text id and sorted them to group (half of the
 * counting). Each indexed document now carries its contract's `deleted`, `status_code` and
 * `category_id`, kept in step by triggers, and an index over them walks the groups in order, so
 * an unfiltered search counts from search_documents alone: the contract is read only for a filter
 * that needs it.
 */
export const m0015SearchFacets: Migration = {
  version: 15,
  name: 'search-facets',
  up(db) {
    db.exec(`
      ALTER TABLE search_documents ADD COLUMN deleted INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE search_documents ADD COLUMN status_code INTEGER;
      ALTER TABLE search_documents ADD COLUMN category_id TEXT;
      UPDATE search_documents SET (deleted, status_code, category_id) =
        (SELECT c.deleted, c.status_code, c.category_id FROM contracts c WHERE c.id = search_documents.contract_id);
      CREATE INDEX search_documents_facets ON search_documents (deleted, status_code, category_id);

      -- A document enters the index, or moves to another contract: it takes its contract's values.
      -- (While a contract is given a new id, its rows move before it does: the contract's own
      -- trigger below fills them in once it has moved.)
      CREATE TRIGGER search_documents_facets_insert AFTER INSERT ON search_documents BEGIN
        UPDATE search_documents SET (deleted, status_code, category_id) =
          (SELECT c.deleted, c.status_code, c.category_id FROM contracts c WHERE c.id = new.contract_id)
        WHERE seq = new.seq AND EXISTS (SELECT 1 FROM contracts c WHERE c.id = new.contract_id);
      END;
      CREATE TRIGGER search_documents_facets_contract AFTER UPDATE OF contract_id ON search_documents BEGIN
        UPDATE search_documents SET (deleted, status_code, category_id) =
          (SELECT c.deleted, c.status_code, c.category_id FROM contracts c WHERE c.id = new.contract_id)
        WHERE seq = new.seq AND EXISTS (SELECT 1 FROM contracts c WHERE c.id = new.contract_id);
      END;
      -- A contract changes status or category, is deleted (kept, flagged) or restored, or takes a new id.
      CREATE TRIGGER contracts_search_facets AFTER UPDATE OF id, deleted, status_code, category_id ON contracts BEGIN
        UPDATE search_documents SET deleted = new.deleted, status_code = new.status_code, category_id = new.category_id
        WHERE contract_id = new.id;
      END;
    `)
  }
}
