import { FakeModelError } from './model'

/** Word.SearchOptions as plain data. */
export interface FakeSearchOptions {
  ignorePunct?: boolean
  ignoreSpace?: boolean
  matchCase?: boolean
  matchPrefix?: boolean
  matchSuffix?: boolean
  matchWholeWord?: boolean
  matchWildcards?: boolean
}

const WORD = '[\\p{L}\\p{N}_]'
const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')

/** Word's special characters outside wildcard mode: ^^ ^t ^l ^? ^# ^$ ^w. */
function literalPattern(searchText: string): string {
  let out = ''
  for (let i = 0; i < searchText.length; i++) {
    const c = searchText.charAt(i)
    if (c !== '^') {
      out += escape(c)
      continue
    }
    const code = searchText.charAt(++i)
    const special: Record<string, string> = { '^': '\\^', t: '\\t', l: '\\u000b', '?': '.', '#': '\\d', $: '\\p{L}', w: '[ \\t\\u00a0]+' }
    const pattern = special[code]
    if (pattern === undefined) {
      if (code === 'p') throw new FakeModelError('NotImplemented', 'The fake Word model searches within paragraphs only: ^p is not modelled.')
      throw new FakeModelError('InvalidArgument', `The search text has an unknown special character ^${code}.`)
    }
    out += pattern
  }
  return out
}

/** Word's wildcard syntax: ? * [abc] [!abc] [a-z] < > @ {n,m} ( ) and \x for a literal x. */
function wildcardPattern(searchText: string): string {
  let out = ''
  for (let i = 0; i < searchText.length; i++) {
    const c = searchText.charAt(i)
    if (c === '?') out += '.'
    else if (c === '*') out += '[^]*?'
    else if (c === '@') out += '+'
    else if (c === '<') out += `(?<!${WORD})(?=${WORD})`
    else if (c === '>') out += `(?<=${WORD})(?!${WORD})`
    else if (c === '(' || c === ')') out += c
    else if (c === '\\') out += escape(searchText.charAt(++i))
    else if (c === '{') {
      const close = searchText.indexOf('}', i)
      if (close < 0) throw new FakeModelError('InvalidArgument', 'The wildcard search text has an unclosed {.')
      out += searchText.slice(i, close + 1).replace(/;/g, ',')
      i = close
    } else if (c === '[') {
      const close = searchText.indexOf(']', i + 1)
      if (close < 0) throw new FakeModelError('InvalidArgument', 'The wildcard search text has an unclosed [.')
      const body = searchText.slice(i + 1, close)
      out += body.startsWith('!') ? `[^${body.slice(1).replace(/[\\\]^]/g, '\\$&')}]` : `[${body.replace(/[\\\]^]/g, '\\$&')}]`
      i = close
    } else out += escape(c)
  }
  return out
}

/**
 * Where Word's Range.search finds `searchText` in `text`: non-overlapping, left to right, as
 * [start, end) offsets. Throws as Word does for an empty or over-long (255+) search text.
 */
export function findAll(text: string, searchText: string, options: FakeSearchOptions = {}): Array<[number, number]> {
  if (searchText.length === 0 || searchText.length > 255) {
    throw new FakeModelError('InvalidArgument', 'SearchStringInvalidOrTooLong: the search text is empty or longer than 255 characters.')
  }
  if (options.ignorePunct || options.ignoreSpace) throw new FakeModelError('NotImplemented', 'The fake Word model does not model ignorePunct or ignoreSpace.')
  let pattern = options.matchWildcards ? wildcardPattern(searchText) : literalPattern(searchText)
  // Word ignores case-folding in wildcard mode: wildcard searches always match case.
  const flags = options.matchCase || options.matchWildcards ? 'gu' : 'giu'
  if (options.matchWholeWord || options.matchPrefix) pattern = `(?<!${WORD})${pattern}`
  if (options.matchWholeWord || options.matchSuffix) pattern = `${pattern}(?!${WORD})`
  const found: Array<[number, number]> = []
  for (const match of text.matchAll(new RegExp(pattern, flags))) {
    if (match[0].length > 0) found.push([match.index, match.index + match[0].length])
  }
  return found
}
