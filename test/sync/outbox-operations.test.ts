import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OUTBOX_OPERATIONS, type OutboxOperationName } from '../../shared/api/outbox'
import { OUTBOX } from '../../electron/engine/outbox/rules'
import { MUTUAL_NDA_ID } from '../../resources/demo/templates/mutual-nda'
import { ndaValues, remoteContractsNamed, startScenario, type Scenario } from './harness/scenario'

/**
 * Every operation of the outbox, walked through what its rules say it does: pushed once, sent
 * again after a 409, rejected with the service's message, merged with a pull that brings other
 * changes, and held in a conflict. The walks are a map over the operations, so an operation
 * added to the outbox without a walk here does not compile.
 */

interface Change {
  contractId: string
  /** What identifies this change on the service once it arrived. */
  arrived(): Promise<boolean>
}

interface Walk {
  method: 'PUT' | 'POST'
  path: (contractId: string) => RegExp
  /** Makes one change of the operation on this laptop. */
  make(label: string): Promise<Change>
  /** The service changes the same contract on a key this change does not set (null: the operation has no contract there to change). */
  changeOtherKeyOnService: ((contractId: string) => Promise<() => Promise<void>>) | null
  /** The service changes the key this change sets (null: the operation sets no key a conflict can hold). */
  changeSameKeyOnService: ((contractId: string) => Promise<void>) | null
}

let s: Scenario
let contracts: string[]
const nextContract = () => contracts.shift()!
const local = () => s.local.call
const remoteAdmin = () => s.remote.as(s.adminKey)
const remoteValue = async (id: string, key: string) => (await remoteAdmin().call('getContract', { params: { id } })).properties[key]?.value ?? null
const remoteStatus = async (id: string) => (await remoteAdmin().call('getContract', { params: { id } })).status

const walks: { [K in OutboxOperationName]: Walk } = {
  'contract.properties': {
    method: 'PUT',
    path: (id) => new RegExp(`^/v2/contracts/${id}/properties$`),
    async make(label) {
      const contractId = nextContract()
      await local()('updateContractProperties', { params: { id: contractId }, body: { properties: { internal_notes: label } } })
      return { contractId, arrived: async () => (await remoteValue(contractId, 'internal_notes')) === label }
    },
    changeOtherKeyOnService: async (id) => {
      await remoteAdmin().call('updateContractProperties', { params: { id }, body: { properties: { po_number: 'PO-SERVICE' } } })
      return async () => expect((await s.local.call('getContract', { params: { id } })).properties.po_number?.value).toBe('PO-SERVICE')
    },
    changeSameKeyOnService: async (id) => {
      await remoteAdmin().call('updateContractProperties', { params: { id }, body: { properties: { internal_notes: 'Theirs' } } })
    }
  },
  'contract.status': {
    method: 'PUT',
    path: (id) => new RegExp(`^/v2/contracts/${id}/status$`),
    async make() {
      const contractId = nextContract()
      await local()('updateContractStatus', { params: { id: contractId }, body: { status: 3 } })
      const wanted = (await s.local.call('getContract', { params: { id: contractId } })).status
      return { contractId, arrived: async () => JSON.stringify(await remoteStatus(contractId)) === JSON.stringify(wanted) }
    },
    changeOtherKeyOnService: async (id) => {
      await remoteAdmin().call('updateContractProperties', { params: { id }, body: { properties: { po_number: 'PO-STATUS' } } })
      return async () => expect((await s.local.call('getContract', { params: { id } })).properties.po_number?.value).toBe('PO-STATUS')
    },
    changeSameKeyOnService: async (id) => {
      await remoteAdmin().call('updateContractStatus', { params: { id }, body: { status: 4 } })
    }
  },
  'contract.generate': {
    method: 'POST',
    path: () => /^\/v2\/contracts\/generate$/,
    async make(label) {
      const name = `NDA – ${label}`
      const made = await local()('generateContract', { body: { templateId: MUTUAL_NDA_ID, contractName: name, values: ndaValues(`${label} Ltd`), options: { persist: true, triggerWorkflows: false } } })
      if (!made.persisted) throw new Error('expected a persisted contract')
      return { contractId: made.id, arrived: async () => remoteContractsNamed(s, name).length === 1 }
    },
    // A contract generated here exists only here until it is sent: a pull never touches it.
    changeOtherKeyOnService: null,
    changeSameKeyOnService: null
  }
}

beforeAll(async () => {
  s = await startScenario()
  expect((await s.run()).ok).toBe(true)
  contracts = (await s.local.call('listContracts', { query: { pagesize: 200, status: '2' } })).contracts.map((c) => c.id)
}, 180_000)

afterAll(async () => {
  await s?.close()
})

