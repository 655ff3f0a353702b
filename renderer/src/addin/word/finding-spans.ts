import { wordSearchText } from './keyword-spans'

/**
 * How to reach a finding's span in Word. Findings are offsets into the paragraph as Folio reads it
 * (a numbered item's text starts with the number Word shows); Word's search finds text, not
 * offsets: search the span's literal text, matching case, and take the result whose order among the
 * literal's occurrences in the paragraph's own text is the span's. A span inside the list number
 * (a numbering finding on a Word list) is not in the paragraph's text at all: the whole paragraph
 * is the place to show.
 */
export type SpanSearch = { kind: 'search'; searchText: string; literal: string; order: number } | { kind: 'paragraph' }

/**
 * `text` is the paragraph as Folio reads it; `labelLength` the length of its list number and the
 * space after it (0 for a paragraph that is not a numbered item).
 */
export function spanSearch(text: string, labelLength: number, start: number, end: number): SpanSearch {
  if (start < labelLength || end <= start || end > text.length) return { kind: 'paragraph' }
  const literal = text.slice(start, end)
  const searchText = wordSearchText(literal)
  // Word's search stops at 255 characters.
  if (searchText.length > 255 || literal.trim().length === 0) return { kind: 'paragraph' }
  let order = 0
  for (let at = text.indexOf(literal, labelLength); at >= 0 && at < start; at = text.indexOf(literal, at + literal.length)) order++
  return text.indexOf(literal, labelLength) === -1 ? { kind: 'paragraph' } : { kind: 'search', searchText, literal, order }
}
