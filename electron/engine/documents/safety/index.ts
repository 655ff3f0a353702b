export { DocumentError, isDocumentErrorCode, type DocumentErrorCode } from './document-error'
export {
  DEFAULT_DOCUMENT_LIMITS,
  formatByteSize,
  resolveDocumentLimits,
  type DocumentLimits
} from './limits'
export { assertSafeDocx, inspectDocxArchive, type DocxArchive } from './docx-archive'
export { assertSafePdf } from './pdf-container'
