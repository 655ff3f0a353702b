import mammoth from 'mammoth'
import type { DraftingChecks } from '../../../../shared/api/drafting-checks'
import { checkDrafting } from '../../drafting'
import { extractDocx } from '../extraction/docx/extract-docx'
import { resolveDocumentLimits } from '../safety'
import type { TemplateDefinition } from '../../templates/definition'
import { renderDocument } from './render'
import { OMITTED } from './render-data'
import type { TemplateValues } from './values'

export interface DocumentPreview {
  /** The rendered document as HTML (mammoth), each blank marked `<mark class="blank">`. */
  html: string
  /** How many blanks the document still has. */
  blanks: number
  /** The document's paragraphs as an import of the generated file would store them. */
  paragraphs: string[]
  /** The drafting checks of those paragraphs: a blank left, a reference a choice broke. */
  checks: DraftingChecks
}

const BLANK = OMITTED.replace(/[[\]]/g, '\\$&')

/**
 * What a generation would produce, as HTML: the template rendered exactly as generation renders
 * it (same tags, same blanks, same blocks in or out), then read by mammoth, which turns Word's
 * paragraphs, headings, lists and tables into their HTML counterparts. Blanks are marked so the
 * form can show what is still missing, and the drafting checks run over the generated text.
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
  // Read back as an import reads the file, so the checks see exactly the text the contract will have.
  const paragraphs = (await extractDocx(docx, resolveDocumentLimits())).paragraphs.map((p) => p.text)
  return { html, blanks, paragraphs, checks: checkDrafting(paragraphs) }
}
