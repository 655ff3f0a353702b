import type { OcrPageOutcome } from '../ocr/ocr-page'
import type { ExtractionCoverage } from '../types'
import { formatCount } from '../../safety/limits'
import type { CoverageSettings, PdfText } from './pdf-text'

/**
 * What a PDF's extraction can vouch for. Text comes from the text layer, from OCR, or both
 * (`mixed`); coverage is complete only when every page that draws anything produced text, and
 * the warning names each page that did not, and why, and each page OCR read with low confidence.
 */
export function describePdfCoverage(text: PdfText, ocr: readonly OcrPageOutcome[], settings: CoverageSettings): ExtractionCoverage {
  const { lowConfidence } = settings
  const outcomes = new Map(ocr.map((outcome) => [outcome.page, outcome.status === 'blank' ? explainBlank(outcome.page, text, settings) : outcome]))
  const of = ` of ${text.pageCount}`
  const failures = new Map<string, number[]>()
  const empty: number[] = []
  const doubtful: Array<{ page: number; confidence: number }> = []
  let ocrPagesWithText = 0
  for (const page of text.textless) {
    const outcome = outcomes.get(page) ?? { page, status: 'failed', reason: 'it was not rendered' }
    if (outcome.status === 'failed') failures.set(outcome.reason, [...(failures.get(outcome.reason) ?? []), page])
    else if (outcome.status === 'read' && outcome.lines.length === 0) empty.push(page)
    else if (outcome.status === 'read') {
      ocrPagesWithText++
      if (outcome.confidence < lowConfidence) doubtful.push({ page, confidence: Math.round(outcome.confidence) })
    }
  }
  const layerPages = text.pageCount - text.textless.length
  const attempted = text.textless.some((page) => outcomes.get(page)?.status !== 'blank')
  const extraction = ocrPagesWithText > 0 ? (layerPages > 0 ? 'mixed' : 'ocr') : attempted && layerPages === 0 ? 'ocr' : 'pdf-text'

  const warnings: string[] = []
  for (const [reason, pages] of failures) {
    warnings.push(`${pages.length === 1 ? 'page' : 'pages'} ${formatPageList(pages)}${of} ${pages.length === 1 ? 'has' : 'have'} no text layer and could not be read by OCR: ${reason}`)
  }
  if (empty.length > 0) {
    warnings.push(`OCR found no text on ${empty.length === 1 ? 'page' : 'pages'} ${formatPageList(empty)}${of}, which ${empty.length === 1 ? 'has' : 'have'} no text layer`)
  }
  if (doubtful.length > 0) {
    const pages = doubtful.map(({ page, confidence }) => `${page} (${confidence})`).join(', ')
    warnings.push(
      `OCR read ${doubtful.length === 1 ? 'page' : 'pages'} ${pages}${of} with low confidence (mean word confidence under ${lowConfidence} of 100): ` +
        `check ${doubtful.length === 1 ? 'it' : 'them'} against the file`
    )
  }
  return { complete: failures.size === 0 && empty.length === 0, extraction, warning: warnings.length === 0 ? null : warnings.join('; ') }
}

/**
 * pdf.js leaves out images over the limit without a word, so a page drawing only such an image
 * renders blank: when the file declares one, a blank page is reported as not read, with why.
 */
function explainBlank(page: number, text: PdfText, settings: CoverageSettings): OcrPageOutcome {
  const image = text.largestImage
  if (image === null || image.width * image.height <= settings.maxImagePixels) return { page, status: 'blank' }
  const megapixels = (pixels: number) => formatCount(Math.round(pixels / 1e6))
  return {
    page,
    status: 'failed',
    reason:
      `the file holds an image of ${formatCount(image.width)} × ${formatCount(image.height)} pixels (${megapixels(image.width * image.height)} megapixels), ` +
      `more than the ${megapixels(settings.maxImagePixels)} megapixels Folio decodes, so nothing on the page was drawn (an image bomb, or an unusually large scan)`
  }
}

/** "1–3, 7, 9–10" */
export function formatPageList(pages: readonly number[]): string {
  const ranges: string[] = []
  let start = pages[0]
  let end = start
  for (const page of [...pages.slice(1), Number.NaN]) {
    if (start === undefined || end === undefined) break
    if (page === end + 1) {
      end = page
      continue
    }
    ranges.push(start === end ? String(start) : `${start}–${end}`)
    start = page
    end = page
  }
  return ranges.join(', ')
}
