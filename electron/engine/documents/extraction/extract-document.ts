import { DocumentError, resolveDocumentLimits, type DocumentLimits } from '../safety'
import { detectDocumentKind } from './detect-kind'
import type { OcrPageOutcome } from './ocr/ocr-page'
import type { OcrSettings } from './ocr/settings'
import { assemblePdf, readPdfText, type PdfText } from './pdf/extract-pdf'
import type { DocumentKind, Extraction, ExtractionProgress } from './types'

export interface ExtractionRequest {
  /** The kind the caller expects; refused when the bytes say otherwise. */
  kind?: DocumentKind
  limits?: Partial<DocumentLimits>
  /**
   * The caller hands the bytes over and will not read them again, so the PDF parser may take
   * their buffer instead of a copy.
   */
  ownsBytes: boolean
}

/**
 * The first pass over a document: a .docx, or a PDF whose every page has a text layer, is done;
 * a PDF with pages without one goes on to OCR with its text layer read.
 */
export type FirstPass = { pass: 'done'; extraction: Extraction } | { pass: 'ocr'; text: PdfText }

export async function readDocument(bytes: Uint8Array, request: ExtractionRequest): Promise<FirstPass> {
  const limits = resolveDocumentLimits(request.limits)
  const detected = detectDocumentKind(bytes)
  if (request.kind !== undefined && request.kind !== detected) {
    throw new DocumentError(
      'unsupported_type',
      `the file was sent as a .${request.kind} but its contents are ${detected === 'pdf' ? 'a PDF' : 'a ZIP archive such as a .docx'}`
    )
  }
  // Each kind's reader is loaded when a file of that kind comes: reading PDFs never holds mammoth.
  if (detected === 'docx') {
    const { extractDocx } = await import('./docx/extract-docx')
    return { pass: 'done', extraction: await extractDocx(bytes, limits) }
  }
  const text = await readPdfText(bytes, limits, { ownsBytes: request.ownsBytes })
  // Without pages to read by OCR, its settings never apply.
  return text.textless.length === 0 ? { pass: 'done', extraction: assemblePdf(text, [], { lowConfidence: 0, maxImagePixels: 0 }) } : { pass: 'ocr', text }
}

/**
 * The whole extraction on the calling thread, OCR included, one page after another. The engine
 * goes through the worker pool instead (../worker), which reads pages on several threads.
 */
export async function extractDocumentBytes(
  bytes: Uint8Array,
  request: Omit<ExtractionRequest, 'ownsBytes'> & { ocr: OcrSettings; onProgress?: (progress: ExtractionProgress) => void }
): Promise<Extraction> {
  request.onProgress?.({ phase: 'reading' })
  // OCR reads the file again after the text layer: pdf.js may not take these bytes over.
  const first = await readDocument(bytes, { ...request, ownsBytes: false })
  if (first.pass === 'done') return first.extraction
  const { text } = first
  const [{ ocrPage, openPdfForOcr }, { PageRecognizer }] = await Promise.all([import('./ocr/ocr-page'), import('./ocr/recognizer')])
  const document = await openPdfForOcr(bytes.slice(), request.ocr)
  const recognizer = new PageRecognizer(request.ocr.languages, request.ocr)
  const outcomes: OcrPageOutcome[] = []
  try {
    for (const [done, page] of text.textless.entries()) {
      request.onProgress?.({ phase: 'ocr', done, pages: text.textless.length })
      outcomes.push(await ocrPage(document, page, request.ocr, recognizer))
    }
  } finally {
    await recognizer.close()
    await document.destroy()
  }
  return assemblePdf(text, outcomes, request.ocr)
}
