import { runWrite, type Db } from '../engine/sync-port'
import { readSyncState, writeSyncState } from './store/state'
import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'

/** How long a lease holds without renewal: a holder that died without releasing it is outlived. */
export const LEASE_MS = 60_000

interface Lease {
  holder: string
  pid: number
  host: string
  expiresAt: number
}

const KEY = 'lease'

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One sync per workspace across processes (the desktop app, `folio serve`, `folio sync` may all
 * open the same folder). A lease in the database: taken in an IMMEDIATE transaction, renewed
 * while the run lasts, released at its end. A lease whose process is gone from this machine
 * (killed mid-sync) is taken over at once; one from elsewhere only once it expired.
 */
export class SyncLease {
  private readonly holder = randomBytes(8).toString('hex')

  constructor(
    private readonly db: Db,
    private readonly now: () => number
  ) {}

  /** Null when taken; otherwise a description of who holds it. */
  acquire(): Promise<string | null> {
    return runWrite(this.db, (tx): string | null => {
      const current = readSyncState<Lease>(tx, KEY)
      const now = this.now()
      if (current && current.holder !== this.holder && current.expiresAt > now) {
        const sameHost = current.host === hostname()
        if (!sameHost || alive(current.pid)) return `process ${current.pid} on ${current.host}`
      }
      writeSyncState(tx, KEY, { holder: this.holder, pid: process.pid, host: hostname(), expiresAt: now + LEASE_MS } satisfies Lease)
      return null
    }, 'Taking the sync lease')
  }

  renew(): Promise<void> {
    return runWrite(this.db, (tx) => {
      const current = readSyncState<Lease>(tx, KEY)
      if (current?.holder === this.holder) writeSyncState(tx, KEY, { ...current, expiresAt: this.now() + LEASE_MS })
    }, 'Renewing the sync lease')
  }

  release(): Promise<void> {
    return runWrite(this.db, (tx) => {
      if (readSyncState<Lease>(tx, KEY)?.holder === this.holder) writeSyncState(tx, KEY, null)
    }, 'Releasing the sync lease')
  }
}
