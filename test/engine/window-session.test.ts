import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { httpsRequest } from '../helpers/https'

/** A stand-in for the built renderer: the window's shell and the pane's page. */
function rendererFolder(): string {
  const dir = tempDir('folio-renderer-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Folio</title></head><body><div id="root"></div></body></html>')
  writeFileSync(join(dir, 'addin.html'), '<!doctype html><html><head><title>Pane</title></head><body>pane</body></html>')
  return dir
}

let t: TestEngine
let ca: string
let port: string
let cookieName: string
const signIns: number[] = []

beforeAll(async () => {
  t = await startTestEngine({ rendererDir: rendererFolder(), listen: true, tlsPort: 0 })
  ca = readFileSync(join(t.dir, 'tls', 'localhost.crt'), 'utf8')
  port = new URL(t.url).port
  cookieName = `folio-session-${port}`
  t.engine.onWindowSignIn(() => signIns.push(Date.now()))
})
afterAll(() => t.close())

/** Opens a URL as a browser's first request would, without following the redirect. */
const open = (url: string, headers: Record<string, string> = {}) => fetch(url, { redirect: 'manual', headers })
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? ''

/** GET /local/me with the window's cookie and the headers a browser adds. */
const meWithCookie = (headers: Record<string, string> = {}, method = 'GET', path = '/local/me') =>
  fetch(`${t.url}${path}`, { method, headers: { cookie: `${cookieName}=${t.engine.sessionKey}`, ...headers } })

describe('the window’s page carries no credential', () => {
  it('a plain GET of the app shell, as any local process could make, gets the shell and no key', async () => {
    for (const path of ['/', '/contracts', '/contracts/0123456789abcdef01234567?tab=versions']) {
      const page = await open(`${t.url}${path}`)
      const html = await page.text()
      expect(page.status).toBe(200)
      expect(html).toBe('<!doctype html><html><head><title>Folio</title></head><body><div id="root"></div></body></html>')
      expect(html).not.toContain(t.engine.sessionKey)
      expect(page.headers.get('set-cookie')).toBeNull()
    }
  })
})

