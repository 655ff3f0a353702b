import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../../electron/engine/db/migrate'
import { ORIGIN_TABLES } from '../../../electron/engine/db/migrations/0007-sync'
import { tempDir } from '../../helpers/engine'

describe('migration 7 (sync)', () => {
  it('marks every record already in the workspace as made here, and keeps outbox entries as they were', () => {
    const db = new Database(join(tempDir('folio-m7-'), 'folio.db'))
    migrate(db, { to: 6 })
    db.prepare("INSERT INTO contracts (id, type, name, reference, created_at, updated_at) VALUES ('a00000000000000000000001', 'external', 'Imported', 'IMP-00001', 1, 2)").run()
    db.prepare("INSERT INTO templates (id, name, version, definition, created_at, updated_at) VALUES ('a00000000000000000000002', 'NDA', '1', '{}', 1, 1)").run()
    db.prepare("INSERT INTO categories (id, label, created_at) VALUES ('a00000000000000000000003', 'NDA', 1)").run()
    db.prepare(
      "INSERT INTO outbox (id, operation, contract_id, payload, base_row_version, created_at) VALUES ('b00000000000000000000001', 'contract.status', 'a00000000000000000000001', '{\"status\":2}', 1, 5)"
    ).run()

    migrate(db, { to: 7 })

    expect(db.prepare('SELECT id, origin, synced_updated_at FROM contracts').all()).toEqual([{ id: 'a00000000000000000000001', origin: 'local', synced_updated_at: null }])
    expect(db.prepare('SELECT origin FROM templates').all()).toEqual([{ origin: 'local' }])
    expect(db.prepare('SELECT origin FROM categories').all()).toEqual([{ origin: 'local' }])
    expect(db.prepare('SELECT id, state, base, uncertain_since FROM outbox').all()).toEqual([{ id: 'b00000000000000000000001', state: 'pending', base: null, uncertain_since: null }])
    for (const table of ORIGIN_TABLES) {
      expect(db.prepare(`SELECT COUNT(*) AS n FROM pragma_table_info('${table}') WHERE name = 'origin'`).get()).toEqual({ n: 1 })
    }
    expect(() => db.prepare("UPDATE contracts SET origin = 'elsewhere'").run()).toThrow(/CHECK constraint failed/)
    db.close()
  })
})
