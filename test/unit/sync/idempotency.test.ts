import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Answer } from '../../../shared/api/client'
import type { BodyOf } from '../../../shared/api/operations'
import { runWriteNow } from '../../../electron/engine/db/write'
import { insertTemplate } from '../../../electron/engine/db/writers'
import { MUTUAL_NDA_ID, mutualNdaDefinition } from '../../../resources/demo/templates/mutual-nda'
import { refusal, startTestEngine, type TestEngine } from '../../helpers/engine'
import { seedFixtureWorkspace, users } from '../../helpers/fixture-workspace'

/**
 * Folio's engine plays the company service in the sync scenarios, so it honours the
 * Idempotency-Key the pusher sends with a generation: a key seen in the last 24 hours answers
 * with the first answer and creates nothing more.
 */
let t: TestEngine
let clock = Date.UTC(2026, 2, 1, 9)
let key: string

const values = {
  effectiveDate: '2026-03-01',
  purpose: 'a joint tender',
  disclosurePeriodMonths: 12,
  governingLaw: 'England and Wales',
  disputeResolution: 'Courts',
  counterparty: { type: 'entity', name: 'Northwind Logistics Ltd' }
}
const body = (name: string) => ({ templateId: MUTUAL_NDA_ID, contractName: name, values })
const generate = (payload: BodyOf<'generateContract'>, idempotencyKey?: string, as = key) =>
  t.as(as).send('generateContract', { body: payload, headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {} })
/** The id of the contract a generation stored. */
function storedId(answer: Answer<'generateContract'>): string {
  if (!answer.ok || !answer.body.persisted) throw new Error(`expected a stored contract, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body.id
}
const named = (name: string) => (t.engine.db.prepare('SELECT COUNT(*) AS n FROM contracts WHERE name = ?').get(name) as { n: number }).n

beforeAll(async () => {
  t = await startTestEngine({
    now: () => clock,
    seed: (e) => {
      seedFixtureWorkspace(e.db)
      runWriteNow(e.db, (tx) => insertTemplate(tx, { id: MUTUAL_NDA_ID, definition: mutualNdaDefinition, bodySha256: null, createdAt: 0, updatedAt: 0 }))
    }
  })
  key = t.keyFor(users.admin.email, { scopes: ['contracts:write'] })
})
afterAll(() => t.close())

describe('Idempotency-Key on POST /v2/contracts/generate', () => {
  it('answers a repeated key with the first answer and stores one contract', async () => {
    const first = await generate(body('NDA – once'), 'gen-0001')
    const again = await generate(body('NDA – once'), 'gen-0001')
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(named('NDA – once')).toBe(1)
  })

  it('stores one contract when the same key arrives twice at once', async () => {
    const [a, b] = await Promise.all([generate(body('NDA – raced'), 'gen-0002'), generate(body('NDA – raced'), 'gen-0002')])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(storedId(a)).toBe(storedId(b))
    expect(named('NDA – raced')).toBe(1)
  })

  it('refuses a key reused for a different request', async () => {
    const r = refusal(await generate(body('NDA – something else'), 'gen-0001'))
    expect(r.status).toBe(400)
    expect(r.body.message).toBe("Header 'Idempotency-Key': the key gen-0001 was already used for a different request; send a new key for a new request")
    expect(named('NDA – something else')).toBe(0)
  })

  it('keeps keys apart per user, forgets them after 24 hours, and without a key every request counts', async () => {
    const other = t.keyFor(users.member.email, { scopes: ['contracts:write'] })
    expect((await generate(body('NDA – mine'), 'gen-0001', other)).status).toBe(200)
    expect(named('NDA – mine')).toBe(1)
    await generate(body('NDA – twice'))
    await generate(body('NDA – twice'))
    expect(named('NDA – twice')).toBe(2)
    clock += 24 * 60 * 60 * 1000 + 1
    expect((await generate(body('NDA – once'), 'gen-0001')).status).toBe(200)
    expect(named('NDA – once')).toBe(2)
  })

  it('refuses a malformed key with the standard error body', async () => {
    const r = await generate(body('NDA – bad key'), 'with space')
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ error: 'Bad Request', message: "Header 'Idempotency-Key' must be one value of 1 to 255 printable characters" })
  })
})
