import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, type Db } from '../../../electron/engine/db/connection'

export interface TempWorkspace {
  db: Db
  close(): void
}

/** A real workspace database on a temporary file, with every migration applied. */
export function tempWorkspace(): TempWorkspace {
  const dir = mkdtempSync(join(tmpdir(), 'folio-demo-test-'))
  const db = openDatabase(join(dir, 'folio.db'))
  return {
    db,
    close() {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

export function tableNames(db: Db): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map((r) => r.name)
}

/**
 * A digest of a table's full contents, independent of physical row order (rows sorted by every
 * column), so two workspaces compare equal exactly when they hold the same rows.
 */
export function tableDigest(db: Db, table: string, options: { exclude?: string[] } = {}): string {
  const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>)
    .map((c) => c.name)
    .filter((c) => !(options.exclude ?? []).includes(c))
  const list = columns.map((c) => `"${c}"`).join(', ')
  const rows = db.prepare(`SELECT ${list} FROM "${table}" ORDER BY ${list}`).raw().all()
  return createHash('sha256').update(JSON.stringify(rows, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value))).digest('hex')
}

/** Tables that hold no workspace data: catalogue_version is a random token that says "the catalogue changed". */
const BOOKKEEPING = new Set(['catalogue_version'])

export function workspaceDigests(db: Db): Record<string, string> {
  return Object.fromEntries(tableNames(db).filter((t) => !BOOKKEEPING.has(t)).map((t) => [t, tableDigest(db, t)]))
}

export function count(db: Db, sql: string, ...params: unknown[]): number {
  return (db.prepare(sql).pluck().get(...params) as number | undefined) ?? 0
}
