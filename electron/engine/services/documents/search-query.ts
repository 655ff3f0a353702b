import { BadRequestError } from '../../errors'

/**
 * What a lawyer types, read as a search and written as an FTS5 query without letting any of it
 * be FTS5 syntax:
 * - words must all appear in one paragraph (in any order); the index stems them, so
 *   "termination" also finds "terminate" and "terminated";
 * - "a quoted phrase" must appear as written (stemmed word by word);
 * - a word ending in * matches by prefix ("indemn*");
 * - OR between two items accepts either;
 * - NOT before an item, or a minus glued to it (-word, -"a phrase"), leaves out paragraphs that
 *   have it;
 * - outside quotes, words that occur in nearly every paragraph ("the", "for", "of") are left out
 *   when the query has other words: they cost time and tell nothing (a query of only such words
 *   keeps them).
 * Every word is re-quoted, so punctuation and FTS5 keywords in the input are plain text.
 *
 * One reading serves both searches. Folio's own search refuses a query whose syntax is broken (a
 * quote left open, OR or NOT with nothing to join), naming the problem; the company API's search
 * reads the same characters as plain text, as it always has.
 */
export interface SearchQueryOptions {
  /** How error messages name the input, e.g. "Body field 'query'". */
  field?: string
  /** Refuse broken syntax instead of reading it as plain text. */
  strict?: boolean
}

export function toFtsQuery(input: string, options: SearchQueryOptions = {}): string {
  const field = options.field ?? "Body field 'query'"
  const { items, problems } = readItems(input)
  if (options.strict && problems.length > 0) throw new BadRequestError(`${field} ${problems.join('; ')}`)
  const positive = items.filter((item) => !item.negated)
  const negative = items.filter((item) => item.negated)
  const meaningful = positive.filter((item) => item.alternatives.length > 1 || !item.stopword)
  const kept = meaningful.length > 0 ? meaningful : positive
  if (kept.length === 0) {
    if (negative.length > 0 && options.strict) throw new BadRequestError(`${field} must contain a word to look for, not only words to leave out`)
    throw new BadRequestError(`${field} must contain a word to search for`)
  }
  const wanted = kept.map((item) => (item.alternatives.length === 1 ? item.alternatives[0]! : `(${item.alternatives.join(' OR ')})`)).join(' AND ')
  if (negative.length === 0) return wanted
  return `(${wanted}) NOT (${negative.map((item) => item.alternatives.join(' OR ')).join(' OR ')})`
}

/** One thing to look for: either of its alternatives (OR), each an FTS5 phrase. */
interface Item {
  alternatives: string[]
  negated: boolean
  /** A single unquoted word of the stopword list. */
  stopword: boolean
}

type Token =
  | { kind: 'or' }
  | { kind: 'not' }
  | { kind: 'term'; phrase: string | null; negated: boolean; stopword: boolean }

const STOPWORDS = new Set(['a', 'an', 'and', 'any', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'such', 'than', 'that', 'the', 'this', 'to', 'with'])

function readItems(input: string): { items: Item[]; problems: string[] } {
  const { tokens, problems } = tokenize(input)
  const items: Item[] = []
  let pendingOr = false
  let pendingNot = false
  tokens.forEach((token, index) => {
    if (token.kind === 'or') {
      const previous = items[items.length - 1]
      if (!previous || pendingOr || pendingNot) problems.push('has OR without a word before it')
      else if (index === tokens.length - 1) problems.push('has OR without a word after it')
      else if (previous.negated) problems.push('has OR next to a word left out (OR joins words to look for)')
      else pendingOr = true
      return
    }
    if (token.kind === 'not') {
      if (pendingNot) problems.push('has NOT twice in a row')
      else if (index === tokens.length - 1) problems.push('has NOT without a word after it')
      pendingNot = true
      return
    }
    const negated = token.negated || pendingNot
    if (token.phrase === null) {
      // Nothing but punctuation: a dash between words, an ellipsis.
      if (pendingNot) problems.push('has NOT without a word after it')
      pendingNot = false
      return
    }
    if (pendingOr && negated) {
      problems.push('has OR next to a word left out (OR joins words to look for)')
      pendingOr = false
    }
    const previous = items[items.length - 1]
    if (pendingOr && previous) {
      previous.alternatives.push(token.phrase)
      previous.stopword = false
    } else {
      items.push({ alternatives: [token.phrase], negated, stopword: token.stopword })
    }
    pendingOr = false
    pendingNot = false
  })
  return { items, problems }
}

/** Splits the input into phrases, words and the two operators, noting broken syntax on the way. */
function tokenize(input: string): { tokens: Token[]; problems: string[] } {
  const tokens: Token[] = []
  const problems: string[] = []
  let at = 0
  while (at < input.length) {
    const char = input[at]!
    if (/\s/.test(char)) {
      at++
      continue
    }
    const negated = char === '-' && at + 1 < input.length && !/[\s-]/.test(input[at + 1]!)
    const start = negated ? at + 1 : at
    if (input[start] === '"') {
      const close = input.indexOf('"', start + 1)
      if (close === -1) {
        problems.push(`has a quote that is not closed (before “${input.slice(start + 1, start + 31).trim()}”)`)
        // Read as plain text: the rest are words.
        at = start + 1
        continue
      }
      const text = input.slice(start + 1, close)
      const phrase = quotePhrase(text)
      if (phrase === null) problems.push('has an empty phrase ("") with nothing to look for')
      tokens.push({ kind: 'term', phrase, negated, stopword: false })
      at = close + 1
      continue
    }
    let end = start
    while (end < input.length && !/\s/.test(input[end]!)) end++
    const word = input.slice(start, end)
    at = end
    if (!negated && word === 'OR') tokens.push({ kind: 'or' })
    else if (!negated && word === 'NOT') tokens.push({ kind: 'not' })
    else {
      if (/^\*+$/.test(word)) problems.push('has a * that does not end a word (write indemn* to match by prefix)')
      tokens.push({ kind: 'term', phrase: quoteWord(word), negated, stopword: STOPWORDS.has(word.toLowerCase()) })
    }
  }
  return { tokens, problems }
}

function terms(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

function quotePhrase(phrase: string): string | null {
  const words = terms(phrase)
  return words.length === 0 ? null : `"${words.join(' ')}"`
}

function quoteWord(word: string): string | null {
  const prefix = word.endsWith('*')
  const words = terms(word)
  if (words.length === 0) return null
  const quoted = `"${words.join(' ')}"`
  return prefix ? `${quoted} *` : quoted
}
