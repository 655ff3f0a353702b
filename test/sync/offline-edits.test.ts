import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import { MUTUAL_NDA_ID } from '../../resources/demo/templates/mutual-nda'
import { differences, readEverything } from './harness/reads'
import { ndaValues, remoteAuditCount, remoteContractsNamed, startScenario, type Scenario } from './harness/scenario'

let s: Scenario
let contractA: string
let contractB: string
let generated: Extract<ResponseOf<'generateContract'>, { persisted: true }>
const NAME = 'NDA – Quayside Ventures (drafted on the plane)'

beforeAll(async () => {
  s = await startScenario()
  expect((await s.run()).ok).toBe(true)
  const list = await s.local.call('listContracts', { query: { pagesize: 200, status: '2' } })
  contractA = list.contracts[0]!.id
  contractB = list.contracts[1]!.id
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('offline edits, then the network returns', () => {
  it('records property updates, a status change and a generation while the service cannot be reached', async () => {
    await s.proxy.setOffline(true)
    expect((await s.local.send('updateContractProperties', { params: { id: contractA }, body: { properties: { payment_terms_days: 75, internal_notes: 'Agreed on the call' } } })).status).toBe(200)
    expect((await s.local.send('updateContractStatus', { params: { id: contractB }, body: { status: 5 } })).status).toBe(200)
    const made = await s.local.call('generateContract', {
      body: { templateId: MUTUAL_NDA_ID, contractName: NAME, values: ndaValues('Quayside Ventures Ltd'), options: { persist: true, triggerWorkflows: false } }
    })
    if (!made.persisted) throw new Error('persist: true answered a document')
    generated = made
    expect(generated.reference).toMatch(/^FOLIO-\d{6}$/)
    expect((await s.local.send('updateContractProperties', { params: { id: generated.id }, body: { properties: { payment_terms_days: 30 } } })).status).toBe(200)

    const outcome = await s.run()
    expect(outcome.ok).toBe(false)
    expect(s.status()).toMatchObject({ state: 'offline', pending: 4, conflicts: 0, lastError: { kind: 'offline' } })
  }, 60_000)

  it('sends each change exactly once when the network returns', async () => {
    await s.proxy.setOffline(false)
    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, message: null, counts: { changesSent: 4, changesRejected: 0, generationsAdopted: 0 } })
    expect(s.status()).toMatchObject({ state: 'idle', pending: 0, rejected: [], conflicts: 0 })

    const admin = s.remote.as(s.adminKey)
    const a = await admin.call('getContract', { params: { id: contractA } })
    expect(a.properties.payment_terms_days?.value).toBe(75)
    expect(a.properties.internal_notes?.value).toBe('Agreed on the call')
    expect(remoteAuditCount(s, 'contract.properties.updated', contractA)).toBe(1)
    const b = await admin.call('getContract', { params: { id: contractB } })
    expect(b.status).toEqual({ label: 'Executed' })
    expect(remoteAuditCount(s, 'contract.status.changed', contractB)).toBe(1)

    const twins = remoteContractsNamed(s, NAME)
    expect(twins).toHaveLength(1)
    expect(twins[0]!.template_id).toBe(MUTUAL_NDA_ID)
    expect(s.proxy.forwarded('POST', /^\/v2\/contracts\/generate$/)).toHaveLength(1)
    const made = await admin.call('getContract', { params: { id: twins[0]!.id } })
    expect(made.properties.payment_terms_days?.value).toBe(30)
  }, 60_000)

  it('answers the offline generation under its local id as an alias of the service’s contract', async () => {
    const serviceId = remoteContractsNamed(s, NAME)[0]!
    expect(serviceId.id).not.toBe(generated.id)
    const byAlias = await s.local.call('getContract', { params: { id: generated.id } })
    expect(byAlias.id).toBe(serviceId.id)
    expect(byAlias.reference).toBe(serviceId.reference)
    expect((await s.local.send('getContractText', { params: { id: generated.id } })).status).toBe(200)
    expect(await s.local.call('updateContractStatus', { params: { id: generated.id }, body: { status: 2 } })).toMatchObject({ id: serviceId.id, changed: true })
    const list = await s.local.call('listContracts', { query: { keyword: 'Quayside Ventures', pagesize: 200 } })
    expect(list.contracts.map((c) => c.id)).toEqual([serviceId.id])
  }, 60_000)

  it('converges: one more sync sends the alias edit once and both sides read the same', async () => {
    const serviceId = remoteContractsNamed(s, NAME)[0]!.id
    expect((await s.run()).counts.changesSent).toBe(1)
    expect(remoteAuditCount(s, 'contract.status.changed', serviceId)).toBe(1)
    expect((await s.run()).counts).toMatchObject({ changesSent: 0, contractsFetched: 0 })
    const [mine, theirs] = [await readEverything(s.local), await readEverything(s.remote.as(s.remoteKey))]
    expect(differences(mine, theirs).slice(0, 3)).toEqual([])
  }, 120_000)
})
