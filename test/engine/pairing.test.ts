import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BodyOf, ResponseOf } from '../../shared/api/operations'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { httpsRequest } from '../helpers/https'

const MINUTE = 60_000
const CODE = /^[2-9A-HJKMNP-TW-Z]{3}-[2-9A-HJKMNP-TW-Z]{3}$/
const PANE = 'https://pane.firm.test'
const OTHER_PANE = 'https://other.firm.test'

type Created = ResponseOf<'createPairing'>
type Scopes = BodyOf<'createPairing'>['scopes']

let t: TestEngine
let clock = Date.UTC(2026, 2, 1, 9)
const logged: string[] = []

beforeAll(async () => {
  t = await startTestEngine({
    seed: (e) => seedFixtureWorkspace(e.db),
    // Listens for the pane served over https; everything else goes in-process.
    listen: true,
    tlsPort: 0,
    now: () => clock,
    corsOrigins: [PANE, OTHER_PANE, 'https://flood.firm.test'],
    log: (message, error) => logged.push(`${message} ${error instanceof Error ? (error.stack ?? error.message) : String(error ?? '')}`)
  })
})
afterAll(() => t.close())
// Each test starts on a fresh minute far from the others' pairings: nothing pending carries over.
beforeEach(() => {
  clock += 10 * MINUTE
})

/** Apps ask and poll without a key. */
const app = () => t.as(null)

function ask(body: BodyOf<'createPairing'> = { appName: 'Folio for Word', scopes: ['contracts:write'] }, origin?: string) {
  return app().send('createPairing', { body, headers: origin ? { origin } : {} })
}

async function askOk(scopes: Scopes = ['contracts:write'], origin?: string): Promise<Created> {
  const created = await ask({ appName: 'Folio for Word', scopes }, origin)
  if (!created.ok) throw new Error(`asking to pair answered ${created.status}: ${created.body.message}`)
  expect(created.status).toBe(201)
  return created.body
}

const poll = (pairingId: string, secret: string | null) => app().send('pollPairing', { params: { pairingId }, headers: secret === null ? {} : { 'x-pairing-secret': secret } })
/** The key a poll delivered; fails the test when it delivered none. */
async function collect(created: Created): Promise<Extract<ResponseOf<'pollPairing'>, { state: 'approved' }>> {
  const answer = await poll(created.pairingId, created.secret)
  if (!answer.ok || answer.body.state !== 'approved') throw new Error(`no key was delivered: ${JSON.stringify(answer.body)}`)
  return answer.body
}
const approve = (pairingId: string, body: BodyOf<'approvePairing'> = {}) => t.send('approvePairing', { params: { pairingId }, body })
const deny = (pairingId: string) => t.send('denyPairing', { params: { pairingId } })
const pendingIds = async () => (await t.call('listPairings')).pairings.map((p) => p.pairingId)
const gone = (message: string) => ({ status: 410, body: { error: 'Gone', message } })

describe('asking to pair', () => {
  it('answers 201 with an id, a secret, a readable code and a two-minute expiry, without a key', async () => {
    const created = await askOk()
    expect(created.pairingId).toMatch(/^[0-9a-f]{24}$/)
    expect(created.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.code).toMatch(CODE)
    expect(created.expiresAt).toBe(new Date(clock + 2 * MINUTE).toISOString())
    expect(await poll(created.pairingId, created.secret)).toMatchObject({ status: 200, body: { state: 'pending', expiresAt: created.expiresAt } })
  })

  it('shows the request to Folio’s window, with the origin it came from', async () => {
    const created = await askOk(['contracts:write'], PANE)
    expect((await t.call('listPairings')).pairings).toContainEqual({
      pairingId: created.pairingId,
      appName: 'Folio for Word',
      origin: PANE,
      scopes: ['contracts:write'],
      code: created.code,
      expiresAt: created.expiresAt
    })
  })

  it('records the origin of a pane served by the engine itself over https', async () => {
    const ca = readFileSync(join(t.dir, 'tls', 'localhost.crt'), 'utf8')
    const own = t.engine.tlsUrl ?? ''
    const answer = await httpsRequest(`${own}/local/pairings`, {
      ca,
      method: 'POST',
      headers: { origin: own, 'content-type': 'application/json' },
      body: JSON.stringify({ appName: 'Folio for Word', scopes: [] })
    })
    expect(answer.status).toBe(201)
    const created = JSON.parse(answer.body) as Created
    expect((await t.call('listPairings')).pairings.find((p) => p.pairingId === created.pairingId)).toMatchObject({ origin: own, scopes: [] })
  })

  it('refuses a second pending pairing from the same origin (409) but not from another', async () => {
    await askOk([], PANE)
    expect(refusal(await ask({ appName: 'Folio for Word', scopes: [] }, PANE))).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: `A pairing from ${PANE} is already waiting for an answer in Folio's window (until ${new Date(clock + 2 * MINUTE).toISOString()}); poll it, or ask again once it has ended`
      }
    })
    expect((await ask({ appName: 'Folio for Word', scopes: [] }, OTHER_PANE)).status).toBe(201)
  })

  it('refuses web pages whose origin is neither Folio’s own nor allowed', async () => {
    expect(refusal(await ask(undefined, 'https://evil.example'))).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: "Origin https://evil.example may not pair with Folio: only Folio's own pages and the allowed origins on the Connected apps screen may" }
    })
  })

  it('validates the request: app name 1 to 80 characters, known scopes only', async () => {
    expect((await ask({ appName: '', scopes: [] })).status).toBe(400)
    expect((await ask({ appName: 'x'.repeat(81), scopes: [] })).status).toBe(400)
    const unknown = await t.sendInvalid('createPairing', { body: { appName: 'Script', scopes: ['everything'] } }, null)
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('scopes')
    expect((await t.sendInvalid('createPairing', { body: { appName: 'Script' } }, null)).status).toBe(400)
  })

  it('limits pairing requests per origin, answering 429 with Retry-After', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await ask({ appName: 'Flood', scopes: [] }, 'https://flood.firm.test')).status)
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409, 429])
    const limited = await ask({ appName: 'Flood', scopes: [] }, 'https://flood.firm.test')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await ask({ appName: 'Another', scopes: [] }, OTHER_PANE)).status).toBe(201)
  })
})

