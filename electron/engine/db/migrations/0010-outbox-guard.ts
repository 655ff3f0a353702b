import type { Migration } from './migration'

/**
 * The outbox's operations are no longer a CHECK frozen in migration 2: the operations are those of
 * the outbox module's table (electron/engine/outbox), and a guard built from that table is
 * installed at every open (db/outbox-guard.ts). SQLite cannot drop a CHECK, so the table is rebuilt
 * with every row, its sequence and its indexes. No table references outbox rows by key.
 */
export const m0010OutboxGuard: Migration = {
  version: 10,
  name: 'outbox guard',
  up(db) {
    const sequence = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'outbox'").pluck().get() as number | undefined
    db.exec(`
      CREATE TABLE outbox_rebuilt (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        operation TEXT NOT NULL,
        contract_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        base_row_version INTEGER NOT NULL,
        user_id TEXT,
        created_at INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'rejected')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        rejected_reason TEXT,
        finished_at INTEGER,
        base TEXT,
        uncertain_since INTEGER
      ) STRICT;
      INSERT INTO outbox_rebuilt (seq, id, operation, contract_id, payload, base_row_version, user_id, created_at, state, attempts, last_error, rejected_reason, finished_at, base, uncertain_since)
        SELECT seq, id, operation, contract_id, payload, base_row_version, user_id, created_at, state, attempts, last_error, rejected_reason, finished_at, base, uncertain_since FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_rebuilt RENAME TO outbox;
      CREATE INDEX outbox_state ON outbox (state, seq);
      CREATE INDEX outbox_contract ON outbox (contract_id, state);
    `)
    // Sequence numbers of deleted entries are never handed out again.
    if (sequence !== undefined) db.prepare("UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'outbox'").run(sequence)
  }
}
