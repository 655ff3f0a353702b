import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { engineConfig, openWorkspace } from '../../electron/engine/index'
import { ensureWindowUser } from '../../electron/engine/services/workspace/owner'
import { hasChromium, openWindow, screenshot, type Window } from './helpers/browser'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { tempDir } from '../helpers/engine'
import { corpusAvailable, readCorpusFile } from '../fixtures/documents/corpus'
import { importedBeforeOcr } from '../fixtures/documents/imported-before-ocr'
import { imageOnlyPdf, pdftoppmAvailable, rasteriseCorpusPages } from '../fixtures/documents/scans'

/*
 * Scans in the window: the import list follows OCR page by page and cancels it; a contract
 * imported before Folio read scans offers to read its pages, and shows the text it gets.
 */
const OCR_TIMEOUT_MS = 240_000

describe.skipIf(!hasChromium || !corpusAvailable || !pdftoppmAvailable)('scanned contracts in the window', () => {
  let engine: ServedFolio
  let window: Window
  let page: Page
  let oldScan: string

  beforeAll(async () => {
    const dataDir = tempDir('folio-window-ocr-')
    const workspace = openWorkspace(engineConfig({ dataDir }), Date.now)
    const owner = await ensureWindowUser(workspace.ctx.db, Date.now())
    oldScan = importedBeforeOcr(workspace.ctx, owner, { fileName: 'Outsourcing contract (scan).pdf', bytes: readCorpusFile('pdf', 'cuad-09-scanned-outsourcing.pdf') }, 3)
    await workspace.close()
    engine = await serveDemo({ dataDir, demo: false })
    window = await openWindow({ link: await engine.windowLink() })
    page = window.page
  })
  afterAll(async () => {
    await window?.close()
    await engine?.stop()
  })

  it(
    'a contract imported before Folio read scans offers to read them, shows "OCR page n of 3", then its paragraphs',
    async () => {
      await page.goto(`${engine.url}/contracts/${oldScan}`)
      await page.getByText('No text has been read from this file').waitFor()
      await page.getByRole('button', { name: 'Read scanned pages (OCR)' }).click()
      await expect.poll(() => page.getByTestId('ocr-run').textContent(), { timeout: OCR_TIMEOUT_MS }).toMatch(/OCR page [1-3] of 3/)
      await screenshot(page, '20-ocr-running')
      await page.locator('[data-paragraph="1"]').waitFor({ timeout: OCR_TIMEOUT_MS })
      expect(await page.locator('.para__text').allTextContents()).toContain('Outsourcing Contract on Development of Miaoli Royal Resort Hotel')
      expect(await page.getByTestId('ocr-run').count()).toBe(0)
    },
    OCR_TIMEOUT_MS
  )

  it(
    'the import list shows OCR progress for a scan, and Cancel stops it with nothing imported',
    async () => {
      const before = await apiOf(engine).call('listContracts', { query: { pagesize: 200 } })
      const scan = await imageOnlyPdf(rasteriseCorpusPages('cuad-07-development.pdf', 2, 6, 150))
      await page.goto(`${engine.url}/import`)
      await page.locator('[data-testid="import-input"]').setInputFiles([{ name: 'development-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scan) }])
      await expect.poll(() => page.getByTestId('import-progress').textContent(), { timeout: OCR_TIMEOUT_MS }).toMatch(/OCR page [1-5] of 5/)
      await screenshot(page, '21-import-ocr')
      await page.getByRole('button', { name: 'Cancel development-scan.pdf' }).click()
      await expect.poll(() => page.locator('[data-import-state="cancelled"]').count(), { timeout: 30_000 }).toBe(1)
      expect(await page.locator('[data-import-state="cancelled"]').textContent()).toContain('Cancelled: nothing was imported')
      const after = await apiOf(engine).call('listContracts', { query: { pagesize: 200 } })
      expect(after.contracts.map((contract) => contract.id)).toEqual(before.contracts.map((contract) => contract.id))
    },
    OCR_TIMEOUT_MS
  )
})
