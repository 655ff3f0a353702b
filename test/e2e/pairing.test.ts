import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace } from '../helpers/fixture-workspace'
import { builtFolio, repoRoot } from '../helpers/folio-serve'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { PAIRING_PAGE_HTML, PAIRING_PAGE_SCRIPT } from './helpers/pairing-page'
import { hasCertutil, homeTrustingFolio } from './helpers/trust'

/** The built window, plus the test's pairing page under /addin/. */
function rendererWithPairingPage(): string {
  const dir = tempDir('folio-renderer-')
  cpSync(join(repoRoot, 'out', 'renderer'), dir, { recursive: true })
  mkdirSync(join(dir, 'addin'), { recursive: true })
  writeFileSync(join(dir, 'addin', 'pair-test.html'), PAIRING_PAGE_HTML)
  writeFileSync(join(dir, 'addin', 'pair-test.js'), PAIRING_PAGE_SCRIPT)
  return dir
}

/*
 * What a new user does, end to end: trust Folio's certificate (folio addin trust), open an https
 * page served by the engine on loopback that asks to pair, click Allow in Folio's window, and the
 * page reads contracts with the key it received; disconnecting it in the window cuts it off.
 * Chromium trusts the certificate through the NSS database of a temporary HOME: no certificate
 * errors are ignored.
 */
describe.skipIf(!hasChromium || !builtFolio || !hasCertutil)('pairing an https page with Folio in Chromium', () => {
  let t: TestEngine
  let home: string
  let browser: Window
  let folio: Page
  let pane: Page

  beforeAll(async () => {
    t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), rendererDir: rendererWithPairingPage(), listen: true, tlsPort: 0 })
    home = homeTrustingFolio(t.dir)
    // The engine checks trust in the same user's stores as Chromium: this test's HOME.
    process.env.HOME = home
    browser = await openWindow({ home, link: t.engine.windowLink() })
    folio = browser.page
    pane = await browser.context.newPage()
    pane.setDefaultTimeout(8_000)
  })
  afterAll(async () => {
    await browser?.close()
    await t?.close()
  })

  it('serves the page over https with a certificate Chromium trusts', async () => {
    expect(existsSync(join(home, '.pki', 'nssdb', 'cert9.db'))).toBe(true)
    const response = await pane.goto(`${t.engine.tlsUrl}/addin/pair-test.html`)
    expect(response?.status()).toBe(200)
    expect(await pane.locator('h1').textContent()).toBe('A page that pairs with Folio')
    expect(new URL(pane.url()).protocol).toBe('https:')
  })

  it('pairs when the lawyer clicks Allow in Folio’s window, and the page reads contracts with its key', async () => {
    await folio.goto(`${t.url}/contracts`)
    await folio.locator('[data-contract-row]').first().waitFor()

    await pane.getByRole('button', { name: 'Pair with Folio' }).click()
    await pane.locator('#state').filter({ hasText: 'waiting' }).waitFor()
    const code = await pane.locator('#code').textContent()

    const prompt = folio.getByRole('alertdialog', { name: 'An app asks to connect to Folio' })
    await prompt.waitFor()
    await expect.poll(() => prompt.getByTestId('pairing-code').textContent()).toBe(code)
    expect(await prompt.locator('.pairing-prompt__text').textContent()).toBe(`Pairing test page (${t.engine.tlsUrl ?? ''}) asks to read your contracts.`)
    await screenshot(folio, '20-pairing-prompt')
    await prompt.getByRole('button', { name: 'Allow' }).click()
    await prompt.waitFor({ state: 'detached' })

    await pane.locator('#state').filter({ hasText: 'paired as Ada Admin' }).waitFor()
    await pane.getByRole('button', { name: 'Read contracts' }).click()
    const expected = (await t.call('listContracts', { query: { pagesize: 200 } })).contracts.length
    await pane.locator('#contracts').filter({ hasText: `${expected} contracts` }).waitFor()
  })

  it('cuts the page off once the lawyer disconnects it on the Connected apps screen', async () => {
    await folio.getByRole('link', { name: 'Connected apps' }).click()
    const row = folio.locator('[data-key]').filter({ hasText: 'Pairing test page' })
    await row.waitFor()
    await expect.poll(() => row.textContent()).toContain(t.engine.tlsUrl ?? '')
    await screenshot(folio, '21-connected-apps')
    await row.getByRole('button', { name: 'Disconnect' }).click()
    await row.waitFor({ state: 'detached' })

    await pane.getByRole('button', { name: 'Read contracts' }).click()
    await pane.locator('#contracts').filter({ hasText: '403: The API key has been revoked' }).waitFor()
  })
})
