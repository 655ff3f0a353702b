/**
 * The largest image a PDF declares, read from the file as it is: an image is a stream, and
 * streams are never packed inside object streams, so every image dictionary is in plain sight.
 * This decodes nothing; pdf.js refuses to decode images past its limit but drops them quietly,
 * and this is how Folio can say why a page it rendered came out empty.
 */
export interface DeclaredImage {
  width: number
  height: number
}

// How far around "/Image" the dictionary's other keys may sit.
const DICTIONARY_WINDOW = 1024
const SUBTYPE_IMAGE = /\/Subtype\s*\/Image\b/

export function largestDeclaredImage(bytes: Uint8Array): DeclaredImage | null {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let largest: DeclaredImage | null = null
  for (let at = file.indexOf('/Image'); at >= 0; at = file.indexOf('/Image', at + 6)) {
    // From the nearest "obj" before to the "stream" keyword after: the image's dictionary,
    // nested dictionaries (DecodeParms) included.
    const start = file.lastIndexOf('obj', at)
    const end = file.indexOf('stream', at)
    if (start < 0 || at - start > DICTIONARY_WINDOW || end < 0 || end - at > DICTIONARY_WINDOW) continue
    const dictionary = file.toString('latin1', start, end)
    if (!SUBTYPE_IMAGE.test(dictionary)) continue
    const width = declared(dictionary, 'Width')
    const height = declared(dictionary, 'Height')
    if (width === null || height === null) continue
    if (largest === null || width * height > largest.width * largest.height) largest = { width, height }
  }
  return largest
}

function declared(dictionary: string, key: string): number | null {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary)
  return match?.[1] === undefined ? null : Number(match[1])
}
