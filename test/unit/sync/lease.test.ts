import { runWriteNow } from '../../../electron/engine/db/write'
import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { writeSyncState } from '../../../electron/sync/store/state'
import { LEASE_MS, SyncLease } from '../../../electron/sync/lease'
import { tempDir } from '../../helpers/engine'

describe('one sync per workspace across processes', () => {
  it('refuses a second holder while the first holds the lease, and lets it in once released', () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    const now = () => 1_000
    const first = new SyncLease(db, now)
    const second = new SyncLease(db, now)
    expect(first.acquire()).toBe(null)
    expect(second.acquire()).toBe(`process ${process.pid} on ${hostname()}`)
    first.release()
    expect(second.acquire()).toBe(null)
    db.close()
  })

  it('takes over at once from a process of this machine that died holding it (kill -9)', () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    runWriteNow(db, (tx) => writeSyncState(tx, 'lease', { holder: 'gone', pid: 2 ** 22 + 7, host: hostname(), expiresAt: 1_000 + LEASE_MS }))
    expect(new SyncLease(db, () => 1_000).acquire()).toBe(null)
    db.close()
  })

  it('waits for a lease held from another machine (a shared folder) until it expires', () => {
    const db = openDatabase(`${tempDir('folio-lease-')}/folio.db`)
    runWriteNow(db, (tx) => writeSyncState(tx, 'lease', { holder: 'other', pid: 1, host: 'another-laptop', expiresAt: 1_000 + LEASE_MS }))
    expect(new SyncLease(db, () => 1_000).acquire()).toBe('process 1 on another-laptop')
    expect(new SyncLease(db, () => 1_001 + LEASE_MS).acquire()).toBe(null)
    db.close()
  })
})
