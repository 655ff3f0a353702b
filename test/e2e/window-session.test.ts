import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, openWindow, type Window } from './helpers/browser'
import { builtFolio, serveDemo, type ServedFolio } from '../helpers/folio-serve'

/** A page on another port of the same machine: the same site as the engine, not its origin. */
function neighbourPage(engineUrl: string): Promise<Server> {
  const html = `<!doctype html><html><body><form id="post" method="POST" action="${engineUrl}/local/sync/run"></form>
<script>
  fetch('${engineUrl}/local/me', { credentials: 'include', mode: 'no-cors' }).finally(() => document.getElementById('post').submit())
</script></body></html>`
  const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html))
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe.skipIf(!hasChromium || !builtFolio)('the window’s session in a browser', () => {
  let engine: ServedFolio
  let window: Window

  beforeAll(async () => {
    engine = await serveDemo()
    window = await openWindow({ link: await engine.windowLink() })
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it('the link leaves an HttpOnly cookie no script can read, and an address without the token', async () => {
    const { page } = window
    expect(new URL(page.url()).search).toBe('')
    expect(await page.evaluate('document.cookie')).toBe('')
    const [cookie] = await window.context.cookies(engine.url)
    expect(cookie).toMatchObject({ name: `folio-session-${new URL(engine.url).port}`, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Strict', secure: false, expires: -1 })
    await page.goto(`${engine.url}/contracts`)
    await page.locator('[data-contract-row]').first().waitFor()
  })

  it('a browser that opens the address without the link (or a spent link) is told how to sign in', async () => {
    const spent = await engine.windowLink()
    const other = await openWindow({ link: spent })
    try {
      const stranger = await other.context.newPage()
      await stranger.context().clearCookies()
      await stranger.goto(spent)
      expect(new URL(stranger.url()).search).toBe('')
      await stranger.getByRole('heading', { name: 'Open Folio from its link' }).waitFor()
      await expect.poll(() => stranger.locator('.sign-in-needed__reason').textContent()).toBe('An API key is required: send it in the x-api-key header')
      expect(await stranger.locator('[data-contract-row]').count()).toBe(0)
      await stranger.close()
    } finally {
      await other.close()
    }
  })

  it('a page on another port of this machine cannot act with the cookie, though the browser sends it', async () => {
    const neighbour = await neighbourPage(engine.url)
    const page = await window.context.newPage()
    const answers = new Map<string, number>()
    page.on('response', (response) => {
      if (response.url().startsWith(engine.url)) answers.set(new URL(response.url()).pathname, response.status())
    })
    try {
      await page.goto(`http://127.0.0.1:${(neighbour.address() as AddressInfo).port}/`)
      await expect.poll(() => answers.get('/local/sync/run'), { timeout: 8_000 }).toBe(403)
      expect(answers.get('/local/me')).toBe(403)
      expect(await page.locator('body').textContent()).toContain("The window's session is accepted only from Folio's own pages")
    } finally {
      await page.close()
      neighbour.closeAllConnections()
      await new Promise((done) => neighbour.close(done))
    }
  })
})
