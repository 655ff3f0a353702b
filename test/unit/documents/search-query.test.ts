import { describe, expect, it } from 'vitest'
import { toFtsQuery } from '../../../electron/engine/services/documents/search-query'

describe('what a lawyer types, as an FTS5 query', () => {
  it('requires every word, quoted so that nothing is FTS5 syntax', () => {
    expect(toFtsQuery('terminate agreement')).toBe('"terminate" AND "agreement"')
    expect(toFtsQuery('NEAR( AND) "x')).toBe('"NEAR" AND "AND" AND "x"')
  })

  it('keeps phrases as written and prefixes as prefixes', () => {
    expect(toFtsQuery('"terminate the agreement" indemn*')).toBe('"terminate the agreement" AND "indemn" *')
  })

  it('accepts either side of OR', () => {
    expect(toFtsQuery('liability OR indemnity cap')).toBe('("liability" OR "indemnity") AND "cap"')
  })

  it('leaves out words in nearly every paragraph, unless nothing else is left', () => {
    expect(toFtsQuery('termination for convenience')).toBe('"termination" AND "convenience"')
    expect(toFtsQuery('for the')).toBe('"for" AND "the"')
    expect(toFtsQuery('"for the avoidance of doubt"')).toBe('"for the avoidance of doubt"')
  })

  it('refuses a query with nothing to search for', () => {
    expect(() => toFtsQuery('!!! ...')).toThrow("Body field 'query' must contain a word to search for")
  })
})
