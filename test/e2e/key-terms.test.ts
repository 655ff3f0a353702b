import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { corpusDir } from '../fixtures/documents/corpus'

/*
 * Key terms in the window, in headless Chromium against `folio serve --demo`: a filed promotion
 * agreement of the development set (kt-085: effective 31 May 2019 for five years, renewing for
 * three years at a time unless notice is given 90 days before) imported from the Import page, its key terms read
 * with their sentences, its notice deadline on the Renewals timeline as proposed, the terms
 * applied after their property changes are shown, and the deadline then on the timeline as the
 * contract's own.
 */
const PDF = join(corpusDir, 'keyterms', 'pdf', 'kt-085.pdf')
const WINDOWS = [30, 90, 180] as const

describe.skipIf(!hasChromium || !existsSync(PDF))('key terms in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let id: string
  /** The Renewals window that holds the contract's next notice deadline (it moves with today). */
  let days: number

  beforeAll(async () => {
    engine = await serveDemo()
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it('says after the import how many key terms Folio read, with a link to them', async () => {
    await page.goto(`${engine.url}/import`)
    await page.locator('[data-testid="import-input"]').setInputFiles([{ name: 'kt-085.pdf', mimeType: 'application/pdf', buffer: readFileSync(PDF) }])
    const line = page.getByRole('link', { name: /^Folio read \d of 7 key terms$/ })
    await line.waitFor({ timeout: 30_000 })
    const href = (await line.getAttribute('href')) ?? ''
    id = /\/contracts\/([0-9a-f]{24})\?panel=terms$/.exec(href)?.[1] ?? ''
    expect(id).toMatch(/^[0-9a-f]{24}$/)
    await screenshot(page, '40-import-key-terms')
    await line.click()
    await page.getByTestId('key-terms').waitFor()
  })

  it('lists the terms with their values and shows a term’s sentence highlighted in the document', async () => {
    const term = (name: string) => page.locator(`[data-term="${name}"]`)
    expect(await term('effectiveDate').locator('.key-term__value').textContent()).toBe('31 May 2019')
    expect(await term('expirationDate').locator('.key-term__value').textContent()).toBe('31 May 2024')
    expect(await term('renewalTerm').locator('.key-term__value').textContent()).toBe('3 years, renews automatically')
    expect(await term('noticePeriod').locator('.key-term__value').textContent()).toBe('90 days')
    await term('noticePeriod').getByRole('button', { name: /^Show in the document: Notice period,\s?¶ \d+ / }).click()
    const mark = page.locator('mark.hl--evidence')
    await mark.waitFor()
    await expect.poll(() => mark.isVisible()).toBe(true)
    expect(await mark.textContent()).toBe(await term('noticePeriod').locator('.key-term__evidence q').textContent())
    await screenshot(page, '41-key-terms-panel')
  })

  it('shows the notice deadline read but not applied on the Renewals timeline, as proposed', async () => {
    const { proposed } = await apiOf(engine).call('listProposedRenewals')
    const mine = proposed.find((p) => p.contract.id === id)
    expect(mine?.terms).toEqual(['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'])
    const anchor = Date.parse(`${mine?.renewalAnchorDate ?? ''}T00:00:00Z`)
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
    const inDays = Math.round((anchor - today) / 86_400_000)
    // The deadline moves with today (every three years); the timeline shows at most 180 days.
    days = WINDOWS.find((window) => inDays <= window) ?? 180
    await page.goto(`${engine.url}/renewals?days=${days}`)
    if (inDays > 180) return
    const item = page.locator('.agenda__item--proposed', { hasText: 'kt-085' })
    await item.waitFor()
    await expect.poll(() => item.locator('.agenda__kind').textContent()).toBe('Proposed notice deadline')
    expect(await item.textContent()).toContain('Not applied')
    await page.getByRole('link', { name: /^kt-085: Proposed, not applied: last day for notice \(90 days before the term ends\)/ }).waitFor()
    await screenshot(page, '42-renewals-proposed')
  })

  it('applies the terms after showing the property changes, and the deadline becomes the contract’s own', async () => {
    await page.goto(`${engine.url}/contracts/${id}?panel=terms`)
    await page.getByTestId('key-terms').waitFor()
    await page.getByRole('button', { name: /^Apply all \(\d\)$/ }).click()
    const confirm = page.getByTestId('key-terms-confirm')
    await confirm.waitFor()
    await expect.poll(() => confirm.textContent()).toContain('Notice period: empty → becomes  90')
    expect(await confirm.textContent()).toContain('Effective date: empty → becomes  2019-05-31')
    await screenshot(page, '43-key-terms-confirm')
    await confirm.getByRole('button', { name: 'Confirm and apply' }).click()
    await page.getByText(/^Applied \d key terms to the contract’s properties\.$/).waitFor()
    await expect.poll(() => page.locator('[data-term="noticePeriod"] .tag').textContent()).toBe('Applied')

    await page.goto(`${engine.url}/renewals?days=${days}`)
    await page.locator('.agenda__item').first().waitFor()
    await expect.poll(() => page.locator('.agenda__item--proposed', { hasText: 'kt-085' }).count()).toBe(0)
    if (days <= 180) {
      const own = page.locator('.agenda__item', { hasText: 'kt-085' })
      await own.first().waitFor()
      await expect.poll(() => own.first().locator('.agenda__kind').textContent()).toBe('Notice deadline')
    }
    await screenshot(page, '44-renewals-applied')
  })
})
