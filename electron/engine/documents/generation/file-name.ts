const FALLBACK = 'contract'
/** Room for ".docx" and a " (2)" a download folder may add, inside the common 255-byte limit. */
const MAX_BASE_BYTES = 200
/** Characters Windows, macOS or Linux refuse in a file name, or that read as a path. */
const PATH_CHARACTERS = /[/\\:|]/g
const FORBIDDEN = /[<>"?*]/g
/** Control characters (C0 and C1), and bidirectional overrides that can disguise an extension ("…‮xcod.exe"). */
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i

/**
 * A .docx file name for a contract name, safe on every desktop file system: no path separators
 * or reserved characters, no Windows device names, at most 205 bytes of UTF-8, never empty.
 * Letters of every script are kept ("Müller GmbH NDA.docx").
 */
export function generatedFileName(contractName: string): string {
  let base = contractName
    .normalize('NFC')
    .replace(INVISIBLE, ' ')
    .replace(PATH_CHARACTERS, '-')
    .replace(FORBIDDEN, '')
    .replace(/\s+/g, ' ')
    .trim()
  if (/\.docx$/i.test(base)) base = base.slice(0, -'.docx'.length)
  base = truncateUtf8(base, MAX_BASE_BYTES).replace(/^[\s.]+|[\s.]+$/g, '')
  if (base === '') base = FALLBACK
  if (WINDOWS_RESERVED.test(base)) base = `${base} ${FALLBACK}`
  return `${base}.docx`
}

function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0
  let kept = ''
  for (const character of text) {
    bytes += Buffer.byteLength(character, 'utf8')
    if (bytes > maxBytes) break
    kept += character
  }
  return kept
}
