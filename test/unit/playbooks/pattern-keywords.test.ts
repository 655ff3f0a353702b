import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs, validatePattern } from '../../../electron/engine/playbooks'
import { exact, matches, matchingParagraphs, pattern, position } from './positions'

describe('pattern keywords', () => {
  it('match anywhere in the paragraph, ignoring case', () => {
    const paragraphs = ['Either party may TERMINATE this Agreement for Convenience.', 'terminated for cause', 'no termination']
    expect(matchingParagraphs([pattern('terminat\\w*.{0,40}convenience')], paragraphs)).toEqual([0])
    expect(matchingParagraphs([pattern('laws? of the state of (?:new york|delaware)')], ['the LAWS OF THE STATE OF DELAWARE'])).toEqual([0])
  })

  it('keep ^ and $ for the start and end of the paragraph', () => {
    expect(matchingParagraphs([pattern('^section \\d+')], ['Section 4. Term', 'see Section 4'])).toEqual([0])
    expect(matchingParagraphs([pattern('agreement\\.$')], ['this Agreement.', 'this Agreement. Next'])).toEqual([0])
  })

  it('accept RE2 syntax: Unicode classes, named groups, hex escapes and quoted text', () => {
    expect(matches(pattern('\\p{Cyrillic}+\\s+поставки'), 'ДОГОВОР ПОСТАВКИ')).toBe(true)
    expect(matches(pattern('(?P<party>licens(?:or|ee))'), 'the Licensee')).toBe(true)
    expect(matches(pattern('\\x{A7}\\s*\\d'), 'under § 5')).toBe(true)
    expect(matches(pattern('\\Q(a)+\\E'), 'clause (a)+ applies')).toBe(true)
    expect(matches(pattern('\\pL+ GmbH'), 'Müller GmbH')).toBe(true)
  })

  it('fold case in every script', () => {
    expect(matches(pattern('договор'), 'ДОГОВОР')).toBe(true)
    expect(matches(pattern('straße'), 'STRAẞE')).toBe(true)
  })
})

describe('invalid pattern keywords', () => {
  const cases: [string, string][] = [
    ['foo(?=bar)', 'lookahead (?= and (?! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround'],
    ['foo(?!bar)', 'lookahead (?= and (?! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround'],
    ['(?<=foo)bar', 'lookbehind (?<= and (?<! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround'],
    ['(?<!foo)bar', 'lookbehind (?<= and (?<! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround'],
    ['(a)\\1', 'backreferences (\\1, \\k<name>, (?P=name)) are not supported: patterns use RE2 syntax, which evaluates in linear time and has no backreferences'],
    ['(?<n>a)\\k<n>', 'backreferences (\\1, \\k<name>, (?P=name)) are not supported: patterns use RE2 syntax, which evaluates in linear time and has no backreferences'],
    ['(?P<n>a)(?P=n)', 'backreferences (\\1, \\k<name>, (?P=name)) are not supported: patterns use RE2 syntax, which evaluates in linear time and has no backreferences'],
    ['(governing law', 'not a valid RE2 pattern: missing ): (governing law'],
    ['governing) law', 'not a valid RE2 pattern: unexpected ): governing) law'],
    ['[a-', 'not a valid RE2 pattern: missing ]: [a-'],
    ['a**', 'not a valid RE2 pattern: bad repetition operator: **'],
    ['\\C+', '\\C (any single byte) is not supported: it can match half of a character'],
    ['.{1001}', 'not a valid RE2 pattern: invalid repetition size: {1001}'],
    ['.{1000}', 'counted repetitions allow up to 1000 copies; the limit is 100 (use * or + for an open-ended gap)'],
    ['.{0,200}x', 'counted repetitions allow up to 200 copies; the limit is 100 (use * or + for an open-ended gap)'],
    ['(?:(?:a.{0,10}){5}){3}', 'counted repetitions allow up to 150 copies; the limit is 100 (use * or + for an open-ended gap)'],
    ['x*', 'the pattern matches empty text, so it would match every paragraph'],
    ['governing|', 'the pattern matches empty text, so it would match every paragraph'],
    ['\\b', 'the pattern matches empty text, so it would match every paragraph'],
    ['  ', 'the pattern is blank'],
    ['', 'the pattern is blank']
  ]

  it.each(cases)('%j is refused with a reason that says why', (value, reason) => {
    expect(validatePattern(value)).toEqual({ ok: false, reason })
  })

  it('refuse patterns longer than 1000 characters', () => {
    expect(validatePattern('a'.repeat(1001))).toEqual({ ok: false, reason: 'the pattern is 1001 characters long; the limit is 1000' })
  })

  it('accept the patterns a playbook normally holds', () => {
    for (const value of ['terminat\\w*.{0,80}convenience', '\\$\\s?[\\d,]+\\s+per\\s+occurrence', '^(a+)+$', '(?i)non-?compet\\w*', '.{0,100}x']) {
      expect(validatePattern(value)).toEqual({ ok: true })
    }
  })

  it('skip the position with the reason and still evaluate every other position', () => {
    const compiled = compilePlaybook([
      position(1, [exact('governing law')]),
      position(2, [exact('assignment'), pattern('assign(?!ment)')]),
      position(3, [pattern('assign\\w*')])
    ])
    expect(compiled.problems).toEqual([
      {
        positionOrder: 2,
        keyword: pattern('assign(?!ment)'),
        reason: 'lookahead (?= and (?! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround'
      }
    ])
    const results = matchParagraphs(compiled, ['governing law', 'no assignment'])
    expect(results.map((result) => [result.order, result.matches.map((match) => match.paragraphIndex), result.skipped])).toEqual([
      [1, [0], undefined],
      [2, [], { reason: 'pattern keyword "assign(?!ment)": lookahead (?= and (?! is not supported: patterns use RE2 syntax, which evaluates in linear time and has no lookaround' }],
      [3, [1], undefined]
    ])
  })

  it('skip a position whose keyword has a type this version does not know', () => {
    const keywords = JSON.parse('[{"value":"x","type":"semantic"}]')
    const compiled = compilePlaybook([position(1, keywords)])
    expect(compiled.problems.map((problem) => problem.reason)).toEqual(['unknown keyword type "semantic"'])
  })
})

describe('catastrophic patterns', () => {
  it('answer ^(a+)+$ against thirty a and an exclamation mark (exponential for a backtracking engine)', () => {
    const paragraph = `${'a'.repeat(30)}!`
    expect(matchingParagraphs([pattern('^(a+)+$')], [paragraph, 'a'.repeat(30)])).toEqual([1])
  })

  it.each([
    ['(a|aa)+$', `${'a'.repeat(5000)}!`],
    ['(a|a?)+b', 'a'.repeat(5000)],
    ['(x+x+)+y', 'x'.repeat(5000)],
    ['(.*a){20}', `${'a'.repeat(19)}${'b'.repeat(5000)}`],
    ['(\\w+\\s?)*!$', `${'word '.repeat(1000)}?`],
    ['(ab|a)*c$', 'ab'.repeat(3000)]
  ])('answer the ReDoS shape %j on hostile text (no match)', (value, hostile) => {
    expect(matchingParagraphs([pattern(value)], [hostile])).toEqual([])
  })
})
