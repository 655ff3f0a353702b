import { describe, expect, test } from 'vitest'
import { extractDocument, ocrSettings } from '../../../electron/engine/documents/extraction'
import { createExtractionPool } from '../../../electron/engine/documents/worker'
import { corpusAvailable, corpusSkipReason, readCorpusFile, withoutFilingStamps, wordF1 } from '../../fixtures/documents/corpus'
import { expectConsistentOffsets, paragraphTexts } from '../../fixtures/documents/extraction-assertions'
import { contractPdf, giantPagePdf, imageBombPdf, partlyScannedPdf } from '../../fixtures/documents/pdf-fixtures'
import { imageOnlyPdf, mixedPdf, pdftoppmAvailable, pdftoppmSkipReason, rasteriseCorpusPages, referencePages } from '../../fixtures/documents/scans'

// OCR reads a page in seconds; these tests read a handful of pages (the benchmark reads thirty).
const OCR_TIMEOUT_MS = 180_000

if (!corpusAvailable || !pdftoppmAvailable) describe('OCR of scanned CUAD pages', () => {
  test.skip(corpusAvailable ? pdftoppmSkipReason : corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable && pdftoppmAvailable)('OCR of scanned CUAD pages', () => {
  test(
    'cuad-09, the corpus scan (110 ppi JPEG, no text layer), is read by OCR: complete, and its words match the first three pages of cuad-01 with F1 >= 0.93',
    async () => {
      const extraction = await extractDocument(readCorpusFile('pdf', 'cuad-09-scanned-outsourcing.pdf'))
      const reference = withoutFilingStamps(referencePages('cuad-01-outsourcing.txt').slice(0, 3).join(''))
      const f1 = wordF1(extraction.fullText, reference)
      console.log(`cuad-09 by OCR: F1 ${f1.f1.toFixed(4)} (precision ${f1.precision.toFixed(4)}, recall ${f1.recall.toFixed(4)}), ${extraction.paragraphs.length} paragraphs`)
      expect(extraction.coverage).toEqual({ complete: true, extraction: 'ocr', warning: null })
      expect(extraction.pageCount).toBe(3)
      expect(f1.f1).toBeGreaterThanOrEqual(0.93)
      expectConsistentOffsets(extraction)
    },
    OCR_TIMEOUT_MS
  )

  test.each([
    { dpi: 300, file: 'cuad-07-development', first: 2, last: 3 },
    { dpi: 200, file: 'cuad-03-endorsement', first: 2, last: 3 }
  ])(
    '$file pages $first–$last scanned at $dpi dpi: OCR text matches CUAD reference text with F1 >= 0.97',
    async ({ dpi, file, first, last }) => {
      const scan = await imageOnlyPdf(rasteriseCorpusPages(`${file}.pdf`, first, last, dpi))
      const extraction = await extractDocument(scan)
      // Both pages carry the filing stamp at their foot: it is a running footer, and goes.
      const reference = withoutFilingStamps(referencePages(`${file}.txt`).slice(first - 1, last).join(''))
      const f1 = wordF1(extraction.fullText, reference)
      console.log(`${file} pages ${first}–${last} at ${dpi} dpi: F1 ${f1.f1.toFixed(4)} (precision ${f1.precision.toFixed(4)}, recall ${f1.recall.toFixed(4)})`)
      expect(extraction.coverage).toEqual({ complete: true, extraction: 'ocr', warning: null })
      expect(f1.f1).toBeGreaterThanOrEqual(0.97)
      expect(extraction.fullText.includes('Source: EL POLLO LOCO')).toBe(false)
      expectConsistentOffsets(extraction)
    },
    OCR_TIMEOUT_MS
  )

  test(
    'a mixed PDF keeps the text layer of its typed pages and fills the scanned page between them',
    async () => {
      const first = ['MASTER SERVICES AGREEMENT', '', '1. Services. The Supplier shall provide the services set out in Schedule 1.', '2. Term. This Agreement continues for three years.']
      const last = ['9. Notices. Notices under this Agreement must be given in writing.', '10. Counterparts. This Agreement may be signed in counterparts.']
      const [scanned] = rasteriseCorpusPages('cuad-07-development.pdf', 6, 6, 300)
      if (scanned === undefined) throw new Error('pdftoppm rendered no page')
      const extraction = await extractDocument(await mixedPdf([{ typed: first }, { scan: scanned }, { typed: last }]))
      const texts = paragraphTexts(extraction)
      expect(texts.slice(0, 3)).toEqual(first.filter((line) => line.length > 0))
      expect(texts.slice(-2)).toEqual(last)
      const middle = texts.slice(3, -2).join('\n')
      const f1 = wordF1(middle, referencePages('cuad-07-development.txt')[5] ?? '')
      console.log(`scanned page 6 of cuad-07 between typed pages: F1 ${f1.f1.toFixed(4)}`)
      expect(f1.f1).toBeGreaterThanOrEqual(0.97)
      expect(extraction.coverage).toEqual({ complete: true, extraction: 'mixed', warning: null })
      expectConsistentOffsets(extraction)
    },
    OCR_TIMEOUT_MS
  )
})

describe('pages OCR cannot read', () => {
  test('a page over its time budget is reported and its Tesseract replaced; the pool reads the next document as usual', async () => {
    const slow = ocrSettings({ pageBudgetMs: 50 })
    const expected = {
      complete: false,
      extraction: 'pdf-text',
      warning: 'page 2 of 3 has no text layer and could not be read by OCR: recognition took longer than 0.05 seconds'
    }
    expect((await extractDocument(await partlyScannedPdf(), undefined, undefined, { ocr: slow })).coverage).toEqual(expected)
    const pool = createExtractionPool({ size: 1, ocr: slow })
    try {
      expect((await pool.extract(await partlyScannedPdf())).coverage).toEqual(expected)
      expect((await pool.extract(await contractPdf())).paragraphs[0]?.text).toBe('SUPPLY AGREEMENT')
    } finally {
      await pool.close()
    }
  })

  test('a 20,000 × 20,000 point page is refused with its size and the limit, not rendered', async () => {
    const extraction = await extractDocument(await giantPagePdf())
    expect(extraction.paragraphs).toEqual([])
    expect(extraction.coverage).toEqual({
      complete: false,
      extraction: 'ocr',
      warning:
        'page 1 of 1 has no text layer and could not be read by OCR: it measures 277.8 × 277.8 inches (20,000 × 20,000 points), ' +
        'too large to render for OCR: Folio renders at least 150 dpi within 25 megapixels and 16,384 pixels a side'
    })
  })

  test('an image bomb (an image declaring 40,000 × 40,000 pixels in a few kilobytes) is refused without being decoded', async () => {
    const bomb = imageBombPdf(40_000, 40_000)
    expect(bomb.byteLength).toBeLessThan(20_000)
    const extraction = await extractDocument(bomb)
    expect(extraction.paragraphs).toEqual([])
    expect(extraction.coverage).toEqual({
      complete: false,
      extraction: 'ocr',
      warning:
        'page 1 of 1 has no text layer and could not be read by OCR: the file holds an image of 40,000 × 40,000 pixels (1,600 megapixels), ' +
        'more than the 60 megapixels Folio decodes, so nothing on the page was drawn (an image bomb, or an unusually large scan)'
    })
  })
})
