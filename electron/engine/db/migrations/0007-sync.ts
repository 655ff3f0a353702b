import type { Migration } from './migration'

/** Tables whose records can come from the company service as well as from this laptop. */
export const ORIGIN_TABLES = ['contracts', 'templates', 'playbooks', 'categories', 'property_definitions', 'party_attributes', 'parties', 'clauses', 'emails'] as const

/**
 * Sync with the company service.
 *
 * - `origin` says where a record came from. Everything written before sync existed was made on
 *   this laptop (imports, the demo, offline generations), so existing rows are 'local'; a pull
 *   writes 'remote' and only ever removes 'remote' rows.
 * - The outbox remembers what each change was made on (`base`, for conflicts) and whether an
 *   attempt may have reached the service without an answer (`uncertain_since`, for generations
 *   that must not be created twice).
 * - A contract generated offline gets the service's id when it syncs; its local id stays an alias.
 * - Progress, conflicts, removed contracts, contracts to fetch again, and the answers of
 *   generations keyed by Idempotency-Key (when this engine plays the company service).
 */
export const m0007Sync: Migration = {
  version: 7,
  name: 'sync',
  up(db) {
    for (const table of ORIGIN_TABLES) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN origin TEXT NOT NULL DEFAULT 'local' CHECK (origin IN ('local', 'remote'))`)
    }
    db.exec(`
      -- The service's updatedAt when the contract was last stored from it: local edits move
      -- updated_at, and a pull must still tell whether the service changed the contract since.
      ALTER TABLE contracts ADD COLUMN synced_updated_at INTEGER;

      ALTER TABLE outbox ADD COLUMN base TEXT;
      ALTER TABLE outbox ADD COLUMN uncertain_since INTEGER;

      CREATE TABLE contract_aliases (
        alias TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL,
        created_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX contract_aliases_contract ON contract_aliases (contract_id);

      CREATE TABLE sync_state (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;

      -- key is a property key, or '$status' for the contract's status. base, mine and theirs are
      -- JSON (null for "no value"). At most one open conflict per contract and key.
      CREATE TABLE sync_conflicts (
        id TEXT PRIMARY KEY,
        contract_id TEXT NOT NULL,
        key TEXT NOT NULL,
        base TEXT NOT NULL,
        mine TEXT NOT NULL,
        theirs TEXT NOT NULL,
        detected_at INTEGER NOT NULL,
        resolved_at INTEGER,
        resolution TEXT CHECK (resolution IN ('mine', 'theirs'))
      ) STRICT;
      CREATE UNIQUE INDEX sync_conflicts_open ON sync_conflicts (contract_id, key) WHERE resolved_at IS NULL;

      CREATE TABLE sync_tombstones (
        contract_id TEXT PRIMARY KEY,
        tombstoned_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE sync_refetch (
        contract_id TEXT PRIMARY KEY,
        reason TEXT NOT NULL,
        queued_at INTEGER NOT NULL
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE idempotency_keys (
        user_id TEXT NOT NULL,
        key TEXT NOT NULL,
        operation TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        response TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, key)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `)
  }
}
