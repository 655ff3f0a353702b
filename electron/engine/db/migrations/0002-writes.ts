import type { Migration } from './migration'
import { nextScheduleChange } from '../../domain/renewal'

/**
 * Writes: the outbox that sync sends to the company service, and the moment each contract's
 * renewal schedule next changes with time alone (a notice window opening, a term rolling on), so
 * the engine recomputes exactly the contracts that are due.
 */
export const m0002Writes: Migration = {
  version: 2,
  name: 'writes',
  up(db) {
    db.exec(`
      ALTER TABLE contracts ADD COLUMN schedule_changes_at INTEGER;
      CREATE INDEX contracts_schedule_changes ON contracts (schedule_changes_at) WHERE schedule_changes_at IS NOT NULL;

      -- Every local write that the company service must also receive, in order. The id travels
      -- with the request so the service (and sync) can recognise a retry of the same change.
      CREATE TABLE outbox (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        operation TEXT NOT NULL CHECK (operation IN ('contract.properties', 'contract.status', 'contract.generate')),
        contract_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        base_row_version INTEGER NOT NULL,
        user_id TEXT,
        created_at INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'rejected')),
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        rejected_reason TEXT,
        finished_at INTEGER
      ) STRICT;
      CREATE INDEX outbox_state ON outbox (state, seq);
      CREATE INDEX outbox_contract ON outbox (contract_id, state);
    `)
    // Existing contracts: when their stored schedule next changes, from where it stands today.
    const now = Date.now()
    const rows = db
      .prepare('SELECT id, expiration_date, renewal_anchor_date FROM contracts WHERE expiration_date IS NOT NULL OR renewal_anchor_date IS NOT NULL')
      .all() as Array<{ id: string; expiration_date: number | null; renewal_anchor_date: number | null }>
    const update = db.prepare('UPDATE contracts SET schedule_changes_at = ? WHERE id = ?')
    for (const row of rows) {
      const at = nextScheduleChange(
        {
          expirationDate: row.expiration_date,
          renewalAnchorDate: row.renewal_anchor_date,
          renewalState: null,
          endDateBasis: null,
          noticeType: null,
          noticePeriodDays: null,
          autorenew: null
        },
        now
      )
      if (at !== null) update.run(at, row.id)
    }
  }
}