describe('polling', () => {
  it('refuses a missing or wrong secret with 403, and an unknown pairing with 404', async () => {
    const created = await askOk()
    expect(refusal(await poll(created.pairingId, null))).toEqual({ status: 403, body: { error: 'Forbidden', message: "Send the pairing's secret in the x-pairing-secret header" } })
    expect(refusal(await poll(created.pairingId, 'not-the-secret'))).toEqual({ status: 403, body: { error: 'Forbidden', message: 'The pairing secret does not match' } })
    expect(refusal(await poll('0123456789abcdef01234567', created.secret))).toEqual({ status: 404, body: { error: 'Not Found', message: 'No pairing 0123456789abcdef01234567' } })
    expect((await poll('not-an-id', created.secret)).status).toBe(400)
  })

  it('delivers an ordinary key once after approval, then answers 410', async () => {
    const created = await askOk(['contracts:write'], PANE)
    expect(await approve(created.pairingId)).toMatchObject({ status: 200, body: { pairingId: created.pairingId, state: 'approved', appName: 'Folio for Word', scopes: ['contracts:write'] } })
    const delivered = await collect(created)
    expect(delivered).toEqual({
      state: 'approved',
      key: expect.stringMatching(/^folio_[A-Za-z0-9_-]{43}$/),
      keyId: expect.stringMatching(/^[0-9a-f]{24}$/),
      scopes: ['contracts:write'],
      user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test' }
    })
    expect(refusal(await poll(created.pairingId, created.secret))).toEqual(gone('The key of this pairing was already delivered: a pairing hands out its key once'))

    const key = delivered.key
    expect((await t.as(key).send('test')).status).toBe(200)
    expect(await t.as(key).call('getMe')).toEqual({
      keyId: delivered.keyId,
      label: 'Folio for Word',
      scopes: ['contracts:write'],
      user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test', role: 'admin' },
      may: { changeSettings: true }
    })
    // Stored hashed, like every key: the database never holds it.
    const stored = t.engine.db.prepare('SELECT key_hash, kind, app_name, origin, label FROM api_keys WHERE id = ?').get(delivered.keyId) as { key_hash: Buffer; kind: string; app_name: string; origin: string; label: string }
    expect(stored).toMatchObject({ kind: 'paired', app_name: 'Folio for Word', origin: PANE, label: 'Folio for Word' })
    expect(stored.key_hash.length).toBe(32)
  })

  it('gives the key exactly once even to two polls at the same moment', async () => {
    const created = await askOk()
    await approve(created.pairingId)
    const [a, b] = await Promise.all([poll(created.pairingId, created.secret), poll(created.pairingId, created.secret)])
    expect([a.status, b.status].sort()).toEqual([200, 410])
    const keys = t.engine.db.prepare("SELECT count(*) AS n FROM api_keys WHERE kind = 'paired' AND id = (SELECT key_id FROM pairings WHERE id = ?)").get(created.pairingId) as { n: number }
    expect(keys.n).toBe(1)
  })

  it('may grant fewer scopes than asked: a read-only key cannot write', async () => {
    const created = await askOk(['contracts:write'])
    expect((await approve(created.pairingId, { scopes: [] })).body).toMatchObject({ state: 'approved', scopes: [] })
    const delivered = await collect(created)
    expect(delivered.scopes).toEqual([])
    const write = await t.as(delivered.key).send('updateContractStatus', { params: { id: '0123456789abcdef01234567' }, body: { status: 2 } })
    expect(refusal(write)).toEqual({ status: 403, body: { error: 'Forbidden', message: 'The API key lacks the scope contracts:write that PUT /v2/contracts/{id}/status requires' } })
  })

  it('never grants more than asked', async () => {
    const created = await askOk([])
    expect(refusal(await approve(created.pairingId, { scopes: ['contracts:write'] }))).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'scopes: contracts:write was not asked for by Folio for Word; an app gets at most what it asked for' }
    })
  })

  it('answers 410 once denied, and refuses a second answer', async () => {
    const created = await askOk()
    expect((await deny(created.pairingId)).body).toEqual({ pairingId: created.pairingId, state: 'denied', appName: 'Folio for Word', scopes: [] })
    expect(refusal(await poll(created.pairingId, created.secret))).toEqual(gone('The pairing was denied in Folio'))
    expect(refusal(await approve(created.pairingId))).toEqual({ status: 409, body: { error: 'Conflict', message: 'The pairing of Folio for Word was already denied' } })
  })

  it('expires after two minutes: polling and answering then answer 410, and the origin may ask again', async () => {
    const created = await askOk([], PANE)
    clock += 2 * MINUTE - 1
    expect((await poll(created.pairingId, created.secret)).body).toMatchObject({ state: 'pending' })
    clock += 1
    expect(refusal(await poll(created.pairingId, created.secret))).toEqual(gone('The pairing expired before it was allowed in Folio; ask again'))
    expect(refusal(await approve(created.pairingId))).toEqual(gone('The pairing of Folio for Word expired; the app must ask again'))
    expect(await pendingIds()).not.toContain(created.pairingId)
    expect((await ask({ appName: 'Folio for Word', scopes: [] }, PANE)).status).toBe(201)
  })

  it('lets an app allowed at the last moment collect its key for a minute more', async () => {
    const created = await askOk()
    clock += 2 * MINUTE - 1000
    await approve(created.pairingId)
    clock += 30_000
    expect((await collect(created)).state).toBe('approved')

    const late = await askOk()
    clock += 2 * MINUTE - 1000
    await approve(late.pairingId)
    clock += 61_000
    expect(refusal(await poll(late.pairingId, late.secret))).toEqual(gone('The pairing was allowed but its key was not collected in time; ask again'))
  })
})

