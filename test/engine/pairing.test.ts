import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ErrorBody } from '../../shared/api/common'
import type { ResponseOf } from '../../shared/api/operations'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { httpsRequest } from '../helpers/https'

const MINUTE = 60_000
const CODE = /^[2-9A-HJKMNP-TW-Z]{3}-[2-9A-HJKMNP-TW-Z]{3}$/
const PANE = 'https://pane.firm.test'
const OTHER_PANE = 'https://other.firm.test'

type Created = ResponseOf<'createPairing'>
type Polled = ResponseOf<'pollPairing'>

let t: TestEngine
let clock = Date.UTC(2026, 2, 1, 9)
const logged: string[] = []

beforeAll(async () => {
  t = await startTestEngine({
    seed: (e) => seedFixtureWorkspace(e.db),
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

function ask(body: unknown = { appName: 'Folio for Word', scopes: ['contracts:write'] }, origin?: string) {
  return t.request<Created>('POST', '/local/pairings', { key: null, body, headers: origin ? { origin } : {} })
}

async function askOk(scopes: string[] = ['contracts:write'], origin?: string): Promise<Created> {
  const created = await ask({ appName: 'Folio for Word', scopes }, origin)
  expect(created.status).toBe(201)
  return created.body
}

function poll(pairingId: string, secret: string | null) {
  return t.request<Polled>('GET', `/local/pairings/${pairingId}`, { key: null, headers: secret === null ? {} : { 'x-pairing-secret': secret } })
}

const approve = (pairingId: string, body: unknown = {}) => t.request<ResponseOf<'approvePairing'>>('POST', `/local/pairings/${pairingId}/approve`, { body })
const deny = (pairingId: string) => t.request<ResponseOf<'denyPairing'>>('POST', `/local/pairings/${pairingId}/deny`)
const gone = (message: string) => ({ status: 410, body: { error: 'Gone', message } })

describe('asking to pair', () => {
  it('answers 201 with an id, a secret, a readable code and a two-minute expiry, without a key', async () => {
    const created = await ask()
    expect(created.status).toBe(201)
    expect(created.body.pairingId).toMatch(/^[0-9a-f]{24}$/)
    expect(created.body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.body.code).toMatch(CODE)
    expect(created.body.expiresAt).toBe(new Date(clock + 2 * MINUTE).toISOString())
    expect(await poll(created.body.pairingId, created.body.secret)).toMatchObject({ status: 200, body: { state: 'pending', expiresAt: created.body.expiresAt } })
  })

  it('shows the request to Folio’s window, with the origin it came from', async () => {
    const created = await askOk(['contracts:write'], PANE)
    const list = await t.get<ResponseOf<'listPairings'>>('/local/pairings')
    expect(list.status).toBe(200)
    expect(list.body.pairings).toContainEqual({
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
    const list = await t.get<ResponseOf<'listPairings'>>('/local/pairings')
    expect(list.body.pairings.find((p) => p.pairingId === created.pairingId)).toMatchObject({ origin: own, scopes: [] })
  })

  it('refuses a second pending pairing from the same origin (409) but not from another', async () => {
    await askOk([], PANE)
    const second = await ask({ appName: 'Folio for Word', scopes: [] }, PANE)
    expect(second.status).toBe(409)
    expect(second.body).toEqual({
      error: 'Conflict',
      message: `A pairing from ${PANE} is already waiting for an answer in Folio's window (until ${new Date(clock + 2 * MINUTE).toISOString()}); poll it, or ask again once it has ended`
    })
    expect((await ask({ appName: 'Folio for Word', scopes: [] }, OTHER_PANE)).status).toBe(201)
  })

  it('refuses web pages whose origin is neither Folio’s own nor allowed', async () => {
    const refused = await ask(undefined, 'https://evil.example')
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'Forbidden', message: "Origin https://evil.example may not pair with Folio: only Folio's own pages and the allowed origins on the Connected apps screen may" }
    })
  })

  it('validates the request: app name 1 to 80 characters, known scopes only', async () => {
    expect((await ask({ appName: '', scopes: [] })).status).toBe(400)
    expect((await ask({ appName: 'x'.repeat(81), scopes: [] })).status).toBe(400)
    const unknown = await ask({ appName: 'Script', scopes: ['everything'] })
    expect(unknown.status).toBe(400)
    expect((unknown.body as unknown as ErrorBody).message).toContain('scopes')
    expect((await ask({ appName: 'Script' })).status).toBe(400)
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
    expect(await poll(created.pairingId, null)).toMatchObject({ status: 403, body: { error: 'Forbidden', message: "Send the pairing's secret in the x-pairing-secret header" } })
    expect(await poll(created.pairingId, 'not-the-secret')).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'The pairing secret does not match' } })
    expect(await poll('0123456789abcdef01234567', created.secret)).toMatchObject({ status: 404, body: { error: 'Not Found', message: 'No pairing 0123456789abcdef01234567' } })
    expect((await poll('not-an-id', created.secret)).status).toBe(400)
  })

  it('delivers an ordinary key once after approval, then answers 410', async () => {
    const created = await askOk(['contracts:write'], PANE)
    const approved = await approve(created.pairingId)
    expect(approved).toMatchObject({ status: 200, body: { pairingId: created.pairingId, state: 'approved', appName: 'Folio for Word', scopes: ['contracts:write'] } })
    const delivered = await poll(created.pairingId, created.secret)
    expect(delivered.status).toBe(200)
    if (delivered.body.state !== 'approved') throw new Error('the key was not delivered')
    expect(delivered.body).toEqual({
      state: 'approved',
      key: expect.stringMatching(/^folio_[A-Za-z0-9_-]{43}$/),
      keyId: expect.stringMatching(/^[0-9a-f]{24}$/),
      scopes: ['contracts:write'],
      user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test' }
    })
    expect(await poll(created.pairingId, created.secret)).toMatchObject(gone('The key of this pairing was already delivered: a pairing hands out its key once'))

    const key = delivered.body.key
    expect((await t.get('/v2/test', { key })).status).toBe(200)
    expect(await t.get<ResponseOf<'getMe'>>('/local/me', { key })).toMatchObject({
      status: 200,
      body: { keyId: delivered.body.keyId, label: 'Folio for Word', scopes: ['contracts:write'], user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test', role: 'admin' } }
    })
    // Stored hashed, like every key: the database never holds it.
    const stored = t.engine.db.prepare('SELECT key_hash, kind, app_name, origin, label FROM api_keys WHERE id = ?').get(delivered.body.keyId) as { key_hash: Buffer; kind: string; app_name: string; origin: string; label: string }
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
    const delivered = await poll(created.pairingId, created.secret)
    if (delivered.body.state !== 'approved') throw new Error('the key was not delivered')
    expect(delivered.body.scopes).toEqual([])
    const write = await t.request('PUT', '/v2/contracts/0123456789abcdef01234567/status', { key: delivered.body.key, body: { status: 2 } })
    expect(write).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'The API key lacks the scope contracts:write that PUT /v2/contracts/{id}/status requires' } })
  })

  it('never grants more than asked', async () => {
    const created = await askOk([])
    expect(await approve(created.pairingId, { scopes: ['contracts:write'] })).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: 'scopes: contracts:write was not asked for by Folio for Word; an app gets at most what it asked for' }
    })
  })

  it('answers 410 once denied, and refuses a second answer', async () => {
    const created = await askOk()
    expect((await deny(created.pairingId)).body).toEqual({ pairingId: created.pairingId, state: 'denied', appName: 'Folio for Word', scopes: [] })
    expect(await poll(created.pairingId, created.secret)).toMatchObject(gone('The pairing was denied in Folio'))
    expect(await approve(created.pairingId)).toMatchObject({ status: 409, body: { error: 'Conflict', message: 'The pairing of Folio for Word was already denied' } })
  })

  it('expires after two minutes: polling and answering then answer 410, and the origin may ask again', async () => {
    const created = await askOk([], PANE)
    clock += 2 * MINUTE - 1
    expect((await poll(created.pairingId, created.secret)).body).toMatchObject({ state: 'pending' })
    clock += 1
    expect(await poll(created.pairingId, created.secret)).toMatchObject(gone('The pairing expired before it was allowed in Folio; ask again'))
    expect(await approve(created.pairingId)).toMatchObject(gone('The pairing of Folio for Word expired; the app must ask again'))
    expect((await t.get<ResponseOf<'listPairings'>>('/local/pairings')).body.pairings.map((p) => p.pairingId)).not.toContain(created.pairingId)
    expect((await ask({ appName: 'Folio for Word', scopes: [] }, PANE)).status).toBe(201)
  })

  it('lets an app allowed at the last moment collect its key for a minute more', async () => {
    const created = await askOk()
    clock += 2 * MINUTE - 1000
    await approve(created.pairingId)
    clock += 30_000
    expect((await poll(created.pairingId, created.secret)).body).toMatchObject({ state: 'approved' })

    const late = await askOk()
    clock += 2 * MINUTE - 1000
    await approve(late.pairingId)
    clock += 61_000
    expect(await poll(late.pairingId, late.secret)).toMatchObject(gone('The pairing was allowed but its key was not collected in time; ask again'))
  })
})

