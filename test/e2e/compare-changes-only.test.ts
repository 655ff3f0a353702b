import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { apiOf, builtFolio, type ServedFolio } from '../helpers/folio-serve'

/*
 * The compare view's "changes only" mode: a document over 50 paragraphs opens on its changes,
 * each run of unchanged paragraphs folded to one line with three paragraphs of context kept
 * around every change; a click unfolds a run; the whole texts are one tick away.
 */
describe.skipIf(!hasChromium || !builtFolio)('compare, changes only', () => {
  let demo: DemoWindow | undefined
  let engine: ServedFolio
  let page: Page
  let licence: string

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    demo = await openDemoWindow()
    engine = demo.engine
    page = demo.page
    licence = demo.licence
  }, 180_000)
  afterAll(() => demo?.close())

  it('opens a long comparison on its changes, unfolds a run on click, and shows all on request', async () => {
    const answer = await apiOf(engine).call('compareTexts', { body: { old: { contractId: licence, version: 1 }, new: { contractId: licence, version: 2 }, text: false } })
    const changes = answer.entries.filter((entry) => entry.kind !== 'equal').length
    expect([answer.entries.length > 50, changes > 0]).toEqual([true, true])

    // A window tall enough for the virtualised list to draw every line, so lines can be counted.
    await page.setViewportSize({ width: 1400, height: 12_000 })
    await page.goto(`${engine.url}/contracts/${licence}/compare?old=1&new=2`)
    await page.getByTestId('compare-summary').waitFor()
    await expect.poll(() => page.getByRole('checkbox', { name: 'Changes only' }).isChecked()).toBe(true)
    const folds = page.locator('.compare-fold__button')
    await folds.first().waitFor()
    // Every change has its line; what is hidden is unchanged text only.
    expect(await page.locator('.compare-row:not([data-kind="equal"])').count()).toBe(changes)
    const hidden = (await folds.allTextContents()).reduce((n, text) => n + Number(/(\d+) unchanged/.exec(text)?.[1] ?? 0), 0)
    expect(await page.locator('.compare-row').count()).toBe(answer.entries.length - hidden)
    await screenshot(page, 'compare-changes-only')

    const first = Number(/(\d+) unchanged/.exec((await folds.first().textContent()) ?? '')?.[1] ?? 0)
    const before = await page.locator('.compare-row').count()
    await folds.first().click()
    await expect.poll(() => page.locator('.compare-row').count()).toBe(before + first)

    // The box is the address's choice: it shows unticked once the router's transition has
    // committed, which on a busy machine comes after Playwright's immediate check in uncheck().
    const changesOnly = page.getByRole('checkbox', { name: 'Changes only' })
    await changesOnly.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('unchanged')).toBe('show')
    await expect.poll(() => changesOnly.isChecked()).toBe(false)
    await expect.poll(() => folds.count()).toBe(0)
  })
})
