/**
 * Finds document type and entity declarations in XML as it streams past, without parsing it.
 *
 * Word never writes a DOCTYPE; one in a .docx part can only serve entity expansion ("billion
 * laughs") or external entities, so its mere presence refuses the file. The match is
 * case-insensitive because the XML parser mammoth uses accepts `<!doctype` in any case.
 */
const DECLARATION = /<!(doctype|entity)/i
// Long enough to hold "<!DOCTYPE" split across two chunks.
const CARRY = 9

export type XmlDeclaration = 'DOCTYPE' | 'ENTITY'

export class XmlDeclarationScanner {
  #carry = ''

  /** Returns the first declaration seen so far in the stream, or null. */
  push(chunk: Uint8Array): XmlDeclaration | null {
    // latin1 maps bytes 1:1 to characters, so the ASCII markup survives whatever the encoding.
    const text = this.#carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1')
    const match = DECLARATION.exec(text)
    this.#carry = text.slice(-CARRY)
    if (match === null) return null
    return match[1]?.toLowerCase() === 'doctype' ? 'DOCTYPE' : 'ENTITY'
  }
}
