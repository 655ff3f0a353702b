import mammoth from 'mammoth'
import type { TemplateDefinition } from '../../templates/definition'
import { renderDocument } from './render'
import { OMITTED } from './render-data'
import type { TemplateValues } from './values'

export interface DocumentPreview {
  /** The rendered document as HTML (mammoth), each blank marked `<mark class="blank">`. */
  html: string
  /** How many blanks the document still has. */
  blanks: number
}

const BLANK = OMITTED.replace(/[[\]]/g, '\\$&')

/**
 * What a generation would produce, as HTML: the template rendered exactly as generation renders
 * it (same tags, same blanks, same blocks in or out), then read by mammoth, which turns Word's
 * paragraphs, headings, lists and tables into their HTML counterparts. Blanks are marked so the
 * form can show what is still missing.
 */
export async function previewDocument(body: Uint8Array, def: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<DocumentPreview> {
  const docx = renderDocument(body, def, values, reference)
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength) })
  let blanks = 0
  // mammoth escapes the text it writes and never puts a blank inside markup of its own.
  const html = value.replace(new RegExp(BLANK, 'g'), () => {
    blanks++
    return `<mark class="blank">${OMITTED}</mark>`
  })
  return { html, blanks }
}
