import { afterEach, describe, expect, test } from 'vitest'
import { ocrSettings } from '../../../electron/engine/documents/extraction'
import { PageRecognizer } from '../../../electron/engine/documents/extraction/ocr/recognizer'
import { greyImage, type GreyImage } from '../../../electron/engine/documents/extraction/ocr/render-page'
import { createExtractionPool } from '../../../electron/engine/documents/worker'
import { corpusAvailable, corpusSkipReason, wordF1 } from '../../fixtures/documents/corpus'
import { mixedPdf, pdftoppmAvailable, pdftoppmSkipReason, rasteriseCorpusPages, referencePages } from '../../fixtures/documents/scans'

// Starting Tesseract (its WebAssembly, the model) takes a second or more on a busy machine.
const TIMEOUT_MS = 240_000

function whitePage(width: number, height: number): GreyImage {
  const image = greyImage(width, height)
  image.pixels.fill(255)
  return image
}

describe('a Tesseract worker that read a page larger than the bound', () => {
  let recognizer: PageRecognizer | null = null
  afterEach(async () => {
    await recognizer?.close()
  })

  test(
    'is ended after that page, and the next page starts a fresh one; pages within the bound keep it',
    async () => {
      const { languages } = ocrSettings()
      // A fake bound of 1,000 pixels: 20 × 20 is within it, 40 × 40 is over it.
      const current = new PageRecognizer(languages, { recycleAbovePixels: 1_000 })
      recognizer = current
      const read = async (image: GreyImage) => current.recognize(image.pgm, { dpi: 300, pixels: image.pixels.length, budgetMs: TIMEOUT_MS })
      await read(whitePage(20, 20))
      await read(whitePage(20, 20))
      expect(current.started).toBe(1)
      expect(await read(whitePage(40, 40))).toEqual({ lines: [], confidence: 0 })
      expect(current.started).toBe(1)
      await read(whitePage(20, 20))
      expect(current.started).toBe(2)
    },
    TIMEOUT_MS
  )
})

const ready = corpusAvailable && pdftoppmAvailable
if (!ready) describe('a Tesseract worker recycled between scanned CUAD pages', () => {
  test.skip(corpusAvailable ? pdftoppmSkipReason : corpusSkipReason, () => undefined)
})

describe.runIf(ready)('a Tesseract worker recycled between scanned CUAD pages', () => {
  test(
    'reads the same text as one kept from page to page',
    async () => {
      const scans = rasteriseCorpusPages('cuad-06-co-branding.pdf', 1, 2, 300)
      const pdf = await mixedPdf([{ typed: ['This page has a text layer.'] }, ...scans.map((scan) => ({ scan }))])
      const kept = createExtractionPool({ size: 1 })
      // Every page is over a bound of one pixel: each is read by a fresh Tesseract.
      const recycled = createExtractionPool({ size: 1, ocr: ocrSettings({ recycleAbovePixels: 1 }) })
      try {
        const a = await kept.extract(pdf)
        const b = await recycled.extract(pdf)
        expect(a.coverage.extraction).toBe('mixed')
        expect(a.paragraphs[0]?.text).toBe('This page has a text layer.')
        const references = referencePages('cuad-06-co-branding.txt').slice(0, 2).join('\n')
        expect(wordF1(a.paragraphs.slice(1).map((paragraph) => paragraph.text).join('\n'), references).f1).toBeGreaterThanOrEqual(0.9)
        expect(b.paragraphs.map((paragraph) => paragraph.text)).toEqual(a.paragraphs.map((paragraph) => paragraph.text))
        expect(b.coverage).toEqual(a.coverage)
      } finally {
        await Promise.all([kept.close(), recycled.close()])
      }
    },
    TIMEOUT_MS
  )
})
