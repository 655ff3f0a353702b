import type { PageLine } from '../pdf/page-lines'
import { loadPdfjs, openPdf, type PdfDocument } from '../pdf/pdfjs'
import { recognizedPageLines } from './ocr-lines'
import { OcrTimeoutError, type PageRecognizer } from './recognizer'
import { encodePgm, isBlank, planRender, renderGrey } from './render-page'
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

/**
 * Renders one page and reads it with Tesseract. Every way a page can fail to be read (too large,
 * damaged drawing, over the time budget) is an outcome with its reason, so the rest of the
 * document is still read. Images over the limit are never decoded (pdf.js leaves them out).
 */
export async function ocrPage(document: PdfDocument, pageNumber: number, settings: OcrSettings, recognizer: PageRecognizer): Promise<OcrPageOutcome> {
  const { normalizeUnicode } = await loadPdfjs()
  const failed = (reason: string): OcrPageOutcome => ({ page: pageNumber, status: 'failed', reason })
  const page = await document.getPage(pageNumber)
  try {
    const plan = planRender(page, settings.render)
    if (!plan.ok) return failed(plan.reason)
    let image
    try {
      image = await renderGrey(page, plan)
    } catch (error) {
      return failed(`it cannot be drawn (${error instanceof Error ? error.message : String(error)})`)
    }
    if (isBlank(image)) return { page: pageNumber, status: 'blank' }
    try {
      const recognition = await recognizer.recognize(encodePgm(image), { dpi: plan.dpi, budgetMs: settings.pageBudgetMs })
      const lines = recognizedPageLines(pageNumber, recognition.lines, plan.dpi, normalizeUnicode)
      return { page: pageNumber, status: 'read', lines, confidence: recognition.confidence }
    } catch (error) {
      if (error instanceof OcrTimeoutError) return failed(error.message)
      return failed(`recognition failed (${error instanceof Error ? error.message : String(error)})`)
    }
  } finally {
    page.cleanup()
  }
}
