import PizZip from 'pizzip'

/**
 * Rewrites a .docx so that the same document always has the same bytes: the packer stamps every
 * zip entry and the core properties with the time of packing. `at` stands in for both.
 */
export function stabiliseDocx(bytes: Uint8Array, at: Date): Uint8Array {
  const packed = new PizZip(bytes)
  const stable = new PizZip()
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const names = Object.keys(packed.files).filter((name) => packed.files[name]?.dir !== true)
  // [Content_Types].xml first, as Word writes it; the rest in the packer's order.
  names.sort((a, b) => Number(b === '[Content_Types].xml') - Number(a === '[Content_Types].xml'))
  for (const name of names) {
    const entry = packed.file(name)
    if (entry === null) continue
    if (name === 'docProps/core.xml') {
      const core = entry.asText().replace(/(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g, `$1${stamp}$2`)
      stable.file(name, core, { date: at, createFolders: false })
    } else {
      stable.file(name, entry.asUint8Array(), { date: at, binary: true, createFolders: false })
    }
  }
  return stable.generate({ type: 'uint8array', compression: 'DEFLATE' })
}
