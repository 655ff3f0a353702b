import { setTimeout as delay } from 'node:timers/promises'
import type { Db } from './connection'
import { ConflictError } from '../errors'

declare const writable: unique symbol

/**
 * The database inside a write transaction. Only runWrite and runWriteNow hand one out, and every
 * table's writer takes one, so a write outside a transaction (or a write from a module that is
 * not its table's writer, holding only a plain Db) does not compile. It reads like any Db.
 */
export type WriteTx = Db & { readonly [writable]: true }

/** How often a write waits for another process (the CLI, a second engine) to release the workspace. */
const ATTEMPTS = 8

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED'
}

/**
 * Writes held back by the checkpoint thread (checkpointer.ts) while it empties a log that writes
 * without pause kept it from emptying: runWrite waits for the promise before taking the lock.
 */
const holds = new WeakMap<Db, Promise<void>>()

/** Holds runWrite's writes on `db` until `until` settles. */
export function holdWritesWhile(db: Db, until: Promise<void>): void {
  holds.set(db, until)
  void until.finally(() => {
    if (holds.get(db) === until) holds.delete(db)
  })
}

/** The one place a Db becomes a WriteTx: inside better-sqlite3's IMMEDIATE transaction. */
function immediate<T>(db: Db, work: (tx: WriteTx) => T): T {
  return db.transaction(() => work(db as WriteTx)).immediate()
}

/**
 * Runs a read-check-write as one IMMEDIATE transaction: the write lock is taken before the
 * first read, so nothing can change a row between the check and the write, and the change, its
 * audit event and its outbox entry commit together or not at all. Within the engine writes are
 * serial; when another process holds the lock the write is retried after a short, growing pause
 * (without blocking the event loop), and answered 409 when it never gets through. While the
 * checkpoint thread holds writes back (a moment, see checkpointer.ts) the write waits first.
 */
export async function runWrite<T>(db: Db, work: (tx: WriteTx) => T, what: string): Promise<T> {
  const hold = holds.get(db)
  if (hold) await hold
  for (let attempt = 1; ; attempt++) {
    try {
      return immediate(db, work)
    } catch (error) {
      if (!isBusy(error)) throw error
      if (attempt >= ATTEMPTS) {
        throw new ConflictError(`${what} could not be applied: the workspace is being written by another process. Nothing was changed; try again.`)
      }
      await delay(10 * 2 ** attempt + Math.random() * 10)
    }
  }
}

/**
 * The same transaction, synchronously, for threads that do nothing but write (sync's writer
 * thread, seeding a workspace, a CLI command): they wait on the busy timeout instead.
 */
export function runWriteNow<T>(db: Db, work: (tx: WriteTx) => T): T {
  return immediate(db, work)
}
