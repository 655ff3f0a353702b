import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf, ResponseOf } from '../../shared/api/operations'
import { refusal } from '../helpers/engine'
import { demoUserId } from '../../resources/demo/catalogue/people'
import { startScenario, type Scenario } from './harness/scenario'

/**
 * Marcus is a paralegal on the service: he edits properties but may not change a status. The
 * service also refuses a property bound to employment contracts on any other contract; the API
 * does not say which properties are bound, so this laptop accepted both changes offline.
 */
let s: Scenario
let contract: string
let before: ResponseOf<'getContract'>

/** What the service itself answers Marcus for the same change. */
const propertiesRefused = async (properties: BodyOf<'updateContractProperties'>['properties']) =>
  refusal(await s.remote.as(s.remoteKey).send('updateContractProperties', { params: { id: contract }, body: { properties } })).body.message
const statusRefused = async (status: BodyOf<'updateContractStatus'>['status']) =>
  refusal(await s.remote.as(s.remoteKey).send('updateContractStatus', { params: { id: contract }, body: { status } })).body.message

beforeAll(async () => {
  s = await startScenario({ user: demoUserId('marcus') })
  expect((await s.run()).ok).toBe(true)
  const list = await s.local.call('listContracts', { query: { pagesize: 200, status: '2' } })
  contract = list.contracts.find((c) => c.category?.label !== 'Employment')!.id
  before = await s.local.call('getContract', { params: { id: contract } })
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe('changes the service refuses', () => {
  it('rejects them with the service’s own message and puts the contract back as the service has it', async () => {
    expect((await s.local.send('updateContractProperties', { params: { id: contract }, body: { properties: { probation_months: 6 } } })).status).toBe(200)
    expect((await s.local.send('updateContractStatus', { params: { id: contract }, body: { status: 4 } })).status).toBe(200)
    expect((await s.local.send('updateContractProperties', { params: { id: contract }, body: { properties: { po_number: 'PO-88' } } })).status).toBe(200)

    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { changesSent: 1, changesRejected: 2 } })

    const propertyMessage = await propertiesRefused({ probation_months: 6 })
    const statusMessage = await statusRefused(4)
    const status = s.status()
    expect(status.pending).toBe(0)
    expect(status.rejected.map((r) => ({ operation: r.operation, contractId: r.contractId, reason: r.reason, contractName: r.contractName }))).toEqual([
      { operation: 'contract.status', contractId: contract, reason: statusMessage, contractName: before.name },
      { operation: 'contract.properties', contractId: contract, reason: propertyMessage, contractName: before.name }
    ])
    expect(statusMessage).toMatch(/permission to change contract statuses/)

    const after = await s.local.call('getContract', { params: { id: contract } })
    const onService = await s.remote.as(s.remoteKey).call('getContract', { params: { id: contract } })
    expect(after.properties.probation_months).toBeUndefined()
    expect(after.status).toEqual(before.status)
    expect(after.properties.po_number?.value).toBe('PO-88')
    expect({ ...after, url: null }).toEqual({ ...onService, url: null })

    const outbox = await s.local.call('listOutbox', { query: { state: 'rejected' } })
    expect(outbox.entries.map((e) => e.rejectedReason)).toEqual([propertyMessage, statusMessage])
  }, 60_000)
})
