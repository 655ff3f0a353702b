import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/engine/db/connection'
import { holdWritesWhile, runWriteNow } from '../../../electron/engine/db/write'
import { listUsers } from '../../../electron/engine/db/queries/users'
import { insertUser } from '../../../electron/engine/db/writers/users'
import { claimWindowUser, ensureWindowUser, windowUserId } from '../../../electron/engine/services/workspace/owner'
import { tempDir } from '../../helpers/engine'

const fresh = () => openDatabase(`${tempDir('folio-window-user-')}/folio.db`)

describe('the user the window acts as', () => {
  it('is a new administrator in an empty workspace, and the same one every time after', async () => {
    const db = fresh()
    const id = await ensureWindowUser(db, 1_000)
    expect(windowUserId(db)).toBe(id)
    expect(listUsers(db).map((u) => ({ id: u.id, email: u.email, name: u.name, role: u.role }))).toEqual([
      { id, email: 'owner@folio.local', name: 'Workspace owner', role: 'admin' }
    ])
    expect(await ensureWindowUser(db, 2_000)).toBe(id)
    expect(runWriteNow(db, (tx) => claimWindowUser(tx, 3_000))).toBe(id)
    expect(listUsers(db)).toHaveLength(1)
    db.close()
  })

  it('is the workspace’s administrator when it has one (a synced or imported workspace)', async () => {
    const db = fresh()
    runWriteNow(db, (tx) => {
      insertUser(tx, { id: 'u-reader', email: 'reader@firm.test', name: 'Reader', role: 'member', createdAt: 1 })
      insertUser(tx, { id: 'u-admin', email: 'admin@firm.test', name: 'Admin', role: 'admin', createdAt: 1 })
    })
    expect(await ensureWindowUser(db, 1_000)).toBe('u-admin')
    expect(windowUserId(db)).toBe('u-admin')
    expect(listUsers(db)).toHaveLength(2)
    db.close()
  })

  it('is chosen on the engine thread like every write there: after the checkpoint thread’s hold ends', async () => {
    const db = fresh()
    let endHold = (): void => undefined
    holdWritesWhile(db, new Promise<void>((resolve) => (endHold = resolve)))
    const choosing = ensureWindowUser(db, 1_000)
    await new Promise((resolve) => setImmediate(resolve))
    expect(windowUserId(db)).toBe(null)
    endHold()
    const id = await choosing
    expect(windowUserId(db)).toBe(id)
    db.close()
  })
})
