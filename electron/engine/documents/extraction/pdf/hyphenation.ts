/**
 * Joining a line to the next. A hyphen at the end of a line is either the typesetter splitting a
 * word ("agree-" + "ment") or a real hyphen that fell at the line end ("non-" + "exclusive",
 * "Chen-" + "Bin"). The document itself is the best dictionary: if it spells the joined word
 * elsewhere, join; if it spells the hyphenated compound elsewhere, keep the hyphen. Otherwise a
 * capitalised continuation or a known compound prefix keeps the hyphen, and anything else joins.
 */

const WORD = /\p{L}+(?:[-‐]\p{L}+)*/gu
const LINE_END_HYPHEN = /(\p{L}+)[-‐\u00ad]$/u
const LEADING_WORD = /^(\p{L}+)/u
const TAIL = 80

// Prefixes that form hyphenated compounds in legal and commercial drafting.
const COMPOUND_PREFIXES = new Set([
  'non', 'co', 'pre', 'post', 'self', 'anti', 'multi', 'cross', 'counter', 'semi', 'sub', 'inter',
  'intra', 'ex', 'well', 'third', 'first', 'second', 'long', 'short', 'full', 'part', 'half', 'high',
  'low', 'all', 'mid', 'over', 'under', 'quasi', 'pro', 'de', 'e', 'year', 'end', 'built'
])

export class Vocabulary {
  readonly #words = new Set<string>()

  addText(text: string): void {
    for (const match of text.matchAll(WORD)) this.#words.add(match[0].toLowerCase().replaceAll('‐', '-'))
  }

  has(word: string): boolean {
    return this.#words.has(word.toLowerCase())
  }
}

/** Appends `next` (the following line of the same paragraph) to `text`. */
export function joinLines(text: string, next: string, vocabulary: Vocabulary): string {
  if (text.length === 0) return next
  if (next.length === 0) return text
  if (text.endsWith('\u00ad')) return text.slice(0, -1) + next
  // `text` is the paragraph so far; only its end matters, and matching the whole of it on every
  // line would make long paragraphs quadratic.
  const tail = text.slice(-TAIL)
  if (/[—–]$/.test(tail) && !/\s[—–]$/.test(tail)) return text + next
  // A numeric range broken after its dash: "10-" + "12".
  if (/\d[-–]$/.test(tail) && /^\d/.test(next)) return text + next

  const hyphenated = LINE_END_HYPHEN.exec(tail)
  const continuation = LEADING_WORD.exec(next)
  if (hyphenated === null || continuation === null) return `${text} ${next}`

  const stem = hyphenated[1] ?? ''
  const rest = continuation[1] ?? ''
  const withoutHyphen = text.slice(0, -1)
  if (vocabulary.has(stem + rest)) return withoutHyphen + next
  if (vocabulary.has(`${stem}-${rest}`)) return text + next
  if (/^\p{Lu}/u.test(rest) || COMPOUND_PREFIXES.has(stem.toLowerCase())) return text + next
  return withoutHyphen + next
}
