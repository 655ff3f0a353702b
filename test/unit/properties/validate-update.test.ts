import { describe, expect, it } from 'vitest'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import {
  describePropertyProblems,
  validatePropertyUpdate,
  type PropertyProblem,
  type PropertyUpdateContext
} from '../../../electron/engine/domain/properties'
import { ACME_PARTY, DELETED_PARTY, SUPPLIER_CATEGORY, context, definition } from './catalogue'

function problemsOf(input: unknown, ctx: PropertyUpdateContext = context()): PropertyProblem[] {
  const result = validatePropertyUpdate(input, ctx)
  if (result.ok) throw new Error(`expected problems, got changes ${JSON.stringify([...result.changes])}`)
  return result.problems
}

function changesOf(input: unknown, ctx: PropertyUpdateContext = context()): Record<string, StoredPropertyValue | null> {
  const result = validatePropertyUpdate(input, ctx)
  if (!result.ok) throw new Error(`expected changes, got ${describePropertyProblems(result.problems)}`)
  return Object.fromEntries(result.changes)
}

/** The single problem a one-key update has. */
function messageFor(key: string, value: unknown): string {
  const problems = problemsOf({ [key]: value })
  expect(problems).toHaveLength(1)
  expect(problems[0]?.key).toBe(key)
  return problems[0]?.message ?? ''
}

const dayMs = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day)

describe('the shape of a property update', () => {
  it.each([null, [], 'contract_value=5', 5])('refuses %j in place of an object', (input) => {
    expect(problemsOf(input)).toEqual([{ key: 'properties', message: 'properties must be an object mapping property keys to values' }])
  })

  it('refuses an empty object', () => {
    expect(problemsOf({})).toEqual([{ key: 'properties', message: 'properties must contain 1 to 20 keys, got 0' }])
  })

  it('accepts 20 keys and refuses 21, naming the count', () => {
    const keys = Array.from({ length: 21 }, (_, i) => `clause_${i}`)
    const ctx: PropertyUpdateContext = { ...context(), definitions: new Map(keys.map((key) => [key, definition(key, 'string')])) }
    const twenty = Object.fromEntries(keys.slice(0, 20).map((key) => [key, 'agreed']))
    expect(Object.keys(changesOf(twenty, ctx))).toHaveLength(20)
    const twentyOne = Object.fromEntries(keys.map((key) => [key, 'agreed']))
    expect(problemsOf(twentyOne, ctx)).toEqual([{ key: 'properties', message: 'properties must contain 1 to 20 keys, got 21' }])
  })
})

describe('keys and where they may be added', () => {
  it('refuses a key missing from the catalogue', () => {
    expect(messageFor('governing_law', 'England')).toBe("unknown property 'governing_law' (see GET /v2/properties for the catalogue)")
  })

  it('adds a category-scoped property only to contracts in its categories', () => {
    expect(messageFor('supplier_rating', 4)).toBe("property 'supplier_rating' cannot be added to contracts in this contract's category")
    expect(problemsOf({ supplier_rating: 4 }, context({ categoryId: null }))).toEqual([
      { key: 'supplier_rating', message: "property 'supplier_rating' cannot be added to a contract without a category" }
    ])
    expect(changesOf({ supplier_rating: 4 }, context({ categoryId: SUPPLIER_CATEGORY }))).toEqual({ supplier_rating: 4 })
  })

  it('adds a global property to a contract without a category', () => {
    expect(changesOf({ contract_value: 5 }, context({ categoryId: null }))).toEqual({ contract_value: 5 })
  })
})

describe('null clears a value of any type', () => {
  it('gives null for each key', () => {
    const keys = ['counterparty_reference', 'contract_value', 'exclusive', 'signature_date', 'payment_terms', 'jurisdictions', 'counterparty', 'legacy_code']
    expect(changesOf(Object.fromEntries(keys.map((key) => [key, null])))).toEqual(Object.fromEntries(keys.map((key) => [key, null])))
  })
})

describe('string properties', () => {
  it('store the text exactly as given, including an empty string', () => {
    expect(changesOf({ counterparty_reference: '  REF-001 ' })).toEqual({ counterparty_reference: '  REF-001 ' })
    expect(changesOf({ counterparty_reference: '' })).toEqual({ counterparty_reference: '' })
  })

  it('refuse a number rather than guess how it was written', () => {
    expect(messageFor('counterparty_reference', 12345)).toBe("property 'counterparty_reference' expects a string, got the number 12345")
  })

  it('refuse a boolean', () => {
    expect(messageFor('counterparty_reference', true)).toBe("property 'counterparty_reference' expects a string, got true")
  })
})

