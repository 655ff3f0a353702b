import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDIN_CSP, OFFICE_FRAME_ANCESTORS, PAGE_CSP } from '../../electron/engine/http/page-policy'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { httpsRequest } from '../helpers/https'

/** A stand-in for the built renderer: the window's page and an add-in pane. */
function rendererFolder(): string {
  const dir = tempDir('folio-renderer-')
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>Folio</title></head><body>window</body></html>')
  writeFileSync(join(dir, 'addin.html'), '<!doctype html><html><head><title>Pane</title></head><body>pane</body></html>')
  mkdirSync(join(dir, 'addin'))
  writeFileSync(join(dir, 'addin', 'pane.js'), 'document.body.dataset.ready = "yes"')
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'export const ready = true')
  writeFileSync(join(dir, 'assets', 'index-Ef56Gh78.css'), 'body { margin: 0 }')
  return dir
}

let t: TestEngine
let ca: string

beforeAll(async () => {
  t = await startTestEngine({ rendererDir: rendererFolder(), listen: true, tlsPort: 0 })
  ca = readFileSync(join(t.dir, 'tls', 'localhost.crt'), 'utf8')
})
afterAll(() => t.close())

describe('the built scripts and styles', () => {
  it('are served whole, typed, and cacheable for good (their names change with their content)', async () => {
    const script = await t.get('/assets/index-Ab12Cd34.js', { key: null })
    expect(script.status).toBe(200)
    expect(script.body).toBe('export const ready = true')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const style = await t.get('/assets/index-Ef56Gh78.css', { key: null })
    expect([style.status, style.body, style.headers.get('content-type')]).toEqual([200, 'body { margin: 0 }', 'text/css; charset=utf-8'])
  })

  it('a file the build did not make is a 404, never the window’s page in its place', async () => {
    const missing = await t.get('/assets/index-00000000.js', { key: null })
    expect(missing.status).toBe(404)
    expect(missing.body).not.toContain('<title>Folio</title>')
  })
})

describe('frame headers', () => {
  it('the window’s page refuses every frame and carries no session, on the http port', async () => {
    const page = await t.get('/', { key: null })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe(PAGE_CSP)
    expect(PAGE_CSP).toContain("frame-ancestors 'none'")
    expect(page.headers.get('x-frame-options')).toBe('DENY')
    expect(page.body).toBe('<!doctype html><html><head><title>Folio</title></head><body>window</body></html>')
    expect(page.headers.get('set-cookie')).toBeNull()
  })

  it('pages under /addin/ may be framed by Office on the web, and carry no session', async () => {
    for (const path of ['/addin/', '/addin/review/123']) {
      const pane = await httpsRequest(`${t.engine.tlsUrl}${path}`, { ca })
      expect(pane.status).toBe(200)
      expect(pane.body).toContain('<body>pane</body>')
      expect(pane.body).not.toContain('folio-session')
      expect(pane.headers['content-security-policy']).toBe(ADDIN_CSP)
      expect(pane.headers['x-frame-options']).toBeUndefined()
    }
    expect(ADDIN_CSP).toContain(`frame-ancestors ${OFFICE_FRAME_ANCESTORS.join(' ')}`)
    expect(OFFICE_FRAME_ANCESTORS).toEqual(expect.arrayContaining(["'self'", 'https://*.officeapps.live.com', 'https://*.office.com', 'https://*.sharepoint.com']))
    expect(ADDIN_CSP).toContain("script-src 'self' https://appsforoffice.microsoft.com")
    const script = await httpsRequest(`${t.engine.tlsUrl}/addin/pane.js`, { ca })
    expect(script.status).toBe(200)
    expect(script.body).toBe('document.body.dataset.ready = "yes"')
  })

  it('the https port never serves the window’s page: a pane on that origin could read its session', async () => {
    for (const path of ['/', '/contracts', '/contracts/0123456789abcdef01234567']) {
      const refused = await httpsRequest(`${t.engine.tlsUrl}${path}`, { ca })
      expect(refused.status).toBe(404)
      expect(JSON.parse(refused.body)).toEqual({
        error: 'Not Found',
        message: `Folio's window is served at http://127.0.0.1:${new URL(t.url).port}; this https address serves the API and Office add-ins`
      })
      expect(refused.body).not.toContain(t.engine.sessionKey)
    }
  })
})
