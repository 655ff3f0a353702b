import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractDetail, ContractListResponse } from '../../shared/api/contracts'
import type { OutboxResponse } from '../../shared/api/local'
import { demoUserId } from '../../resources/demo/catalogue/people'
import { startScenario, type Scenario } from './harness/scenario'

/**
 * Marcus is a paralegal on the service: he edits properties but may not change a status. The
 * service also refuses a property bound to employment contracts on any other contract; the API
 * does not say which properties are bound, so this laptop accepted both changes offline.
 */
let s: Scenario
let contract: string
let before: ContractDetail

const refusal = async (path: string, body: unknown) => (await s.remote.request<{ message: string }>('PUT', path, { key: s.remoteKey, body })).body.message

beforeAll(async () => {
  s = await startScenario({ user: demoUserId('marcus') })
  expect((await s.run()).ok).toBe(true)
  const list = await s.local.get<ContractListResponse>('/v2/contracts', { query: { pagesize: 200, status: '2' } })
  contract = list.body.contracts.find((c) => c.category?.label !== 'Employment')!.id
  before = (await s.local.get<ContractDetail>(`/v2/contracts/${contract}`)).body
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('changes the service refuses', () => {
  it('rejects them with the service’s own message and puts the contract back as the service has it', async () => {
    expect((await s.local.request('PUT', `/v2/contracts/${contract}/properties`, { body: { properties: { probation_months: 6 } } })).status).toBe(200)
    expect((await s.local.request('PUT', `/v2/contracts/${contract}/status`, { body: { status: 4 } })).status).toBe(200)
    expect((await s.local.request('PUT', `/v2/contracts/${contract}/properties`, { body: { properties: { po_number: 'PO-88' } } })).status).toBe(200)

    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { changesSent: 1, changesRejected: 2 } })

    const propertyMessage = await refusal(`/v2/contracts/${contract}/properties`, { properties: { probation_months: 6 } })
    const statusMessage = await refusal(`/v2/contracts/${contract}/status`, { status: 4 })
    const status = s.status()
    expect(status.pending).toBe(0)
    expect(status.rejected.map((r) => ({ operation: r.operation, contractId: r.contractId, reason: r.reason, contractName: r.contractName }))).toEqual([
      { operation: 'contract.status', contractId: contract, reason: statusMessage, contractName: before.name },
      { operation: 'contract.properties', contractId: contract, reason: propertyMessage, contractName: before.name }
    ])
    expect(statusMessage).toMatch(/permission to change contract statuses/)

    const after = (await s.local.get<ContractDetail>(`/v2/contracts/${contract}`)).body
    const onService = (await s.remote.get<ContractDetail>(`/v2/contracts/${contract}`, { key: s.remoteKey })).body
    expect(after.properties.probation_months).toBeUndefined()
    expect(after.status).toEqual(before.status)
    expect(after.properties.po_number?.value).toBe('PO-88')
    expect({ ...after, url: null }).toEqual({ ...onService, url: null })

    const outbox = (await s.local.get<OutboxResponse>('/local/outbox', { query: { state: 'rejected' } })).body
    expect(outbox.entries.map((e) => e.rejectedReason)).toEqual([propertyMessage, statusMessage])
  }, 60_000)
})
