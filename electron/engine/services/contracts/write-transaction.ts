import { setTimeout as delay } from 'node:timers/promises'
import type { Db } from '../../db/connection'
import { ConflictError } from '../../errors'

/** How often a write waits for another process (the CLI, a second engine) to release the workspace. */
const ATTEMPTS = 8

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED'
}

/**
 * Runs a read-check-write as one IMMEDIATE transaction: the write lock is taken before the
 * first read, so nothing can change the contract between the check and the write, and the change,
 * its audit event and its outbox entry commit together or not at all. Within the engine writes are
 * serial; when another process holds the lock the write is retried after a short, growing pause
 * (without blocking the event loop), and answered 409 when it never gets through.
 */
export async function runWrite<T>(db: Db, work: () => T, what: string): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return db.transaction(work).immediate()
    } catch (error) {
      if (!isBusy(error)) throw error
      if (attempt >= ATTEMPTS) {
        throw new ConflictError(`${what} could not be applied: the workspace is being written by another process. Nothing was changed; try again.`)
      }
      await delay(10 * 2 ** attempt + Math.random() * 10)
    }
  }
}

/** A contract's updatedAt always moves forward, even for two writes in the same millisecond. */
export function nextUpdatedAt(previous: number, now: number): number {
  return Math.max(now, previous + 1)
}
