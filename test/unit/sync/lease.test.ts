import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { holdWritesWhile, runWriteNow } from '../../../electron/engine/db/write'
import { readSyncState, writeSyncState } from '../../../electron/sync/store/state'
import { LEASE_MS, SyncLease } from '../../../electron/sync/lease'
import { tempDir } from '../../helpers/engine'

describe('one sync per workspace across processes', () => {
  it('refuses a second holder while the first holds the lease, and lets it in once released', async () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    const now = () => 1_000
    const first = new SyncLease(db, now)
    const second = new SyncLease(db, now)
    expect(await first.acquire()).toBe(null)
    expect(await second.acquire()).toBe(`process ${process.pid} on ${hostname()}`)
    await first.release()
    expect(await second.acquire()).toBe(null)
    db.close()
  })

  it('renews only its own lease', async () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    let clock = 1_000
    const holder = new SyncLease(db, () => clock)
    const other = new SyncLease(db, () => clock)
    expect(await holder.acquire()).toBe(null)
    clock = 30_000
    await other.renew()
    expect(readSyncState<{ expiresAt: number }>(db, 'lease')?.expiresAt).toBe(1_000 + LEASE_MS)
    await holder.renew()
    expect(readSyncState<{ expiresAt: number }>(db, 'lease')?.expiresAt).toBe(30_000 + LEASE_MS)
    db.close()
  })

  it('takes over at once from a process of this machine that died holding it (kill -9)', async () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    runWriteNow(db, (tx) => writeSyncState(tx, 'lease', { holder: 'gone', pid: 2 ** 22 + 7, host: hostname(), expiresAt: 1_000 + LEASE_MS }))
    expect(await new SyncLease(db, () => 1_000).acquire()).toBe(null)
    db.close()
  })

  it('waits for a lease held from another machine (a shared folder) until it expires', async () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    runWriteNow(db, (tx) => writeSyncState(tx, 'lease', { holder: 'other', pid: 1, host: 'another-laptop', expiresAt: 1_000 + LEASE_MS }))
    expect(await new SyncLease(db, () => 1_000).acquire()).toBe('process 1 on another-laptop')
    expect(await new SyncLease(db, () => 1_001 + LEASE_MS).acquire()).toBe(null)
    db.close()
  })
})

describe('the lease is written like every write on the engine thread', () => {
  it('waits while the checkpoint thread holds writes back, then takes the lease', async () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    let endHold = (): void => undefined
    holdWritesWhile(db, new Promise<void>((resolve) => (endHold = resolve)))
    const taking = new SyncLease(db, () => 1_000).acquire()
    // Held: nothing is written until the hold ends.
    await new Promise((resolve) => setImmediate(resolve))
    expect(readSyncState(db, 'lease')).toBe(null)
    endHold()
    expect(await taking).toBe(null)
    expect(readSyncState<{ pid: number }>(db, 'lease')?.pid).toBe(process.pid)
    db.close()
  })

  it('retries while another process writes the workspace, instead of failing the sync with SQLITE_BUSY', async () => {
    const file = `${tempDir('folio-lease-')}/folio.db`
    const db = openDatabase(file, { busyTimeoutMs: 0 })
    const otherProcess = openDatabase(file)
    otherProcess.exec('BEGIN IMMEDIATE')
    // Synchronously, the old way fails at once on this connection.
    expect(() => runWriteNow(db, (tx) => writeSyncState(tx, 'probe', 1))).toThrow(/locked|busy/i)
    const taking = new SyncLease(db, () => 1_000).acquire()
    await new Promise((resolve) => setImmediate(resolve))
    expect(readSyncState(db, 'lease')).toBe(null)
    otherProcess.exec('COMMIT')
    expect(await taking).toBe(null)
    expect(readSyncState<{ pid: number }>(db, 'lease')?.pid).toBe(process.pid)
    otherProcess.close()
    db.close()
  })
})
