import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Connection, Db } from './handle'
import { migrate } from './migrate'
import { installOutboxGuard } from './outbox-guard'

export type { Db, ReadDb } from './handle'

export interface OpenOptions {
  /** Apply pending migrations (default true). Tests of single migrations turn this off. */
  migrate?: boolean
  readonly?: boolean
  /** How long a statement waits for another process's write lock before SQLITE_BUSY (default 5 s). */
  busyTimeoutMs?: number
  /**
   * A connection that does nothing but write large batches (sync's writer thread): a pull rewrites
   * the same index pages many times, so a larger write-ahead log between checkpoints copies each
   * page to the database once instead of many times (a 10,000-contract pull spent a fifth of its
   * CPU in checkpoints at SQLite's default of 1,000 pages), and a larger cache keeps them at hand.
   * Both are this connection's only; closeBulkWriter folds the log back.
   */
  bulkWriter?: boolean
}

/**
 * Opens a workspace database. WAL lets the window read while sync writes; `synchronous=NORMAL`
 * in WAL mode survives application crashes and only risks the last commits on power loss, which
 * is the usual desktop trade-off for fast writes. The busy timeout covers the CLI writing to a
 * workspace that a running engine holds open.
 */
export function openDatabase(file: string, options: OpenOptions = {}): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const connection: Connection = new Database(file, { readonly: options.readonly ?? false })
  // The one place a connection becomes a workspace handle.
  const db = connection as Db
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`)
  if (!options.readonly) db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('temp_store = MEMORY')
  // 32 MB of page cache; no memory-mapped I/O, whose touched pages would count against the
  // engine's resident memory while the OS page cache serves the same reads.
  db.pragma('cache_size = -32768')
  if (options.bulkWriter) {
    db.pragma('wal_autocheckpoint = 20000')
    db.pragma('cache_size = -131072')
  }
  if (options.migrate ?? true) {
    migrate(db)
    if (!options.readonly) installOutboxGuard(db)
  }
  return db
}

/** Closes a bulk writer's connection, folding its write-ahead log back without waiting for readers. */
export function closeBulkWriter(db: Db): void {
  db.pragma('wal_checkpoint(PASSIVE)')
  db.close()
}

/** Closes the workspace, first letting SQLite refresh the statistics its query planner uses. */
export function closeDatabase(db: Db): void {
  db.pragma('optimize')
  db.close()
}
