import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, SCREENSHOT_FOLDER, type Window } from './helpers/browser'
import { contractDocx, importFiles } from '../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { PLANTED_DRAFT } from '../helpers/planted-draft'

/*
 * The window's Checks tab in headless Chromium against `folio serve --demo`: a contract with planted
 * defects, its findings grouped by kind, a click that brings a finding far down the document into
 * view marked, and a defined term's definition on hover and on keyboard focus.
 */

const FILLER = 'The parties shall act in good faith in performing their obligations.'
/** The planted draft with its last clause pushed far down, so that going to it means scrolling. */
const LONG_DRAFT: string[] = [...PLANTED_DRAFT.slice(0, -1), ...Array.from({ length: 160 }, () => FILLER), ...PLANTED_DRAFT.slice(-1)]
const LAST = LONG_DRAFT.length

/** Errors' kinds first, then warnings', then notes', each with its count; then the definitions. */
const EXPECTED_WINDOW_HEADINGS = [
  'Broken cross-references (1)',
  'Blanks left in (1)',
  'Words and figures disagree (1)',
  'Terms written another way (1)',
  'Unused definitions (1)',
  'Definitions (3)'
]
const EXPECTED_WINDOW_COUNTS = '3 errors, 1 warning, 1 note'

describe.skipIf(!hasChromium)('drafting checks in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let contractId: string

  beforeAll(async () => {
    engine = await serveDemo()
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
    const imported = await importFiles(engine, [{ name: 'Supply Agreement – Nordlicht (their draft).docx', bytes: await contractDocx(LONG_DRAFT) }])
    contractId = imported.imported[0]!.id
    console.log(`Screenshots of the Checks tab: ${SCREENSHOT_FOLDER}`)
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  /** Whether the element's box lies inside the document's scrolling viewport. */
  async function inView(selector: string): Promise<boolean> {
    const box = await page.locator(selector).boundingBox()
    const viewport = await page.locator('[data-document-scroll]').boundingBox()
    return box !== null && viewport !== null && box.y >= viewport.y && box.y + box.height <= viewport.y + viewport.height
  }

  it('lists the findings grouped by kind with their counts, and the definitions', async () => {
    await page.goto(`${engine.url}/contracts/${contractId}?panel=checks`)
    const panel = page.getByRole('region', { name: 'Drafting checks' })
    await panel.getByRole('status').waitFor()
    await page.locator('[data-paragraph="1"]').waitFor()
    await expect.poll(() => panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual(EXPECTED_WINDOW_HEADINGS)
    expect(await panel.getByRole('status').textContent()).toBe(EXPECTED_WINDOW_COUNTS)
    await screenshot(page, 'checks-01-tab')
  })

  it('brings a finding far down the document into view, its text marked', async () => {
    expect(await page.locator(`[data-paragraph="${LAST}"]`).count()).toBe(0)
    await page.getByRole('button', { name: /Section 14\.3/ }).click()
    const mark = page.locator(`[data-paragraph="${LAST}"] mark.hl--check`)
    await mark.waitFor()
    await expect.poll(() => mark.textContent()).toBe('Section 14.3')
    await expect.poll(() => inView(`[data-paragraph="${LAST}"] mark.hl--check`)).toBe(true)
    expect(await page.getByRole('button', { name: /Section 14\.3/ }).getAttribute('aria-current')).toBe('location')
    expect(new URL(page.url()).searchParams.get('p')).toBe(String(LAST))
    await screenshot(page, 'checks-02-finding')
  })

  it('shows a defined term’s definition on hover, and on keyboard focus', async () => {
    await page.getByRole('button', { name: /thirty \(60\)/ }).click()
    await page.locator('[data-paragraph="8"] mark.hl--check').waitFor()
    const term = page.locator('[data-paragraph="8"] .term[data-term="Customer"]').first()
    await term.hover()
    const tip = page.getByRole('tooltip')
    await tip.waitFor()
    await expect.poll(() => tip.textContent()).toBe('“Customer”, defined in paragraph 2This Agreement is made between Harbourline Ltd (the "Supplier") and Nordlicht GmbH (the "Customer").')
    expect(await term.getAttribute('aria-describedby')).toBe(await tip.getAttribute('id'))
    await screenshot(page, 'checks-03-term-hover')
    await page.mouse.move(5, 5)
    await tip.waitFor({ state: 'detached' })

    // From the document, Tab reaches the first defined term on screen, and its definition shows.
    await page.locator('[data-document-scroll]').focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => page.locator('.term:focus').count()).toBe(1)
    await tip.waitFor()
    await expect.poll(() => tip.textContent()).toMatch(/^“[^”]+”, defined in paragraph \d+/)
    await screenshot(page, 'checks-04-term-focus')
    await page.keyboard.press('Escape')
    await tip.waitFor({ state: 'detached' })
  })

  it('goes to a definition from the list', async () => {
    await page.getByRole('button', { name: /^¶4 Licensed Product/ }).click()
    const mark = page.locator('[data-paragraph="4"] mark.hl--check')
    await mark.waitFor()
    await expect.poll(() => mark.textContent()).toBe('Licensed Product')
  })

  it('lists the checks of the document being generated under its preview, and brings a blank into view', async () => {
    const nda = (await apiOf(engine).call('listTemplates')).find((t) => t.name === 'Mutual Non-Disclosure Agreement')!
    await page.goto(`${engine.url}/generate/${nda.id}`)
    const checks = page.getByRole('region', { name: 'Checks of the generated document' })
    await checks.waitFor({ timeout: 20_000 })
    const blanks = Number(((await page.getByTestId('preview-blanks').textContent()) ?? '').split(' ')[0])
    const group = checks.getByRole('region', { name: /^Blanks left in/ })
    await expect.poll(async () => (await group.getByRole('listitem').allTextContents()).filter((text) => text.includes('“[●]”')).length).toBe(blanks)
    await group.getByRole('button', { name: /“\[●\]”/ }).first().click()
    const flagged = page.getByTestId('preview-page').locator('.is-flagged')
    await flagged.waitFor()
    await expect.poll(() => flagged.count()).toBe(1)
    expect(await flagged.textContent()).toContain('[●]')
    await screenshot(page, 'checks-05-generate-preview')
  })
})
