import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { apiOf, builtFolio, type ServedFolio } from '../helpers/folio-serve'

/*
 * Several apps asking to pair at once: the window's prompt shows every waiting request with its
 * own code, the newest on top and focused, and each is answered on its own.
 */
describe.skipIf(!hasChromium || !builtFolio)('the pairing prompt lists every waiting request', () => {
  let demo: DemoWindow | undefined
  let engine: ServedFolio
  let page: Page

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    demo = await openDemoWindow()
    engine = demo.engine
    page = demo.page
  }, 180_000)
  afterAll(() => demo?.close())

  /** A pairing asked for over HTTP, by a program (no Origin) or by a page of `origin`. */
  async function askToPair(appName: string, origin: string | null): Promise<{ code: string }> {
    const response = await fetch(`${engine.url}/local/pairings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ appName, scopes: origin ? ['contracts:write'] : [] })
    })
    expect(response.status).toBe(201)
    return (await response.json()) as { code: string }
  }

  it('shows both requests, newest first, each with its own code, and answers each on its own', async () => {
    await page.goto(`${engine.url}/contracts`)
    await page.locator('[data-contract-row]').first().waitFor()
    const script = await askToPair('Clause report script', null)
    await page.getByRole('alertdialog', { name: 'An app asks to connect to Folio' }).waitFor()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const word = await askToPair('Folio for Word', engine.tlsUrl)

    const prompt = page.getByRole('alertdialog', { name: '2 apps ask to connect to Folio' })
    await prompt.waitFor({ timeout: 15_000 })
    expect(await prompt.getByTestId('pairing-code').allTextContents()).toEqual([word.code, script.code])
    expect(await prompt.locator('.pairing-prompt__text').allTextContents()).toEqual([
      `Folio for Word (${engine.tlsUrl}) asks to read your contracts and edit them.`,
      'Clause report script (a program on this computer) asks to read your contracts.'
    ])
    // The newest request holds the focus: Enter answers the app the lawyer has just opened.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Allow Folio for Word (${word.code})`)
    await screenshot(page, 'pairing-two-requests')

    await prompt.getByRole('button', { name: `Deny Clause report script (${script.code})` }).click()
    const single = page.getByRole('alertdialog', { name: 'An app asks to connect to Folio' })
    await single.waitFor()
    await expect.poll(() => single.getByTestId('pairing-code').allTextContents()).toEqual([word.code])

    await single.getByRole('button', { name: `Allow Folio for Word (${word.code})` }).click()
    await single.waitFor({ state: 'detached' })
    expect((await apiOf(engine).call('listPairings')).pairings).toEqual([])
  })
})
