/**
 * Why a document was refused. The message is shown to the user verbatim as the `message` of a 4xx,
 * so it says precisely what is wrong with *their* file and, where it helps, what to do about it.
 */
export type DocumentErrorCode =
  | 'unsupported_type'
  | 'corrupt'
  | 'too_large'
  | 'zip_bomb'
  | 'unsafe_xml'
  | 'encrypted'

const DOCUMENT_ERROR_CODES: ReadonlySet<string> = new Set<DocumentErrorCode>([
  'unsupported_type',
  'corrupt',
  'too_large',
  'zip_bomb',
  'unsafe_xml',
  'encrypted'
])

export class DocumentError extends Error {
  override readonly name = 'DocumentError'

  constructor(
    readonly code: DocumentErrorCode,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
  }
}

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && DOCUMENT_ERROR_CODES.has(value)
}
