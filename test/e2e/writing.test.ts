import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import { hasChromium, openWindow, screenshot, SCREENSHOT_FOLDER, type Window } from './helpers/browser'
import { importLetterTemplate } from '../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'

/*
 * Changing things from the window: a property with the engine's validation, a status, and a new
 * contract generated from a template (saved, then exported).
 */
describe.skipIf(!hasChromium)('editing and drafting in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let contract: ResponseOf<'getContract'>

  beforeAll(async () => {
    engine = await serveDemo()
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
    console.log(`Screenshots of the main screens: ${SCREENSHOT_FOLDER}`)
    const list = await apiOf(engine).call('listContracts', { query: { pagesize: 100 } })
    for (const item of list.contracts) {
      const detail = await apiOf(engine).call('getContract', { params: { id: item.id } })
      if ('payment_terms_days' in detail.properties) {
        contract = detail
        break
      }
    }
    if (!contract) throw new Error('The demo has no contract with payment terms')
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  async function openContract() {
    await page.goto(`${engine.url}/contracts?keyword=${encodeURIComponent(contract.reference)}`)
    await page.locator(`[data-contract-row="${contract.id}"]`).click()
    await page.locator('.contract-header h1').waitFor()
  }

  it('edits a property: the engine’s error appears by the field, then the value saves', async () => {
    await openContract()
    const row = page.locator('[data-property="payment_terms_days"]')
    await row.getByRole('button', { name: /^Edit Payment terms/ }).click()
    await row.getByRole('textbox').fill('soon')
    await row.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => row.getByRole('alert').textContent()).toBe(`property 'payment_terms_days' expects a number or a numeric string, got "soon"`)
    await screenshot(page, '08-property-error')

    const next = contract.properties['payment_terms_days']?.value === 60 ? 30 : 60
    await row.getByRole('textbox').fill(String(next))
    await row.getByRole('button', { name: 'Save' }).click()
    await row.getByText('Saved').waitFor()
    await expect.poll(() => row.locator('.property__show > span').first().textContent()).toBe(`${next} days`)
    const stored = await apiOf(engine).call('getContract', { params: { id: contract.id } })
    expect(stored.properties['payment_terms_days']?.value).toBe(next)
  })

  it('changes the status, and the list shows the new label', async () => {
    await openContract()
    const select = page.locator('#contract-status')
    const current = await select.inputValue()
    const next = current === '4' ? '5' : '4'
    await select.selectOption(next)
    await expect.poll(async () => (await apiOf(engine).call('listContracts', { query: { keyword: contract.reference } })).contracts[0]?.status.code).toBe(Number(next))
    const label = (await select.locator(`option[value="${next}"]`).textContent()) ?? ''
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => page.locator(`[data-contract-row="${contract.id}"] .status-badge`).textContent()).toBe(label)
  })

  it('generates from a template: errors by the fields, then a saved contract', async () => {
    await page.goto(`${engine.url}/generate`)
    await page.getByRole('link', { name: /Mutual Non-Disclosure Agreement/ }).click()
    await page.getByRole('button', { name: 'Save as contract' }).waitFor()
    await page.getByRole('button', { name: 'Save as contract' }).click()
    const effectiveDate = page.locator('[data-field="field-values-effectiveDate"]')
    await expect.poll(() => effectiveDate.getByRole('alert').textContent()).toBe('values.effectiveDate is required')
    await screenshot(page, '09-generate-errors')

    await effectiveDate.getByRole('textbox').fill('2026-12-01')
    const purpose = page.locator('[data-field="field-values-purpose"]')
    await purpose.getByRole('button', { name: 'Use' }).click()
    await page.locator('[data-field="field-values-disclosurePeriodMonths"]').getByRole('textbox').fill('12')
    await page.locator('[data-field="field-values-governingLaw"]').getByRole('textbox').fill('England and Wales')
    await page.locator('[data-field="field-values-counterparty-name"]').getByRole('textbox').fill('Crescent Data Centres Ltd')
    await page.locator('[data-field="field-values-counterparty-type"]').getByText('A legal entity').click()
    await page.getByLabel('Contract name').fill('Mutual NDA – Crescent Data Centres')

    await page.getByRole('button', { name: 'Save as contract' }).click()
    const open = page.getByRole('link', { name: 'Open the contract' })
    await open.waitFor()
    await expect.poll(() => page.locator('.field-errors, .notice--error').count()).toBe(0)
    await screenshot(page, '10-generate-saved')

    await open.click()
    await page.locator('.contract-header h1').waitFor()
    await expect.poll(() => page.locator('.contract-header h1').textContent()).toBe('Mutual NDA – Crescent Data Centres')
  })

  it('exports a .docx from a template whose body Folio holds, with the reference printed, storing nothing', async () => {
    const template = await importLetterTemplate(engine)
    const before = await apiOf(engine).call('listContracts', { query: { pagesize: 1 } })
    await page.goto(`${engine.url}/generate`)
    await page.getByRole('link', { name: /Letter of Intent/ }).click()
    await page.locator('[data-field="field-values-buyer"]').getByRole('textbox').fill('Crescent Data Centres Ltd')
    await page.getByLabel('Reference printed in the export').fill('LOI-2026-014')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export .docx' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.docx$/)
    expect(readFileSync((await file.path()) ?? '').subarray(0, 2).toString('latin1')).toBe('PK')
    await page.getByText(`Exported ${file.suggestedFilename()}. Nothing was stored in the workspace.`).waitFor()
    const after = await apiOf(engine).call('listContracts', { query: { pagesize: 1 } })
    expect(after.contracts[0]?.id).toBe(before.contracts[0]?.id)
    expect(template.name).toBe('Letter of Intent')
  })
})