describe('answering is for Folio’s window only', () => {
  it('refuses other keys, even an admin’s, on the list and the answers', async () => {
    const created = await askOk()
    const admin = t.keyFor(users.admin.email, { scopes: ['contracts:write'] })
    for (const [method, path] of [
      ['GET', '/local/pairings'],
      ['POST', `/local/pairings/${created.pairingId}/approve`],
      ['POST', `/local/pairings/${created.pairingId}/deny`]
    ] as const) {
      const refused = await t.request(method, path, { key: admin, ...(path.endsWith('approve') ? { body: {} } : {}) })
      expect(refused.status).toBe(403)
      expect((refused.body as ErrorBody).message).toBe(`Only Folio's own window may call ${method} ${path.replace(created.pairingId, '{pairingId}')}`)
    }
    expect((await poll(created.pairingId, created.secret)).body).toMatchObject({ state: 'pending' })
  })
})

describe('the window’s long poll', () => {
  it('holds the list until a pairing is asked for, then answers with it and a new revision', async () => {
    const before = await t.get<ResponseOf<'listPairings'>>('/local/pairings')
    const waiting = t.get<ResponseOf<'listPairings'>>('/local/pairings', { query: { after: before.body.revision, wait: 20 } })
    const created = await askOk([], 'https://other.firm.test')
    const answered = await waiting
    expect(answered.status).toBe(200)
    expect(answered.body.revision).toBeGreaterThan(before.body.revision)
    expect(answered.body.pairings.map((p) => p.pairingId)).toContain(created.pairingId)
  })

  it('answers at once when the caller is behind, or asks not to wait', async () => {
    const current = (await t.get<ResponseOf<'listPairings'>>('/local/pairings')).body.revision
    expect((await t.get<ResponseOf<'listPairings'>>('/local/pairings', { query: { after: current - 1, wait: 30 } })).body.revision).toBe(current)
    expect((await t.get<ResponseOf<'listPairings'>>('/local/pairings', { query: { after: current, wait: 0 } })).body.revision).toBe(current)
    expect((await t.get('/local/pairings', { query: { wait: 31 } })).status).toBe(400)
  })
})

