import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from '../../../electron/engine/db/migrate'
import { migrations } from '../../../electron/engine/db/migrations'
import { WorkspaceVersionError } from '../../../electron/engine/errors'
import { tempDir } from '../../helpers/engine'

const opened: Database.Database[] = []
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close()
})

function fresh(): string {
  return join(tempDir('folio-migrations-'), 'folio.db')
}

describe('migrations', () => {
  it('numbers migrations 1..N without gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(Array.from({ length: migrations.length }, (_, i) => i + 1))
    expect(LATEST_SCHEMA_VERSION).toBe(migrations.length)
  })

  it('brings a new workspace to the latest version with WAL and foreign keys on', () => {
    const db = openDatabase(fresh())
    opened.push(db)
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1)
  })

  it('applies each migration once: reopening changes nothing', () => {
    const file = fresh()
    const first = openDatabase(file)
    const tables = first.prepare("SELECT name FROM sqlite_master ORDER BY name").all()
    first.close()
    const again = openDatabase(file)
    opened.push(again)
    expect(again.prepare("SELECT name FROM sqlite_master ORDER BY name").all()).toEqual(tables)
  })

  it('refuses a workspace written by a newer Folio and leaves it untouched', () => {
    const file = fresh()
    const db = new Database(file)
    db.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`)
    db.exec('CREATE TABLE future (x INTEGER)')
    db.close()
    expect(() => openDatabase(file)).toThrow(WorkspaceVersionError)
    expect(() => openDatabase(file)).toThrow(
      `This workspace was written by a newer version of Folio (schema ${LATEST_SCHEMA_VERSION + 1}; this version supports up to ${LATEST_SCHEMA_VERSION}). Update Folio to open it; the workspace has not been changed.`
    )
    const check = new Database(file)
    opened.push(check)
    expect(check.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION + 1)
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([{ name: 'future' }])
  })

  it('rolls back every pending migration when one fails', () => {
    const db = new Database(fresh())
    opened.push(db)
    db.exec('CREATE TABLE settings (key TEXT)') // collides with migration 1
    expect(() => migrate(db)).toThrow(/table settings already exists/)
    expect(schemaVersion(db)).toBe(0)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).toEqual([{ name: 'settings' }])
  })

  it('stops at a requested version, for migration tests', () => {
    const db = new Database(fresh())
    opened.push(db)
    expect(migrate(db, { to: 1 })).toBe(1)
    expect(schemaVersion(db)).toBe(1)
  })
})
