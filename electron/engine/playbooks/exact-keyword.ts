import { re2Literal } from './re2-source'
import {
  JS_APOSTROPHE,
  JS_DASH,
  JS_DOUBLE_QUOTE,
  JS_NO_SPACE_SCRIPT,
  JS_WHITESPACE,
  JS_WORD_CHAR,
  RE2_APOSTROPHE,
  RE2_APPROX_NON_WORD,
  RE2_DASH,
  RE2_DOUBLE_QUOTE,
  RE2_WHITESPACE
} from './text-classes'

/** A keyword is a phrase; anything longer is a pasted paragraph, not something to look for. */
export const MAX_EXACT_KEYWORD_LENGTH = 1000

export interface ExactKeywordSources {
  /** For the multi-pattern set: the phrase between approximate (ASCII) word boundaries. */
  setSource: string
  /**
   * The phrase alone. Its occurrences are checked for exact Unicode word boundaries in
   * JavaScript (`occurrences.ts`): RE2 classes for every letter of every script cost about
   * a millisecond to compile per keyword, and are not needed to look at two characters.
   */
  coreSource: string
  /** Whether the character before (after) the phrase must not continue a word. */
  leadingBoundary: boolean
  trailingBoundary: boolean
  /** Canonical form: two keywords with the same canonical form match the same text. */
  canonical: string
}

export type ExactKeywordResult = { ok: true; sources: ExactKeywordSources } | { ok: false; reason: string }

/**
 * Compiles an `exact` (or `negative`) keyword: whole words, case-insensitive, any run of
 * whitespace matching any run of whitespace. See README.md in this folder for the full rules.
 */
export function compileExactKeyword(value: string): ExactKeywordResult {
  const normalized = value.normalize('NFC')
  // Every whitespace character is a single UTF-16 unit, so trimming can step by units.
  let from = 0
  let to = normalized.length
  while (from < to && JS_WHITESPACE.test(normalized.charAt(from))) from += 1
  while (to > from && JS_WHITESPACE.test(normalized.charAt(to - 1))) to -= 1
  const trimmed = normalized.slice(from, to)
  if (trimmed === '') return { ok: false, reason: 'the keyword is blank' }
  let length = 0
  for (const _ of trimmed) length += 1
  if (length > MAX_EXACT_KEYWORD_LENGTH) {
    return { ok: false, reason: `the keyword is ${length} characters long; the limit is ${MAX_EXACT_KEYWORD_LENGTH}` }
  }
  const characters = [...trimmed]
  const first = characters[0] ?? ''
  const last = characters[characters.length - 1] ?? ''

  const tokens: (Alternative[] | 'whitespace')[] = []
  characters.forEach((char, index) => {
    const whitespace = JS_WHITESPACE.test(char)
    if (whitespace && tokens[tokens.length - 1] === 'whitespace') return
    tokens.push(whitespace ? 'whitespace' : characterAlternatives(char, index === 0 || index === characters.length - 1))
  })
  const leading = needsBoundary(first)
  const trailing = needsBoundary(last)
  const core = tokens.map((token) => tokenSource(token, false, false)).join('')
  const setSource = tokens.map((token, index) => tokenSource(token, leading && index === 0, trailing && index === tokens.length - 1)).join('')
  return {
    ok: true,
    sources: {
      setSource,
      coreSource: core,
      leadingBoundary: leading,
      trailingBoundary: trailing,
      canonical: `${leading ? 'b' : '-'}${trailing ? 'b' : '-'}${core}`
    }
  }
}

/** One way a keyword character can appear in text, and whether that way starts (ends) with an ASCII word character. */
interface Alternative {
  source: string
  asciiStart: boolean
  asciiEnd: boolean
}

const WHOLE_ASCII = (source: string): Alternative => ({ source, asciiStart: true, asciiEnd: true })
const NOT_ASCII = (source: string): Alternative => ({ source, asciiStart: false, asciiEnd: false })

