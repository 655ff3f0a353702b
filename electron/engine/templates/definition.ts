import type { DefinitionValuemap, TemplateDefinition, ValuemapChoice } from '../../../shared/api/generation'
import type { Template, TemplateParty, TemplateVariable } from '../../../shared/api/templates'

export type { DefinitionValuemap, TemplateDefinition, ValuemapChoice }

/** Rendered from `options.reference` (persist false) or the allocated reference (persist true). */
export const REFERENCE_TAG = '__reference'

/** Names a party value may carry beside its declared attributes; never declarable as attributes. */
export const PARTY_TYPE_KEY = 'type'
export const DERIVED_PARTY_KEYS = ['type', 'isEntity', 'isIndividual'] as const

/** The API's view of a stored definition: valuemap choices are the labels only. */
export function toApiTemplate(id: string, createdAt: string, def: TemplateDefinition): Template {
  return {
    id,
    name: def.name,
    description: def.description,
    version: def.version,
    createdAt,
    variables: def.variables.map((variable) => ({ ...variable })),
    valuemaps: def.valuemaps.map((valuemap) => ({
      id: valuemap.id,
      question: valuemap.question,
      allowMultipleSelection: valuemap.allowMultipleSelection,
      choices: valuemap.options.map((choice) => choice.label)
    })),
    parties: def.parties.map((party) => ({ ...party, attributes: [...party.attributes] }))
  }
}

/**
 * A definition for a template known only through the API (pulled from the company service): the
 * API does not say what a label prints, so each choice prints its own label.
 */
export function fromApiTemplate(template: Template): TemplateDefinition {
  return {
    name: template.name,
    description: template.description,
    version: template.version,
    variables: template.variables.map((variable) => ({ ...variable })),
    valuemaps: template.valuemaps.map((valuemap) => ({
      id: valuemap.id,
      question: valuemap.question,
      allowMultipleSelection: valuemap.allowMultipleSelection,
      options: valuemap.choices.map((label) => ({ label, text: label }))
    })),
    parties: template.parties.map((party) => ({ ...party, attributes: [...party.attributes] })),
    effectiveDateVariable: null,
    tagStyle: 'double'
  }
}

export type TemplateField =
  | { kind: 'variable'; variable: TemplateVariable }
  | { kind: 'valuemap'; valuemap: DefinitionValuemap }
  | { kind: 'party'; party: TemplateParty }

/**
 * Variables, valuemaps and parties share one `values` map, so they share one index. A Map, not an
 * object: keys come from callers, and `__proto__` must be just another unknown key.
 */
export function indexFields(def: TemplateDefinition): ReadonlyMap<string, TemplateField> {
  const fields = new Map<string, TemplateField>()
  for (const variable of def.variables) fields.set(variable.id, { kind: 'variable', variable })
  for (const valuemap of def.valuemaps) fields.set(valuemap.id, { kind: 'valuemap', valuemap })
  for (const party of def.parties) fields.set(party.id, { kind: 'party', party })
  return fields
}

/**
 * Imported real-world templates (`tagStyle: 'single'`) name party attributes flat, as
 * `{party_1_name}`; Folio's own templates write `{{party_1.name}}`. `_display` is Common Paper's
 * form of an attribute for signature blocks (see render-data.ts for what it prints).
 */
export function flatPartyTagNames(party: TemplateParty): Array<{ tag: string; attribute: string; display: boolean }> {
  const names: Array<{ tag: string; attribute: string; display: boolean }> = []
  for (const attribute of [...party.attributes, PARTY_TYPE_KEY]) {
    names.push({ tag: `${party.id}_${attribute}`, attribute, display: false })
    names.push({ tag: `${party.id}_${attribute}_display`, attribute, display: true })
  }
  return names
}