describe('answering is for Folio’s window only', () => {
  it('refuses other keys, even an admin’s, on the list and the answers', async () => {
    const created = await askOk()
    const admin = t.as(t.keyFor(users.admin.email, { scopes: ['contracts:write'] }))
    const only = (call: string) => ({ status: 403, body: { error: 'Forbidden', message: `Only Folio's own window may call ${call}` } })
    expect(refusal(await admin.send('listPairings'))).toEqual(only('GET /local/pairings'))
    expect(refusal(await admin.send('approvePairing', { params: { pairingId: created.pairingId }, body: {} }))).toEqual(only('POST /local/pairings/{pairingId}/approve'))
    expect(refusal(await admin.send('denyPairing', { params: { pairingId: created.pairingId } }))).toEqual(only('POST /local/pairings/{pairingId}/deny'))
    expect((await poll(created.pairingId, created.secret)).body).toMatchObject({ state: 'pending' })
  })
})

describe('the window’s long poll', () => {
  it('holds the list until a pairing is asked for, then answers with it and a new revision', async () => {
    const before = await t.call('listPairings')
    const waiting = t.call('listPairings', { query: { after: before.revision, wait: 20 } })
    const created = await askOk([], OTHER_PANE)
    const answered = await waiting
    expect(answered.revision).toBeGreaterThan(before.revision)
    expect(answered.pairings.map((p) => p.pairingId)).toContain(created.pairingId)
  })

  it('answers at once when the caller is behind, or asks not to wait', async () => {
    const current = (await t.call('listPairings')).revision
    expect((await t.call('listPairings', { query: { after: current - 1, wait: 30 } })).revision).toBe(current)
    expect((await t.call('listPairings', { query: { after: current, wait: 0 } })).revision).toBe(current)
    expect((await t.sendInvalid('listPairings', { query: { wait: 31 } })).status).toBe(400)
  })
})

