import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

const STORED = 'https://clm-pane.firm.test'
const COMMAND_LINE = 'https://addin.example.com'

let t: TestEngine

beforeAll(async () => {
  // Listens for the CORS tests, whose headers and preflights are HTTP's; the settings go in-process.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), corsOrigins: [COMMAND_LINE], listen: true })
})
afterAll(() => t.close())

function preflight(origin: string, path = '/v2/contracts', privateNetwork = false) {
  return t.request('OPTIONS', path, {
    key: null,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'x-api-key',
      ...(privateNetwork ? { 'access-control-request-private-network': 'true' } : {})
    }
  })
}

describe('allowed origins', () => {
  it('stores exact https origins from the window, in the form browsers send them', async () => {
    const saved = await t.call('putAllowedOrigins', { body: { origins: [STORED, 'https://Panes.FIRM.test:443/', STORED] } })
    expect(saved).toEqual({ origins: [STORED, 'https://panes.firm.test'], commandLine: [COMMAND_LINE] })
    expect(await t.as(t.keyFor(users.lite.email)).call('getAllowedOrigins')).toEqual({
      origins: [STORED, 'https://panes.firm.test'],
      commandLine: [COMMAND_LINE]
    })
  })

  it('refuses wildcards, paths, other schemes and non-origins, naming each, and keeps what was stored', async () => {
    const refused = await t.send('putAllowedOrigins', {
      body: { origins: ['https://*.firm.test', 'http://pane.firm.test', 'https://pane.firm.test/addin', 'pane.firm.test', '*'] }
    })
    expect(refusal(refused)).toEqual({
      status: 400,
      body: {
        error: 'Bad Request',
        message: [
          "origins[0] 'https://*.firm.test' has a wildcard: give each origin exactly, e.g. https://addins.firm.example",
          "origins[1] 'http://pane.firm.test' must use https (Office loads panes only from https)",
          "origins[2] 'https://pane.firm.test/addin' has a path: an origin is only https://host[:port], without anything after it",
          "origins[3] 'pane.firm.test' is not an origin: write it as https://host or https://host:port",
          "origins[4] '*' has a wildcard: give each origin exactly, e.g. https://addins.firm.example"
        ].join('; ')
      }
    })
    expect((await t.call('getAllowedOrigins')).origins).toEqual([STORED, 'https://panes.firm.test'])
  })

  it('may be changed by the window and by admins, not by other keys', async () => {
    const member = await t.as(t.keyFor(users.member.email)).send('putAllowedOrigins', { body: { origins: [] } })
    expect(refusal(member)).toEqual({ status: 403, body: { error: 'Forbidden', message: "Only Folio's window or an admin's key may change the allowed origins" } })
    expect(await t.as(t.keyFor(users.admin.email)).call('putAllowedOrigins', { body: { origins: [STORED] } })).toMatchObject({ origins: [STORED] })
  })

  it('are kept in the workspace: another engine over it reads them', async () => {
    const again = await startTestEngine({ dataDir: t.dir })
    try {
      expect(await again.call('getAllowedOrigins')).toEqual({ origins: [STORED], commandLine: [] })
    } finally {
      await again.close()
    }
  })
})

describe('CORS and Private Network Access preflights', () => {
  it('answers an allowed origin’s preflight, Private Network Access included', async () => {
    for (const origin of [STORED, COMMAND_LINE]) {
      const answer = await preflight(origin, '/v2/contracts', true)
      expect(answer.status).toBe(204)
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin)
      expect(answer.headers.get('access-control-allow-private-network')).toBe('true')
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, POST, PUT, DELETE')
      expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, x-api-key, x-pairing-secret, idempotency-key')
      expect(answer.headers.get('vary')).toContain('Origin')
    }
  })

  it('grants nothing to any other origin: no CORS headers, no Private Network Access, the error body', async () => {
    const refused = await preflight('https://evil.example', '/v2/contracts', true)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: 'Forbidden', message: "Origin https://evil.example may not call Folio: add it to the allowed origins on Folio's Connected apps screen" })
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(refused.headers.get('access-control-allow-private-network')).toBeNull()
  })

  it('grants the allowed origin on answers, and never a wildcard', async () => {
    const member = t.http.as(t.keyFor(users.member.email))
    const allowed = await member.send('test', { headers: { origin: STORED } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(STORED)
    expect(allowed.headers.get('access-control-expose-headers')).toBe('retry-after')
    const other = await member.send('test', { headers: { origin: 'https://evil.example' } })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers the preflight of a pairing request from an allowed origin (no key is sent with it)', async () => {
    const answer = await t.request('OPTIONS', '/local/pairings', {
      key: null,
      headers: { origin: STORED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' }
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(STORED)
  })

  it('gives no cross-origin access to anything but the API (the window’s page carries its session)', async () => {
    const refused = await preflight(STORED, '/contracts')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    const page = await t.get('/', { key: null, headers: { origin: STORED } })
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('stops granting an origin once it is removed', async () => {
    await t.call('putAllowedOrigins', { body: { origins: [] } })
    expect((await preflight(STORED)).status).toBe(403)
    expect((await preflight(COMMAND_LINE)).status).toBe(204)
  })
})
