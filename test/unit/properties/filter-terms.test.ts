import { describe, expect, it } from 'vitest'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import {
  coerceFilterValue,
  describePropertyProblems,
  filterTermsOf,
  parsePropertyFilterName,
  validatePropertyUpdate
} from '../../../electron/engine/domain/properties'
import { ACME_PARTY, context, definitionOf } from './catalogue'

/** The value as the engine would store it after a property update. */
function stored(key: string, input: unknown): StoredPropertyValue {
  const result = validatePropertyUpdate({ [key]: input }, context())
  if (!result.ok) throw new Error(describePropertyProblems(result.problems))
  const value = result.changes.get(key)
  if (value === undefined || value === null) throw new Error(`no value stored for ${key}`)
  return value
}

function matches(key: string, input: unknown, query: string): boolean {
  const def = definitionOf(key)
  const coerced = coerceFilterValue(def, query)
  if (!coerced.ok) throw new Error(coerced.message)
  return filterTermsOf(def, stored(key, input)).includes(coerced.term)
}

describe('a filter matches exactly when a lawyer would say the value matches', () => {
  it.each([
    ['counterparty_reference', 'Acme Ltd', 'acme ltd', true],
    ['counterparty_reference', '  Acme Ltd ', 'ACME LTD', true],
    ['counterparty_reference', 'Acme  Ltd', 'Acme Ltd', true],
    ['counterparty_reference', 'Café Royal', 'Cafe\u0301 Royal', true],
    ['counterparty_reference', 'Acme Ltd', 'Acme', false],
    ['contract_value', 5, '5', true],
    ['contract_value', '5', '5.0', true],
    ['contract_value', 5, '5e0', true],
    ['contract_value', '1250.50', '1250.5', true],
    ['contract_value', ' 7 ', '+7', true],
    ['contract_value', 0, '-0', true],
    ['contract_value', 5, '50', false],
    ['exclusive', true, 'true', true],
    ['exclusive', true, 'TRUE', true],
    ['exclusive', false, 'true', false],
    ['signature_date', '2025-01-31', '2025-01-31', true],
    ['signature_date', '2025-01-31', '2025-01-30', false],
    ['payment_terms', 'Net 30', 'net 30', true],
    ['payment_terms', 'net 30', ' NET 30 ', true],
    ['payment_terms', 'Net 30', 'Net 60', false],
    ['jurisdictions', ['Scotland', 'Ireland'], 'ireland', true],
    ['jurisdictions', ['Scotland', 'Ireland'], 'Scotland', true],
    ['jurisdictions', ['Scotland', 'Ireland'], 'England and Wales', false],
    ['jurisdictions', ['Québec'], 'que\u0301bec', true],
    ['counterparty', ACME_PARTY, ACME_PARTY.toUpperCase(), true],
    ['counterparty', { id: ACME_PARTY, label: 'Acme' }, ACME_PARTY, true],
    ['legacy_code', 7, '7.0', true],
    ['legacy_code', 'A-17', 'a-17', true],
    ['legacy_code', true, 'true', true],
    ['legacy_code', 'A-17', 'A-18', false]
  ])('%s stored from %j, filtered by %j: %s', (key, input, query, expected) => {
    expect(matches(key, input, query)).toBe(expected)
  })
})

describe('the terms a stored value is found by', () => {
  it('gives one term per chosen option of a multi-option', () => {
    expect(filterTermsOf(definitionOf('jurisdictions'), ['Scotland', 'England and Wales'])).toEqual(['scotland', 'england and wales'])
  })

  it('files a date under its UTC day and a number under its canonical spelling', () => {
    expect(filterTermsOf(definitionOf('signature_date'), Date.UTC(2025, 0, 31))).toEqual(['2025-01-31'])
    expect(filterTermsOf(definitionOf('contract_value'), 1250.5)).toEqual(['1250.5'])
  })

  it('gives a party value its id', () => {
    expect(filterTermsOf(definitionOf('counterparty'), { id: ACME_PARTY })).toEqual([ACME_PARTY])
  })

  it('reads a value with no catalogue entry by its JSON type', () => {
    expect(filterTermsOf(null, ' Acme ')).toEqual(['acme'])
    expect(filterTermsOf(null, 5)).toEqual(['5'])
    expect(filterTermsOf(null, ['A', 'a'])).toEqual(['a'])
  })

  it('gives no term for a value that does not fit its declared type', () => {
    expect(filterTermsOf(definitionOf('contract_value'), 'five')).toEqual([])
    expect(filterTermsOf(definitionOf('signature_date'), true)).toEqual([])
  })
})