describe.each(OUTBOX_OPERATIONS)('the outbox operation %s', (operation) => {
  const walk = walks[operation]
  const rules = OUTBOX[operation]

  it('is pushed once and arrives', async () => {
    const change = await walk.make(`${operation} pushed`)
    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { changesSent: 1, changesRejected: 0 } })
    expect(await change.arrived()).toBe(true)
    expect(s.status().pending).toBe(0)
    expect(s.status().rejected.filter((r) => r.contractId === change.contractId)).toEqual([])
  }, 60_000)

  it('after a 409, is sent again as its rules say, and arrives once', async () => {
    const change = await walk.make(`${operation} after a conflict`)
    const path = walk.path(change.contractId)
    s.proxy.refuseNext(walk.method, path, 409, 'A concurrent write (injected)')
    const before = s.proxy.log.length
    expect(await s.run()).toMatchObject({ ok: true, counts: { changesSent: 1 } })
    const attempts = s.proxy.log.slice(before).filter((e) => e.method === walk.method && path.test(e.path))
    expect(attempts.map((e) => e.refused ?? e.status)).toEqual([409, 200])
    expect(await change.arrived()).toBe(true)
    if (rules.onConflictStatus === 'refetch-and-resend') {
      expect(s.proxy.log.slice(before).some((e) => e.method === 'GET' && e.path === `/v2/contracts/${change.contractId}`)).toBe(true)
    }
  }, 60_000)

  it('when refused, is rejected with the service’s message and undone as its rules say', async () => {
    const change = await walk.make(`${operation} refused`)
    s.proxy.refuseNext(walk.method, walk.path(change.contractId), 400, `The service refuses this ${operation} (injected)`)
    // A later change to the same contract, which cannot follow a generation the service refused.
    if (rules.onRejected === 'reject-followers') await local()('updateContractProperties', { params: { id: change.contractId }, body: { properties: { internal_notes: 'Follows the generation' } } })
    const outcome = await s.run()
    expect(outcome.ok).toBe(true)
    expect(await change.arrived()).toBe(false)
    const rejected = s.status().rejected.filter((r) => r.contractId === change.contractId)
    if (rules.onRejected === 'reject-followers') {
      expect(rejected.map((r) => [r.operation, r.reason])).toEqual([
        ['contract.properties', `The contract's generation was refused by the company service (The service refuses this ${operation} (injected)), so this change could not follow it.`],
        ['contract.generate', `The service refuses this ${operation} (injected)`]
      ])
      expect((await s.local.call('getContract', { params: { id: change.contractId } })).id).toBe(change.contractId)
    } else {
      expect(rejected.map((r) => [r.operation, r.reason])).toEqual([[operation, `The service refuses this ${operation} (injected)`]])
      // Back to the service's state.
      const here = await s.local.call('getContract', { params: { id: change.contractId } })
      const there = await remoteAdmin().call('getContract', { params: { id: change.contractId } })
      expect({ ...here, url: null }).toEqual({ ...there, url: null })
    }
  }, 60_000)

  it('is merged with a pull that brings other changes to its contract', async () => {
    await s.proxy.setOffline(true)
    const change = await walk.make(`${operation} merged`)
    await s.proxy.setOffline(false)
    const check = walk.changeOtherKeyOnService ? await walk.changeOtherKeyOnService(change.contractId) : null
    expect(await s.run()).toMatchObject({ ok: true, counts: { changesSent: 1, conflictsRecorded: 0 } })
    expect(await change.arrived()).toBe(true)
    if (check) await check()
    else expect(heldKeysOf(operation)).toEqual([])
  }, 60_000)

  it('holds its key in a conflict when the service changed the same one, and waits for the user', async () => {
    const change = await walk.make(`${operation} in conflict`)
    if (!walk.changeSameKeyOnService) {
      // Nothing for a conflict to hold: the change is sent as is.
      expect(heldKeysOf(operation)).toEqual([])
      expect(await s.run()).toMatchObject({ ok: true, counts: { conflictsRecorded: 0 } })
      expect(await change.arrived()).toBe(true)
      return
    }
    await walk.changeSameKeyOnService(change.contractId)
    expect(await s.run()).toMatchObject({ ok: true, counts: { conflictsRecorded: 1, changesSent: 0 } })
    expect(s.status()).toMatchObject({ pending: 1, conflicts: 1 })
    const conflict = (await s.local.call('listSyncConflicts')).conflicts.find((c) => c.contractId === change.contractId)!
    expect(heldKeysOf(operation)).toEqual([conflict.key])
    await s.local.call('resolveSyncConflict', { params: { id: conflict.id }, body: { resolution: 'mine' } })
    expect(await s.run()).toMatchObject({ ok: true, counts: { changesSent: 1 } })
    expect(await change.arrived()).toBe(true)
  }, 60_000)
})

/** The keys a change of the operation holds back from pulls and in conflicts, as its rules say. */
function heldKeysOf(operation: OutboxOperationName): string[] {
  switch (operation) {
    case 'contract.properties':
      return OUTBOX[operation].heldKeys({ properties: { internal_notes: 'probe' } })
    case 'contract.status':
      return OUTBOX[operation].heldKeys({ status: 3 })
    case 'contract.generate':
      return OUTBOX[operation].heldKeys({ templateId: MUTUAL_NDA_ID, contractName: 'probe', values: {}, options: { persist: true, triggerWorkflows: false } })
  }
}
