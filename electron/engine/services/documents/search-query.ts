import { BadRequestError } from '../../errors'

/**
 * Turns what a lawyer types into an FTS5 query without letting any of it be FTS5 syntax:
 * - words must all appear (in any order); the index stems them, so "termination" also finds
 *   "terminate" and "terminated";
 * - "a quoted phrase" must appear as written (stemmed word by word);
 * - a word ending in * matches by prefix ("indemn*");
 * - OR between two items accepts either;
 * - outside quotes, words that occur in nearly every paragraph ("the", "for", "of") are left out
 *   when the query has other words: they cost time and tell nothing (a query of only such words
 *   keeps them).
 * Every token is re-quoted, so punctuation and FTS5 keywords in the input are plain text.
 */
export function toFtsQuery(input: string): string {
  const all = [...input.matchAll(/"([^"]*)"|(\S+)/g)]
  const meaningful = all.filter((m) => m[1] !== undefined || m[2] === 'OR' || !STOPWORDS.has(m[2]!.toLowerCase()))
  const tokens = meaningful.some((m) => m[2] !== 'OR') ? meaningful : all
  const items: string[] = []
  let pendingOr = false
  for (const match of tokens) {
    const phrase = match[1]
    const word = match[2]
    if (word === 'OR') {
      pendingOr = items.length > 0
      continue
    }
    const item = phrase !== undefined ? quotePhrase(phrase) : quoteWord(word!)
    if (item === null) continue
    if (pendingOr) items[items.length - 1] = `(${items[items.length - 1]} OR ${item})`
    else items.push(item)
    pendingOr = false
  }
  if (items.length === 0) throw new BadRequestError("Body field 'query' must contain a word to search for")
  return items.join(' AND ')
}

const STOPWORDS = new Set(['a', 'an', 'and', 'any', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'such', 'than', 'that', 'the', 'this', 'to', 'with'])

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