describe('query values of the wrong type are refused, naming the property', () => {
  it.each([
    ['contract_value', 'abc', 'property[contract_value] expects a number, got "abc"'],
    ['contract_value', '1,000', 'property[contract_value] expects a number, got "1,000"'],
    ['exclusive', 'yes', 'property[exclusive] expects true or false, got "yes"'],
    ['signature_date', '2025-02-30', 'property[signature_date] expects a date as YYYY-MM-DD, got "2025-02-30"'],
    ['signature_date', '2025-01-31T10:00:00Z', 'property[signature_date] expects a date as YYYY-MM-DD, got "2025-01-31T10:00:00Z"'],
    ['counterparty', 'Acme Ltd', 'property[counterparty] expects a party id (24 hexadecimal characters), got "Acme Ltd"'],
    ['contract_value', '', 'property[contract_value] needs a value to match'],
    ['counterparty_reference', '   ', 'property[counterparty_reference] needs a value to match']
  ])('%s=%j', (key, query, message) => {
    expect(coerceFilterValue(definitionOf(key), query)).toEqual({ ok: false, message })
  })
})

describe('operators in place of a value are refused as operators', () => {
  it.each([
    ['contract_value', '>5'],
    ['contract_value', '>=5'],
    ['contract_value', '<5'],
    ['contract_value', '<=5'],
    ['contract_value', '!=5'],
    ['contract_value', '=5'],
    ['contract_value', ' >5'],
    ['contract_value', '{"$gt":5}'],
    ['contract_value', '[1,5]'],
    ['counterparty_reference', '["Acme","Globex"]'],
    ['contract_value', '$gt:5'],
    ['contract_value', 'gte:5'],
    ['contract_value', 'GTE:5'],
    ['contract_value', 'in(1,2)'],
    ['contract_value', 'between:1,5'],
    ['signature_date', 'lt:2025-01-01'],
    ['counterparty_reference', '>Acme'],
    ['counterparty_reference', 'contains:Acme'],
    ['exclusive', 'ne:true']
  ])('%s=%j', (key, query) => {
    expect(coerceFilterValue(definitionOf(key), query)).toEqual({
      ok: false,
      message: `property[${key}]: operators are not supported: give the exact value to match`
    })
  })

  it('does not mistake ordinary words for operators', () => {
    expect(coerceFilterValue(definitionOf('counterparty_reference'), 'Note: urgent')).toEqual({ ok: true, term: 'note: urgent' })
    expect(coerceFilterValue(definitionOf('counterparty_reference'), 'Ingot Metals')).toEqual({ ok: true, term: 'ingot metals' })
    expect(coerceFilterValue(definitionOf('counterparty_reference'), '[Draft] Acme')).toEqual({ ok: true, term: '[draft] acme' })
  })

  it('refuses the bracket spelling of an operator in the parameter name', () => {
    expect(parsePropertyFilterName('property[contract_value][gte]')).toEqual({
      ok: false,
      message: 'property[contract_value]: operators are not supported: give the exact value to match'
    })
  })

  it('reads the key of a property filter parameter', () => {
    expect(parsePropertyFilterName('property[contract_value]')).toEqual({ ok: true, key: 'contract_value' })
    expect(parsePropertyFilterName('property[]')).toEqual({
      ok: false,
      message: 'query parameter "property[]" is not a property filter: use property[<key>]=<value>'
    })
  })
})
