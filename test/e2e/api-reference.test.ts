import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { apiOf, builtFolio, type ServedFolio } from '../helpers/folio-serve'

/*
 * The API reference the engine serves at /docs: Swagger UI bundled from npm, rendered in Chromium
 * from the engine's own OpenAPI document under the window's CSP (a violation would leave the page
 * blank and is reported as a console error, which fails the test), and linked from the window.
 */
describe.skipIf(!hasChromium || !builtFolio)('the API reference at /docs', () => {
  let demo: DemoWindow | undefined
  let engine: ServedFolio
  let page: Page
  const refused: string[] = []

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    demo = await openDemoWindow()
    engine = demo.engine
    page = demo.page
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text())
    })
  }, 180_000)
  afterAll(() => demo?.close())

  it('renders every operation of the engine’s OpenAPI document, with nothing fetched from elsewhere', async () => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(engine.url)) foreign.push(request.url())
    })
    const response = await page.goto(`${engine.url}/docs`)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await page.locator('.swagger-ui .info .title').waitFor({ timeout: 20_000 })
    expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('Folio')
    const shown = await page.locator('.opblock-summary-path').evaluateAll((paths) => paths.map((path) => path.getAttribute('data-path')))
    const declared = Object.keys((await apiOf(engine).call('getOpenApiDocument')).paths)
    expect(new Set(shown)).toEqual(new Set(declared))
    expect([foreign, refused]).toEqual([[], []])
  })

  it('is linked from the window', async () => {
    await page.goto(`${engine.url}/contracts`)
    const link = page.getByRole('link', { name: 'API reference' })
    expect(await link.getAttribute('href')).toBe(`${engine.url}/docs`)
  })
})
