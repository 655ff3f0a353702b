import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../shared/api/operations'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { contracts as c, parties, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let writer: string

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  writer = t.keyFor(users.admin.email, { scopes: ['contracts:write'] })
})
afterAll(() => t.close())

type Properties = BodyOf<'updateContractProperties'>['properties']
type Status = BodyOf<'updateContractStatus'>['status']
const putProperties = (id: string, properties: Properties, key = writer) => t.as(key).call('updateContractProperties', { params: { id }, body: { properties } })
const tryProperties = (id: string, properties: Properties, key = writer) => t.as(key).send('updateContractProperties', { params: { id }, body: { properties } })
const putStatus = (id: string, status: Status, key = writer) => t.as(key).call('updateContractStatus', { params: { id }, body: { status } })
const tryStatus = (id: string, status: Status, key = writer) => t.as(key).send('updateContractStatus', { params: { id }, body: { status } })
const detail = (id: string) => t.call('getContract', { params: { id } })
const outbox = async (contractId: string) => (await t.call('listOutbox', { query: { contractId } })).entries

describe('PUT /v2/contracts/{id}/properties', () => {
  it('stores typed values, answers them as the detail shows them, and recomputes the renewal schedule', async () => {
    const updated = await putProperties(c.c9, {
      effective_date: '2025-03-01',
      end_date_basis: 'term',
      initial_term_months: '12',
      auto_renewal: false,
      notice_period_days: 30,
      signing_party: parties.acme,
      risk_flags: ['exclusivity'],
      governing_law: 'germany',
      court: 'Munich'
    })
    expect(updated).toEqual({
      id: c.c9,
      updated: {
        effective_date: Date.UTC(2025, 2, 1),
        end_date_basis: 'term',
        initial_term_months: 12,
        auto_renewal: false,
        notice_period_days: 30,
        signing_party: { id: parties.acme, label: 'Acme Corporation' },
        risk_flags: ['Exclusivity'],
        governing_law: 'Germany',
        court: 'Munich'
      },
      expirationDate: Date.UTC(2026, 2, 1),
      renewalAnchorDate: '2026-01-30T00:00:00.000Z',
      renewalState: expect.any(String)
    })
    const after = await detail(c.c9)
    expect(after.properties.effective_date!.value).toBe(Date.UTC(2025, 2, 1))
    expect(after.properties.signing_party!.value).toEqual({ id: parties.acme, label: 'Acme Corporation' })
    const listed = (await t.call('listContracts', { query: { keyword: 'Licence AB' } })).contracts[0]!
    expect(listed.expirationDate).toBe('2026-03-01T00:00:00.000Z')
    expect(listed.renewalAnchorDate).toBe('2026-01-30T00:00:00.000Z')
    expect(listed.noticePeriodDays).toBe(30)
    expect(listed.autorenew).toBe(false)
    // Filters and sorts see the new values at once.
    expect((await t.call('listContracts', { query: { 'property[governing_law]': 'germany' } })).contracts.map((x) => x.id)).toContain(c.c9)
    expect((await t.call('listContracts', { query: { renewalAfter: '2026-01-30', renewalBefore: '2026-01-30' } })).contracts.map((x) => x.id)).toEqual([c.c9])
  })

  it('clears a value with null', async () => {
    expect((await putProperties(c.c9, { risk_flags: null })).updated).toEqual({ risk_flags: null })
    const after = await detail(c.c9)
    expect(after.properties.risk_flags).toBeUndefined()
    expect(after.metadata.some((m) => m.key === 'risk_flags')).toBe(false)
  })

  it('reports every problem in one 400, each naming its key, and changes nothing', async () => {
    const before = await detail(c.c9)
    const r = refusal(
      await tryProperties(c.c9, {
        contract_value: '  ',
        signed_on: '2025-02-30',
        confidential: 'yes',
        colour: 'red',
        employee_grade: 'Senior',
        governing_law: 'New York'
      })
    )
    expect(r.status).toBe(400)
    expect(r.body.message.split('; ')).toEqual([
      expect.stringContaining("'contract_value'"),
      expect.stringContaining("'signed_on'"),
      expect.stringContaining("'confidential'"),
      expect.stringContaining("'colour'"),
      expect.stringContaining("'employee_grade'"),
      expect.stringContaining("'court'")
    ])
    expect(r.body.message).toContain('blank')
    expect(await detail(c.c9)).toEqual(before)
  })

  it('validates conditional choices against the parent value in the same request or as stored', async () => {
    await putProperties(c.c9, { governing_law: 'New York', court: 'Manhattan' })
    const wrong = refusal(await tryProperties(c.c9, { court: 'London' }))
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toContain("'court'")
    expect((await tryProperties(c.c9, { court: 'Manhattan' })).status).toBe(200)
  })

  it('takes 1 to 20 keys', async () => {
    expect((await tryProperties(c.c9, {})).body).toEqual({ error: 'Bad Request', message: "Body field 'properties' must have at least 1 key" })
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 1]))
    expect((await tryProperties(c.c9, many)).body).toEqual({ error: 'Bad Request', message: "Body field 'properties' must have at most 20 keys" })
  })

  it('rejects a malformed body by name', async () => {
    expect(await t.sendInvalid('updateContractProperties', { params: { id: c.c9 }, body: { values: {} } }, writer)).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: "Body field 'properties' is required; unknown body field 'values'" }
    })
    const notJson = await t.sendInvalid('updateContractProperties', { params: { id: c.c9 }, body: '{"properties": {' }, writer)
    expect(notJson.status).toBe(400)
    expect(notJson.body.message).toMatch(/^The request body is not valid JSON/)
  })

  it('needs the contracts:write scope and the right to edit the contract', async () => {
    const readOnly = await tryProperties(c.c9, { confidential: true }, t.keyFor(users.admin.email))
    expect(readOnly).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'The API key lacks the scope contracts:write that PUT /v2/contracts/{id}/properties requires' } })
    const member = t.keyFor(users.member.email, { scopes: ['contracts:write'] })
    expect((await tryProperties(c.c4, { confidential: true }, member)).status).toBe(403)
    expect((await tryProperties(c.c1, { confidential: true }, member)).status).toBe(200)
    const lite = t.keyFor(users.lite.email, { scopes: ['contracts:write'] })
    expect(await tryProperties(c.c5, { confidential: true }, lite)).toMatchObject({ status: 403, body: { message: `The API key's owner may not edit contract ${c.c5}` } })
  })

  it('moves updatedAt and records one audit event and one outbox entry per write', async () => {
    const before = (await detail(c.c10)).updatedAt
    const outboxBefore = (await outbox(c.c10)).length
    await putProperties(c.c10, { contract_value: 12 })
    expect((await detail(c.c10)).updatedAt > before).toBe(true)
    const entries = await outbox(c.c10)
    expect(entries.length).toBe(outboxBefore + 1)
    expect(entries.at(-1)).toMatchObject({ operation: 'contract.properties', contractId: c.c10, payload: { properties: { contract_value: 12 } }, state: 'pending' })
    const audit = t.engine.db.prepare("SELECT action, details FROM audit_events WHERE contract_id = ? ORDER BY id DESC LIMIT 1").get(c.c10) as { action: string; details: string }
    expect(audit.action).toBe('contract.properties.updated')
    expect(JSON.parse(audit.details)).toEqual({ changes: { contract_value: { from: null, to: 12 } } })
  })

  it('sends dates and parties in the form the company API accepts', async () => {
    await putProperties(c.c10, { signed_on: '2024-02-29', signing_party: parties.jane })
    expect((await outbox(c.c10)).at(-1)!.payload).toEqual({ properties: { signed_on: '2024-02-29', signing_party: parties.jane } })
  })
})

