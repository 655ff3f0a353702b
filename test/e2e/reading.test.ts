import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, SCREENSHOT_FOLDER, type Window } from './helpers/browser'
import { contractDocx } from '../helpers/documents'
import { apiOf, repoRoot, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { longSaasAgreement } from './helpers/long-contract'

/*
 * The window in headless Chromium against `folio serve --demo`: the list and its filters, importing
 * a document, reading it, reviewing it against a playbook, and searching it.
 */
const corpus = join(repoRoot, '..', 'shared', 'corpus')
const LONG_PARAGRAPHS = longSaasAgreement(420)

describe.skipIf(!hasChromium)('reading and reviewing in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page

  beforeAll(async () => {
    engine = await serveDemo()
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
    console.log(`Screenshots of the main screens: ${SCREENSHOT_FOLDER}`)
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  const rows = () => page.locator('[data-contract-row]')

  it('lists the demo contracts and narrows them with filters kept in the URL', async () => {
    await page.goto(`${engine.url}/contracts`)
    await rows().first().waitFor()
    await expect.poll(() => page.locator('[data-testid="engine-status"]').textContent()).toContain('Engine ready')
    await screenshot(page, '01-contracts')

    await page.getByRole('button', { name: 'Executed', exact: true }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('5')
    await expect.poll(async () => [...new Set(await rows().locator('.status-badge').allTextContents())]).toEqual(['Executed'])

    await page.getByLabel('Name or reference').fill('Services Agreement')
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('Services Agreement')
    // Some rows, each a match: an empty list (the filtered page still loading) is no answer yet.
    const matching = async () => {
      const names = await rows().locator('.grid__title').allTextContents()
      return names.length > 0 && names.every((name) => name.includes('Services Agreement'))
    }
    await expect.poll(matching).toBe(true)

    // The same view, opened from its address alone.
    const shared = page.url()
    await page.goto(shared)
    await rows().first().waitFor()
    await expect.poll(() => page.getByRole('button', { name: 'Executed', exact: true }).getAttribute('aria-pressed')).toBe('true')
    expect(await page.getByLabel('Name or reference').inputValue()).toBe('Services Agreement')
  })

  it('moves through the list with the keyboard and opens a contract with Enter', async () => {
    await page.goto(`${engine.url}/contracts`)
    await rows().first().waitFor()
    await page.keyboard.press('/')
    await expect.poll(() => page.locator(':focus').getAttribute('id')).toBe('filter-keyword')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.locator(':focus').getAttribute('data-contract-grid')).toBe('')
    await page.keyboard.press('ArrowDown')
    const second = await rows().nth(1).getAttribute('data-contract-row')
    expect(await rows().nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await page.waitForURL(`**/contracts/${second}`)
    await page.locator('.contract-header h1').waitFor()
  })

  it('imports documents dropped or picked, with progress for each file', async () => {
    await page.goto(`${engine.url}/import`)
    const files = [{ name: 'SaaS Subscription Agreement – Lumen Cloud.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from(await contractDocx(LONG_PARAGRAPHS)) }]
    const pdf = join(corpus, 'pdf', 'cuad-01-outsourcing.pdf')
    if (existsSync(pdf)) files.push({ name: 'cuad-01-outsourcing.pdf', mimeType: 'application/pdf', buffer: readFileSync(pdf) })
    await page.locator('[data-testid="import-input"]').setInputFiles(files)
    await expect.poll(() => page.locator('[data-import-state="imported"]').count(), { timeout: 30_000 }).toBe(files.length)
    expect(await page.locator('.imports__header span').first().textContent()).toBe(`${files.length} of ${files.length} done`)
    await screenshot(page, '02-import')
  })

  it('opens the imported contract and reads its numbered paragraphs', async () => {
    await page.goto(`${engine.url}/contracts?keyword=${encodeURIComponent('Lumen Cloud')}&type=external`)
    await rows().first().click()
    await page.locator('[data-paragraph="1"]').waitFor()
    await expect.poll(() => page.locator('[data-paragraph="1"] .para__text').textContent()).toBe(LONG_PARAGRAPHS[0])
    expect(await page.locator('.document-pane__meta').textContent()).toContain(`${LONG_PARAGRAPHS.length} paragraphs`)
    // Virtualised: a few dozen paragraphs in the DOM, not hundreds.
    expect(await page.locator('[data-paragraph]').count()).toBeLessThan(60)
    await screenshot(page, '03-contract')
  })

  it('runs a playbook and jumps to a highlighted match far down the document', async () => {
    await page.getByRole('tab', { name: 'Playbook review' }).click()
    const option = await page.locator('#review-playbook option', { hasText: 'Standard SaaS Buyer Playbook' }).first().getAttribute('value')
    await page.locator('#review-playbook').selectOption(option ?? '')
    await page.getByTestId('coverage-summary').waitFor()
    await expect.poll(() => page.locator('.coverage__headline').textContent()).toBe('4 of 10 positions found')
    await page.getByRole('button', { name: /^Service availability/ }).click()

    const target = LONG_PARAGRAPHS.length
    const paragraph = page.locator(`.para.is-focused[data-paragraph="${target}"]`)
    await paragraph.waitFor()
    await expect.poll(() => paragraph.isVisible()).toBe(true)
    const marks = await paragraph.locator('mark.hl--match').allTextContents()
    expect(marks).toEqual(expect.arrayContaining(['service level', '99.9% availability']))
    expect(new URL(page.url()).searchParams.get('position')).toBe('10')
    await screenshot(page, '04-review')
  })

  it('searches the selected contracts and opens a paragraph from its evidence', async () => {
    await page.goto(`${engine.url}/contracts?keyword=${encodeURIComponent('Lumen Cloud')}&type=external`)
    await rows().first().locator('input[type="checkbox"]').check()
    await page.getByRole('button', { name: 'Search in selected' }).click()
    await page.waitForURL('**/search?scope=chosen')
    expect(await page.getByRole('radio', { name: /^Chosen contracts \(1\)$/ }).isChecked()).toBe(true)
    await page.getByLabel('Search every contract').fill('service credits')
    await page.keyboard.press('Enter')
    const evidence = page.locator('[data-evidence]').first()
    await evidence.waitFor()
    await expect.poll(() => evidence.locator('mark.hl--search').first().textContent()).toMatch(/^service$/i)
    await screenshot(page, '05-search')
    const number = await evidence.getAttribute('data-evidence')
    await evidence.click()
    const focused = page.locator(`.para.is-focused[data-paragraph="${number}"]`)
    await focused.waitFor()
    await expect.poll(() => focused.locator('mark.hl--search').count()).toBeGreaterThan(0)
  })

  it('opens a contract from a shared deep link', async () => {
    const list = await apiOf(engine).call('listContracts', { query: { pagesize: 1 } })
    const first = list.contracts[0]!
    const html = await (await fetch(`${engine.url}/contracts/${first.id}`)).text()
    // A page served at a nested address resolves ./assets/… under that address, where no script is.
    expect(html, 'the built page must load its assets from the root (/assets/…)').toMatch(/src="\/assets\//)
    await page.goto(`${engine.url}/contracts/${first.id}`)
    await page.locator('.contract-header h1').waitFor({ timeout: 10_000 })
    expect(await page.locator('.contract-header h1').textContent()).toBe(first.name)
  })

  it('shows the renewals ahead as a timeline with counts by status', async () => {
    await page.goto(`${engine.url}/renewals?days=180`)
    await page.locator('svg.timeline').waitFor()
    await expect.poll(() => page.locator('circle.timeline__dot').count()).toBeGreaterThan(0)
    expect(await page.locator('.status-counts__row').count()).toBeGreaterThan(0)
    await screenshot(page, '06-renewals')
    await page.emulateMedia({ colorScheme: 'dark' })
    await screenshot(page, '07-renewals-dark')
    await page.emulateMedia({ colorScheme: 'light' })
  })
})