describe('number properties', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 1250.50 ', 1250.5],
    ['1e3', 1000],
    ['-0', 0],
    [-0, 0],
    ['.5', 0.5],
    ['+7', 7]
  ])('store %j as %j', (input, stored) => {
    expect(changesOf({ contract_value: input })).toEqual({ contract_value: stored })
  })

  it.each(['', '   ', '\t\n'])('refuse the blank numeric string %j with their own message', (input) => {
    expect(messageFor('contract_value', input)).toBe("property 'contract_value' cannot be set to a blank numeric string (use null to clear it)")
  })

  it.each(['abc', '1,000', '0x10', 'Infinity', '5 EUR', '1.2.3'])('refuse the non-numeric string %j', (input) => {
    expect(messageFor('contract_value', input)).toBe(`property 'contract_value' expects a number or a numeric string, got ${JSON.stringify(input)}`)
  })

  it('refuse a numeric string too large to be finite', () => {
    expect(messageFor('contract_value', '1e400')).toBe('property \'contract_value\' expects a finite number, got "1e400"')
  })

  it.each([
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
    [Number.NEGATIVE_INFINITY, '-Infinity']
  ])('refuse %s', (input, shown) => {
    expect(messageFor('contract_value', input)).toBe(`property 'contract_value' expects a finite number, got ${shown}`)
  })

  it('refuse a boolean and an array', () => {
    expect(messageFor('contract_value', true)).toBe("property 'contract_value' expects a number or a numeric string, got true")
    expect(messageFor('contract_value', [5])).toBe("property 'contract_value' expects a number or a numeric string, got an array")
  })
})

describe('boolean properties', () => {
  it('store true and false', () => {
    expect(changesOf({ exclusive: true })).toEqual({ exclusive: true })
    expect(changesOf({ exclusive: false })).toEqual({ exclusive: false })
  })

  it.each([
    ['true', '"true"'],
    ['false', '"false"'],
    [1, 'the number 1'],
    [0, 'the number 0']
  ])('refuse %j: only JSON true and false', (input, shown) => {
    expect(messageFor('exclusive', input)).toBe(`property 'exclusive' expects true or false, got ${shown}`)
  })
})

describe('date properties', () => {
  it.each([
    ['2025-01-31', dayMs(2025, 1, 31)],
    ['2024-02-29', dayMs(2024, 2, 29)],
    ['1999-12-31', dayMs(1999, 12, 31)],
    [' 2025-07-01 ', dayMs(2025, 7, 1)]
  ])('store %j as epoch ms at 00:00 UTC', (input, stored) => {
    expect(changesOf({ signature_date: input })).toEqual({ signature_date: stored })
  })

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '0000-01-01'])('refuse %j, which is not a calendar day', (input) => {
    expect(messageFor('signature_date', input)).toBe(
      `property 'signature_date' expects a date as YYYY-MM-DD, and ${JSON.stringify(input)} is not a day of the calendar`
    )
  })

  it.each(['2025-01-31T00:00:00Z', '2025-01-31T10:30', '2025-01-31 10:30:00'])('refuse the date-time %j', (input) => {
    expect(messageFor('signature_date', input)).toBe(
      `property 'signature_date' expects a date as YYYY-MM-DD without a time, got ${JSON.stringify(input)}`
    )
  })

  it.each(['31/01/2025', '2025-1-5', '20250131', 'January 31, 2025', ''])('refuse %j in another format', (input) => {
    expect(messageFor('signature_date', input)).toBe(`property 'signature_date' expects a date as YYYY-MM-DD, got ${JSON.stringify(input)}`)
  })

  it('refuse epoch milliseconds', () => {
    expect(messageFor('signature_date', 1738281600000)).toBe("property 'signature_date' expects a date as YYYY-MM-DD, got the number 1738281600000")
  })
})

describe('list properties', () => {
  it('store a choice in the catalogue spelling', () => {
    expect(changesOf({ payment_terms: 'Net 30' })).toEqual({ payment_terms: 'Net 30' })
    expect(changesOf({ payment_terms: ' net 30 ' })).toEqual({ payment_terms: 'Net 30' })
  })

  it('refuse a value that is not a choice, listing the choices', () => {
    expect(messageFor('payment_terms', 'Net 90')).toBe(
      'property \'payment_terms\' does not offer "Net 90" (choices: "Net 30", "Net 60", "On receipt")'
    )
  })

  it('refuse a value that is not a string', () => {
    expect(messageFor('payment_terms', 30)).toBe("property 'payment_terms' expects one of its choices as a string, got the number 30")
  })
})

