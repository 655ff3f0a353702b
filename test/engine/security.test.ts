import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runWriteNow } from '../../electron/engine/db/write'
import { revokeApiKey } from '../../electron/engine/services/auth/keys'
import { rawRequest, refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

/*
 * HTTP itself is the subject here (keys in headers, Retry-After, Host and CORS headers, what the
 * router makes of a URL), so every request goes over a real socket: operations through the typed
 * client over HTTP (t.http), the rest raw.
 */
let t: TestEngine

beforeAll(async () => {
  t = await startTestEngine({
    listen: true,
    seed: (e) => seedFixtureWorkspace(e.db),
    rateLimit: { limit: 3, windowMs: 60_000 },
    corsOrigins: ['https://addin.example.com']
  })
})
afterAll(() => t.close())

/** The connectivity check over the socket, with a key (null sends none). */
const check = (key: string | null) => t.http.as(key).send('test')

describe('API keys', () => {
  const forbidden = (message: string) => ({ status: 403, body: { error: 'Forbidden', message } })

  it('refuses a request without a key', async () => {
    expect(await check(null)).toMatchObject(forbidden('An API key is required: send it in the x-api-key header'))
  })

  it('refuses an unknown key', async () => {
    expect(await check('folio_nonsense')).toMatchObject(forbidden('The API key is not valid'))
  })

  it('refuses an expired key', async () => {
    const key = t.keyFor(users.member.email, { expiresAt: Date.now() - 1000 })
    expect(await check(key)).toMatchObject(forbidden('The API key has expired'))
  })

  it('refuses a revoked key, by key or by id', async () => {
    const key = t.keyFor(users.member.email)
    expect((await check(key)).status).toBe(200)
    runWriteNow(t.engine.db, (tx) => revokeApiKey(tx, key, Date.now()))
    expect(await check(key)).toMatchObject(forbidden('The API key has been revoked'))
  })

  it('answers the connectivity check with who the key acts for', async () => {
    const key = t.keyFor(users.member.email)
    expect(await check(key)).toMatchObject({ status: 200, body: { message: 'Folio engine is reachable; authenticated as mia@firm.test' } })
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After once a key exceeds its limit, and other keys carry on', async () => {
    const admin = t.http.as(t.keyFor(users.admin.email))
    for (let i = 0; i < 3; i++) expect((await admin.send('test')).status).toBe(200)
    const limited = await admin.send('test')
    const refused = refusal(limited)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toBe('Too Many Requests')
    expect(refused.body.message).toMatch(/^Rate limit exceeded for this API key: retry after \d+ s$/)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await check(t.keyFor(users.member.email))).status).toBe(200)
  })

  it('does not limit Folio’s own window session', async () => {
    for (let i = 0; i < 5; i++) expect((await t.http.send('test')).status).toBe(200)
  })
})

describe('DNS rebinding and cross-origin calls', () => {
  it('refuses a foreign Host header', async () => {
    const port = new URL(t.url).port
    const r = await rawRequest(t.url, '/v2/test', { host: 'attacker.example', 'x-api-key': t.engine.sessionKey })
    expect(r.status).toBe(403)
    expect(JSON.parse(r.body)).toEqual({
      error: 'Forbidden',
      message: `Host 'attacker.example' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${port}`
    })
    expect((await rawRequest(t.url, '/v2/test', { host: `127.0.0.1:${Number(port) + 1}`, 'x-api-key': t.engine.sessionKey })).status).toBe(403)
  })

  it('accepts its own loopback names', async () => {
    const port = new URL(t.url).port
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      expect((await rawRequest(t.url, '/v2/test', { host, 'x-api-key': t.engine.sessionKey })).status).toBe(200)
    }
  })

  it('grants CORS only to configured origins, never a wildcard', async () => {
    const allowed = await t.http.send('test', { headers: { origin: 'https://addin.example.com' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://addin.example.com')
    const other = await t.http.send('test', { headers: { origin: 'https://evil.example.com' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await t.request('OPTIONS', '/v2/contracts', {
      key: null,
      headers: { origin: 'https://addin.example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' }
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, x-api-key, x-pairing-secret, idempotency-key')
  })
})

describe('error bodies', () => {
  it('answers unknown routes with 404 and the error body', async () => {
    expect(await t.get('/v2/nothing-here')).toMatchObject({ status: 404, body: { error: 'Not Found', message: 'No route GET /v2/nothing-here' } })
    expect(await t.request('DELETE', '/v2/nothing-here')).toMatchObject({ status: 404, body: { error: 'Not Found', message: 'No route DELETE /v2/nothing-here' } })
    // A known path with a method it does not take is a 405 naming those it does (document-agreement.test.ts).
    expect(await t.request('DELETE', '/v2/contracts')).toMatchObject({ status: 405, body: { error: 'Method Not Allowed', message: '/v2/contracts does not take DELETE: it takes GET, HEAD' } })
  })
})

describe('GET /v2/openapi.json', () => {
  it('describes the API as OpenAPI 3.1, from the schemas that validate requests', async () => {
    // Not an operation of the API but its description, read as any OpenAPI tool would.
    const r = await t.get('/v2/openapi.json')
    expect(r.status).toBe(200)
    expect(r.body).toMatchObject({
      openapi: '3.1.0',
      paths: {
        '/v2/contracts': { get: { parameters: expect.arrayContaining([expect.objectContaining({ name: 'pagesize', in: 'query', schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 200, default: 50 }) })]) } },
        '/v2/contracts/{id}': expect.anything(),
        '/v1/contracts': expect.anything(),
        '/v2/test': expect.anything(),
        '/v2/contract-statuses': expect.anything()
      }
    })
  })
})

describe('URLs the router cannot read', () => {
  it('answers an over-long path parameter and a malformed percent-encoding with the error body', async () => {
    expect(await t.http.send('getProperty', { params: { idOrKey: 'k'.repeat(600) } })).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: "Path parameter 'idOrKey' must be at most 200 characters" }
    })
    const bad = await rawRequest(t.url, '/v2/contracts/%E0%A4%A', { host: `127.0.0.1:${new URL(t.url).port}`, 'x-api-key': t.engine.sessionKey })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body)).toMatchObject({ error: 'Bad Request' })
  })
})
