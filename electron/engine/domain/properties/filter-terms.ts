import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { HEX24_PATTERN } from '../../../../shared/api/common'
import type { PropertyDefinitionRecord } from './definition'
import { describeValue } from './describe-value'
import { OPERATORS_NOT_SUPPORTED, looksLikeOperator } from './filter-operators'
import { formatIsoDate, parseIsoDate } from './iso-date'
import { normalizeForMatch } from './match-text'
import { canonicalNumber, parseNumericText } from './numeric-text'

/*
 * `GET /v2/contracts?property[<key>]=<value>` is an equality filter. The engine stores, per
 * contract and key, the terms of the value (filterTermsOf) and looks up the coerced query term
 * (coerceFilterValue); a contract matches when one of its terms equals the query term. Both sides
 * go through the same normal forms, so they agree exactly when a lawyer would say the value
 * matches.
 */

const PARTY_ID = new RegExp(HEX24_PATTERN)
const FILTER_NAME = /^property\[([^[\]]+)\]$/
const FILTER_NAME_WITH_OPERATOR = /^property\[([^[\]]+)\]\[[^[\]]*\]$/

/** The terms a stored value is found by. Empty when the value cannot match any filter. */
export function filterTermsOf(def: PropertyDefinitionRecord | null, value: StoredPropertyValue): string[] {
  const type = def?.type ?? null
  switch (type) {
    case 'string':
    case 'list':
      return typeof value === 'string' ? [normalizeForMatch(value)] : untypedTerms(value)
    case 'number':
      return numberTerms(value)
    case 'boolean':
      return typeof value === 'boolean' ? [String(value)] : untypedTerms(value)
    case 'date':
      return dateTerms(value)
    case 'multi-option':
      return Array.isArray(value) ? unique(value.map(normalizeForMatch)) : untypedTerms(value)
    case 'party':
      return partyTerms(value)
    case null:
      return untypedTerms(value)
  }
}

/** Reads a query value as the property's declared type and gives the one term to look up. */
export function coerceFilterValue(
  def: PropertyDefinitionRecord,
  raw: string
): { ok: true; term: string } | { ok: false; message: string } {
  const subject = `property[${def.key}]`
  if (looksLikeOperator(raw)) return { ok: false, message: `${subject}: ${OPERATORS_NOT_SUPPORTED}` }
  if (raw.trim() === '') return { ok: false, message: `${subject} needs a value to match` }
  const expected = (what: string) => ({ ok: false as const, message: `${subject} expects ${what}, got ${describeValue(raw)}` })
  switch (def.type) {
    case 'string':
    case 'list':
    case 'multi-option':
      // Not checked against the current choices: contracts may still hold a retired choice.
      return { ok: true, term: normalizeForMatch(raw) }
    case 'number': {
      const parsed = parseNumericText(raw)
      return parsed.ok ? { ok: true, term: canonicalNumber(parsed.value) } : expected('a number')
    }
    case 'boolean': {
      const text = raw.trim().toLowerCase()
      return text === 'true' || text === 'false' ? { ok: true, term: text } : expected('true or false')
    }
    case 'date': {
      const parsed = parseIsoDate(raw)
      return parsed.ok ? { ok: true, term: formatIsoDate(parsed.epochMs) } : expected('a date as YYYY-MM-DD')
    }
    case 'party': {
      const id = raw.trim()
      return PARTY_ID.test(id) ? { ok: true, term: id.toLowerCase() } : expected('a party id (24 hexadecimal characters)')
    }
    case null:
      return { ok: true, term: untypedTextTerm(raw) }
  }
}

/**
 * The property key of a `property[<key>]` query parameter. `property[amount][gte]=5` is the
 * bracket spelling of an operator and is refused as one, not as an unknown key.
 */
export function parsePropertyFilterName(name: string): { ok: true; key: string } | { ok: false; message: string } {
  const plain = FILTER_NAME.exec(name)
  if (plain?.[1] !== undefined) return { ok: true, key: plain[1] }
  const withOperator = FILTER_NAME_WITH_OPERATOR.exec(name)
  if (withOperator?.[1] !== undefined) return { ok: false, message: `property[${withOperator[1]}]: ${OPERATORS_NOT_SUPPORTED}` }
  return { ok: false, message: `query parameter ${JSON.stringify(name)} is not a property filter: use property[<key>]=<value>` }
}

function numberTerms(value: StoredPropertyValue): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [canonicalNumber(value)] : []
  if (typeof value === 'string') {
    const parsed = parseNumericText(value)
    return parsed.ok ? [canonicalNumber(parsed.value)] : []
  }
  return []
}

/** Dates are stored as epoch ms; a value synced with a time of day still files under its UTC day. */
function dateTerms(value: StoredPropertyValue): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [formatIsoDate(value)] : []
  if (typeof value === 'string') {
    const parsed = parseIsoDate(value)
    return parsed.ok ? [formatIsoDate(parsed.epochMs)] : []
  }
  return []
}

function partyTerms(value: StoredPropertyValue): string[] {
  const id = typeof value === 'string' ? value : !Array.isArray(value) && typeof value === 'object' ? value.id : null
  return id !== null && PARTY_ID.test(id) ? [id.toLowerCase()] : []
}

/**
 * Untyped properties have no declared type to coerce the query to, so both sides use one rule:
 * numeric text compares as a number ("5" = "5.0" = 5), anything else as text.
 */
function untypedTerms(value: StoredPropertyValue): string[] {
  if (typeof value === 'string') return [untypedTextTerm(value)]
  if (typeof value === 'number') return Number.isFinite(value) ? [canonicalNumber(value)] : []
  if (typeof value === 'boolean') return [String(value)]
  if (Array.isArray(value)) return unique(value.map(untypedTextTerm))
  return partyTerms(value)
}

function untypedTextTerm(text: string): string {
  const parsed = parseNumericText(text)
  return parsed.ok ? canonicalNumber(parsed.value) : normalizeForMatch(text)
}

function unique(terms: string[]): string[] {
  return [...new Set(terms)]
}
