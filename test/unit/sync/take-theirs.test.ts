import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordConflict } from '../../../electron/engine/db/writers/sync-conflicts'
import { runWriteNow } from '../../../electron/engine/db/write'
import { STATUS_KEY } from '../../../electron/engine/outbox/rules'
import { startTestEngine, type TestEngine } from '../../helpers/engine'
import { contracts, seedFixtureWorkspace } from '../../helpers/fixture-workspace'

/**
 * Resolving a status conflict as "take theirs" takes the service's status through the contract's
 * writer, as a status change does: the milestone dates follow and updatedAt moves. (It used to set
 * the status alone and leave both to the next pull.)
 */
let t: TestEngine
let clock = Date.UTC(2026, 2, 2, 9)

beforeAll(async () => {
  t = await startTestEngine({ now: () => clock, seed: (e) => seedFixtureWorkspace(e.db) })
})
afterAll(() => t.close())

const row = (id: string) =>
  t.engine.db.prepare('SELECT status_code, finalized_at, executed_at, updated_at, row_version FROM contracts WHERE id = ?').get(id) as {
    status_code: number
    finalized_at: number | null
    executed_at: number | null
    updated_at: number
    row_version: number
  }

describe('a status conflict resolved as "theirs"', () => {
  it('leaves the contract as a status change to the service’s value would', async () => {
    const [inConflict, changed] = [contracts.c9, contracts.c10]
    for (const id of [inConflict, changed]) await t.call('updateContractStatus', { params: { id }, body: { status: 2 } })
    expect(row(inConflict)).toMatchObject({ status_code: 2, finalized_at: null, executed_at: null })

    // Here the lawyer moved both on to Pending Approval; the service meanwhile recorded one as executed.
    for (const id of [inConflict, changed]) await t.call('updateContractStatus', { params: { id }, body: { status: 3 } })
    runWriteNow(t.engine.db, (tx) => recordConflict(tx, { contractId: inConflict, key: STATUS_KEY, base: 2, mine: 3, theirs: 5, at: clock }))
    const conflict = (await t.call('listSyncConflicts')).conflicts.find((c) => c.contractId === inConflict)!
    const before = row(inConflict)

    clock += 60_000
    const resolved = await t.call('resolveSyncConflict', { params: { id: conflict.id }, body: { resolution: 'theirs' } })
    expect(resolved.conflict.resolution).toBe('theirs')
    // The twin, from the same state, changed to the service's status at the same moment.
    expect(row(changed)).toEqual(before)
    await t.call('updateContractStatus', { params: { id: changed }, body: { status: 5 } })

    const after = row(inConflict)
    expect(after).toEqual(row(changed))
    expect(after.row_version).toBe(before.row_version + 1)
    expect(after).toMatchObject({ status_code: 5, finalized_at: clock, executed_at: clock, updated_at: clock })
    // The pending change was dropped: nothing of it is left to send.
    expect((await t.call('listOutbox', { query: { contractId: inConflict, state: 'pending' } })).entries).toEqual([])
  })
})
