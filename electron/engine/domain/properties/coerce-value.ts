import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { HEX24_PATTERN } from '../../../../shared/api/common'
import { canonicalChoice } from './choices'
import type { PropertyDefinitionRecord } from './definition'
import { describeValue, listChoices, quote } from './describe-value'
import { parseIsoDate } from './iso-date'
import { normalizeZero, parseNumericText } from './numeric-text'

/** What a list or multi-option may take here; conditional properties depend on their parent. */
export type ChoiceScope =
  | { kind: 'choices'; choices: readonly string[]; when: string }
  | { kind: 'problem'; message: string }
  /** The parent's own value is invalid: its problem is reported, judging the child would only echo it. */
  | { kind: 'undetermined' }

export interface CoercionEnv {
  partyExists(id: string): boolean
  choiceScope(def: PropertyDefinitionRecord): ChoiceScope
}

/** `value: null` clears the stored value. */
export type Coerced = { ok: true; value: StoredPropertyValue | null } | { ok: false; message: string }

const PARTY_ID = new RegExp(HEX24_PATTERN)

/** Turns one value of a property update into its stored form, or says why it cannot be stored. */
export function coercePropertyValue(def: PropertyDefinitionRecord, raw: unknown, env: CoercionEnv): Coerced {
  if (raw === null) return { ok: true, value: null }
  const subject = `property '${def.key}'`
  switch (def.type) {
    case null:
      return coerceUntyped(subject, raw)
    case 'string':
      return typeof raw === 'string' ? { ok: true, value: raw } : fail(`${subject} expects a string, got ${describeValue(raw)}`)
    case 'number':
      return coerceNumber(subject, raw)
    case 'boolean':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : fail(`${subject} expects true or false, got ${describeValue(raw)}`)
    case 'date':
      return coerceDate(subject, raw)
    case 'list':
      return coerceList(def, subject, raw, env)
    case 'multi-option':
      return coerceMultiOption(def, subject, raw, env)
    case 'party':
      return coerceParty(subject, raw, env)
  }
}

function fail(message: string): Coerced {
  return { ok: false, message }
}

function coerceUntyped(subject: string, raw: unknown): Coerced {
  if (typeof raw === 'string' || typeof raw === 'boolean') return { ok: true, value: raw }
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? { ok: true, value: normalizeZero(raw) } : fail(`${subject} expects a finite number, got ${describeValue(raw)}`)
  }
  return fail(`${subject} expects a string, number or boolean, got ${describeValue(raw)}`)
}

function coerceNumber(subject: string, raw: unknown): Coerced {
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? { ok: true, value: normalizeZero(raw) } : fail(`${subject} expects a finite number, got ${describeValue(raw)}`)
  }
  if (typeof raw !== 'string') return fail(`${subject} expects a number or a numeric string, got ${describeValue(raw)}`)
  const parsed = parseNumericText(raw)
  if (parsed.ok) return { ok: true, value: parsed.value }
  switch (parsed.reason) {
    case 'blank':
      return fail(`${subject} cannot be set to a blank numeric string (use null to clear it)`)
    case 'not-finite':
      return fail(`${subject} expects a finite number, got ${describeValue(raw)}`)
    case 'not-numeric':
      return fail(`${subject} expects a number or a numeric string, got ${describeValue(raw)}`)
  }
}

function coerceDate(subject: string, raw: unknown): Coerced {
  if (typeof raw !== 'string') return fail(`${subject} expects a date as YYYY-MM-DD, got ${describeValue(raw)}`)
  const parsed = parseIsoDate(raw)
  if (parsed.ok) return { ok: true, value: parsed.epochMs }
  switch (parsed.reason) {
    case 'has-time':
      return fail(`${subject} expects a date as YYYY-MM-DD without a time, got ${describeValue(raw)}`)
    case 'no-such-day':
      return fail(`${subject} expects a date as YYYY-MM-DD, and ${describeValue(raw)} is not a day of the calendar`)
    case 'not-a-date':
      return fail(`${subject} expects a date as YYYY-MM-DD, got ${describeValue(raw)}`)
  }
}

function coerceList(def: PropertyDefinitionRecord, subject: string, raw: unknown, env: CoercionEnv): Coerced {
  if (typeof raw !== 'string') return fail(`${subject} expects one of its choices as a string, got ${describeValue(raw)}`)
  const scope = env.choiceScope(def)
  if (scope.kind === 'problem') return fail(scope.message)
  if (scope.kind === 'undetermined') return { ok: true, value: raw }
  const choice = canonicalChoice(scope.choices, raw)
  return choice === null ? fail(notAChoice(subject, raw, scope.choices, scope.when)) : { ok: true, value: choice }
}

/** An empty array clears: "no option chosen" and "no value" are the same thing to a lawyer. */
function coerceMultiOption(def: PropertyDefinitionRecord, subject: string, raw: unknown, env: CoercionEnv): Coerced {
  if (!Array.isArray(raw)) return fail(`${subject} expects an array of its choices, got ${describeValue(raw)}`)
  if (raw.length === 0) return { ok: true, value: null }
  const items: unknown[] = raw
  const notText = items.find((item) => typeof item !== 'string')
  if (notText !== undefined) return fail(`${subject} expects an array of its choices as strings, and one item is ${describeValue(notText)}`)
  const texts = items.filter((item): item is string => typeof item === 'string')
  const scope = env.choiceScope(def)
  if (scope.kind === 'problem') return fail(scope.message)
  if (scope.kind === 'undetermined') return { ok: true, value: texts }
  const chosen: string[] = []
  for (const text of texts) {
    const choice = canonicalChoice(scope.choices, text)
    if (choice === null) return fail(notAChoice(subject, text, scope.choices, scope.when))
    if (chosen.includes(choice)) return fail(`${subject} lists the choice ${quote(choice)} more than once`)
    chosen.push(choice)
  }
  return { ok: true, value: chosen }
}

function notAChoice(subject: string, text: string, choices: readonly string[], when: string): string {
  if (choices.length === 0) return `${subject} offers no choices${when}, so ${quote(text)} cannot be set`
  return `${subject} does not offer ${quote(text)}${when} (choices: ${listChoices(choices)})`
}

/**
 * A party id, or the `{id, label}` object the detail response shows (so a client can send back
 * what it read). Ids are stored lowercase so filters and lookups agree whatever case was sent.
 */
function coerceParty(subject: string, raw: unknown, env: CoercionEnv): Coerced {
  const id = partyIdOf(raw)
  if (id === null || !PARTY_ID.test(id)) {
    return fail(`${subject} expects a party id (24 hexadecimal characters), got ${describeValue(raw)}`)
  }
  const normalized = id.toLowerCase()
  if (!env.partyExists(normalized)) return fail(`${subject} refers to party ${quote(normalized)}, which does not exist`)
  return { ok: true, value: { id: normalized } }
}

function partyIdOf(raw: unknown): string | null {
  if (typeof raw === 'string') return raw.trim()
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null
  const fields = Object.entries(raw)
  if (fields.some(([name]) => name !== 'id' && name !== 'label')) return null
  const id = fields.find(([name]) => name === 'id')?.[1]
  return typeof id === 'string' ? id.trim() : null
}
