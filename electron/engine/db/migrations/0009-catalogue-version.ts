import type { Migration } from './migration'

/**
 * A token that changes whenever the property catalogue changes, however it changes (an import, a
 * sync, another process): the engine keeps the parsed catalogue in memory and checks this one
 * integer instead of reading and parsing every definition on each write and read. The token is
 * random rather than a counter so that a change rolled back and a different change committed
 * later can never show the same token.
 */
export const m0009CatalogueVersion: Migration = {
  version: 9,
  name: 'catalogue-version',
  up(db) {
    db.exec(`
      CREATE TABLE catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
      INSERT INTO catalogue_version (id, version) VALUES (1, 0);
    `)
    for (const table of ['property_definitions', 'property_definition_categories']) {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        db.exec(`CREATE TRIGGER ${table}_${event.toLowerCase()}_version AFTER ${event} ON ${table} BEGIN
          UPDATE catalogue_version SET version = random() WHERE id = 1;
        END`)
      }
    }
  }
}
