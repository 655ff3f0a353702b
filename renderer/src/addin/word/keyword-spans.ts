import type { PositionKeyword } from '../../../../shared/api/playbooks'

/**
 * Where a matched position's keywords sit in a Word paragraph's own text, so the pane can
 * highlight them. The engine says which keywords matched the paragraph (POST
 * /v2/playbooks/{id}/match); this finds them again in the paragraph by the same rules
 * (README, "Keywords"): `exact` as a whole phrase, case-insensitive, any whitespace run for any
 * whitespace run, dashes for dashes and quotes for quotes; `pattern` as a regular expression.
 * RE2 syntax runs here as a JavaScript expression: the few RE2 forms JavaScript lacks are
 * rewritten, and a pattern JavaScript cannot read is simply not highlighted.
 */

export interface Span {
  start: number
  end: number
}

const WORD_CHAR = /[\p{L}\p{M}\p{Nd}_]/u
const NO_SPACE_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u
const WHITESPACE = /[\s\u0085\u200b]/u
const DASH = /[\p{Pd}\u2212]/u
const APOSTROPHE = /['\u2018\u2019\u201b\u2032\u02bc\uff07]/u
const DOUBLE_QUOTE = /["\u201c\u201d\u201e\u201f\u2033\uff02]/u

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')
const needsBoundary = (char: string) => WORD_CHAR.test(char) && !NO_SPACE_SCRIPT.test(char)

function exactSource(value: string): string | null {
  const characters = [...value.normalize('NFC').trim()]
  if (characters.length === 0) return null
  let source = ''
  let inSpace = false
  for (const char of characters) {
    if (WHITESPACE.test(char)) {
      if (!inSpace) source += '[\\s\\u0085\\u200b]+'
      inSpace = true
      continue
    }
    inSpace = false
    if (DASH.test(char)) source += '[\\p{Pd}\\u2212]'
    else if (APOSTROPHE.test(char)) source += "['\\u2018\\u2019\\u201b\\u2032\\u02bc\\uff07]"
    else if (DOUBLE_QUOTE.test(char)) source += '["\\u201c\\u201d\\u201e\\u201f\\u2033\\uff02]'
    else source += escapeRegExp(char)
  }
  const first = characters[0] ?? ''
  const last = characters[characters.length - 1] ?? ''
  const before = needsBoundary(first) ? '(?<![\\p{L}\\p{M}\\p{Nd}_])' : ''
  const after = needsBoundary(last) ? '(?![\\p{L}\\p{M}\\p{Nd}_])' : ''
  return `${before}${source}${after}`
}

/** RE2's ASCII POSIX classes, written for a JavaScript character class. */
const POSIX: Record<string, string> = {
  alpha: 'A-Za-z',
  digit: '0-9',
  alnum: 'A-Za-z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: '\\t\\n\\v\\f\\r ',
  blank: '\\t ',
  punct: '!-\\/:-@\\[-`{-~',
  xdigit: '0-9A-Fa-f',
  word: '0-9A-Za-z_'
}

/**
 * RE2 → JavaScript: a leading inline flag group goes (matching is case-insensitive anyway),
 * `(?P<name>` becomes `(?<name>`, `\pL` becomes `\p{L}`, `[[:alpha:]]` its ASCII range, `\A` and
 * `\z` anchors.
 */
export function patternSource(value: string): string {
  return value
    .replace(/^\(\?[imsU]+\)/, '')
    .replace(/\(\?P</g, '(?<')
    .replace(/\[:(\w+):\]/g, (whole, name: string) => POSIX[name] ?? whole)
    .replace(/\\([pP])([A-Za-z])/g, '\\$1{$2}')
    .replace(/\\A/g, '^')
    .replace(/\\z/g, '$')
}

function compile(keyword: PositionKeyword): RegExp | null {
  const source = keyword.type === 'pattern' ? patternSource(keyword.value) : exactSource(keyword.value)
  if (source === null) return null
  try {
    return new RegExp(source, 'giu')
  } catch {
    return null
  }
}

/**
 * Every occurrence of the keywords in `text`, in text order, overlapping ones merged. Negative
 * keywords disqualify a paragraph; they are never part of a match, so never highlighted.
 */
export function keywordSpans(text: string, keywords: readonly PositionKeyword[]): Span[] {
  const spans: Span[] = []
  for (const keyword of keywords) {
    if (keyword.type === 'negative') continue
    const expression = compile(keyword)
    if (!expression) continue
    for (const match of text.matchAll(expression)) {
      if (match[0].length > 0) spans.push({ start: match.index, end: match.index + match[0].length })
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  const merged: Span[] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else merged.push({ ...span })
  }
  return merged
}

/** One Word search to run in the paragraph, and which of its results (by order) are keyword spans. */
export interface SearchStep {
  /** The literal text, written for Word's search (its ^ codes escaped). */
  searchText: string
  literal: string
  occurrences: number[]
}

/** Word's search reads ^ as the start of a special code and ends at 255 characters. */
export function wordSearchText(literal: string): string {
  return literal.replace(/\^/g, '^^').replace(/\t/g, '^t').replace(/\v/g, '^l')
}

/**
 * How to reach each span with Word's search, which finds text, not offsets: search each span's
 * literal text (matching case) and take the result whose order among the literal's
 * non-overlapping occurrences is the span's. Spans longer than Word can search are left out.
 */
export function searchSteps(text: string, spans: readonly Span[]): SearchStep[] {
  const steps = new Map<string, SearchStep>()
  for (const span of spans) {
    const literal = text.slice(span.start, span.end)
    const searchText = wordSearchText(literal)
    if (searchText.length > 255) continue
    let index = 0
    let order = -1
    for (let at = text.indexOf(literal); at >= 0; at = text.indexOf(literal, at + literal.length)) {
      if (at === span.start) {
        order = index
        break
      }
      if (at > span.start) break
      index++
    }
    if (order < 0) continue
    const step = steps.get(literal) ?? { searchText, literal, occurrences: [] }
    step.occurrences.push(order)
    steps.set(literal, step)
  }
  return [...steps.values()]
}
