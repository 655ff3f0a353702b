import { DERIVED_PARTY_KEYS, flatPartyTagNames, indexFields, REFERENCE_TAG, type TemplateDefinition } from './definition'
import type { TagUse } from './inspect'

export interface TagComparison {
  /** Tag names the definition does not declare (each once, in order of first use); they would print `[●]`. */
  undeclaredTags: string[]
  /** Declared fields the body never prints or tests: variable and valuemap ids, party ids, `party.attribute`. */
  unusedFields: string[]
}

/**
 * Checks a body's tags against a definition, for template import: a tag nobody can fill, or a
 * question the lawyer answers for nothing, is almost always a typo on one side.
 */
export function compareTagsWithDefinition(tags: readonly TagUse[], def: TemplateDefinition): TagComparison {
  const fields = indexFields(def)
  const used = new Set<string>()
  const undeclared: string[] = []
  const flat = new Map<string, string>()
  if (def.tagStyle === 'single') {
    for (const party of def.parties) {
      for (const { tag, attribute } of flatPartyTagNames(party)) flat.set(tag, `${party.id}.${attribute}`)
    }
  }
  const partyAttributeKey = (partyId: string, attribute: string): string | null => {
    const field = fields.get(partyId)
    if (field?.kind !== 'party') return null
    if (field.party.attributes.includes(attribute) || (DERIVED_PARTY_KEYS as readonly string[]).includes(attribute)) return `${partyId}.${attribute}`
    return null
  }
  const resolve = (name: string, openBlocks: readonly string[]): string | null => {
    if (name === '.' || name === REFERENCE_TAG) return name
    if (fields.has(name)) return name
    const flatKey = flat.get(name)
    if (flatKey !== undefined) return flatKey
    const dot = name.indexOf('.')
    if (dot > 0) return partyAttributeKey(name.slice(0, dot), name.slice(dot + 1))
    // Inside {{#party}}…{{/party}} a bare attribute name refers to that party.
    for (let i = openBlocks.length - 1; i >= 0; i--) {
      const key = partyAttributeKey(openBlocks[i] ?? '', name)
      if (key !== null) return key
    }
    return null
  }

  const openBlocks: string[] = []
  for (const tag of tags) {
    if (tag.kind === 'close') {
      openBlocks.pop()
      continue
    }
    const key = resolve(tag.name, openBlocks)
    if (key === null) {
      if (!undeclared.includes(tag.name)) undeclared.push(tag.name)
    } else {
      used.add(key)
      used.add(key.split('.')[0] ?? key)
    }
    if (tag.kind === 'open' || tag.kind === 'inverse') openBlocks.push(tag.name)
  }

  const unused: string[] = []
  for (const variable of def.variables) if (!used.has(variable.id)) unused.push(variable.id)
  for (const valuemap of def.valuemaps) if (!used.has(valuemap.id)) unused.push(valuemap.id)
  for (const party of def.parties) {
    if (!used.has(party.id)) {
      unused.push(party.id)
      continue
    }
    for (const attribute of party.attributes) if (!used.has(`${party.id}.${attribute}`)) unused.push(`${party.id}.${attribute}`)
  }
  return { undeclaredTags: undeclared, unusedFields: unused }
}
