import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient, fetchTransport, type Client } from '../../shared/api/client'
import { builtFolio, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { axeViolations } from './helpers/axe'
import { hasChromium, openWindow, type Window as BrowserWindow } from './helpers/browser'
import { fakeOfficeScript } from './helpers/fake-office'
import { longSaasAgreement } from './helpers/long-contract'
import { hasCertutil, homeTrustingFolio } from './helpers/trust'

const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'

/*
 * WCAG 2.1 AA in Folio for Word, checked by axe-core in Chromium: the pane loaded over https from
 * the engine with the fake Word model, walked through pairing, each tab, a review with a position
 * open, and the cut-off after it is disconnected, in the light and the dark theme.
 */
describe.skipIf(!hasChromium || !builtFolio || !hasCertutil)('Folio for Word meets WCAG 2.1 AA (axe-core)', () => {
  let engine: ServedFolio
  let folio: Client
  let home: string
  let browser: BrowserWindow | undefined

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    engine = await serveDemo()
    folio = createClient(fetchTransport(engine.url), { key: () => engine.key })
    home = homeTrustingFolio(engine.dataDir)
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await engine?.stop()
  })

  async function openPane(theme: 'light' | 'dark'): Promise<Page> {
    await browser?.close()
    browser = await openWindow({ link: await engine.windowLink(), home })
    const page = browser.page
    await page.setViewportSize({ width: 360, height: 900 })
    await page.emulateMedia({ colorScheme: theme })
    const body = await fakeOfficeScript({ paragraphs: longSaasAgreement(30), author: 'Avery Lawyer' })
    await page.route(OFFICE_JS_CDN, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body }))
    await page.goto(`${engine.tlsUrl}/addin/`)
    return page
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`has no violation in pairing, each tab, a review and the cut-off (${theme} theme)`, async () => {
      const page = await openPane(theme)
      const found: Record<string, string[]> = {}
      const scan = async (state: string) => {
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        found[state] = await axeViolations(page)
      }

      const code = await page.getByTestId('pairing-code').textContent()
      await scan('pairing')
      const pairing = (await folio.call('listPairings')).pairings.find((p) => p.code === code)
      await folio.call('approvePairing', { params: { pairingId: pairing?.pairingId ?? '' }, body: {} })
      await page.getByRole('tab', { name: 'Review' }).waitFor()
      await scan('review before a run')

      const playbooks = await page.getByLabel('Playbook', { exact: true }).locator('option').evaluateAll((options) => options.map((o) => (o instanceof HTMLOptionElement ? o.value : '')).filter(Boolean))
      await page.getByLabel('Playbook', { exact: true }).selectOption(playbooks[0] ?? '')
      await page.getByRole('button', { name: /^Review (this document|again)$/ }).click()
      await page.getByTestId('review-summary').waitFor()
      await page.locator('.position__head').first().click()
      await scan('review with a position open')

      for (const tab of ['Contract', 'Check', 'Clauses', 'Generate']) {
        await page.getByRole('tab', { name: tab }).click()
        await page.getByRole('tab', { name: tab, selected: true }).waitFor()
        await page.waitForLoadState('networkidle')
        await scan(`${tab} tab`)
      }
      await page.getByLabel('Template').selectOption({ label: 'Mutual Non-Disclosure Agreement' })
      await page.getByLabel('Contract name').waitFor()
      await scan('Generate tab with a template')

      const { keys } = await folio.call('listKeys')
      for (const key of keys.filter((k) => k.appName === 'Folio for Word' && k.kind === 'paired')) await folio.call('revokeKey', { params: { id: key.id } })
      await page.getByRole('tab', { name: 'Review' }).click()
      await page.getByRole('button', { name: /^Review (this document|again)$/ }).click()
      await page.getByRole('heading', { name: 'Folio no longer accepts this pane' }).waitFor()
      await scan('disconnected')

      expect(found).toEqual(Object.fromEntries(Object.keys(found).map((state) => [state, []])))
    })
  }
})