describe('connected apps: keys and revocation', () => {
  async function pairedKey(): Promise<{ key: string; keyId: string }> {
    const created = await askOk(['contracts:write'], PANE)
    await approve(created.pairingId)
    return collect(created)
  }
  const idOf = (key: string) => {
    const auth = t.engine.ctx.keys.authenticate(key, clock)
    if (typeof auth === 'string') throw new Error(auth)
    return auth.keyId
  }

  it('lists every key for the window, with the paired app’s origin and its last use', async () => {
    const paired = await pairedKey()
    await t.as(paired.key).call('test')
    const list = await t.call('listKeys')
    expect(list.keys.find((k) => k.id === paired.keyId)).toEqual({
      id: paired.keyId,
      label: 'Folio for Word',
      appName: 'Folio for Word',
      origin: PANE,
      user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test' },
      scopes: ['contracts:write'],
      createdAt: new Date(clock).toISOString(),
      lastUsedAt: new Date(clock).toISOString(),
      expiresAt: null,
      kind: 'paired'
    })
    expect(list.keys.filter((k) => k.kind === 'session')).toEqual([
      expect.objectContaining({ label: "Folio's window", kind: 'session', user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test' } })
    ])
  })

  it('cuts a revoked app off on its very next request', async () => {
    const paired = await pairedKey()
    expect((await t.as(paired.key).send('listContracts')).status).toBe(200)
    expect(await t.call('revokeKey', { params: { id: paired.keyId } })).toEqual({ id: paired.keyId, revoked: true })
    expect(refusal(await t.as(paired.key).send('listContracts'))).toEqual({ status: 403, body: { error: 'Forbidden', message: 'The API key has been revoked' } })
    expect((await t.call('listKeys')).keys.map((k) => k.id)).not.toContain(paired.keyId)
  })

  it('lets a member see and revoke only their own keys; admins see and revoke all', async () => {
    const memberKey = t.keyFor(users.member.email)
    const memberSecond = t.keyFor(users.member.email)
    const adminKey = t.keyFor(users.admin.email)
    const member = t.as(memberKey)
    const admin = t.as(adminKey)

    const own = await member.call('listKeys')
    expect(own.keys.every((k) => k.user.id === users.member.id)).toBe(true)
    expect(own.keys.map((k) => k.id)).toEqual(expect.arrayContaining([idOf(memberKey), idOf(memberSecond)]))
    expect(own.keys.some((k) => k.kind === 'session')).toBe(false)

    expect(refusal(await member.send('revokeKey', { params: { id: idOf(adminKey) } }))).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: "This key may revoke only its own user's keys; Folio's window and administrators may revoke any" }
    })
    expect((await member.send('revokeKey', { params: { id: idOf(memberSecond) } })).status).toBe(200)

    const all = await admin.call('listKeys')
    expect(all.keys.map((k) => k.id)).toEqual(expect.arrayContaining([idOf(memberKey), idOf(adminKey)]))
    expect((await admin.send('revokeKey', { params: { id: idOf(memberKey) } })).status).toBe(200)
    expect((await member.send('test')).status).toBe(403)
  })

  it('answers clearly for unknown keys and for the window’s session', async () => {
    expect(refusal(await t.send('revokeKey', { params: { id: '0123456789abcdef01234567' } }))).toEqual({ status: 404, body: { error: 'Not Found', message: 'No key 0123456789abcdef01234567' } })
    const session = (await t.call('listKeys')).keys.find((k) => k.kind === 'session')
    expect(refusal(await t.send('revokeKey', { params: { id: session?.id ?? '' } }))).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: "The window's session cannot be revoked: it ends when Folio closes" }
    })
    expect((await t.send('revokeKey', { params: { id: 'nonsense' } })).status).toBe(400)
  })

  it('tells any key who it acts as', async () => {
    expect(await t.as(t.keyFor(users.lite.email)).call('getMe')).toEqual({
      keyId: expect.stringMatching(/^[0-9a-f]{24}$/),
      label: null,
      scopes: [],
      user: { id: users.lite.id, name: 'Lee Lite', email: 'lee@firm.test', role: 'lite' },
      may: { changeSettings: false }
    })
    expect(await t.as(t.keyFor(users.member.email)).call('getMe')).toMatchObject({ user: { role: 'member' }, may: { changeSettings: false } })
    expect(await t.call('getMe')).toMatchObject({ label: "Folio's window", scopes: ['contracts:write'], user: { role: 'admin' }, may: { changeSettings: true } })
  })

  it('never writes a key or a pairing secret to the log', async () => {
    const created = await askOk()
    await poll(created.pairingId, 'wrong')
    await approve(created.pairingId)
    const delivered = await collect(created)
    await t.as(delivered.key).send('getContract', { params: { id: '0123456789abcdef01234567' } })
    for (const line of logged) {
      expect(line).not.toContain(delivered.key)
      expect(line).not.toContain(created.secret)
    }
  })
})
