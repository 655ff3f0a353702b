import type { DocumentLimits } from '../safety'
import { extractDocumentBytes } from './extract-document'
import type { DocumentKind, Extraction } from './types'

export { detectDocumentKind } from './detect-kind'
export { normalizeParagraphText } from './paragraph-text'
export {
  PARAGRAPH_SEPARATOR,
  type DocumentKind,
  type ExtractedParagraph,
  type Extraction,
  type ExtractionCoverage,
  type ExtractionMethod
} from './types'

/**
 * Turns an untrusted .docx or .pdf into numbered paragraphs. Every refusal is a DocumentError
 * whose message can be shown to the user as is. `bytes` is only read: it stays usable afterwards.
 *
 * This runs the parsers on the calling thread; the engine goes through the worker pool
 * (../worker) so that a 300-page PDF never stalls the API.
 */
export async function extractDocument(
  bytes: Uint8Array,
  kind?: DocumentKind,
  limits?: Partial<DocumentLimits>
): Promise<Extraction> {
  return extractDocumentBytes(bytes, { kind, limits, ownsBytes: false })
}
