import { parse as parseYaml } from 'yaml'
import { importCommonPaperManifest } from './common-paper'
import type { TemplateDefinition } from './definition'
import { parseTemplateManifest } from './manifest'
import { assertManifestNesting } from './manifest-yaml'

/**
 * Reads a template's definition from its manifest, whichever kind it is: a field list with a
 * top-level `fields` sequence (real-world templates such as Common Paper's, single-brace tags) or
 * Folio's own manifest (variables, valuemaps, parties). The YAML reader's time grows faster than
 * the text on long lines, so the engine calls this in a worker thread (see documents/worker).
 */
export function readTemplateManifest(text: string): TemplateDefinition {
  assertManifestNesting(text)
  let parsed: unknown = null
  try {
    parsed = parseYaml(text, { maxAliasCount: 100 })
  } catch {
    // Folio's parser reports the syntax error with its position.
  }
  const isFieldList = typeof parsed === 'object' && parsed !== null && Array.isArray((parsed as { fields?: unknown }).fields)
  return isFieldList ? importCommonPaperManifest(text) : parseTemplateManifest(text)
}
