import type { PageLine } from '../pdf/page-lines'
import { loadPdfjs, openPdf, type PdfDocument } from '../pdf/pdfjs'
import { recognizedPageLines } from './ocr-lines'
import { OcrTimeoutError, type PageRecognizer } from './recognizer'
import { pageScan } from './page-scan'
import { isBlank, planRender, renderGrey } from './render-page'
import type { OcrSettings } from './settings'

/** What OCR made of one page without a text layer. */
export type OcrPageOutcome =
  | { page: number; status: 'read'; lines: PageLine[]; confidence: number }
  /** Nothing is drawn on it: no text is missing. */
  | { page: number; status: 'blank' }
  /** Not read; `reason` completes "page N was not read by OCR: …". */
  | { page: number; status: 'failed'; reason: string }

/** Opens a PDF for rendering pages; pdf.js takes `data` over. */
export async function openPdfForOcr(data: Uint8Array, settings: OcrSettings): Promise<PdfDocument> {
  return openPdf(await loadPdfjs(), data, { render: { maxImagePixels: settings.maxImagePixels } })
}

/** A page drawn for OCR, in grey, with the resolution it was drawn at. */
export interface RenderedPage {
  page: number
  pgm: Uint8Array
  dpi: number
  pixels: number
}

/**
 * Renders one page, in grey, ready for Tesseract (a page that is one scan and nothing else gives
 * the scan's own pixels, see pageScan): an outcome instead when there is nothing to
 * read (blank) or it cannot be drawn (too large, damaged). Images over the limit are never
 * decoded (pdf.js leaves them out). The page's decoded images are let go before returning, so
 * they are not held while the page is recognised.
 */
export async function renderForOcr(document: PdfDocument, pageNumber: number, settings: OcrSettings): Promise<RenderedPage | OcrPageOutcome> {
  const failed = (reason: string): OcrPageOutcome => ({ page: pageNumber, status: 'failed', reason })
  const page = await document.getPage(pageNumber)
  try {
    const plan = planRender(page, settings.render)
    if (!plan.ok) return failed(plan.reason)
    let drawn
    try {
      drawn = (await pageScan(page, (await loadPdfjs()).OPS, plan.dpi)) ?? { image: await renderGrey(page, plan), dpi: plan.dpi }
    } catch (error) {
      return failed(`it cannot be drawn (${error instanceof Error ? error.message : String(error)})`)
    }
    const { image, dpi } = drawn
    if (isBlank(image)) return { page: pageNumber, status: 'blank' }
    return { page: pageNumber, pgm: image.pgm, dpi, pixels: image.pixels.length }
  } finally {
    page.cleanup()
  }
}

/** Reads a rendered page with Tesseract; over its time budget, or failing, the page is reported. */
export async function recognizeRendered(rendered: RenderedPage, settings: OcrSettings, recognizer: PageRecognizer): Promise<OcrPageOutcome> {
  const { normalizeUnicode } = await loadPdfjs()
  try {
    const recognition = await recognizer.recognize(rendered.pgm, { dpi: rendered.dpi, pixels: rendered.pixels, budgetMs: settings.pageBudgetMs })
    const lines = recognizedPageLines(rendered.page, recognition.lines, rendered.dpi, normalizeUnicode)
    return { page: rendered.page, status: 'read', lines, confidence: recognition.confidence }
  } catch (error) {
    const reason = error instanceof OcrTimeoutError ? error.message : `recognition failed (${error instanceof Error ? error.message : String(error)})`
    return { page: rendered.page, status: 'failed', reason }
  }
}

/** Renders one page and reads it: every way a page can fail to be read is an outcome with its reason. */
export async function ocrPage(document: PdfDocument, pageNumber: number, settings: OcrSettings, recognizer: PageRecognizer): Promise<OcrPageOutcome> {
  const rendered = await renderForOcr(document, pageNumber, settings)
  return 'status' in rendered ? rendered : recognizeRendered(rendered, settings, recognizer)
}
