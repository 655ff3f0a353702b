import type { DocumentLimits } from '../safety'
import { extractDocumentBytes } from './extract-document'
import { ocrSettings, type OcrSettings } from './ocr/settings'
import type { DocumentKind, Extraction, ExtractionProgress } from './types'

export { detectDocumentKind } from './detect-kind'
export { normalizeParagraphText } from './paragraph-text'
export { ocrSettings, type OcrSettings } from './ocr/settings'
export { OcrLanguageError, parseOcrLanguages, DEFAULT_OCR_LANGUAGES } from './ocr/languages'
export {
  PARAGRAPH_SEPARATOR,
  type DocumentKind,
  type ExtractedParagraph,
  type Extraction,
  type ExtractionCoverage,
  type ExtractionMethod,
  type ExtractionProgress
} from './types'

export interface ExtractDocumentOptions {
  /** How pages without a text layer are read; default: English, Folio's limits. */
  ocr?: OcrSettings
  onProgress?: (progress: ExtractionProgress) => void
}

/**
 * Turns an untrusted .docx or .pdf into numbered paragraphs, reading pages without a text layer
 * by OCR. Every refusal is a DocumentError whose message can be shown to the user as is. `bytes`
 * is only read: it stays usable afterwards.
 *
 * This runs the parsers on the calling thread; the engine goes through the worker pool
 * (../worker) so that a 300-page PDF never stalls the API.
 */
export async function extractDocument(
  bytes: Uint8Array,
  kind?: DocumentKind,
  limits?: Partial<DocumentLimits>,
  options: ExtractDocumentOptions = {}
): Promise<Extraction> {
  return extractDocumentBytes(bytes, { kind, limits, ocr: options.ocr ?? ocrSettings(), onProgress: options.onProgress })
}
