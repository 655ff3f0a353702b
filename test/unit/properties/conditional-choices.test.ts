import { describe, expect, it } from 'vitest'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { describePropertyProblems, validatePropertyUpdate, type PropertyProblem } from '../../../electron/engine/domain/properties'
import { context } from './catalogue'

type Current = Record<string, StoredPropertyValue>

function problemsOf(input: Record<string, unknown>, current: Current = {}): PropertyProblem[] {
  const result = validatePropertyUpdate(input, context({ current }))
  if (result.ok) throw new Error(`expected problems, got changes ${JSON.stringify([...result.changes])}`)
  return result.problems
}

function changesOf(input: Record<string, unknown>, current: Current = {}): Record<string, StoredPropertyValue | null> {
  const result = validatePropertyUpdate(input, context({ current }))
  if (!result.ok) throw new Error(`expected changes, got ${describePropertyProblems(result.problems)}`)
  return Object.fromEntries(result.changes)
}

describe('a conditional choice is checked against the parent value it will have', () => {
  it('uses the parent set in the same request over the stored one', () => {
    expect(changesOf({ region: 'UK', country: 'Scotland' }, { region: 'EU' })).toEqual({ region: 'UK', country: 'Scotland' })
    expect(problemsOf({ region: 'UK', country: 'France' }, { region: 'EU' })).toEqual([
      { key: 'country', message: 'property \'country\' does not offer "France" when \'region\' is "UK" (choices: "England", "Scotland")' }
    ])
  })

  it('finds the parent whatever order the keys come in', () => {
    expect(changesOf({ country: 'england', region: 'uk' })).toEqual({ country: 'England', region: 'UK' })
  })

  it('uses the stored parent when the request leaves it alone', () => {
    expect(changesOf({ country: 'Germany' }, { region: 'EU' })).toEqual({ country: 'Germany' })
    expect(problemsOf({ country: 'England' }, { region: 'EU' })).toEqual([
      { key: 'country', message: 'property \'country\' does not offer "England" when \'region\' is "EU" (choices: "France", "Germany")' }
    ])
  })

  it('refuses a child whose parent has no value', () => {
    expect(problemsOf({ country: 'France' })).toEqual([
      { key: 'country', message: "property 'country' depends on 'region', which has no value" }
    ])
  })

  it('refuses a child whose parent is cleared in the same request', () => {
    expect(problemsOf({ region: null, country: 'France' }, { region: 'EU' })).toEqual([
      { key: 'country', message: "property 'country' depends on 'region', which has no value" }
    ])
  })

  it('lets a parent and its child be cleared together', () => {
    expect(changesOf({ region: null, country: null }, { region: 'EU', country: 'France' })).toEqual({ region: null, country: null })
  })

  it('says so when the parent choice allows no child value at all', () => {
    expect(problemsOf({ region: 'US', country: 'France' })).toEqual([
      { key: 'country', message: 'property \'country\' offers no choices when \'region\' is "US", so "France" cannot be set' }
    ])
  })

  it('reports only the parent when the parent value itself is refused', () => {
    expect(problemsOf({ region: 'Mars', country: 'France' })).toEqual([
      { key: 'region', message: 'property \'region\' does not offer "Mars" (choices: "EU", "UK", "US")' }
    ])
  })

  it('follows a chain of two levels', () => {
    expect(changesOf({ region: 'EU', country: 'Germany', court: 'Berlin' })).toEqual({ region: 'EU', country: 'Germany', court: 'Berlin' })
    expect(problemsOf({ court: 'London' }, { region: 'EU', country: 'France' })).toEqual([
      { key: 'court', message: 'property \'court\' does not offer "London" when \'country\' is "France" (choices: "Paris", "Lyon")' }
    ])
  })

  it('checks each option of a conditional multi-option', () => {
    expect(changesOf({ region: 'UK', data_transfers: ['IDTA', 'adequacy'] })).toEqual({ region: 'UK', data_transfers: ['IDTA', 'Adequacy'] })
    expect(problemsOf({ data_transfers: ['Adequacy', 'IDTA'] }, { region: 'EU' })).toEqual([
      { key: 'data_transfers', message: 'property \'data_transfers\' does not offer "IDTA" when \'region\' is "EU" (choices: "SCCs", "Adequacy")' }
    ])
  })
})

describe('a stored child left behind by a parent change', () => {
  it('is refused when the parent is cleared, rather than silently dropped', () => {
    expect(problemsOf({ region: null }, { region: 'EU', country: 'France' })).toEqual([
      { key: 'country', message: "property 'country' holds \"France\", which needs a value for 'region': clear 'country' in the same request" }
    ])
  })

  it('is refused when the new parent value does not allow it', () => {
    expect(problemsOf({ region: 'UK' }, { region: 'EU', country: 'France' })).toEqual([
      {
        key: 'country',
        message: "property 'country' holds \"France\", which 'region' = \"UK\" does not allow: set or clear 'country' in the same request"
      }
    ])
  })

  it('is accepted when the new parent value still allows it', () => {
    expect(changesOf({ region: 'UK' }, { region: 'EU', data_transfers: ['Adequacy'] })).toEqual({ region: 'UK' })
  })

  it('is not judged when the parent is set to the value it already has', () => {
    expect(changesOf({ region: 'EU' }, { region: 'EU', country: 'England' })).toEqual({ region: 'EU' })
  })

  it('is checked one level down: changing the country strands the stored court', () => {
    expect(problemsOf({ country: 'Germany' }, { region: 'EU', country: 'France', court: 'Paris' })).toEqual([
      {
        key: 'court',
        message: "property 'court' holds \"Paris\", which 'country' = \"Germany\" does not allow: set or clear 'court' in the same request"
      }
    ])
    expect(changesOf({ country: 'Germany', court: 'Berlin' }, { region: 'EU', country: 'France', court: 'Paris' })).toEqual({
      country: 'Germany',
      court: 'Berlin'
    })
  })
})
