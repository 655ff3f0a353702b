import { DocumentError, resolveDocumentLimits, type DocumentLimits } from '../safety'
import { detectDocumentKind } from './detect-kind'
import { extractDocx } from './docx/extract-docx'
import { extractPdf } from './pdf/extract-pdf'
import type { DocumentKind, Extraction } from './types'

export interface ExtractionRequest {
  /** The kind the caller expects; refused when the bytes say otherwise. */
  kind?: DocumentKind
  limits?: Partial<DocumentLimits>
  /**
   * The caller hands the bytes over and will not read them again, so the PDF parser may take
   * their buffer instead of a copy. The worker pool sets this: its bytes arrived by transfer.
   */
  ownsBytes: boolean
}

export async function extractDocumentBytes(bytes: Uint8Array, request: ExtractionRequest): Promise<Extraction> {
  const limits = resolveDocumentLimits(request.limits)
  const detected = detectDocumentKind(bytes)
  if (request.kind !== undefined && request.kind !== detected) {
    throw new DocumentError(
      'unsupported_type',
      `the file was sent as a .${request.kind} but its contents are ${detected === 'pdf' ? 'a PDF' : 'a ZIP archive such as a .docx'}`
    )
  }
  return detected === 'docx' ? extractDocx(bytes, limits) : extractPdf(bytes, limits, { ownsBytes: request.ownsBytes })
}
