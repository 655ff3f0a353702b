import { describe, expect, test } from 'vitest'
import { extractDocument } from '../../../electron/engine/documents/extraction'
import {
  corpusAvailable,
  corpusSkipReason,
  readCorpusFile,
  readCorpusText,
  readCuadManifest,
  withoutFilingStamps,
  wordF1
} from '../../fixtures/documents/corpus'
import { expectConsistentOffsets } from '../../fixtures/documents/extraction-assertions'

const MIN_F1 = 0.97
const withTextLayer = readCuadManifest().filter((entry) => entry.text !== null)

if (!corpusAvailable) describe('CUAD PDFs', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('CUAD PDFs with a text layer', () => {
  test.each(withTextLayer.map((entry) => [entry.file, entry.text ?? ''] as const))(
    '%s: its words match CUAD reference text with F1 >= 0.97',
    async (file, referenceFile) => {
      const extraction = await extractDocument(readCorpusFile('pdf', file))
      const reference = readCorpusText('pdf', referenceFile)
      const body = wordF1(extraction.fullText, withoutFilingStamps(reference))
      const raw = wordF1(extraction.fullText, reference)
      console.log(
        `${file}: body F1 ${body.f1.toFixed(4)} (precision ${body.precision.toFixed(4)}, recall ${body.recall.toFixed(4)}); ` +
          `against the reference with its per-page filing stamps ${raw.f1.toFixed(4)}; ` +
          `${extraction.pageCount} pages, ${extraction.paragraphs.length} paragraphs`
      )
      expect(extraction.kind).toBe('pdf')
      expect(body.f1).toBeGreaterThanOrEqual(MIN_F1)
      expectConsistentOffsets(extraction)
    }
  )

  test('a PDF whose pages carry the filing stamp as a footer loses it: cuad-06 has no "Source:" line', async () => {
    const extraction = await extractDocument(readCorpusFile('pdf', 'cuad-06-co-branding.pdf'))
    expect(extraction.fullText.includes('Source: PCQUOTE COM INC')).toBe(false)
    expect(extraction.paragraphs[0]?.text).toBe('[LOGO]')
    expect(extraction.paragraphs[1]?.text).toBe('AMENDMENT TO SECTION 2, PART B OF THE CO-BRANDING AGREEMENT')
  })

  test('running headers and "Page n" footers of cuad-02 are dropped, the body keeps its clauses in order', async () => {
    const extraction = await extractDocument(readCorpusFile('pdf', 'cuad-02-strategic-alliance.pdf'))
    const texts = extraction.paragraphs.map((paragraph) => paragraph.text)
    expect(texts.filter((text) => text === 'KALLO - MOBILECARE')).toEqual([])
    expect(texts.filter((text) => /^Page \d+$/.test(text))).toEqual([])
    const headings = texts.filter((text) => /^\d+\.[A-Z]{3}/.test(text))
    expect(headings.slice(0, 5)).toEqual([
      '1.DEFINITIONS',
      '2.KALLO SALES AGENT PROGRAM TERMS AND CONDITIONS',
      '3.WARRANTY AND LIMITATIONS',
      '4.CONFIDENTIALITY',
      '5.TRADEMARKS'
    ])
  })
})
