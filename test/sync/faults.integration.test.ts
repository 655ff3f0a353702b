import { afterEach, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../shared/api/operations'
import type { SyncOutcome } from '../../shared/api/sync'
import type { TestApi } from '../helpers/engine'
import { MUTUAL_NDA_ID } from '../../resources/demo/templates/mutual-nda'
import type { FaultPlan } from './harness/proxy'
import { differences, readEverything } from './harness/reads'
import { ndaValues, remoteContractsNamed, startScenario, type Scenario } from './harness/scenario'

let s: Scenario | null = null
afterEach(async () => {
  await s?.close()
  s = null
})

/** Every kind of fault, on every request, often enough that each sync meets several. */
function storm(seed: number): FaultPlan {
  return {
    seed,
    rates: { '429': 0.04, '500': 0.03, '500-after': 0.03, '409': 0.08, slow: 0.05, 'drop-mid-body': 0.04, 'drop-after-send': 0.03, timeout: 0.004 },
    burst429: 3,
    retryAfter: { seconds: 2, asDate: seed % 2 === 0 },
    slowMs: 30
  }
}

/** The id of the contract a persisted generation stored. */
async function generated(api: TestApi, body: BodyOf<'generateContract'>): Promise<string> {
  const answer = await api.call('generateContract', { body })
  if (!answer.persisted) throw new Error('a persisted generation answered a document')
  return answer.id
}

/** Syncs until a run succeeds: under faults some runs give up, and each resumes where the last stopped. */
async function syncUntilOk(scenario: Scenario, limit = 40): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = []
  for (let i = 0; i < limit; i++) {
    const outcome = await scenario.run()
    outcomes.push(outcome)
    if (outcome.ok) return outcomes
  }
  throw new Error(`no sync succeeded in ${limit} runs: ${outcomes.map((o) => o.message).join(' | ')}`)
}

describe.each([11, 29, 47])('faults at every step (seed %i)', (seed) => {
  it('converges once the faults stop: nothing lost, nothing doubled', async () => {
    s = await startScenario({ seed, timeoutMs: 600 })
    s.proxy.setPlan(storm(seed))
    await syncUntilOk(s)

    const list = (await s.local.call('listContracts', { query: { pagesize: 200, status: '2' } })).contracts
    const [a, b, c] = list.map((x) => x.id) as [string, string, string]
    const names = [`NDA – Storm ${seed} one`, `NDA – Storm ${seed} two`]
    expect((await s.local.send('updateContractProperties', { params: { id: a }, body: { properties: { payment_terms_days: 40 + seed } } })).status).toBe(200)
    expect((await s.local.send('updateContractStatus', { params: { id: b }, body: { status: 6 } })).status).toBe(200)
    const made: string[] = []
    for (const name of names) made.push(await generated(s.local, { templateId: MUTUAL_NDA_ID, contractName: name, values: ndaValues(name) }))
    expect((await s.local.send('updateContractProperties', { params: { id: made[0]! }, body: { properties: { po_number: `PO-${seed}` } } })).status).toBe(200)
    expect((await s.remote.as(s.adminKey).send('updateContractProperties', { params: { id: c }, body: { properties: { po_number: 'set on the service' } } })).status).toBe(200)
    await syncUntilOk(s)

    const faults = s.proxy.faults()
    expect(Object.keys(faults).length).toBeGreaterThanOrEqual(6)
    if (faults['429']) expect(s.sleep.waits.some((w) => w >= 1000)).toBe(true)

    s.proxy.setPlan(null)
    expect(await s.run()).toMatchObject({ ok: true })
    expect(s.status()).toMatchObject({ state: 'idle', pending: 0, rejected: [], conflicts: 0 })
    for (const name of names) expect(remoteContractsNamed(s, name)).toHaveLength(1)
    const first = remoteContractsNamed(s, names[0]!)[0]!
    const admin = s.remote.as(s.adminKey)
    expect((await admin.call('getContract', { params: { id: first.id } })).properties.po_number?.value).toBe(`PO-${seed}`)
    expect((await s.local.call('getContract', { params: { id: made[0]! } })).id).toBe(first.id)
    expect((await admin.call('getContract', { params: { id: a } })).properties.payment_terms_days?.value).toBe(40 + seed)
    expect((await s.local.call('getContract', { params: { id: c } })).properties.po_number?.value).toBe('set on the service')

    const [mine, theirs] = [await readEverything(s.local), await readEverything(s.remote.as(s.remoteKey))]
    expect(differences(mine, theirs).slice(0, 3)).toEqual([])
  }, 300_000)
})

describe('a service that ignores Idempotency-Key', () => {
  it('adopts the contract an unanswered generation created instead of creating a twin', async () => {
    s = await startScenario()
    expect((await s.run()).ok).toBe(true)
    s.proxy.stripIdempotencyKey = true
    s.proxy.setPlan({ seed: 1, rates: { 'drop-after-send': 1 }, applies: (r) => r.method === 'POST' && r.path === '/v2/contracts/generate' })
    const name = 'NDA – Harbour Pilots (answer lost)'
    const local = await generated(s.local, { templateId: MUTUAL_NDA_ID, contractName: name, values: ndaValues('Harbour Pilots Ltd') })

    const outcome = await s.run()
    expect(outcome).toMatchObject({ ok: true, counts: { generationsAdopted: 1, changesSent: 1 } })
    expect(s.proxy.forwarded('POST', /^\/v2\/contracts\/generate$/).map((e) => e.idempotencyKey)).toEqual([expect.stringMatching(/^[0-9a-f]{24}$/)])
    const created = remoteContractsNamed(s, name)
    expect(created).toHaveLength(1)
    expect(await s.local.call('getContract', { params: { id: local } })).toMatchObject({ id: created[0]!.id, reference: created[0]!.reference })
  }, 120_000)
})
