import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import type { KeyTermMapping, KeyTermPropertiesBody } from '../../../../shared/api/key-term-actions'
import type { PropertyDefinition } from '../../../../shared/api/library'
import { assignProblems, keyTermPropertyProblems } from '../../api/field-problems'

/** A term's select value: follow Folio's default (which moves with the catalogue). */
export const FOLLOW_DEFAULT = 'default'
/** A term's select value: written nowhere, shown on contracts all the same. */
export const NOT_MAPPED = 'none'
/** A term's select value for a property: keys are the catalogue's, any string, so they are prefixed and none can pass for the two above. */
export const propertyValue = (key: string): string => `property:${key}`
const keyOf = (value: string): string | null => (value.startsWith('property:') ? value.slice('property:'.length) : null)

/** What each term's select holds: FOLLOW_DEFAULT, NOT_MAPPED or propertyValue(key). */
export type MappingDraft = Record<KeyTermName, string>

export interface PropertyChoice {
  key: string
  label: string
  type: string
  /** The property Folio's default maps the term to on this catalogue, whether or not the term follows it. */
  isDefault: boolean
}

/**
 * The properties a term may be written to, as the engine decides it (PUT refuses the rest): a type
 * the term accepts, and not kept for people to fill (manualOnly). Sorted by label, as a lawyer
 * looks for them.
 */
export function propertyChoices(mapping: KeyTermMapping, catalogue: readonly PropertyDefinition[]): PropertyChoice[] {
  const accepts: readonly string[] = mapping.accepts
  const defaultKey = mapping.default?.key ?? null
  const choices = catalogue
    .filter((def): def is PropertyDefinition & { type: string } => def.type !== null && accepts.includes(def.type) && !def.manualOnly)
    .map((def) => ({ key: def.key, label: def.label, type: def.type, isDefault: def.key === defaultKey }))
  // The engine's mapping is the truth: a property the catalogue read earlier lacks (sync added it
  // since) is still offered, or the select would show another choice than the one the engine holds.
  for (const known of [mapping.property, mapping.default]) {
    if (known && !choices.some((choice) => choice.key === known.key)) {
      choices.push({ key: known.key, label: known.label, type: known.type ?? 'untyped', isDefault: known.key === defaultKey })
    }
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key))
}

/** The first choice of every select: "Follow Folio’s default (Notice period)". */
export function followDefaultLabel(mapping: KeyTermMapping): string {
  return `Follow Folio’s default (${mapping.default ? mapping.default.label : 'not mapped'})`
}

/** Whether the term follows Folio's default, and what that default is, in words for the term's hint. */
export function describeFollowing(mapping: KeyTermMapping): string {
  const fallback = mapping.default ? `${mapping.default.label} (${mapping.default.type ?? 'untyped'})` : null
  if (!mapping.chosen) {
    return fallback ? `Follows Folio’s default for this workspace’s properties: ${fallback}.` : 'Follows Folio’s default, which maps it to none of this workspace’s properties.'
  }
  return fallback ? `Chosen for this workspace; Folio’s default would be ${fallback}.` : 'Chosen for this workspace; Folio’s default would map it to no property.'
}

export function draftOf(mappings: readonly KeyTermMapping[]): MappingDraft {
  const draft = Object.fromEntries(KEY_TERM_NAMES.map((term) => [term, FOLLOW_DEFAULT])) as MappingDraft
  for (const mapping of mappings) {
    if (mapping.chosen) draft[mapping.term] = mapping.property ? propertyValue(mapping.property.key) : NOT_MAPPED
  }
  return draft
}

export interface MappingChange {
  /** The PUT body; empty when nothing changed. */
  body: KeyTermPropertiesBody
  terms: KeyTermName[]
}

/**
 * The PUT body: only the terms the lawyer changed. A term left alone on Folio's default keeps
 * following it as the catalogue moves (sending it would freeze today's default as a choice); one
 * put back on it goes in followDefault.
 */
export function changedMapping(draft: MappingDraft, mappings: readonly KeyTermMapping[]): MappingChange {
  const saved = draftOf(mappings)
  const properties: NonNullable<KeyTermPropertiesBody['properties']> = {}
  const followDefault: KeyTermName[] = []
  const terms: KeyTermName[] = []
  for (const term of KEY_TERM_NAMES) {
    const value = draft[term]
    if (value === saved[term]) continue
    terms.push(term)
    if (value === FOLLOW_DEFAULT) followDefault.push(term)
    else properties[term] = keyOf(value)
  }
  return { body: followDefault.length > 0 ? { properties, followDefault } : { properties }, terms }
}

/** The engine's refusal split by term; problems naming no term are the form's own (key `null`). */
export function problemsByTerm(message: string): Map<KeyTermName | null, string[]> {
  const byField = assignProblems(keyTermPropertyProblems(message), new Set<string>(KEY_TERM_NAMES))
  const byTerm = new Map<KeyTermName | null, string[]>()
  for (const [field, messages] of byField) byTerm.set(KEY_TERM_NAMES.find((term) => term === field) ?? null, messages)
  return byTerm
}

/** "date properties", "string or list properties": what a term's select offers, in words. */
export function describeAccepts(accepts: readonly string[]): string {
  return `${accepts.join(' or ')} properties`
}
