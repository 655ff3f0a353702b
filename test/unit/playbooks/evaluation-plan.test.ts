import fc from 'fast-check'
import RE2 from 're2'
import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs, type MatchablePosition } from '../../../electron/engine/playbooks'
import { CompiledMatcher } from '../../../electron/engine/playbooks/compiled-playbook'
import { MultiPattern, SinglePattern } from '../../../electron/engine/playbooks/multi-pattern'
import { EncodedParagraphs } from '../../../electron/engine/playbooks/paragraph-text'
import { corpusAvailable, corpusParagraphs } from './cuad-corpus'
import { pattern, position } from './positions'

/** Deterministic filler text from a small legal vocabulary, for when the corpus is absent. */
function syntheticParagraphs(count: number): string[] {
  const words = ['the', 'party', 'shall', 'terminate', 'this', 'agreement', 'for', 'convenience', 'governed', 'by', 'laws', 'of', 'notice', 'days', 'audit', 'records', 'not', 'assign', 'without', 'consent', 'effective', 'until', 'warranty', 'months', '.', ';']
  let seed = 7
  return Array.from({ length: count }, () => {
    const length = 20 + (seed % 60)
    return Array.from({ length }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648
      return words[seed % words.length]
    }).join(' ')
  })
}

const GAP_PATTERNS = [
  'terminat\\w*[^.;]{0,80}\\bconvenience',
  'govern\\w*.*\\blaws?\\b',
  '\\b(?:effective|commenc\\w*)\\b[^.;]{0,80}\\buntil\\b',
  '\\baudit\\w*.*records',
  'shall\\s+not.*assign',
  'without.*consent',
  '\\bnotice\\b[^.]{0,40}\\bdays\\b',
  '\\bwarranty\\b.*\\bmonths\\b',
  '.*agreement.*party',
  '[^.;]*\\bthe\\b[^.;]{0,30}\\bof\\b',
  '\\d+.*days',
  '(?:the|this)\\s.*shall',
  '\\b\\w{2}\\b.*\\d',
  '[.;]\\s*\\d+.*\\)',
  '\\d+[^.;]*\\b(?:of|by)\\b'
]
const LIGHT_PATTERNS = ['\\bparty\\b', 'agree\\w+', 'laws? of', '\\bnot\\s+assign']

describe('the evaluation plan', () => {
  it('gives every pattern the result of testing it on its own, whether shared, gated on literals or isolated', () => {
    const paragraphs = corpusAvailable() ? corpusParagraphs() : syntheticParagraphs(1000)
    const patterns = [...GAP_PATTERNS, ...LIGHT_PATTERNS]
    const positions: MatchablePosition[] = patterns.map((value, index) => position(index + 1, [pattern(value)]))
    const compiled = compilePlaybook(positions)

    expect(compiled).toBeInstanceOf(CompiledMatcher)
    if (compiled instanceof CompiledMatcher) {
      expect(compiled.gated.length).toBeGreaterThan(0)
      expect(compiled.isolated.length).toBeGreaterThan(0)
    }
    const expected = patterns.map((value) => {
      const regex = new RE2(value, 'iu')
      return paragraphs.flatMap((paragraph, index) => (regex.test(paragraph) ? [index] : []))
    })
    expect(matchParagraphs(compiled, paragraphs).map((result) => result.matches.map((match) => match.paragraphIndex))).toEqual(expected)
  })
})

describe('MultiPattern', () => {
  it('splits a list too large for one RE2.Set and still reports every matching source', () => {
    // Exact Unicode word boundaries on both sides: about seventy of these exhaust RE2's memory budget.
    const sources = Array.from({ length: 150 }, (_, index) => `(?:^|[^\\pL\\pM\\p{Nd}_])term${index}(?:[^\\pL\\pM\\p{Nd}_]|$)`)
    const matcher = new MultiPattern(sources)
    expect(matcher.passes).toBeGreaterThan(1)
    const found: number[] = []
    matcher.matchInto(Buffer.from('term7, term42 and term149; not term1500'), found)
    expect(found).toEqual([7, 42, 149])
  })

  it('costs nothing without sources', () => {
    const matcher = new MultiPattern([])
    const found: number[] = []
    matcher.matchInto('anything', found)
    expect([matcher.passes, found]).toEqual([0, []])
  })
})

describe('SinglePattern', () => {
  it('answers whether a gap pattern occurs exactly as a set of that one pattern does, on any text', () => {
    const patterns = [...GAP_PATTERNS, ...LIGHT_PATTERNS, '\\bİstanbul\\b.*\\p{Lu}', '^\\s*\\d+\\.\\s.*shall$']
    const alone = patterns.map((source) => new SinglePattern(source))
    const sets = patterns.map((source) => new MultiPattern([source]))
    const word = fc.constantFrom('the', 'party', 'shall', 'terminate', 'convenience', 'laws', 'of', 'notice', '30', 'days', 'audit', 'records', 'not', 'assign', 'consent', 'until', 'İstanbul', 'Société', 'ΣΊΣΥΦΟΣ', '条款', '.', ';', ')', '\n', '\u00a0', '\ud800')
    const text = fc.array(word, { maxLength: 40 }).map((words) => words.join(' '))
    fc.assert(
      fc.property(text, fc.boolean(), (paragraph, asBytes) => {
        const input = asBytes ? Buffer.from(paragraph, 'utf8') : paragraph
        const viaSets = sets.map((set) => {
          const found: number[] = []
          set.matchInto(input, found)
          return found.length > 0
        })
        expect(alone.map((single) => single.occursIn(input))).toEqual(viaSets)
      }),
      { numRuns: 300, seed: 27 }
    )
  })
})

describe('EncodedParagraphs', () => {
  it('encodes each paragraph to the same UTF-8 bytes, for small and very large requests alike', () => {
    const sample = ['Governing law', 'Société Générale — “quoted” text', '📄 emoji and a lone \ud800 surrogate', '']
    for (const count of [sample.length, 4004]) {
      const paragraphs = Array.from({ length: count }, (_, index) => `${sample[index % sample.length] ?? ''}${'x'.repeat(count > 100 ? 1000 : 0)}`)
      const encoded = new EncodedParagraphs(paragraphs)
      expect(paragraphs.every((paragraph, index) => encoded.bytes(index).equals(Buffer.from(paragraph, 'utf8')))).toBe(true)
    }
  })
})
