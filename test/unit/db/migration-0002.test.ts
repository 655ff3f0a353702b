import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

describe('migration 2 (writes)', () => {
  it('records when each existing contract’s schedule next changes, and leaves settled ones alone', () => {
    const db = new Database(join(tempDir('folio-m2-'), 'folio.db'))
    migrate(db, { to: 1 })
    const day = 86_400_000
    const now = Date.now()
    const insert = db.prepare(
      `INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, expiration_date, renewal_anchor_date)
       VALUES (?, 'external', ?, ?, 1, 0, 0, ?, ?)`
    )
    insert.run('a'.repeat(24), 'notice ahead', 'R1', now + 90 * day, now + 30 * day)
    insert.run('b'.repeat(24), 'notice passed, expiry ahead', 'R2', now + 10 * day, now - 20 * day)
    insert.run('c'.repeat(24), 'expired', 'R3', now - 5 * day, now - 35 * day)
    insert.run('d'.repeat(24), 'no schedule', 'R4', null, null)

    migrate(db, { to: 2 })

    const rows = db.prepare('SELECT name, schedule_changes_at FROM contracts ORDER BY id').all()
    expect(rows).toEqual([
      { name: 'notice ahead', schedule_changes_at: now + 30 * day },
      { name: 'notice passed, expiry ahead', schedule_changes_at: now + 10 * day },
      { name: 'expired', schedule_changes_at: null },
      { name: 'no schedule', schedule_changes_at: null }
    ])
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 })
    db.close()
  })
})
