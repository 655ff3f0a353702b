/**
 * The file name of a download, from its Content-Disposition header: the RFC 5987 `filename*`
 * (UTF-8, percent-encoded) when present, since contract names carry accents and dashes, else the
 * plain `filename`.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim())
    } catch {
      // A malformed escape: the plain name below is the fallback.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
  return name || null
}
