import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../shared/api/operations'
import type { TestApi } from '../helpers/engine'
import { differences, readEverything } from './harness/reads'
import { remoteAuditCount, startScenario, type Scenario } from './harness/scenario'

let s: Scenario
let c: string
let d: string
let e: string
let f: string
let base: { c: unknown; e: unknown }
let labels: Map<number, string>

type Properties = BodyOf<'updateContractProperties'>['properties']
const detail = (api: TestApi, id: string, key?: string) => (key ? api.as(key) : api).call('getContract', { params: { id } })
const putLocal = (id: string, properties: Properties) => s.local.send('updateContractProperties', { params: { id }, body: { properties } })
const putRemote = (id: string, properties: Properties) => s.remote.as(s.adminKey).send('updateContractProperties', { params: { id }, body: { properties } })

beforeAll(async () => {
  s = await startScenario()
  expect((await s.run()).ok).toBe(true)
  const list = await s.local.call('listContracts', { query: { pagesize: 200, status: '2' } })
  ;[c, d, e, f] = list.contracts.slice(0, 4).map((x) => x.id) as [string, string, string, string]
  base = { c: (await detail(s.local, c)).properties.payment_terms_days?.value ?? null, e: (await detail(s.local, e)).properties.payment_terms_days?.value ?? null }
  const statuses = (await s.local.call('listContractStatuses')).statuses
  labels = new Map(statuses.map((x) => [x.code, x.label]))
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('edits on both sides', () => {
  it('merges changes to different keys and records a conflict where both sides changed the same key', async () => {
    expect((await putLocal(c, { payment_terms_days: 60 })).status).toBe(200)
    expect((await putLocal(c, { internal_notes: 'Mine: counterparty asked for 60 days' })).status).toBe(200)
    expect((await putRemote(c, { payment_terms_days: 90, po_number: 'PO-4471' })).status).toBe(200)
    expect((await s.local.send('updateContractStatus', { params: { id: d }, body: { status: 3 } })).status).toBe(200)
    expect((await s.remote.as(s.adminKey).send('updateContractStatus', { params: { id: d }, body: { status: 4 } })).status).toBe(200)
    expect((await putLocal(e, { payment_terms_days: 10 })).status).toBe(200)
    expect((await putRemote(e, { payment_terms_days: 20 })).status).toBe(200)
    expect((await putLocal(f, { payment_terms_days: 45 })).status).toBe(200)
    expect((await putRemote(f, { payment_terms_days: 45 })).status).toBe(200)

    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { conflictsRecorded: 3, changesSent: 2 } })

    const conflicts = (await s.local.call('listSyncConflicts')).conflicts
    const pick = (contractId: string) => conflicts.find((x) => x.contractId === contractId)
    expect(conflicts).toHaveLength(3)
    expect(pick(c)).toMatchObject({ key: 'payment_terms_days', label: 'Payment terms', base: base.c, mine: 60, theirs: 90, resolution: null })
    expect(pick(d)).toMatchObject({ key: '$status', label: 'Status', base: { code: 2, label: labels.get(2) }, mine: { code: 3, label: labels.get(3) }, theirs: { code: 4, label: labels.get(4) } })
    expect(pick(e)).toMatchObject({ key: 'payment_terms_days', base: base.e, mine: 10, theirs: 20 })
    expect(pick(f)).toBeUndefined()

    const localC = await detail(s.local, c)
    expect(localC.properties.payment_terms_days?.value).toBe(60)
    expect(localC.properties.po_number?.value).toBe('PO-4471')
    const remoteC = await detail(s.remote, c, s.adminKey)
    expect(remoteC.properties.payment_terms_days?.value).toBe(90)
    expect(remoteC.properties.internal_notes?.value).toBe('Mine: counterparty asked for 60 days')
    expect(remoteAuditCount(s, 'contract.properties.updated', f)).toBe(2)
    expect(s.status()).toMatchObject({ state: 'idle', pending: 3, conflicts: 3 })
  }, 60_000)

  it('keeps waiting changes on a second sync without reporting the same conflicts again', async () => {
    expect(await s.run()).toMatchObject({ ok: true, counts: { changesSent: 0, conflictsRecorded: 0 } })
    expect(s.status().conflicts).toBe(3)
    expect(remoteAuditCount(s, 'contract.properties.updated', c)).toBe(2)
  }, 60_000)

  it("resolves 'mine' by sending the local edit, and 'theirs' by dropping it and taking the service's value", async () => {
    const conflicts = (await s.local.call('listSyncConflicts')).conflicts
    const id = (contractId: string) => conflicts.find((x) => x.contractId === contractId)!.id
    const resolve = (conflict: string, resolution: BodyOf<'resolveSyncConflict'>['resolution']) => s.local.send('resolveSyncConflict', { params: { id: conflict }, body: { resolution } })

    expect((await resolve(id(c), 'mine')).body).toMatchObject({ conflict: { contractId: c, resolution: 'mine' }, remaining: 2 })
    expect((await resolve(id(d), 'mine')).body).toMatchObject({ remaining: 1 })
    expect((await resolve(id(e), 'theirs')).body).toMatchObject({ conflict: { contractId: e, resolution: 'theirs', theirs: 20 }, remaining: 0 })
    expect((await resolve(id(e), 'theirs')).status).toBe(409)
    expect((await detail(s.local, e)).properties.payment_terms_days?.value).toBe(20)
    expect(s.status()).toMatchObject({ pending: 2, conflicts: 0 })

    expect(await s.run()).toMatchObject({ ok: true, counts: { changesSent: 2, conflictsRecorded: 0 } })
    expect((await detail(s.remote, c, s.adminKey)).properties.payment_terms_days?.value).toBe(60)
    // The demo leaves code 3 unlabelled, which the detail shows as STATUS_3.
    expect((await detail(s.remote, d, s.adminKey)).status).toEqual(labels.get(3) === 'STATUS_3' ? 'STATUS_3' : { label: labels.get(3) })
    expect((await detail(s.remote, e, s.adminKey)).properties.payment_terms_days?.value).toBe(20)
    expect(remoteAuditCount(s, 'contract.properties.updated', e)).toBe(1)
    expect(remoteAuditCount(s, 'contract.properties.updated', c)).toBe(3)
    expect(s.status()).toMatchObject({ state: 'idle', pending: 0, conflicts: 0, rejected: [] })

    const [mine, theirs] = [await readEverything(s.local), await readEverything(s.remote.as(s.remoteKey))]
    expect(differences(mine, theirs).slice(0, 3)).toEqual([])
  }, 120_000)
})
