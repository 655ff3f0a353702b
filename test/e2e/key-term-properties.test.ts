import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { hasChromium, screenshot } from './helpers/browser'
import { openDemoWindow, type DemoWindow } from './helpers/demo'
import { contractDocx, importFiles } from '../helpers/documents'
import { KEY_TERM_PARAGRAPHS } from '../helpers/operation-inputs'
import { builtFolio } from '../helpers/folio-serve'

/*
 * The key-term → property mapping in the window, in headless Chromium against `folio serve --demo`:
 * a services agreement whose notice period (60 days) Folio reads, its Key terms panel, the Key term
 * properties screen reached from that panel and from the sidebar, and the panel following each
 * mapping saved there: nothing mapped, then another number property of the demo catalogue, then
 * Folio's default again.
 */
describe.skipIf(!hasChromium || !builtFolio)('choosing the property each key term fills', () => {
  let demo: DemoWindow | undefined
  let page: Page
  let contract: string

  beforeAll(async () => {
    demo = await openDemoWindow()
    page = demo.page
    const answer = await importFiles(demo.engine, [{ name: 'services agreement.docx', bytes: await contractDocx(KEY_TERM_PARAGRAPHS) }])
    contract = answer.imported[0]?.id ?? ''
  }, 180_000)
  afterAll(() => demo?.close())

  const url = (path: string) => `${demo?.engine.url ?? ''}${path}`
  const noticePeriod = (): Locator => page.locator('[data-term="noticePeriod"]')
  const textOf = async (locator: Locator) => ((await locator.count()) === 0 ? null : await locator.first().textContent())

  it('opens from the Key terms panel with the notice period on Folio’s default, and back', async () => {
    await page.goto(url(`/contracts/${contract}?panel=terms`))
    await page.getByTestId('key-terms').waitFor()
    await expect.poll(() => textOf(noticePeriod().locator('.key-term__changes li'))).toBe('Notice period: empty → becomes  60')
    await page.getByRole('link', { name: 'Choose which property each term fills' }).click()
    await page.getByRole('heading', { level: 1, name: 'Key term properties' }).waitFor()
    const select = page.getByLabel('Notice period')
    await expect.poll(() => select.inputValue()).toBe('default')
    expect(await select.locator('option:checked').textContent()).toBe('Follow Folio’s default (Notice period)')
    await page.getByRole('link', { name: 'Back to the contract' }).click()
    await page.getByTestId('key-terms').waitFor()
    await expect.poll(() => new URL(page.url()).search).toBe('?panel=terms')
  })

  it('maps the notice period to nothing, saved with the keyboard; the panel then says it cannot be applied', async () => {
    await page.getByRole('link', { name: 'Choose which property each term fills' }).click()
    const select = page.getByLabel('Notice period')
    await expect.poll(() => select.inputValue()).toBe('default')
    await select.selectOption('none')
    const save = page.getByRole('button', { name: 'Save' })
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => textOf(page.getByRole('status').filter({ hasText: /^Saved\./ }))).toBe(
      'Saved. The key term now fills the property chosen here when applied; contracts show the new mapping when next opened.'
    )
    await screenshot(page, '45-key-term-properties')
    await page.getByRole('link', { name: 'Back to the contract' }).click()
    await page.getByTestId('key-terms').waitFor()
    await expect.poll(() => textOf(noticePeriod().locator('.tag'))).toBe('Not applicable')
    await expect.poll(() => textOf(noticePeriod().locator('.key-term__problem'))).toBe(
      "Key term 'noticePeriod' (notice period) is mapped to no property: choose one in the key-term settings (PUT /local/settings/key-term-properties)"
    )
    expect(await noticePeriod().getByRole('button', { name: 'Apply notice period' }).count()).toBe(0)
  })

  it('maps the notice period to another number property from the sidebar; the panel proposes writing that one', async () => {
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Key term properties' }).click()
    const select = page.getByLabel('Notice period')
    await expect.poll(() => select.inputValue()).toBe('none')
    await select.selectOption('property:payment_terms_days')
    const save = page.getByRole('button', { name: 'Save' })
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.click()
    await page.getByRole('status').filter({ hasText: /^Saved\./ }).waitFor()
    await page.goto(url(`/contracts/${contract}?panel=terms`))
    await page.getByTestId('key-terms').waitFor()
    await expect.poll(() => textOf(noticePeriod().locator('.key-term__changes li'))).toBe('Payment terms: empty → becomes  60')
    await expect.poll(() => textOf(noticePeriod().locator('.tag'))).toBe('Proposed')
  })

  it('puts the notice period back on Folio’s default, still marked beside the choice; the panel proposes the default property again', async () => {
    await page.getByRole('link', { name: 'Choose which property each term fills' }).click()
    const select = page.getByLabel('Notice period')
    await expect.poll(() => select.inputValue()).toBe('property:payment_terms_days')
    expect(await select.locator('option[value="property:notice_period_days"]').textContent()).toBe('Notice period (number) — Folio’s default')
    await expect.poll(() => textOf(page.locator('#key-term-property-noticePeriod-hint'))).toBe(
      'Offers number properties that Folio may fill. Chosen for this workspace; Folio’s default would be Notice period (number).'
    )
    await select.selectOption({ label: 'Follow Folio’s default (Notice period)' })
    const save = page.getByRole('button', { name: 'Save' })
    await expect.poll(() => save.isEnabled()).toBe(true)
    await save.click()
    await expect.poll(() => textOf(page.locator('#key-term-property-noticePeriod-hint'))).toBe(
      'Offers number properties that Folio may fill. Follows Folio’s default for this workspace’s properties: Notice period (number).'
    )
    await page.getByRole('link', { name: 'Back to the contract' }).click()
    await page.getByTestId('key-terms').waitFor()
    await expect.poll(() => textOf(noticePeriod().locator('.key-term__changes li'))).toBe('Notice period: empty → becomes  60')
    await expect.poll(() => textOf(noticePeriod().locator('.tag'))).toBe('Proposed')
  })
})