/**
 * The set's approximate boundary beside an alternative. RE2's `\b` is exactly "not an ASCII
 * letter, digit or `_`" beside an ASCII word character and costs the automaton nothing, whereas a
 * consumed boundary character made building its states ten times slower (the first request after a
 * compile took 135 ms instead of 9 ms of CPU for the CUAD playbook). Beside anything else `\b`
 * would mean the opposite, so the consumed form remains.
 */
function tokenSource(token: Alternative[] | 'whitespace', before: boolean, after: boolean): string {
  if (token === 'whitespace') return `${RE2_WHITESPACE}+`
  const variants = token.map(
    ({ source, asciiStart, asciiEnd }) =>
      `${before ? (asciiStart ? '\\b' : `(?:^|${RE2_APPROX_NON_WORD})`) : ''}${source}${after ? (asciiEnd ? '\\b' : `(?:${RE2_APPROX_NON_WORD}|$)`) : ''}`
  )
  return variants.length === 1 ? (variants[0] ?? '') : `(?:${variants.join('|')})`
}

/**
 * A boundary is only required beside a word character: "U.S." may be followed by anything and
 * ".com" preceded by anything, since punctuation cannot be the middle of a longer word. Nor
 * beside a letter of a script written without spaces (see text-classes.ts).
 */
function needsBoundary(edge: string): boolean {
  return JS_WORD_CHAR.test(edge) && !JS_NO_SPACE_SCRIPT.test(edge)
}

function characterAlternatives(char: string, edge: boolean): Alternative[] {
  if (JS_DASH.test(char)) return [NOT_ASCII(RE2_DASH)]
  if (JS_APOSTROPHE.test(char)) return [NOT_ASCII(RE2_APOSTROPHE)]
  if (JS_DOUBLE_QUOTE.test(char)) return [NOT_ASCII(RE2_DOUBLE_QUOTE)]
  const turkish = turkishI(char)
  if (turkish !== null) return turkish
  // Case folding also pairs k with the Kelvin sign and s with the long s, which are not ASCII:
  // at an edge of the phrase they need the other kind of boundary.
  if (edge && (char === 'k' || char === 'K')) return [WHOLE_ASCII('(?-i:[kK])'), NOT_ASCII('(?-i:\\x{212A})')]
  if (edge && (char === 's' || char === 'S')) return [WHOLE_ASCII('(?-i:[sS])'), NOT_ASCII('(?-i:\\x{17F})')]
  if (/^[0-9A-Za-z_]$/.test(char)) return [WHOLE_ASCII(char)]
  const decomposed = char.normalize('NFD')
  if (decomposed === char) return [NOT_ASCII(re2Literal(char))]
  // Text pasted from macOS or some PDFs is decomposed: "é" arrives as "e" + U+0301.
  let decomposedSource = ''
  for (const part of decomposed) decomposedSource += re2Literal(part)
  return [NOT_ASCII(`(?:${re2Literal(char)}|${decomposedSource})`)]
}

/**
 * Unicode simple case folding leaves the Turkish dotted capital İ and dotless ı on their own, so
 * "İstanbul" would not match "istanbul". Without knowing the paragraph's language, each form
 * matches every letter it can be a case variant of in either the Turkish or the default mapping:
 * i and İ (and i + combining dot, the default lowercase of İ) are one letter, ı pairs with I,
 * and I, being the capital of both i and ı, matches all four. The longer "i + dot" comes first so
 * that a phrase ending in it takes the dot along.
 */
function turkishI(char: string): Alternative[] | null {
  const dotted: Alternative = { source: 'i\\x{307}', asciiStart: true, asciiEnd: false }
  switch (char) {
    case 'i':
    case '\u0130':
      return [dotted, WHOLE_ASCII('i'), NOT_ASCII('(?-i:\\x{130})')]
    case 'I':
      return [dotted, WHOLE_ASCII('i'), NOT_ASCII('(?-i:[\\x{130}\\x{131}])')]
    case '\u0131':
      return [WHOLE_ASCII('(?-i:I)'), NOT_ASCII('(?-i:\\x{131})')]
    default:
      return null
  }
}