describe('multi-option properties', () => {
  it('store the chosen options in the catalogue spelling and request order', () => {
    expect(changesOf({ jurisdictions: ['scotland', 'England and Wales'] })).toEqual({ jurisdictions: ['Scotland', 'England and Wales'] })
    expect(changesOf({ jurisdictions: ['Que\u0301bec'] })).toEqual({ jurisdictions: ['Québec'] })
  })

  it('clear the value on an empty array', () => {
    expect(changesOf({ jurisdictions: [] })).toEqual({ jurisdictions: null })
  })

  it('refuse the same option twice, whatever its spelling', () => {
    expect(messageFor('jurisdictions', ['Scotland', 'SCOTLAND'])).toBe('property \'jurisdictions\' lists the choice "Scotland" more than once')
  })

  it('refuse an option that is not a choice', () => {
    expect(messageFor('jurisdictions', ['Scotland', 'Wales'])).toBe(
      'property \'jurisdictions\' does not offer "Wales" (choices: "England and Wales", "Scotland", "Ireland", "Québec")'
    )
  })

  it('refuse a single string and items that are not strings', () => {
    expect(messageFor('jurisdictions', 'Scotland')).toBe('property \'jurisdictions\' expects an array of its choices, got "Scotland"')
    expect(messageFor('jurisdictions', ['Scotland', 1])).toBe(
      "property 'jurisdictions' expects an array of its choices as strings, and one item is the number 1"
    )
  })
})

describe('party properties', () => {
  it('store an existing party as {id}, lowercased', () => {
    expect(changesOf({ counterparty: ACME_PARTY })).toEqual({ counterparty: { id: ACME_PARTY } })
    expect(changesOf({ counterparty: ACME_PARTY.toUpperCase() })).toEqual({ counterparty: { id: ACME_PARTY } })
  })

  it('accept back the {id, label} object the detail response shows', () => {
    expect(changesOf({ counterparty: { id: ACME_PARTY, label: 'Acme Ltd' } })).toEqual({ counterparty: { id: ACME_PARTY } })
  })

  it('refuse a well-formed id of a party that does not exist', () => {
    expect(messageFor('counterparty', DELETED_PARTY)).toBe(`property 'counterparty' refers to party "${DELETED_PARTY}", which does not exist`)
  })

  it.each([
    ['Acme Ltd', '"Acme Ltd"'],
    [`${ACME_PARTY}0`, `"${ACME_PARTY}0"`],
    [{ id: ACME_PARTY, name: 'Acme' }, 'an object'],
    [42, 'the number 42']
  ])('refuse %j, which is not a party id', (input, shown) => {
    expect(messageFor('counterparty', input)).toBe(`property 'counterparty' expects a party id (24 hexadecimal characters), got ${shown}`)
  })
})

describe('untyped properties', () => {
  it.each(['A-17', 7, false])('store the JSON scalar %j as given', (input) => {
    expect(changesOf({ legacy_code: input })).toEqual({ legacy_code: input })
  })

  it('refuse arrays and objects', () => {
    expect(messageFor('legacy_code', ['A'])).toBe("property 'legacy_code' expects a string, number or boolean, got an array")
    expect(messageFor('legacy_code', { code: 'A' })).toBe("property 'legacy_code' expects a string, number or boolean, got an object")
  })
})

describe('every problem at once', () => {
  it('reports each bad key in request order and nothing about the good ones', () => {
    const problems = problemsOf({
      counterparty_reference: 'REF-9',
      contract_value: '   ',
      governing_law: 'England',
      exclusive: 'yes',
      signature_date: '2025-02-30',
      payment_terms: 'Net 90',
      supplier_rating: 3,
      counterparty: DELETED_PARTY
    })
    expect(problems).toEqual([
      { key: 'contract_value', message: "property 'contract_value' cannot be set to a blank numeric string (use null to clear it)" },
      { key: 'governing_law', message: "unknown property 'governing_law' (see GET /v2/properties for the catalogue)" },
      { key: 'exclusive', message: 'property \'exclusive\' expects true or false, got "yes"' },
      { key: 'signature_date', message: 'property \'signature_date\' expects a date as YYYY-MM-DD, and "2025-02-30" is not a day of the calendar' },
      { key: 'payment_terms', message: 'property \'payment_terms\' does not offer "Net 90" (choices: "Net 30", "Net 60", "On receipt")' },
      { key: 'supplier_rating', message: "property 'supplier_rating' cannot be added to contracts in this contract's category" },
      { key: 'counterparty', message: `property 'counterparty' refers to party "${DELETED_PARTY}", which does not exist` }
    ])
  })

  it('joins problems into one error message', () => {
    const problems = problemsOf({ exclusive: 'yes', contract_value: '' })
    expect(describePropertyProblems(problems)).toBe(
      'property \'exclusive\' expects true or false, got "yes"; property \'contract_value\' cannot be set to a blank numeric string (use null to clear it)'
    )
  })

  it('shortens a long rejected value in the message', () => {
    expect(messageFor('exclusive', 'x'.repeat(500))).toBe(`property 'exclusive' expects true or false, got "${'x'.repeat(60)}…"`)
  })
})