describe('50 concurrent writers on one contract', () => {
  it('applies every acknowledged write exactly once, in a serial order the outbox records', async () => {
    const before = (await outbox(c.c12)).length
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => tryProperties(c.c12, { contract_value: i + 1, [`internal_note`]: `writer ${i + 1}` }))
    )
    const acknowledged = answers.flatMap((a) => (a.ok ? [a.body] : []))
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true)
    const entries = (await outbox(c.c12)).slice(before)
    expect(entries.length).toBe(acknowledged.length)
    // Each acknowledged value appears exactly once in the outbox, and the stored value is the last one sent.
    const sent = entries.map((e) => (e.operation === 'contract.properties' ? Number(e.payload.properties.contract_value) : NaN))
    expect([...sent].sort((a, b) => a - b)).toEqual(acknowledged.map((a) => a.updated.contract_value as number).sort((a, b) => a - b))
    const stored = await detail(c.c12)
    expect(stored.properties.contract_value!.value).toBe(sent.at(-1))
    expect(stored.properties.internal_note!.value).toBe(`writer ${sent.at(-1)}`)
    // Every write was based on the version the previous one left.
    const versions = entries.map((e) => e.baseRowVersion)
    expect(versions).toEqual(versions.map((_, i) => versions[0]! + i))
  })
})

