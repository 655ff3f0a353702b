import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_GROUPS, demoUserId } from '../../resources/demo/catalogue/people'
import { numberedClausesDocx } from '../fixtures/documents/docx-fixtures'
import { OUT_OF_REACH } from '../../electron/sync/pull/reach'
import { startScenario, type Scenario } from './harness/scenario'

let s: Scenario
const daniel = demoUserId('daniel')
let edited: string
let quiet: string
let imported: string

const localIds = async () => (await s.local.call('listContracts', { query: { pagesize: 200 } })).contracts.map((c) => c.id)
const remoteIdsForDaniel = async () => (await s.remote.as(s.remoteKey).call('listContracts', { query: { pagesize: 200 } })).contracts.map((c) => c.id)

/** Moves a contract on the service to a user and group Daniel has nothing to do with. */
function moveAway(id: string, touch: boolean): void {
  s.remote.engine.db
    .prepare(`UPDATE contracts SET owner_id = ?, requester_id = NULL, group_id = ?${touch ? ', updated_at = updated_at + 1000' : ''} WHERE id = ?`)
    .run(demoUserId('hannah'), DEMO_GROUPS.procurement.id, id)
}

beforeAll(async () => {
  s = await startScenario({ user: daniel })
  expect((await s.run()).ok).toBe(true)
  const visible = (await s.remote.as(s.remoteKey).call('listContracts', { query: { pagesize: 200, status: '2' } })).contracts
  ;[edited, quiet] = visible.filter((c) => c.id).map((c) => c.id) as [string, string]
  const form = new FormData()
  form.append('files', new Blob([await numberedClausesDocx()]), 'Side letter drafted offline.docx')
  imported = (await s.local.call('importContracts', { form })).imported[0]!.id
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('contracts leaving the key’s reach', () => {
  it('pulls exactly what the key’s user can read', async () => {
    expect((await localIds()).filter((id) => id !== imported).sort()).toEqual((await remoteIdsForDaniel()).sort())
  })

  it('removes contracts the user can no longer read, rejects their pending changes, and never touches a local import', async () => {
    expect((await s.local.send('updateContractProperties', { params: { id: edited }, body: { properties: { payment_terms_days: 15 } } })).status).toBe(200)
    expect((await s.local.send('updateContractProperties', { params: { id: imported }, body: { properties: { internal_notes: 'only here' } } })).status).toBe(200)
    moveAway(edited, true)
    moveAway(quiet, false)

    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { contractsRemoved: 2 } })
    expect((await s.local.send('getContract', { params: { id: edited } })).status).toBe(404)
    expect((await s.local.send('getContractText', { params: { id: quiet } })).status).toBe(404)
    expect((await s.local.send('downloadContract', { params: { id: quiet } })).status).toBe(404)
    const ids = await localIds()
    expect(ids).not.toContain(edited)
    expect(ids).not.toContain(quiet)
    expect(ids).toContain(imported)
    expect((await s.local.send('getContract', { params: { id: imported } })).status).toBe(200)
    expect(ids.filter((id) => id !== imported).sort()).toEqual((await remoteIdsForDaniel()).sort())

    const rejected = s.status().rejected
    expect(rejected.find((r) => r.contractId === edited)).toMatchObject({ operation: 'contract.properties', reason: OUT_OF_REACH })
    expect(rejected.find((r) => r.contractId === imported)).toMatchObject({ operation: 'contract.properties', reason: expect.stringContaining('exists only in this workspace') })
    expect(s.status().pending).toBe(0)
  }, 60_000)

  it('keeps the local import through further syncs, and brings a contract back when it is readable again', async () => {
    s.remote.engine.db.prepare('UPDATE contracts SET owner_id = ?, updated_at = updated_at + 1000 WHERE id = ?').run(daniel, quiet)
    expect((await s.run()).ok).toBe(true)
    expect((await s.local.send('getContract', { params: { id: quiet } })).status).toBe(200)
    expect((await s.local.send('getContract', { params: { id: imported } })).status).toBe(200)
    expect((await localIds()).filter((id) => id !== imported).sort()).toEqual((await remoteIdsForDaniel()).sort())
  }, 60_000)
})
