import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { contractDocx, importFiles, SAAS_AGREEMENT } from '../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { readTrackedChanges } from '../fixtures/compare/tracked-changes'
import { longSaasAgreement } from './helpers/long-contract'

/*
 * Versions in the window, in headless Chromium against `folio serve --demo`: the counterparty's
 * draft uploaded from the contract page (the button, then a file dropped on the page), the two
 * versions compared side by side and inline, stepped through with n and p, read through a
 * playbook, and exported as a tracked-changes .docx.
 */
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const ORIGINAL = longSaasAgreement(120)
const SERVICE_LEVELS = SAAS_AGREEMENT[1] ?? ''
const DATA_PROTECTION = '5A. Data protection. The Supplier shall process personal data only on the Customer’s documented instructions.'
/** Their draft: a longer notice of fee increases, the service levels struck out, a data protection clause added. */
const THEIR_DRAFT = ORIGINAL.flatMap((text) => {
  if (text === SERVICE_LEVELS) return []
  if (text.startsWith('4. Fees.')) return [text.replace('thirty days written notice', 'ninety days written notice')]
  if (text.startsWith('5. Licence.')) return [text, DATA_PROTECTION]
  return [text]
})
/** Their second draft, dropped on the page: the governing law changed too. */
const SECOND_DRAFT = THEIR_DRAFT.map((text) => text.replace('the laws of England and Wales', 'the laws of the State of New York'))

