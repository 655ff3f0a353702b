import type { TemplateDefinition } from '../../templates/definition'
import { compileTemplate } from '../../templates/templater'
import { buildRenderScope } from './render-data'
import { omittedValue, tagParser } from './tag-parser'
import type { TemplateValues } from './values'

/**
 * Fills a template body with validated values and returns the .docx bytes. `reference` is what
 * `{{__reference}}` prints: the supplied one (persist false) or the allocated one (persist true);
 * null prints `[●]`. Throws TemplateBodyError when the body cannot be parsed.
 */
export function renderDocument(body: Uint8Array, def: TemplateDefinition, values: TemplateValues, reference: string | null): Uint8Array {
  const doc = compileTemplate(body, def.tagStyle, { parser: tagParser, nullGetter: omittedValue })
  doc.render(buildRenderScope(def, values, reference))
  return doc.toUint8Array({ compression: 'DEFLATE' })
}
