import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { contractDocx, importFiles } from '../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { longSaasAgreement } from './helpers/long-contract'

/*
 * The window as a lawyer's desk, in headless Chromium against `folio serve --demo`: searching every
 * contract from the sidebar, narrowing by status, opening a hit at its paragraph, finding in a long
 * contract with Ctrl+F, and watching the preview follow the generate form.
 */
const LONG = longSaasAgreement(2000)

describe.skipIf(!hasChromium)('searching, finding and previewing in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let longId: string

  beforeAll(async () => {
    engine = await serveDemo()
    const answer = await importFiles(engine, [{ name: 'Long SaaS Agreement – Orbit Cloud.docx', bytes: await contractDocx(LONG) }])
    longId = answer.imported[0]!.id
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
  }, 120_000)
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it('searches every contract from the sidebar, narrows by status with counts, and marks what matched', async () => {
    await page.goto(`${engine.url}/contracts`)
    await page.locator('[data-contract-row]').first().waitFor()
    await page.getByRole('link', { name: 'Search' }).click()
    await page.waitForURL('**/search')
    await page.getByLabel('Search every contract').fill('unlimited liability')
    await page.keyboard.press('Enter')
    await page.locator('[data-hit]').first().waitFor()
    await expect.poll(() => page.getByTestId('search-total').textContent()).toMatch(/^\d+ contracts · best match first$/)
    const total = Number((await page.getByTestId('search-total').textContent())?.split(' ')[0])
    expect(await page.locator('[data-hit]').count()).toBe(total)
    const marks = await page.locator('[data-hit]').first().locator('mark.hl--search').allTextContents()
    expect(new Set(marks.map((m) => m.toLowerCase()))).toEqual(new Set(['liability', 'unlimited']))
    // The status without a company label shows its default label, with its count.
    expect(await page.locator('[data-facet-status="3"]').textContent()).toMatch(/^Pending Approval\d+$/)
    await screenshot(page, '20-search-everything')

    const executed = Number(await page.locator('[data-facet-status="5"] .chip__count').textContent())
    await page.locator('[data-facet-status="5"]').click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('5')
    await expect.poll(() => page.locator('[data-hit]').count()).toBe(executed)
    expect(new Set(await page.locator('[data-hit] .status-badge').allTextContents())).toEqual(new Set(['Executed']))
  })

  it('opens a hit at its paragraph, the query marked there', async () => {
    const evidence = page.locator('[data-evidence]').first()
    const number = await evidence.getAttribute('data-evidence')
    await evidence.click()
    const focused = page.locator(`.para.is-focused[data-paragraph="${number}"]`)
    await focused.waitFor()
    await expect.poll(() => focused.isVisible()).toBe(true)
    expect((await focused.locator('mark.hl--search').allTextContents()).map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['liability', 'unlimited']))
  })

  it('finds in a long contract with Ctrl+F: every match counted, next and previous, Esc closes', async () => {
    await page.goto(`${engine.url}/contracts/${longId}`)
    await page.locator('[data-paragraph="1"]').waitFor()
    await page.locator('.document-pane__meta').filter({ hasNotText: 'loading' }).waitFor({ timeout: 30_000 })
    await page.keyboard.press('Control+f')
    const field = page.getByLabel('Text to find')
    await expect.poll(() => field.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true)
    await field.fill('service level')
    const expected = LONG.reduce((n, text) => n + (text.toLowerCase().match(/service level/g) ?? []).length, 0)
    expect(expected).toBeGreaterThan(1)
    await expect.poll(() => page.getByTestId('find-count').textContent()).toBe(`1 of ${expected}`)
    const current = page.locator('mark.hl--find-current')
    await expect.poll(() => current.isVisible()).toBe(true)
    expect((await current.textContent())?.toLowerCase()).toBe('service level')
    // The match is far down the document: the list scrolled to it, and holds a few dozen paragraphs, not thousands.
    expect(Number(await current.locator('xpath=ancestor::*[@data-paragraph][1]').getAttribute('data-paragraph'))).toBeGreaterThan(100)
    expect(await page.locator('[data-paragraph]').count()).toBeLessThan(80)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('find-count').textContent()).toBe(`2 of ${expected}`)
    await page.keyboard.press('Shift+Enter')
    await expect.poll(() => page.getByTestId('find-count').textContent()).toBe(`1 of ${expected}`)
    await screenshot(page, '21-find-in-contract')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.find-bar').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe(`/contracts/${longId}`)
  })

  it('previews the document as a field is typed: the answer appears and a blank goes', async () => {
    const templates = await apiOf(engine).call('listTemplates')
    const nda = templates.find((t) => t.name === 'Mutual Non-Disclosure Agreement')!
    await page.goto(`${engine.url}/generate/${nda.id}`)
    const preview = page.getByTestId('preview-page')
    await preview.waitFor({ timeout: 20_000 })
    const blanks = async () => Number(((await page.getByTestId('preview-blanks').textContent()) ?? '').split(' ')[0])
    await expect.poll(blanks).toBeGreaterThan(5)
    const before = await blanks()
    expect(await preview.locator('mark.blank').count()).toBe(before)
    await page.getByLabel('What may the exchanged information be used for?').pressSequentially('evaluating a joint bid', { delay: 20 })
    await expect.poll(() => preview.textContent()).toContain('for the purpose of evaluating a joint bid (the “Purpose”)')
    await expect.poll(blanks).toBe(before - 1)
    await screenshot(page, '22-generate-preview')
  })
})
