import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { toFtsQuery } from '../../../electron/engine/services/documents/search-query'

const strict = { strict: true, field: "Query parameter 'q'" }

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
    expect(toFtsQuery('liability OR indemnity OR "hold harmless"')).toBe('("liability" OR "indemnity" OR "hold harmless")')
  })

  it('leaves out what follows NOT or a glued minus, words and phrases alike', () => {
    expect(toFtsQuery('liability -uncapped')).toBe('("liability") NOT ("uncapped")')
    expect(toFtsQuery('indemnity NOT "third party" cap')).toBe('("indemnity" AND "cap") NOT ("third party")')
    expect(toFtsQuery('liability -"gross negligence" -fraud')).toBe('("liability") NOT ("gross negligence" OR "fraud")')
  })

  it('reads a hyphen inside a word, or a dash between words, as punctuation', () => {
    expect(toFtsQuery('non-exclusive licence')).toBe('"non exclusive" AND "licence"')
    expect(toFtsQuery('fees - payment')).toBe('"fees" AND "payment"')
  })

  it('leaves out words in nearly every paragraph, unless nothing else is left', () => {
    expect(toFtsQuery('termination for convenience')).toBe('"termination" AND "convenience"')
    expect(toFtsQuery('for the')).toBe('"for" AND "the"')
    expect(toFtsQuery('"for the avoidance of doubt"')).toBe('"for the avoidance of doubt"')
  })

  it('refuses a query with nothing to search for', () => {
    expect(() => toFtsQuery('!!! ...')).toThrow("Body field 'query' must contain a word to search for")
    expect(() => toFtsQuery('-fees', strict)).toThrow("Query parameter 'q' must contain a word to look for, not only words to leave out")
  })

  it('names broken syntax when asked to be strict, and reads it as plain text otherwise', () => {
    const cases: Array<[string, string, string]> = [
      ['"uncapped liability', 'has a quote that is not closed (before “uncapped liability”)', '"uncapped" AND "liability"'],
      ['OR fees', 'has OR without a word before it', '"fees"'],
      ['fees OR', 'has OR without a word after it', '"fees"'],
      ['fees OR -late', 'has OR next to a word left out (OR joins words to look for)', '("fees") NOT ("late")'],
      ['fees NOT', 'has NOT without a word after it', '"fees"'],
      ['fees NOT NOT late', 'has NOT twice in a row', '("fees") NOT ("late")'],
      ['fees ""', 'has an empty phrase ("") with nothing to look for', '"fees"'],
      ['fees *', 'has a * that does not end a word (write indemn* to match by prefix)', '"fees"']
    ]
    for (const [input, problem, lenient] of cases) {
      expect(() => toFtsQuery(input, strict), input).toThrow(`Query parameter 'q' ${problem}`)
      expect(toFtsQuery(input), input).toBe(lenient)
    }
  })

  it('names every problem of a query at once', () => {
    expect(() => toFtsQuery('OR fees "late', strict)).toThrow("Query parameter 'q' has a quote that is not closed (before “late”); has OR without a word before it")
  })

  it('writes queries FTS5 accepts and evaluates as meant', () => {
    const db = new Database(':memory:')
    db.exec("CREATE VIRTUAL TABLE t USING fts5 (text, tokenize = 'porter unicode61 remove_diacritics 2')")
    const texts = ['The liability of either party is uncapped.', 'Liability is limited to the fees paid.', 'Fees are due on invoice; gross negligence is excluded.', 'Indemnities for third party claims.']
    texts.forEach((text, i) => db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(i + 1, text))
    const hits = (query: string) => db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid').pluck().all(toFtsQuery(query, strict))
    expect(hits('liability -uncapped')).toEqual([2])
    expect(hits('liability OR fees -"gross negligence"')).toEqual([1, 2])
    expect(hits('indemn* NOT fees')).toEqual([4])
    expect(hits('"third party" OR uncapped')).toEqual([1, 4])
    db.close()
  })
})
