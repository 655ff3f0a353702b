import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { parentKeyOf, type PropertyDefinitionRecord } from './definition'
import { normalizeForMatch } from './match-text'

/**
 * The catalogue's spelling of a choice. An exact match wins; otherwise a match ignoring case,
 * surrounding whitespace and Unicode form, as long as only one choice matches that way. Storing
 * the catalogue spelling keeps stored values valid for the company service when they sync.
 */
export function canonicalChoice(choices: readonly string[], input: string): string | null {
  if (choices.includes(input)) return input
  const wanted = normalizeForMatch(input)
  const loose = choices.filter((choice) => normalizeForMatch(choice) === wanted)
  return loose.length === 1 ? (loose[0] ?? null) : null
}

/** The choices a list or multi-option offers regardless of any parent. */
export function ownChoicesOf(def: PropertyDefinitionRecord): readonly string[] {
  return def.options?.choices ?? []
}

/**
 * The choices a conditional property offers under its parent's value: those mapped from the
 * parent's choice, or from any of them when the parent is a multi-option. A parent choice
 * without an entry allows nothing.
 */
export function choicesUnderParent(def: PropertyDefinitionRecord, parentValue: StoredPropertyValue): readonly string[] {
  const byParent = def.options?.choicesByParent ?? {}
  const parentChoices = Array.isArray(parentValue) ? parentValue : typeof parentValue === 'string' ? [parentValue] : []
  const allowed: string[] = []
  for (const parentChoice of parentChoices) {
    const mapped = Object.hasOwn(byParent, parentChoice) ? byParent[parentChoice] : undefined
    for (const choice of mapped ?? []) if (!allowed.includes(choice)) allowed.push(choice)
  }
  return allowed
}

export function isConditional(def: PropertyDefinitionRecord): boolean {
  return parentKeyOf(def) !== null
}

/** The chosen values of a stored list or multi-option value, for checking them against a parent. */
export function chosenValues(value: StoredPropertyValue): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value
  return []
}

/** How a parent's value reads in a message: `"EU"` or `"EU", "UK"`. */
export function describeParentValue(value: StoredPropertyValue): string {
  return chosenValues(value)
    .map((choice) => JSON.stringify(choice))
    .join(', ')
}
