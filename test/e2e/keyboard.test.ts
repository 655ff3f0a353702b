import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hasChromium } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { apiOf, builtFolio, type ServedFolio } from '../helpers/folio-serve'

/*
 * The main tasks with the keyboard alone, as a lawyer who does not use a mouse does them: open a
 * contract from the list, review it against a playbook, apply a status, search every contract and
 * open a hit, generate a contract from a template. No click anywhere: Tab, arrows, Enter, Space
 * and typing. Each step checks that focus is visible where it lands.
 */
const MAX_TABS = 150

describe.skipIf(!hasChromium || !builtFolio)('the main tasks by keyboard only', () => {
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

  const focused = (target: Locator) => target.evaluate((el) => el === el.ownerDocument.activeElement)

  /** Tab (forward) until `target` holds focus, as a keyboard user walks a page; fails if it never does. */
  async function tabTo(target: Locator): Promise<void> {
    await target.waitFor({ state: 'attached' })
    for (let i = 0; i < MAX_TABS; i++) {
      if (await focused(target)) {
        // Where focus lands, it shows: an outline or a ring, never nothing (WCAG 2.4.7).
        // A field inside a framed box shows focus on the frame (:focus-within), so the parent counts too.
        const shown = await target.evaluate((el) =>
          [el, el.parentElement].some((box) => {
            if (!box) return false
            const style = getComputedStyle(box)
            return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
          })
        )
        expect(shown, `focus is visible on ${await target.evaluate((el) => el.outerHTML.slice(0, 80))}`).toBe(true)
        return
      }
      await page.keyboard.press('Tab')
    }
    throw new Error(`Tab never reached ${target.toString()}`)
  }

  it('opens a contract from the list: / to filter, arrows to the row, Enter', async () => {
    await page.goto(`${engine.url}/contracts`)
    await page.locator('[data-contract-row]').first().waitFor()
    await page.keyboard.press('/')
    await page.keyboard.type('Nordlicht')
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('Nordlicht')
    const matching = (await apiOf(engine).call('listContracts', { query: { keyword: 'Nordlicht' } })).contracts.length
    await expect.poll(() => page.locator('[data-contract-row]').count()).toBe(matching)
    await page.keyboard.press('ArrowDown')
    const first = await page.locator('[data-contract-row]').first().getAttribute('data-contract-row')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/contracts/${first}`)
    await page.locator('.contract-header h1').waitFor()
  })

  it('reviews it against a playbook and opens a position', async () => {
    await tabTo(page.getByRole('tab', { name: 'Playbook review' }))
    await page.keyboard.press('Enter')
    const playbook = page.locator('#review-playbook')
    await tabTo(playbook)
    await page.keyboard.press('ArrowDown')
    await page.getByTestId('coverage-summary').waitFor()
    const first = page.locator('.position__head').first()
    await tabTo(first)
    await page.keyboard.press('Enter')
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true')
  })

  it('applies a status with the arrow keys, and the engine stores it', async () => {
    const id = new URL(page.url()).pathname.split('/')[2] ?? ''
    const { reference } = await apiOf(engine).call('getContract', { params: { id } })
    const stored = async () => (await apiOf(engine).call('listContracts', { query: { keyword: reference ?? '' } })).contracts.find((c) => c.id === id)?.status.code
    const before = await stored()
    await tabTo(page.locator('#contract-status'))
    await page.keyboard.press(before === 6 ? 'ArrowUp' : 'ArrowDown')
    await expect.poll(stored).not.toBe(before)
    // The control shows the status the engine answered, once its answer has arrived.
    const after = String(await stored())
    await expect.poll(() => page.locator('#contract-status').inputValue()).toBe(after)
  })

  it('searches every contract and opens a hit at its paragraph', async () => {
    await tabTo(page.getByRole('link', { name: 'Search', exact: true }))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/search**')
    await tabTo(page.getByLabel('Search every contract'))
    await page.keyboard.type('termination')
    await page.keyboard.press('Enter')
    const evidence = page.locator('[data-evidence]').first()
    await evidence.waitFor()
    const paragraph = await evidence.getAttribute('data-evidence')
    await tabTo(evidence)
    await page.keyboard.press('Enter')
    await page.locator(`.para.is-focused[data-paragraph="${paragraph}"]`).waitFor()
  })

  it('generates a contract from a template, filling the form by keyboard', { timeout: 120_000 }, async () => {
    await tabTo(page.getByRole('link', { name: 'Generate', exact: true }))
    await page.keyboard.press('Enter')
    await tabTo(page.getByRole('link', { name: /Mutual Non-Disclosure Agreement/ }))
    await page.keyboard.press('Enter')
    // The preview scrolls: it takes focus, so the keyboard can read it too.
    await tabTo(page.getByTestId('preview-page'))
    const typeInto = async (field: string, text: string) => {
      await tabTo(page.locator(`[data-field="${field}"]`).getByRole('textbox'))
      await page.keyboard.type(text)
    }
    await typeInto('field-values-effectiveDate', '2026-12-01')
    await tabTo(page.locator('[data-field="field-values-purpose"]').getByRole('button', { name: 'Use' }))
    await page.keyboard.press('Enter')
    await typeInto('field-values-disclosurePeriodMonths', '12')
    await typeInto('field-values-governingLaw', 'England and Wales')
    await typeInto('field-values-counterparty-name', 'Crescent Data Centres Ltd')
    const legalEntity = page.getByRole('radio', { name: 'A legal entity' })
    // The first choice of the group is the legal entity: Space on it chooses it. The box shows
    // chosen once the form re-renders, so the test waits for that rather than reading it at once.
    await tabTo(legalEntity)
    await page.keyboard.press('Space')
    await expect.poll(() => legalEntity.isChecked()).toBe(true)
    await tabTo(page.getByLabel('Contract name'))
    await page.keyboard.type('Mutual NDA – keyboard only')
    await tabTo(page.getByRole('button', { name: 'Save as contract' }))
    await page.keyboard.press('Enter')
    const open = page.getByRole('link', { name: 'Open the contract' })
    await tabTo(open)
    await page.keyboard.press('Enter')
    await page.locator('.contract-header h1').waitFor()
    await expect.poll(() => page.locator('.contract-header h1').textContent()).toBe('Mutual NDA – keyboard only')
  })
})
