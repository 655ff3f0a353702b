import Docxtemplater, { type DXT } from 'docxtemplater'
import PizZip from 'pizzip'
import type { TagStyle } from '../../../shared/api/generation'
import { TemplateBodyError } from './problems'
import { baseTemplaterOptions } from './tag-syntax'
import { templateErrorProblems, unreadableBodyProblem } from './template-errors'

/**
 * Opens and compiles a template body with Folio's tag syntax. `extra` adds modules and options
 * (a tag parser for rendering, a recorder for inspection). Throws TemplateBodyError listing every
 * problem when the bytes are not a .docx or docxtemplater cannot parse its tags.
 */
export function compileTemplate(body: Uint8Array, tagStyle: TagStyle, extra: DXT.ConstructorOptions = {}): Docxtemplater<PizZip> {
  let zip: PizZip
  try {
    zip = new PizZip(body)
  } catch {
    throw new TemplateBodyError([unreadableBodyProblem()])
  }
  const base = baseTemplaterOptions(tagStyle)
  try {
    return new Docxtemplater(zip, { ...base, ...extra, modules: [...(base.modules ?? []), ...(extra.modules ?? [])] })
  } catch (error) {
    throw new TemplateBodyError(templateErrorProblems(error, tagStyle))
  }
}
