import type { PropertyDefinition } from '../../../../shared/api/library'
import { formatDay, isoDay } from '../../lib/dates'

/** The parts of a definition's `options` the editor uses (shared/api/property-model.ts). */
export interface EditorOptions {
  choices: string[]
  dependsOn: string | null
  choicesByParent: Record<string, string[]> | null
  unit: string | null
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
}

export function editorOptions(definition: Pick<PropertyDefinition, 'options'> | undefined): EditorOptions {
  const options = definition?.options ?? {}
  const byParent = options['choicesByParent']
  let choicesByParent: Record<string, string[]> | null = null
  if (typeof byParent === 'object' && byParent !== null && !Array.isArray(byParent)) {
    choicesByParent = Object.fromEntries(Object.entries(byParent).map(([parent, list]: [string, unknown]) => [parent, strings(list)]))
  }
  return {
    choices: strings(options['choices']),
    dependsOn: typeof options['dependsOn'] === 'string' ? options['dependsOn'] : null,
    choicesByParent,
    unit: typeof options['unit'] === 'string' ? options['unit'] : null
  }
}

/**
 * The choices offered for a list or multi-option property: a conditional property narrows to
 * what its parent's current value allows (the engine checks the same rule on save).
 */
export function offeredChoices(options: EditorOptions, parentValue: unknown): { choices: string[]; note: string | null } {
  if (!options.dependsOn || !options.choicesByParent) return { choices: options.choices, note: null }
  if (typeof parentValue !== 'string') return { choices: [], note: `Choose ${options.dependsOn.replace(/_/g, ' ')} first` }
  const allowed = options.choicesByParent[parentValue] ?? []
  return { choices: allowed, note: allowed.length === 0 ? `No choices under ${parentValue}` : null }
}

/** What the editor holds while the lawyer edits. */
export type Draft = { kind: 'text'; text: string } | { kind: 'choices'; chosen: string[] } | { kind: 'party'; id: string; label: string }

function partyOf(value: unknown): { id: string; label: string } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const id: unknown = 'id' in value ? value.id : undefined
  const label: unknown = 'label' in value ? value.label : undefined
  return typeof id === 'string' ? { id, label: typeof label === 'string' ? label : id } : null
}

export function draftOf(value: unknown, type: string | null): Draft {
  switch (type) {
    case 'multi-option':
      return { kind: 'choices', chosen: strings(value) }
    case 'party': {
      const party = partyOf(value)
      return { kind: 'party', id: party?.id ?? '', label: party?.label ?? '' }
    }
    case 'date':
      return { kind: 'text', text: typeof value === 'number' ? isoDay(value) : '' }
    case 'boolean':
      return { kind: 'text', text: value === true ? 'true' : value === false ? 'false' : '' }
    default:
      return { kind: 'text', text: value === null || value === undefined ? '' : String(value) }
  }
}

/**
 * The value sent in PUT /properties. Text goes as typed (the engine parses numbers and dates and
 * says precisely what is wrong); an empty field clears the value (null), since the engine refuses
 * a blank numeric string.
 */
export function requestValue(draft: Draft, type: string | null): unknown {
  switch (draft.kind) {
    case 'choices':
      return draft.chosen.length > 0 ? draft.chosen : null
    case 'party':
      return draft.id ? draft.id : null
    case 'text': {
      if (draft.text.trim() === '') return null
      if (type === 'boolean') return draft.text === 'true'
      return draft.text
    }
  }
}

/**
 * The unit a number is shown with: a money property (its unit names the contract currency, as
 * "contract currency" does) takes the contract's own currency code when the contract has one.
 */
export function shownUnit(unit: string | null, currency: string | null): string | null {
  return unit !== null && /currency/i.test(unit) && currency !== null && /^[A-Z]{3}$/.test(currency) ? currency : unit
}

/** A stored value as a lawyer reads it; money in the contract's currency where it has one. */
export function displayValue(value: unknown, type: string | null, unit: string | null, currency: string | null = null): string {
  if (value === null || value === undefined) return '—'
  switch (type) {
    case 'date':
      return typeof value === 'number' ? formatDay(value) : String(value)
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value)
    case 'multi-option':
      return strings(value).join(', ') || '—'
    case 'party':
      return partyOf(value)?.label ?? '—'
    case 'number': {
      const code = shownUnit(unit, currency)
      if (typeof value === 'number' && code !== null && code !== unit) {
        return new Intl.NumberFormat('en-GB', { style: 'currency', currency: code, currencyDisplay: 'code', minimumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value)
      }
      const number = typeof value === 'number' ? value.toLocaleString('en-GB') : String(value)
      return unit ? `${number} ${unit}` : number
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}
