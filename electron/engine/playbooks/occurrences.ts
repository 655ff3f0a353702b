import type RE2 from 're2'
import { JS_NO_SPACE_SCRIPT, JS_WORD_CHAR } from './text-classes'

/** [start, end) in UTF-16 code units. */
export type Occurrence = readonly [number, number]

/**
 * A paragraph as text and as its UTF-8 bytes. For ASCII text the two have the same offsets, and
 * RE2 runs about twice as fast on the bytes (node-re2 need not encode the text on every call).
 */
export interface ParagraphText {
  text: string
  bytes: Buffer
}

/** The next match at or after `from`, in UTF-16 offsets. */
function nextMatch(regex: RE2, paragraph: ParagraphText, from: number): Occurrence | null {
  regex.lastIndex = from
  if (paragraph.bytes.length === paragraph.text.length) {
    const match = regex.exec(paragraph.bytes)
    return match === null ? null : [match.index, match.index + match[0].length]
  }
  const match = regex.exec(paragraph.text)
  return match === null ? null : [match.index, match.index + match[0].length]
}

/**
 * Occurrences of an exact keyword's phrase that stand between word boundaries, left to right
 * and not overlapping. `phrase` must be a global regular expression. node-re2 reports `index`
 * and takes `lastIndex` in UTF-16 units for string input, converting from where it last stopped,
 * so walking forward through a paragraph stays linear.
 */
export function exactOccurrences(
  phrase: RE2,
  paragraph: ParagraphText,
  boundaries: { leading: boolean; trailing: boolean },
  limit = Number.POSITIVE_INFINITY
): Occurrence[] {
  const { text } = paragraph
  const occurrences: Occurrence[] = []
  let from = 0
  while (from <= text.length && occurrences.length < limit) {
    const match = nextMatch(phrase, paragraph, from)
    if (match === null) break
    const [start, end] = match
    const before = boundaries.leading ? codePointBefore(text, start) : undefined
    const after = boundaries.trailing ? text.codePointAt(end) : undefined
    if (isBoundary(before) && isBoundary(after)) {
      occurrences.push([start, end])
      from = end
    } else {
      // "governing lawyers" fails at its end, yet a later "governing law" may not: look again
      // from the next character, not from the end of the rejected text.
      from = start + codePointLength(text, start)
    }
  }
  return occurrences
}

/** Every non-overlapping match of a `pattern` keyword (a global regular expression). */
export function patternOccurrences(pattern: RE2, paragraph: ParagraphText): Occurrence[] {
  const occurrences: Occurrence[] = []
  let from = 0
  while (from <= paragraph.text.length) {
    const match = nextMatch(pattern, paragraph, from)
    if (match === null) break
    const [start, end] = match
    if (end > start) {
      occurrences.push(match)
      from = end
    } else {
      // Validation rejects patterns that match empty text, but one may still do so in some
      // context; an empty span marks nothing and must not stall the loop.
      from = start + codePointLength(paragraph.text, start)
    }
  }
  return occurrences
}

/** A missing neighbour (start or end of the paragraph) is a boundary. */
function isBoundary(codePoint: number | undefined): boolean {
  if (codePoint === undefined) return true
  const char = String.fromCodePoint(codePoint)
  return !JS_WORD_CHAR.test(char) || JS_NO_SPACE_SCRIPT.test(char)
}

function codePointBefore(text: string, index: number): number | undefined {
  if (index <= 0) return undefined
  const low = text.charCodeAt(index - 1)
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2)
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(index - 2)
  }
  return low
}

function codePointLength(text: string, index: number): number {
  return (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1
}
