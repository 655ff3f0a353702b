import { DocumentError } from '../safety'
import { indexOfAscii } from '../safety/pdf-container'
import type { DocumentKind } from './types'

interface Signature {
  bytes: readonly number[]
  /** How the refusal names the file. */
  describes: string
}

// What people most often upload by mistake, so the refusal can name it.
const KNOWN_OTHER_TYPES: readonly Signature[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], describes: 'a PNG image' },
  { bytes: [0xff, 0xd8, 0xff], describes: 'a JPEG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], describes: 'a GIF image' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], describes: 'a TIFF image' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], describes: 'a TIFF image' },
  { bytes: [0x7b, 0x5c, 0x72, 0x74, 0x66], describes: 'an RTF document; save it as .docx' },
  { bytes: [0x52, 0x61, 0x72, 0x21], describes: 'a RAR archive' },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf], describes: 'a 7-Zip archive' },
  { bytes: [0x1f, 0x8b], describes: 'a gzip archive' }
]

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const ZIP_EMPTY_ARCHIVE = [0x50, 0x4b, 0x05, 0x06]
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
// Acrobat accepts up to 1024 bytes of junk before the header.
const PDF_HEADER_WINDOW = 1024

/**
 * The kind of a document, from its bytes alone. The file name is only used to word the refusal:
 * a PNG named contract.pdf is still a PNG.
 */
export function detectDocumentKind(bytes: Uint8Array, fileName?: string): DocumentKind {
  if (startsWith(bytes, ZIP_LOCAL_HEADER) || startsWith(bytes, ZIP_EMPTY_ARCHIVE)) return 'docx'
  if (indexOfAscii(bytes, '%PDF-', 0, PDF_HEADER_WINDOW) >= 0) return 'pdf'
  throw new DocumentError('unsupported_type', describeUnsupported(bytes, fileName))
}

function describeUnsupported(bytes: Uint8Array, fileName: string | undefined): string {
  const subject = fileName === undefined || fileName.length === 0 ? 'the file' : `"${fileName}"`
  if (bytes.byteLength === 0) return `${subject} is empty`
  if (startsWith(bytes, OLE_COMPOUND_FILE)) {
    // Word keeps a password-protected .docx inside an OLE container with an EncryptedPackage stream.
    return containsUtf16(bytes, 'EncryptedPackage')
      ? `${subject} is a password-protected Word document; remove the password in Word and import it again`
      : `${subject} is a Word 97-2003 (.doc) or other legacy Office file; save it as .docx and import it again`
  }
  const known = KNOWN_OTHER_TYPES.find((signature) => startsWith(bytes, signature.bytes))
  if (known !== undefined) return `${subject} is not a .docx or .pdf: it is ${known.describes}`
  return `${subject} is not a .docx or .pdf (it starts with ${describeLeadingBytes(bytes)})`
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.byteLength >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const needle = Buffer.from(text, 'utf16le')
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle)
}

function describeLeadingBytes(bytes: Uint8Array): string {
  const head = bytes.subarray(0, 8)
  const printable = Array.from(head).every((byte) => byte >= 0x20 && byte < 0x7f)
  if (printable) return `"${Buffer.from(head).toString('latin1')}"`
  return `the bytes ${Array.from(head, (byte) => byte.toString(16).padStart(2, '0')).join(' ')}`
}
