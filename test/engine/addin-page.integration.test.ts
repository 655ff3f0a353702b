import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeJsDir } from '../../electron/engine/http/addin-page'
import { ADDIN_CSP } from '../../electron/engine/http/page-policy'
import { startTestEngine, type TestEngine } from '../helpers/engine'

const RENDERER = fileURLToPath(new URL('../../out/renderer', import.meta.url))
const built = existsSync(`${RENDERER}/addin.html`)

describe.skipIf(!built)('the Word pane served by the engine (built by npm test)', () => {
  let t: TestEngine
  beforeAll(async () => {
    // The pane is a page a browser loads: its headers, redirects and static files are HTTP's.
    t = await startTestEngine({ rendererDir: RENDERER, listen: true })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves the pane at /addin/ with its own policy, and never the window’s session key', async () => {
    const page = await t.get('/addin/', { key: null })
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(ADDIN_CSP)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.body).toBe(readFileSync(`${RENDERER}/addin.html`, 'utf8'))
    expect(page.body).not.toContain('folio-session')
    expect(page.body).not.toContain(t.engine.sessionKey)
    expect(page.body).toContain('<title>Folio for Word</title>')
  })

  it('lets Office.js come from Microsoft’s CDN and nothing else from outside, and lets Office frame it', () => {
    expect(ADDIN_CSP).toBe(
      "default-src 'self'; script-src 'self' https://appsforoffice.microsoft.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://appsforoffice.microsoft.com; font-src 'self' data:; connect-src 'self' https://appsforoffice.microsoft.com; frame-src 'self' https://appsforoffice.microsoft.com; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        "frame-ancestors 'self' https://*.officeapps.live.com https://*.office.com https://*.office365.com https://*.microsoft365.com https://*.cloud.microsoft https://*.sharepoint.com https://onedrive.live.com"
    )
  })

  it('redirects /addin to /addin/, and serves no bare addin.html', async () => {
    const bare = await fetch(`${t.url}/addin`, { redirect: 'manual' })
    expect([bare.status, bare.headers.get('location')]).toEqual([301, '/addin/'])
    expect((await t.get('/addin.html', { key: null })).status).toBe(404)
  })

  it('serves the icons the manifest names', async () => {
    for (const size of [16, 32, 64, 80]) {
      const icon = await fetch(`${t.url}/addin/icons/icon-${size}.png`)
      expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png'])
    }
  })

  it('serves Office.js and the Word host files it loads from the @microsoft/office-js package', async () => {
    const dist = officeJsDir()
    expect(dist).not.toBeNull()
    for (const file of ['office.js', 'word-win32-16.01.js', 'word-web-16.00.js', 'word-mac-16.00.js', 'en-us/office_strings.js']) {
      const response = await fetch(`${t.url}/addin/office-js/${file}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/javascript/)
      expect(await response.text()).toBe(readFileSync(`${dist}/${file}`, 'utf8'))
    }
  })

  it('answers other paths under /addin/ with the pane, never a page of the window, and a missing Office.js file with 404', async () => {
    const other = await t.get('/addin/contracts', { key: null })
    expect([other.status, other.body]).toEqual([200, readFileSync(`${RENDERER}/addin.html`, 'utf8')])
    expect(other.body).not.toContain(t.engine.sessionKey)
    const missing = await t.get('/addin/office-js/nothing.js', { key: null })
    expect([missing.status, missing.body]).toEqual([404, { error: 'Not Found', message: expect.any(String) }])
    // A way out of the package's folder is refused before any file is read.
    const escape = await t.get('/addin/office-js/..%2F..%2Fpackage.json', { key: null })
    expect([escape.status, escape.body]).toEqual([403, { error: 'Forbidden', message: 'Forbidden' }])
  })
})
