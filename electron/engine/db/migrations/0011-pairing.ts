import type { Migration } from './migration'

/**
 * Keys that apps receive by pairing, and the pairings themselves. A key now says how it was made
 * (`key`: folio keys create; `paired`: delivered to an app the lawyer allowed), which app it went
 * to and the origin it paired from. Pairings live in the database, not in the engine's memory,
 * so `folio pairings approve` in another process can answer one.
 */
export const m0011Pairing: Migration = {
  version: 11,
  name: 'pairing',
  up(db) {
    db.exec(`
      ALTER TABLE api_keys ADD COLUMN kind TEXT NOT NULL DEFAULT 'key' CHECK (kind IN ('key', 'paired'));
      ALTER TABLE api_keys ADD COLUMN app_name TEXT;
      ALTER TABLE api_keys ADD COLUMN origin TEXT;

      CREATE TABLE pairings (
        id TEXT PRIMARY KEY,
        secret_hash BLOB NOT NULL,
        code TEXT NOT NULL,
        app_name TEXT NOT NULL,
        origin TEXT,
        requested_scopes TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'denied', 'delivered')),
        granted_scopes TEXT,
        user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        key_id TEXT REFERENCES api_keys (id) ON DELETE SET NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        answered_at INTEGER
      ) STRICT;
      CREATE INDEX pairings_state ON pairings (state, expires_at);
    `)
  }
}
