import { fromBuffer, type Entry, type ZipFile } from 'yauzl'
import { DocumentError } from './document-error'
import { formatByteSize, formatCount, type DocumentLimits } from './limits'
import { XmlDeclarationScanner } from './xml-declarations'

/**
 * The .docx gate. Everything here runs before mammoth (or anything else) inflates a byte:
 *
 * 1. the end-of-central-directory record gives the entry count, refused above the limit;
 * 2. the central directory gives each entry's declared sizes, refused above the total, or above
 *    the compression ratio for any sizeable entry;
 * 3. only then are the parts that can be parsed as XML inflated, as a stream, and refused at the
 *    first DOCTYPE or ENTITY declaration. yauzl checks that no entry inflates past the size it
 *    declared, so a lying central directory cannot smuggle a bomb past step 2.
 *
 * Peak memory while refusing stays at the central directory plus one inflate window.
 */

export interface DocxArchive {
  /** Entry names in central-directory order. */
  entryNames: readonly string[]
  /** Inflated bytes of the parts the caller asked to keep. */
  parts: ReadonlyMap<string, Buffer>
}

// Below this, even a 1000:1 entry is harmless; small XML parts full of repeated markup legitimately
// compress far better than the document body.
const RATIO_CHECK_FLOOR_BYTES = 1024 * 1024

// Parts no parser of ours reads as XML. Everything else is scanned, because the relationship
// files, not the file names, decide what mammoth parses.
const BINARY_PART = /\.(png|jpe?g|gif|bmp|tiff?|emf|wmf|svg|wdp|jxr|ico|webp|bin|odttf|ttf|otf|fntdata|mp3|mp4|m4a|wav|avi|mov|wmv|xlsx|xlsm|xlsb|docx|docm|pptx|pdf|zip)$/i

const STORED = 0
const DEFLATED = 8

export async function assertSafeDocx(bytes: Uint8Array, limits: DocumentLimits): Promise<void> {
  await inspectDocxArchive(bytes, limits, () => false)
}

export async function inspectDocxArchive(
  bytes: Uint8Array,
  limits: DocumentLimits,
  keepPart: (name: string) => boolean
): Promise<DocxArchive> {
  if (bytes.byteLength > limits.maxFileBytes) {
    throw new DocumentError(
      'too_large',
      `the file is ${formatByteSize(bytes.byteLength)}; the limit is ${formatByteSize(limits.maxFileBytes)}`
    )
  }
  const zip = await openArchive(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  try {
    if (zip.entryCount > limits.maxZipEntries) {
      throw new DocumentError(
        'zip_bomb',
        `the archive has ${formatCount(zip.entryCount)} entries; the limit is ${formatCount(limits.maxZipEntries)}`
      )
    }
    const entries = await readCentralDirectory(zip)
    assertDeclaredSizes(entries, limits)
    const parts = new Map<string, Buffer>()
    for (const entry of entries) {
      if (isDirectory(entry) || BINARY_PART.test(entry.fileName)) continue
      const keep = keepPart(entry.fileName)
      const inflated = await scanPart(zip, entry, keep)
      if (keep && inflated !== null) parts.set(entry.fileName, inflated)
    }
    return { entryNames: entries.map((entry) => entry.fileName), parts }
  } finally {
    zip.close()
  }
}

function openArchive(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error !== null) reject(damaged(error))
      else resolve(zip)
    })
  })
}

function readCentralDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    zip.on('entry', (entry: Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.once('end', () => resolve(entries))
    zip.once('error', (error: Error) => reject(damaged(error)))
    zip.readEntry()
  })
}

function assertDeclaredSizes(entries: readonly Entry[], limits: DocumentLimits): void {
  let declared = 0
  for (const entry of entries) {
    if (entry.isEncrypted()) {
      throw new DocumentError(
        'encrypted',
        'the .docx is password-protected (its contents are encrypted); remove the password in Word and import it again'
      )
    }
    if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
      throw new DocumentError(
        'corrupt',
        `the archive entry "${entry.fileName}" uses compression method ${entry.compressionMethod}, which Word never writes`
      )
    }
    declared += entry.uncompressedSize
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
    if (entry.uncompressedSize >= RATIO_CHECK_FLOOR_BYTES && ratio > limits.maxCompressionRatio) {
      throw new DocumentError(
        'zip_bomb',
        `the archive entry "${entry.fileName}" would expand ${formatCount(Math.round(ratio))} times ` +
          `(${formatByteSize(entry.compressedSize)} to ${formatByteSize(entry.uncompressedSize)}); ` +
          `the limit is ${formatCount(limits.maxCompressionRatio)} times`
      )
    }
  }
  if (declared > limits.maxUncompressedBytes) {
    throw new DocumentError(
      'zip_bomb',
      `the archive declares ${formatByteSize(declared)} uncompressed; the limit is ${formatByteSize(limits.maxUncompressedBytes)}`
    )
  }
}

function scanPart(zip: ZipFile, entry: Entry, keep: boolean): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (openError, stream) => {
      if (openError !== null) {
        reject(damagedEntry(entry, openError))
        return
      }
      const scanner = new XmlDeclarationScanner()
      const chunks: Buffer[] = []
      let refused = false
      stream.on('data', (chunk: Buffer) => {
        if (refused) return
        const declaration = scanner.push(chunk)
        if (declaration !== null) {
          refused = true
          stream.destroy()
          reject(
            new DocumentError(
              'unsafe_xml',
              `the part "${entry.fileName}" contains an XML ${declaration} declaration; Folio refuses them ` +
                'because they can expand entities or reach outside the file, and Word never writes them'
            )
          )
          return
        }
        if (keep) chunks.push(chunk)
      })
      stream.once('error', (error: Error) => {
        if (!refused) reject(damagedEntry(entry, error))
      })
      stream.once('end', () => resolve(keep ? Buffer.concat(chunks) : null))
    })
  })
}

function isDirectory(entry: Entry): boolean {
  return entry.fileName.endsWith('/')
}

function damaged(error: Error): DocumentError {
  const reason = /end of central directory record signature not found/i.test(error.message)
    ? 'its ZIP directory is missing, so the file is incomplete (was the download or copy cut short?)'
    : `its ZIP structure cannot be read (${error.message})`
  return new DocumentError('corrupt', `the .docx file is damaged: ${reason}`, { cause: error })
}

function damagedEntry(entry: Entry, error: Error): DocumentError {
  if (/too many bytes in the stream/i.test(error.message)) {
    return new DocumentError(
      'zip_bomb',
      `the archive entry "${entry.fileName}" inflates past the ${formatByteSize(entry.uncompressedSize)} it declares`,
      { cause: error }
    )
  }
  return new DocumentError(
    'corrupt',
    `the .docx file is damaged: its entry "${entry.fileName}" cannot be read (${error.message})`,
    { cause: error }
  )
}