describe('the one-time link', () => {
  it('exchanges its token for an HttpOnly, SameSite=Strict cookie on the engine’s origin, and redirects to the address without it', async () => {
    const link = t.engine.windowLink()
    expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/\\?token=[\\w-]{43}$`))
    const before = signIns.length
    const answer = await open(link)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/')
    expect(answer.headers.get('set-cookie')).toBe(`${cookieName}=${t.engine.sessionKey}; Path=/; HttpOnly; SameSite=Strict`)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer')
    expect(signIns.length).toBe(before + 1)
  })

  it('is spent once used: opening it again sets nothing', async () => {
    const link = t.engine.windowLink()
    expect((await open(link)).headers.get('set-cookie')).not.toBeNull()
    const again = await open(link)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/')
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('a newer link retires the older one, and a guessed token opens nothing', async () => {
    const older = t.engine.windowLink()
    const newer = t.engine.windowLink()
    expect((await open(older)).headers.get('set-cookie')).toBeNull()
    expect((await open(`${t.url}/?token=${'A'.repeat(43)}`)).headers.get('set-cookie')).toBeNull()
    expect((await open(`${t.url}/?token=`)).headers.get('set-cookie')).toBeNull()
    expect((await open(newer)).headers.get('set-cookie')).not.toBeNull()
  })

  it('keeps the page’s own address and query, without the token', async () => {
    const token = tokenOf(t.engine.windowLink())
    const answer = await open(`${t.url}/contracts?status=2&token=${token}&sort=name`)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/contracts?status=2&sort=name')
    expect(answer.headers.get('set-cookie')).not.toBeNull()
  })

  it('is not honoured on the https port (the add-in panes’ origin), and is not spent there', async () => {
    const link = t.engine.windowLink()
    const overTls = await httpsRequest(`${t.engine.tlsUrl}/?token=${tokenOf(link)}`, { ca })
    expect(overTls.status).toBe(404)
    expect(overTls.headers['set-cookie']).toBeUndefined()
    expect((await open(link)).headers.get('set-cookie')).not.toBeNull()
  })
})

describe('the session cookie', () => {
  it('acts as the window from Folio’s own pages, and from programs that hold it', async () => {
    const fromPage = await meWithCookie({ origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' })
    expect(fromPage.status).toBe(200)
    expect(((await fromPage.json()) as { keyId: string }).keyId).toMatch(/^session:/)
    expect((await meWithCookie({ 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect((await meWithCookie()).status).toBe(200)
    // A URL the user typed into the address bar reads, but does not write.
    expect((await meWithCookie({ 'sec-fetch-site': 'none' })).status).toBe(200)
  })

  it('is refused from any other origin, a page on another port of this machine included', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' }, 'this request is same-site'],
      [{ 'sec-fetch-site': 'same-site' }, 'this request is same-site'],
      [{ 'sec-fetch-site': 'cross-site' }, 'this request is cross-site'],
      [{ origin: 'http://127.0.0.1:3000' }, 'not from http://127.0.0.1:3000'],
      [{ origin: 'https://localhost:' + new URL(t.engine.tlsUrl ?? '').port }, 'not from https://localhost:'],
      [{ origin: 'null' }, 'not from null']
    ]
    for (const [headers, reason] of refusals) {
      const answer = await meWithCookie(headers)
      expect(answer.status).toBe(403)
      const body = (await answer.json()) as { error: string; message: string }
      expect(body.error).toBe('Forbidden')
      expect(body.message).toContain(reason)
    }
  })

  it('refuses a write from another origin before it reaches the route (a form posts without a preflight)', async () => {
    const before = (await t.call('getAllowedOrigins', {})).origins
    const answer = await meWithCookie({ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:3000', 'content-type': 'application/json' }, 'PUT', '/local/settings/allowed-origins')
    expect(answer.status).toBe(403)
    expect((await t.call('getAllowedOrigins', {})).origins).toEqual(before)
    // A navigation the user started is no licence to write.
    const navigated = await meWithCookie({ 'sec-fetch-site': 'none' }, 'DELETE', '/local/sync/config')
    expect(navigated.status).toBe(403)
    expect(((await navigated.json()) as { message: string }).message).toBe("The window's session is accepted only from Folio's own pages (this request is none)")
  })

  it('is ignored on the https port: a pane there gets its key by pairing', async () => {
    const answer = await httpsRequest(`${t.engine.tlsUrl}/local/me`, { ca, headers: { cookie: `${cookieName}=${t.engine.sessionKey}` } })
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.body)).toEqual({ error: 'Forbidden', message: 'An API key is required: send it in the x-api-key header' })
  })

  it('carries the window’s session and nothing else: an API key or a stale session in it is refused with how to sign in', async () => {
    const key = t.keyFor(adminEmail())
    for (const value of [key, 'folio_stale_session_from_an_earlier_launch']) {
      const answer = await fetch(`${t.url}/local/me`, { headers: { cookie: `${cookieName}=${value}` } })
      expect(answer.status).toBe(403)
      expect(await answer.json()).toEqual({
        error: 'Forbidden',
        message: "This browser's session with Folio has ended (Folio was restarted): open the link Folio printed in its terminal"
      })
    }
  })

  it('another engine’s cookie (another port) is not this one’s', async () => {
    const answer = await fetch(`${t.url}/local/me`, { headers: { cookie: `folio-session-1=${t.engine.sessionKey}` } })
    expect(answer.status).toBe(403)
  })
})

function adminEmail(): string {
  const admin = t.engine.db.prepare("SELECT email FROM users WHERE role = 'admin' LIMIT 1").get() as { email: string } | undefined
  if (!admin) throw new Error('the test workspace has no admin')
  return admin.email
}
