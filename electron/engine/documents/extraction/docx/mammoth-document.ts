import mammoth from 'mammoth'

/**
 * The part of mammoth's document model Folio reads (lib/documents.js). mammoth types the tree as
 * `any`; these interfaces pin down the fields we rely on so a mammoth upgrade that changes them
 * fails the docx tests instead of silently dropping text.
 */
export interface MammothParagraph {
  type: 'paragraph'
  children: MammothElement[]
  styleId: string | null
  styleName: string | null
  /** mammoth's reading of the list level; it does not expose the visible number. */
  numbering: { level: string; isOrdered: boolean } | null
}

export interface MammothText {
  type: 'text'
  value: string
}

export interface MammothBreak {
  type: 'break'
  breakType: 'line' | 'page' | 'column'
}

export interface MammothCheckbox {
  type: 'checkbox'
  checked: boolean
}

export interface MammothNoteReference {
  type: 'noteReference'
  noteType: 'footnote' | 'endnote'
  noteId: string
}

export interface MammothContainer {
  type: 'run' | 'hyperlink' | 'table' | 'tableRow' | 'tableCell'
  children: MammothElement[]
}

export interface MammothLeaf {
  type: 'tab' | 'image' | 'bookmarkStart' | 'commentReference'
}

export type MammothElement =
  | MammothParagraph
  | MammothText
  | MammothBreak
  | MammothCheckbox
  | MammothNoteReference
  | MammothContainer
  | MammothLeaf

export interface MammothNote {
  type: 'note'
  noteType: 'footnote' | 'endnote'
  noteId: string
  body: MammothElement[]
}

export interface MammothDocument {
  type: 'document'
  children: MammothElement[]
  notes: { resolve(reference: { noteType: string; noteId: string }): MammothNote | null }
}

/**
 * Reads the document tree through mammoth's public `transformDocument` hook. The HTML converter is
 * handed an empty body, so no time goes into HTML and no image is ever read.
 */
export async function readMammothDocument(bytes: Uint8Array): Promise<MammothDocument> {
  const capture: { document: MammothDocument | null } = { document: null }
  const captureTree = (document: MammothDocument): MammothDocument => {
    capture.document = document
    return { ...document, children: [] }
  }
  await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    {
      transformDocument: captureTree,
      externalFileAccess: false,
      includeDefaultStyleMap: false,
      includeEmbeddedStyleMap: false,
      convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' }))
    }
  )
  if (capture.document === null) throw new Error('mammoth returned no document')
  return capture.document
}