describe('PUT /v2/contracts/{id}/status', () => {
  it('sets a status by code, by company label and by default label, case-insensitively', async () => {
    expect(await putStatus(c.c9, 3)).toEqual({ id: c.c9, status: { code: 3, label: 'Pending Approval' }, changed: true })
    expect(await putStatus(c.c9, 'negotiating')).toEqual({ id: c.c9, status: { code: 2, label: 'Negotiating' }, changed: true })
    expect(await putStatus(c.c9, 'In Negotiation')).toEqual({ id: c.c9, status: { code: 2, label: 'Negotiating' }, changed: false })
    expect(await putStatus(c.c9, 'pending signature')).toEqual({ id: c.c9, status: { code: 4, label: 'STATUS_4' }, changed: true })
  })

  it('answers changed: false without a new outbox entry when the status is already set', async () => {
    const before = (await outbox(c.c9)).length
    expect((await putStatus(c.c9, 4)).changed).toBe(false)
    expect((await outbox(c.c9)).length).toBe(before)
  })

  it('moves finalizedAt and executedAt with the status', async () => {
    await putStatus(c.c9, 1)
    let d = await detail(c.c9)
    expect([d.finalizedAt, d.executedAt]).toEqual([null, null])
    await putStatus(c.c9, 5)
    d = await detail(c.c9)
    expect(d.finalizedAt).not.toBeNull()
    expect(d.executedAt).not.toBeNull()
    const executedAt = d.executedAt
    await putStatus(c.c9, 6)
    d = await detail(c.c9)
    expect(d.executedAt).toBe(executedAt)
    await putStatus(c.c9, 2)
    d = await detail(c.c9)
    expect([d.finalizedAt, d.executedAt]).toEqual([null, null])
    expect(d.status).toEqual({ label: 'Negotiating' })
  })

  it('rejects unknown codes and labels with the accepted ones', async () => {
    expect((await tryStatus(c.c9, 7)).body).toEqual({ error: 'Bad Request', message: "Body field 'status' must be at most 6" })
    expect((await tryStatus(c.c9, 'Signed')).body).toEqual({
      error: 'Bad Request',
      message: "Body field 'status': unknown status 'Signed'; use a code or label (1 Draft, 2 Negotiating, 3 Pending Approval, 4 Pending Signature, 5 Executed, 6 Terminated)"
    })
    expect((await t.sendInvalid('updateContractStatus', { params: { id: c.c9 }, body: { status: true } }, writer)).body.message).toBe("Body field 'status' must be an integer or a string")
  })

  it('needs the scope and the owner’s permission to change statuses', async () => {
    expect((await tryStatus(c.c10, 2, t.keyFor(users.admin.email))).status).toBe(403)
    const pat = t.keyFor(users.noStatus.email, { scopes: ['contracts:write'] })
    expect(await tryStatus(c.c10, 2, pat)).toMatchObject({ status: 403, body: { error: 'Forbidden', message: "The API key's owner does not have the permission to change contract statuses" } })
  })
})
