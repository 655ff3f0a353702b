import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import type { KeyTermMapping, KeyTermPropertiesBody } from '../../../../shared/api/key-term-actions'
import type { PropertyDefinition } from '../../../../shared/api/library'
import { assignProblems, keyTermPropertyProblems } from '../../api/field-problems'

/** What each term's select holds: a property key, or '' for "Not mapped". */
export type MappingDraft = Record<KeyTermName, string>

export interface PropertyChoice {
  key: string
  label: string
  type: string
  /** Folio's default for the term on this catalogue (known only while nobody chose another). */
  isDefault: boolean
}

/**
 * The properties a term may be written to, as the engine decides it (PUT refuses the rest): a type
 * the term accepts, and not kept for people to fill (manualOnly). Sorted by label, as a lawyer
 * looks for them.
 */
export function propertyChoices(mapping: KeyTermMapping, catalogue: readonly PropertyDefinition[]): PropertyChoice[] {
  const accepts: readonly string[] = mapping.accepts
  const defaultKey = mapping.chosen ? null : (mapping.property?.key ?? null)
  const choices = catalogue
    .filter((def): def is PropertyDefinition & { type: string } => def.type !== null && accepts.includes(def.type) && !def.manualOnly)
    .map((def) => ({ key: def.key, label: def.label, type: def.type, isDefault: def.key === defaultKey }))
  // The engine's mapping is the truth: a property the catalogue read earlier lacks (sync added it
  // since) is still offered, or the select would show "Not mapped" for a term that is mapped.
  const current = mapping.property
  if (current && !choices.some((choice) => choice.key === current.key)) {
    choices.push({ key: current.key, label: current.label, type: current.type ?? 'untyped', isDefault: current.key === defaultKey })
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key))
}

export function draftOf(mappings: readonly KeyTermMapping[]): MappingDraft {
  const draft = Object.fromEntries(KEY_TERM_NAMES.map((term) => [term, ''])) as MappingDraft
  for (const mapping of mappings) draft[mapping.term] = mapping.property?.key ?? ''
  return draft
}

/**
 * The PUT body: only the terms the lawyer changed. A term left alone keeps following Folio's
 * default, which moves with the catalogue; sending it would freeze today's default as a choice.
 */
export function changedProperties(draft: MappingDraft, mappings: readonly KeyTermMapping[]): KeyTermPropertiesBody['properties'] {
  const saved = draftOf(mappings)
  const changed: KeyTermPropertiesBody['properties'] = {}
  for (const term of KEY_TERM_NAMES) {
    if (draft[term] !== saved[term]) changed[term] = draft[term] === '' ? null : draft[term]
  }
  return changed
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
