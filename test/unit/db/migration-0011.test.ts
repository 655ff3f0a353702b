import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { migrate, schemaVersion } from '../../../electron/engine/db/migrate'
import { tempDir } from '../../helpers/engine'

describe('migration 11 (pairing)', () => {
  it('keeps existing keys as keys made on the command line, and adds the pairings table', () => {
    const db = new Database(join(tempDir('folio-m11-'), 'folio.db'))
    migrate(db, { to: 10 })
    expect(schemaVersion(db)).toBe(10)
    db.prepare("INSERT INTO users (id, email, name, role, can_change_status, created_at) VALUES ('u1', 'ada@firm.test', 'Ada', 'admin', 1, 0)").run()
    db.prepare("INSERT INTO api_keys (id, user_id, key_hash, prefix, label, scopes, created_at) VALUES ('k1', 'u1', x'00', 'folio_', 'script', '[]', 5)").run()

    migrate(db, { to: 11 })

    expect(db.prepare('SELECT id, label, kind, app_name, origin FROM api_keys').all()).toEqual([{ id: 'k1', label: 'script', kind: 'key', app_name: null, origin: null }])
    expect(() => db.prepare("UPDATE api_keys SET kind = 'other' WHERE id = 'k1'").run()).toThrow(/CHECK constraint failed/)
    db.prepare(
      `INSERT INTO pairings (id, secret_hash, code, app_name, origin, requested_scopes, state, created_at, expires_at)
       VALUES ('p1', x'01', 'K7Q-42M', 'Folio for Word', NULL, '[]', 'pending', 0, 120000)`
    ).run()
    expect(() => db.prepare("UPDATE pairings SET state = 'lost' WHERE id = 'p1'").run()).toThrow(/CHECK constraint failed/)
    db.close()
  })
})
