import type { Migration } from './migration'

/**
 * A window of expiration or renewal dates, listed newest first (what expires this year): the
 * range, the deleted flag and the list order in one index, so the page is found and ordered from
 * the index alone and only its rows are read from the table. Supersedes the plain expiration index.
 */
export const m0006RangeIndexes: Migration = {
  version: 6,
  name: 'range-indexes',
  up(db) {
    db.exec(`
      DROP INDEX contracts_expiration;
      CREATE INDEX contracts_expiration_created ON contracts (expiration_date, deleted, created_at, id) WHERE expiration_date IS NOT NULL;
      CREATE INDEX contracts_renewal_created ON contracts (renewal_anchor_date, deleted, created_at, id) WHERE renewal_anchor_date IS NOT NULL;
    `)
  }
}
