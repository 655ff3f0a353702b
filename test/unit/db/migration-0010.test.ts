import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { migrate } from '../../../electron/engine/db/migrate'
import { OUTBOX_OPERATIONS } from '../../../shared/api/outbox'
import { tempDir } from '../../helpers/engine'

const insert = (db: Database.Database, seq: number, operation: string) =>
  db
    .prepare("INSERT INTO outbox (seq, id, operation, contract_id, payload, base_row_version, created_at, state, base) VALUES (?, ?, ?, ?, '{\"status\":2}', 1, 5, 'pending', '{\"status\":1}')")
    .run(seq, `entry-${seq}`, operation, 'c'.repeat(24))

describe('migration 10 (outbox guard)', () => {
  it('keeps every outbox row, its order and its sequence, and drops the frozen CHECK of operations', () => {
    const file = join(tempDir('folio-m10-'), 'folio.db')
    const db = new Database(file)
    migrate(db, { to: 9 })
    insert(db, 1, 'contract.status')
    insert(db, 7, 'contract.status')
    db.prepare("DELETE FROM outbox WHERE seq = 7").run()
    migrate(db, { to: 10 })
    expect(db.prepare('SELECT seq, id, operation, payload, base, state FROM outbox').all()).toEqual([
      { seq: 1, id: 'entry-1', operation: 'contract.status', payload: '{"status":2}', base: '{"status":1}', state: 'pending' }
    ])
    // The sequence goes on past the deleted entry, as before.
    db.prepare("INSERT INTO outbox (id, operation, contract_id, payload, base_row_version, created_at) VALUES ('next', 'contract.status', ?, '{}', 1, 6)").run('c'.repeat(24))
    expect(db.prepare("SELECT seq FROM outbox WHERE id = 'next'").pluck().get()).toBe(8)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'outbox' AND sql IS NOT NULL ORDER BY name").pluck().all()).toEqual(['outbox_contract', 'outbox_state'])
    db.close()
  })

  it('refuses, from the guard built at open, an operation the outbox module does not define', () => {
    const db = openDatabase(join(tempDir('folio-m10-'), 'folio.db'))
    for (const [i, operation] of OUTBOX_OPERATIONS.entries()) insert(db, i + 1, operation)
    expect(() => insert(db, 9, 'contract.delete')).toThrow('outbox: unknown operation')
    expect(() => db.prepare("UPDATE outbox SET operation = 'contract.delete' WHERE seq = 1").run()).toThrow('outbox: unknown operation')
    expect(db.prepare('SELECT COUNT(*) FROM outbox').pluck().get()).toBe(OUTBOX_OPERATIONS.length)
    db.close()
  })
})
