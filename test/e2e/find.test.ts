import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { contractDocx, importFiles } from '../helpers/documents'
import { builtFolio, serveDemo, type ServedFolio } from '../helpers/folio-serve'

/** A table of contents read from a PDF as one paragraph of some 3,000 words, the word sought at its end. */
const CONTENTS = Array.from({ length: 600 }, (_, i) => `${i + 1}. Clause heading number ${i + 1} ........ ${i + 3}`).join(' ') + ' 601. Escrow of source code ........ 612'
const PARAGRAPHS = ['SOFTWARE LICENCE AGREEMENT', 'CONTENTS', CONTENTS, ...Array.from({ length: 40 }, (_, i) => `${i + 1}. The licensee shall comply with clause ${i + 1} of this agreement.`)]

/*
 * Find in a contract (Ctrl+F) brings the hit itself into view and marks it, even when it sits at
 * the end of a paragraph several screens long.
 */
describe.skipIf(!hasChromium || !builtFolio)('find in a long paragraph', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let id: string

  // Serving the demo workspace takes a while on a busy machine.
  beforeAll(async () => {
    engine = await serveDemo()
    const imported = await importFiles(engine, [{ name: 'Software Licence – contents page.docx', bytes: await contractDocx(PARAGRAPHS) }])
    id = imported.imported[0]?.id ?? ''
    if (!id) throw new Error(`the import failed: ${JSON.stringify(imported.failed)}`)
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
  }, 180_000)
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it('scrolls to the hit at the end of a 3,000-word paragraph and marks it on screen', async () => {
    await page.setViewportSize({ width: 1200, height: 700 })
    await page.goto(`${engine.url}/contracts/${id}`)
    await page.locator('[data-paragraph="3"]').waitFor()
    const paragraph = page.locator('[data-paragraph="3"]')
    expect(await paragraph.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(2_000)

    await page.keyboard.press('Control+f')
    const field = page.getByLabel('Text to find')
    await expect.poll(() => field.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true)
    await field.fill('escrow of source code')
    await expect.poll(() => page.getByTestId('find-count').textContent()).toBe('1 of 1')
    const hit = page.locator('mark.hl--find-current')
    expect(await hit.textContent()).toBe('Escrow of source code')
    // On screen, inside the document's visible area: not merely its paragraph scrolled to.
    const inView = () =>
      hit.evaluate((mark) => {
        const scroller = mark.closest('[data-document-scroll]')
        if (!scroller) return false
        const box = mark.getBoundingClientRect()
        const view = scroller.getBoundingClientRect()
        return box.top >= view.top && box.bottom <= view.bottom
      })
    await expect.poll(inView).toBe(true)
    await screenshot(page, 'find-in-a-long-paragraph')

    // Back to the top and find again: the hit is brought back into view.
    await page.locator('[data-document-scroll]').evaluate((el) => el.scrollTo({ top: 0 }))
    await expect.poll(inView).toBe(false)
    await page.keyboard.press('Enter')
    await expect.poll(inView).toBe(true)
  })
})
