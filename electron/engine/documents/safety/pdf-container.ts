import { DocumentError } from './document-error'
import { formatByteSize, type DocumentLimits } from './limits'

// Acrobat accepts up to 1024 bytes of junk before the header and after the final %%EOF.
const HEADER_WINDOW = 1024
const TRAILER_WINDOW = 1024

/**
 * Checks that need no parser: the size cap, and that the file still ends with a PDF trailer.
 * pdf.js repairs truncated files by scanning for objects, which would silently return part of a
 * contract; a file whose last kilobyte has no %%EOF was cut short, and the user should know.
 */
export function assertSafePdf(bytes: Uint8Array, limits: DocumentLimits): void {
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new DocumentError(
      'too_large',
      `the file is ${formatByteSize(bytes.byteLength)}; the limit is ${formatByteSize(limits.maxFileBytes)}`
    )
  }
  if (indexOfAscii(bytes, '%PDF-', 0, HEADER_WINDOW) < 0) {
    throw new DocumentError('corrupt', 'the file has no PDF header in its first kilobyte, so it is not a readable PDF')
  }
  if (indexOfAscii(bytes, '%%EOF', Math.max(0, bytes.byteLength - TRAILER_WINDOW), bytes.byteLength) < 0) {
    throw new DocumentError(
      'corrupt',
      'the PDF is incomplete: it does not end with a PDF trailer (%%EOF), so it was probably cut short while downloading or copying'
    )
  }
}

export function indexOfAscii(bytes: Uint8Array, needle: string, from: number, to: number): number {
  const end = Math.min(to, bytes.byteLength) - needle.length
  outer: for (let i = Math.max(0, from); i <= end; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (bytes[i + j] !== needle.charCodeAt(j)) continue outer
    }
    return i
  }
  return -1
}
