/** Ceilings applied to untrusted files before any parser reads them. */
export interface DocumentLimits {
  /** Size of the file as received. */
  maxFileBytes: number
  /** Entries in a .docx archive, read from the end-of-central-directory record. */
  maxZipEntries: number
  /** Sum of the uncompressed sizes the archive declares for its entries. */
  maxUncompressedBytes: number
  /** Uncompressed / compressed size of any one sizeable archive entry. */
  maxCompressionRatio: number
  /** Pages in a PDF. */
  maxPdfPages: number
}

const MiB = 1024 * 1024

// A real contract .docx has tens of entries, a few MB uncompressed and compresses its XML 5 to 20
// times; a 300-page scanned PDF is well under 100 MB. Deflate cannot exceed about 1032:1, so any
// ratio past 100 on a sizeable entry is a bomb or a pathological file.
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = Object.freeze({
  maxFileBytes: 100 * MiB,
  maxZipEntries: 1000,
  maxUncompressedBytes: 200 * MiB,
  maxCompressionRatio: 100,
  maxPdfPages: 2000
})

export function resolveDocumentLimits(overrides?: Partial<DocumentLimits>): DocumentLimits {
  const limits: DocumentLimits = { ...DEFAULT_DOCUMENT_LIMITS }
  for (const key of Object.keys(limits) as Array<keyof DocumentLimits>) {
    const value = overrides?.[key]
    if (value === undefined) continue
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`document limit ${key} must be a positive number, got ${String(value)}`)
    }
    limits[key] = value
  }
  return limits
}

/** "200 MB", "3.1 GB", "512 bytes": binary units, one decimal below ten. */
export function formatByteSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB']
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes
  let unit = 'bytes'
  for (const next of units) {
    if (value < 1024) break
    value /= 1024
    unit = next
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${rounded} ${unit}`
}

/** "5,000": counts in messages read like counts. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US')
}
