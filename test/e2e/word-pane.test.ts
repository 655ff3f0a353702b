import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { DocumentSnapshot } from '../fakes/word'
// The page globals the fake Word model sets (__folioFakeWord).
import type {} from '../fakes/word/browser'
import { SAAS_AGREEMENT } from '../helpers/documents'
import { serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { hasChromium, openWindow, screenshot, type Window as BrowserWindow } from './helpers/browser'
import { fakeOfficeScript } from './helpers/fake-office'

const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'

/**
 * Folio for Word's pane in real Chromium, loaded from the engine, with Office.js answered by the
 * fake Word model. Until the https listener and pairing exist, the pane runs on the engine's http
 * listener with the window's key already in its storage.
 */
describe.skipIf(!hasChromium)('Folio for Word in Chromium', () => {
  let engine: ServedFolio
  let browser: BrowserWindow | undefined
  beforeAll(async () => {
    engine = await serveDemo()
  })
  afterAll(async () => {
    await browser?.close()
    await engine?.stop()
  })

  async function openPane(cdn: 'fake' | 'offline'): Promise<Page> {
    await browser?.close()
    browser = await openWindow()
    const page = browser.page
    const script = await fakeOfficeScript({ paragraphs: SAAS_AGREEMENT, author: 'Avery Lawyer' })
    const answer = { status: 200, contentType: 'application/javascript', body: script }
    if (cdn === 'fake') await page.route(OFFICE_JS_CDN, (route) => route.fulfill(answer))
    else {
      // Offline: the CDN cannot be reached; Folio's copy is answered by the fake too.
      await page.route(OFFICE_JS_CDN, (route) => route.abort('internetdisconnected'))
      await page.route('**/addin/office-js/office.js', (route) => route.fulfill(answer))
    }
    const key = { key: engine.key, keyId: 'window', scopes: ['contracts:write'], user: { id: 'u', name: 'Avery Lawyer', email: 'avery@firm.test' } }
    await page.addInitScript((value) => window.localStorage.setItem('folio.addin.key', value), JSON.stringify(key))
    await page.setViewportSize({ width: 360, height: 900 })
    await page.goto(`${engine.url}/addin/`)
    return page
  }

  const snapshot = (page: Page) => page.evaluate(() => window.__folioFakeWord?.snapshot() ?? null) as Promise<DocumentSnapshot | null>

  it('reviews the document, highlights a match and clears it, with Office.js from the CDN', async () => {
    const page = await openPane('fake')
    await page.getByRole('button', { name: 'Review this document' }).waitFor()
    expect(await page.getByTestId('pane-status').textContent()).toContain('Office.js: Microsoft')
    await page.getByLabel('Playbook', { exact: true }).selectOption({ label: 'Standard SaaS Buyer Playbook (standard)' })
    await page.getByRole('button', { name: 'Review this document' }).click()
    expect(await page.getByTestId('review-summary').textContent()).toBe('4 of 10 positions found in 7 paragraphs')
    await screenshot(page, 'word-pane-review')
    await page.getByRole('button', { name: /^Service availability/ }).click()
    await page.getByRole('button', { name: /^1\. Service levels/ }).click()
    await page.getByRole('button', { name: 'Clear highlights' }).waitFor()
    const highlighted = await snapshot(page)
    expect(highlighted?.paragraphs[1]?.runs.filter((run) => run.highlight).map((run) => run.text)).toEqual(['service level', '99.9% availability'])
    await screenshot(page, 'word-pane-highlighted')
    await page.getByRole('button', { name: 'Clear highlights' }).click()
    await expect.poll(async () => (await snapshot(page))?.paragraphs[1]?.runs).toEqual([{ text: SAAS_AGREEMENT[1] }])
  })

  it('falls back to Folio’s copy of Office.js offline, and says so', async () => {
    const page = await openPane('offline')
    await page.getByRole('button', { name: 'Review this document' }).waitFor()
    expect(await page.getByTestId('pane-status').textContent()).toContain('Office.js: Folio’s copy (offline)')
    await screenshot(page, 'word-pane-offline')
  })
})