describe.skipIf(!hasChromium)('versions and comparing them in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let id: string

  beforeAll(async () => {
    engine = await serveDemo()
    const imported = await importFiles(engine, [{ name: 'SaaS Agreement – Northwind.docx', bytes: await contractDocx(ORIGINAL) }])
    const first = imported.imported[0]
    if (!first) throw new Error(`the import failed: ${JSON.stringify(imported.failed)}`)
    id = first.id
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it('uploads the counterparty’s draft as a new version with the button, and reads it at once', async () => {
    await page.goto(`${engine.url}/contracts/${id}`)
    await page.locator('[data-paragraph="1"]').waitFor()
    await expect.poll(() => page.locator('.document-pane__meta').textContent()).toContain(`${ORIGINAL.length} paragraphs`)
    await page.locator('[data-testid="version-input"]').setInputFiles({ name: 'SaaS Agreement – their draft.docx', mimeType: DOCX, buffer: Buffer.from(await contractDocx(THEIR_DRAFT)) })
    await page.getByText(`Version 2 added (SaaS Agreement – their draft.docx, ${THEIR_DRAFT.length} paragraphs)`).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('.document-pane__meta').textContent()).toContain(`${THEIR_DRAFT.length} paragraphs`)
  })

  it('takes a file dropped on the contract page as the next version, not as a new contract', async () => {
    // The file as the page receives a dropped one: a DataTransfer built in the page itself.
    const bytes = JSON.stringify([...(await contractDocx(SECOND_DRAFT))])
    const transfer = await page.evaluateHandle(
      `(() => { const dataTransfer = new DataTransfer(); dataTransfer.items.add(new File([new Uint8Array(${bytes})], ${JSON.stringify('SaaS Agreement – second draft.docx')}, { type: ${JSON.stringify(DOCX)} })); return dataTransfer })()`
    )
    await page.dispatchEvent('.page--contract', 'dragover', { dataTransfer: transfer })
    await page.getByText('Drop to upload a new version').waitFor()
    await page.dispatchEvent('.page--contract', 'drop', { dataTransfer: transfer })
    await page.getByText(/^Version 3 added \(SaaS Agreement – second draft\.docx/).waitFor({ timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe(`/contracts/${id}`)

    await page.getByRole('tab', { name: 'Versions' }).click()
    await expect.poll(() => page.locator('[data-version]').count()).toBe(3)
    expect(await page.locator('[data-version]').first().textContent()).toContain('SaaS Agreement – second draft.docx')
    await screenshot(page, '20-versions')
  })

  it('compares version 1 with version 3 side by side and steps through the changes with n and p', async () => {
    await page.locator('#compare-older').selectOption('1')
    await page.locator('#compare-newer').selectOption('3')
    await page.getByRole('button', { name: 'Compare', exact: true }).click()
    await page.waitForURL(`**/contracts/${id}/compare?old=1&new=3`)
    await page.locator('[data-testid="compare-summary"]').waitFor()

    const expected = await apiOf(engine).call('compareTexts', { body: { old: { contractId: id, version: 1 }, new: { contractId: id, version: 3 }, text: false } })
    expect(expected.summary).toMatchObject({ changed: 2, inserted: 1, deleted: 1, moved: 0 })
    const changes = expected.entries.flatMap((entry, row) => (entry.kind === 'equal' ? [] : [row]))
    expect(await page.locator('[data-testid="compare-summary"]').textContent()).toContain('2 changed1 inserted1 deleted0 moved')
    expect(await page.getByTestId('change-position').textContent()).toBe(`${changes.length} changes`)
    expect(await page.locator('[data-change]').count()).toBe(changes.length)

    const current = page.locator('.compare-row[aria-current="true"]')
    await page.keyboard.press('n')
    await expect.poll(() => page.getByTestId('change-position').textContent()).toBe(`Change 1 of ${changes.length}`)
    await expect.poll(() => current.getAttribute('data-row')).toBe(String(changes[0]))
    await page.keyboard.press('n')
    await page.keyboard.press('n')
    await expect.poll(() => page.getByTestId('change-position').textContent()).toBe(`Change 3 of ${changes.length}`)
    await page.keyboard.press('p')
    await expect.poll(() => page.getByTestId('change-position').textContent()).toBe(`Change 2 of ${changes.length}`)
    await expect.poll(() => current.getAttribute('data-row')).toBe(String(changes[1]))
    await expect.poll(() => current.isVisible()).toBe(true)

    // The third change is the governing law, far down: n brings it into view with its words marked.
    await page.keyboard.press('n')
    await expect.poll(() => page.getByTestId('change-position').textContent()).toBe(`Change 3 of ${changes.length}`)
    await expect.poll(() => current.isVisible()).toBe(true)
    expect(await current.locator('.compare-cell--old del.diff-del').allTextContents()).toEqual(['England and Wales'])
    expect(await current.locator('.compare-cell--new ins.diff-ins').allTextContents()).toEqual(['the State of New York'])
    expect(await page.locator('.changes__item.is-current').textContent()).toContain(`Changed ¶ ${expected.entries[changes[2] ?? 0]?.oldNumber}`)
    // The last is the service levels struck out, at the very end of the older text.
    await page.keyboard.press('n')
    await expect.poll(() => page.getByTestId('change-position').textContent()).toBe(`Change 4 of ${changes.length}`)
    await expect.poll(() => current.getAttribute('data-kind')).toBe('deleted')
    await expect.poll(() => current.isVisible()).toBe(true)
    expect(await current.locator('.compare-cell--old del.diff-del').allTextContents()).toEqual([SERVICE_LEVELS])
    await screenshot(page, '21-compare-side-by-side')

    await page.keyboard.press('p')
    await page.getByRole('radio', { name: 'Inline' }).click()
    await expect.poll(() => current.locator('.compare-cell--inline').count()).toBe(1)
    expect(await current.locator('del.diff-del').allTextContents()).toEqual(['England and Wales'])
    expect(await current.locator('ins.diff-ins').allTextContents()).toEqual(['the State of New York'])
    expect(new URL(page.url()).searchParams.get('view')).toBe('inline')
    await screenshot(page, '22-compare-inline')
  })

  it('reads the changes through a playbook: the service levels no longer match', async () => {
    const playbooks = await apiOf(engine).call('listPlaybooks')
    const playbook = playbooks.playbooks.find((p) => p.name === 'Standard SaaS Buyer Playbook')
    if (!playbook) throw new Error('the demo has no Standard SaaS Buyer Playbook')
    await page.getByRole('tab', { name: 'Playbook lens' }).click()
    await page.locator('#lens-playbook').selectOption(playbook.id)
    await page.getByTestId('lens-summary').waitFor({ timeout: 15_000 })
    const lost = page.locator('.lens__section', { hasText: 'No longer matches' })
    await expect.poll(() => lost.locator('.lens__item strong').allTextContents()).toContain('Service availability')
    await screenshot(page, '23-compare-lens')
    await lost.locator('.lens__item', { hasText: 'Service availability' }).getByRole('button').click()
    await expect.poll(() => page.locator('.compare-row[aria-current="true"]').getAttribute('data-kind')).toBe('deleted')
    await page.getByRole('tab', { name: 'Changes' }).click()
    await expect.poll(() => page.locator('.changes__item.is-current .changes__positions').textContent()).toContain('Service availability')
    await screenshot(page, '24-compare-changes-with-positions')
  })

  it('exports the redline: a .docx whose tracked changes turn version 1 into version 3', async () => {
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export redline' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('SaaS Agreement – Northwind v3 redline.docx')
    const xml = readTrackedChanges(new Uint8Array(readFileSync((await file.path()) ?? '')))
    expect(xml.insertions.length).toBeGreaterThan(0)
    expect(xml.deletions.length).toBeGreaterThan(0)
    expect([...xml.authors]).toEqual(['Folio'])
    expect(xml.accepted).toEqual(SECOND_DRAFT)
    expect(xml.rejected).toEqual(ORIGINAL)
  })
})