describe('connected apps: keys and revocation', () => {
  async function pairedKey(): Promise<{ key: string; keyId: string }> {
    const created = await askOk(['contracts:write'], PANE)
    await approve(created.pairingId)
    const delivered = await poll(created.pairingId, created.secret)
    if (delivered.body.state !== 'approved') throw new Error('the key was not delivered')
    return { key: delivered.body.key, keyId: delivered.body.keyId }
  }

  it('lists every key for the window, with the paired app’s origin and its last use', async () => {
    const paired = await pairedKey()
    await t.get('/v2/test', { key: paired.key })
    const list = await t.get<ResponseOf<'listKeys'>>('/local/keys')
    expect(list.status).toBe(200)
    expect(list.body.keys.find((k) => k.id === paired.keyId)).toEqual({
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
    expect(list.body.keys.filter((k) => k.kind === 'session')).toEqual([
      expect.objectContaining({ label: "Folio's window", kind: 'session', user: { id: users.admin.id, name: 'Ada Admin', email: 'ada@firm.test' } })
    ])
  })

  it('cuts a revoked app off on its very next request', async () => {
    const paired = await pairedKey()
    expect((await t.get('/v2/contracts', { key: paired.key })).status).toBe(200)
    expect(await t.request('DELETE', `/local/keys/${paired.keyId}`)).toMatchObject({ status: 200, body: { id: paired.keyId, revoked: true } })
    expect(await t.get('/v2/contracts', { key: paired.key })).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'The API key has been revoked' } })
    expect((await t.get<ResponseOf<'listKeys'>>('/local/keys')).body.keys.map((k) => k.id)).not.toContain(paired.keyId)
  })

  it('lets a member see and revoke only their own keys; admins see and revoke all', async () => {
    const memberKey = t.keyFor(users.member.email)
    const memberSecond = t.keyFor(users.member.email)
    const adminKey = t.keyFor(users.admin.email)
    const ids = (list: ResponseOf<'listKeys'>) => list.keys.map((k) => k.id)
    const idOf = (key: string) => (t.engine.ctx.keys.authenticate(key, clock) as { keyId: string }).keyId

    const own = await t.get<ResponseOf<'listKeys'>>('/local/keys', { key: memberKey })
    expect(own.body.keys.every((k) => k.user.id === users.member.id)).toBe(true)
    expect(ids(own.body)).toEqual(expect.arrayContaining([idOf(memberKey), idOf(memberSecond)]))
    expect(own.body.keys.some((k) => k.kind === 'session')).toBe(false)

    expect(await t.request('DELETE', `/local/keys/${idOf(adminKey)}`, { key: memberKey })).toMatchObject({
      status: 403,
      body: { error: 'Forbidden', message: "This key may revoke only its own user's keys; Folio's window and administrators may revoke any" }
    })
    expect((await t.request('DELETE', `/local/keys/${idOf(memberSecond)}`, { key: memberKey })).status).toBe(200)

    const all = await t.get<ResponseOf<'listKeys'>>('/local/keys', { key: adminKey })
    expect(ids(all.body)).toEqual(expect.arrayContaining([idOf(memberKey), idOf(adminKey)]))
    expect((await t.request('DELETE', `/local/keys/${idOf(memberKey)}`, { key: adminKey })).status).toBe(200)
    expect((await t.get('/v2/test', { key: memberKey })).status).toBe(403)
  })

  it('answers clearly for unknown keys and for the window’s session', async () => {
    expect(await t.request('DELETE', '/local/keys/0123456789abcdef01234567')).toMatchObject({ status: 404, body: { error: 'Not Found', message: 'No key 0123456789abcdef01234567' } })
    const session = (await t.get<ResponseOf<'listKeys'>>('/local/keys')).body.keys.find((k) => k.kind === 'session')
    expect(await t.request('DELETE', `/local/keys/${encodeURIComponent(session?.id ?? '')}`)).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: "The window's session cannot be revoked: it ends when Folio closes" }
    })
    expect((await t.request('DELETE', '/local/keys/nonsense')).status).toBe(400)
  })

  it('tells any key who it acts as', async () => {
    const key = t.keyFor(users.lite.email)
    expect((await t.get<ResponseOf<'getMe'>>('/local/me', { key })).body).toEqual({
      keyId: expect.stringMatching(/^[0-9a-f]{24}$/),
      label: null,
      scopes: [],
      user: { id: users.lite.id, name: 'Lee Lite', email: 'lee@firm.test', role: 'lite' }
    })
    expect((await t.get<ResponseOf<'getMe'>>('/local/me')).body).toMatchObject({ label: "Folio's window", scopes: ['contracts:write'], user: { role: 'admin' } })
  })

  it('never writes a key or a pairing secret to the log', async () => {
    const created = await askOk()
    await poll(created.pairingId, 'wrong')
    await approve(created.pairingId)
    const delivered = await poll(created.pairingId, created.secret)
    if (delivered.body.state !== 'approved') throw new Error('the key was not delivered')
    await t.get('/v2/nothing', { key: delivered.body.key })
    for (const line of logged) {
      expect(line).not.toContain(delivered.body.key)
      expect(line).not.toContain(created.secret)
    }
  })
})
