import type { KeyTermEvidence } from '../../../shared/api/key-terms'

/** The evidence of a value: a span of one paragraph, its text sliced from the paragraph itself. */
export function evidenceOf(paragraphs: readonly string[], paragraphIndex: number, start: number, end: number): KeyTermEvidence {
  const text = paragraphs[paragraphIndex] ?? ''
  const from = Math.max(0, Math.min(start, text.length))
  const to = Math.max(from, Math.min(end, text.length))
  return { paragraphIndex, start: from, end: to, text: text.slice(from, to) }
}

// A sentence ends at . ; or : followed by a space and a capital, an opening quote or a clause
// number — but not after the abbreviations company names and addresses are full of ("Inc. and",
// "U.S. Virgin Islands", "No. 5").
const SENTENCE_END = /[.;:!?](?=\s+(?:["“(]?[A-Z0-9]))/g
const ABBREVIATION_BEFORE = /(?:\b(?:Inc|Corp|Co|Ltd|No|Nos|St|Ste|Mr|Mrs|Ms|Dr|Jr|Sr|Ave|Blvd|Rd|Sec|Art|U\.S|N\.A|S\.A|L\.P|L\.L\.C|vs|v|etc|e\.g|i\.e|approx)|\b[A-Z])$/

const MAX_SENTENCE = 600

/**
 * The sentence around [start, end) of a paragraph, trimmed: what a lawyer reads as the evidence.
 * Long run-on paragraphs are cut to a window around the match so the highlight stays readable.
 */
export function sentenceAround(text: string, start: number, end: number): { start: number; end: number } {
  // Only a window around the match is searched, so a huge paragraph with many matches stays linear.
  let from = Math.max(0, start - MAX_SENTENCE)
  let to = Math.min(text.length, end + MAX_SENTENCE)
  SENTENCE_END.lastIndex = from
  for (let match = SENTENCE_END.exec(text); match && match.index < to; match = SENTENCE_END.exec(text)) {
    const at = match.index
    if (ABBREVIATION_BEFORE.test(text.slice(Math.max(0, at - 8), at))) continue
    if (at < start) from = at + 1
    else if (at >= end) {
      to = at + 1
      break
    }
  }
  if (start - from > MAX_SENTENCE) from = wordBoundaryAfter(text, start - MAX_SENTENCE)
  if (to - end > MAX_SENTENCE) to = wordBoundaryBefore(text, end + MAX_SENTENCE)
  while (from < start && /\s/.test(text[from] ?? '')) from++
  while (to > end && /\s/.test(text[to - 1] ?? '')) to--
  return { start: from, end: to }
}

function wordBoundaryAfter(text: string, at: number): number {
  const space = text.indexOf(' ', at)
  return space < 0 ? at : space + 1
}

function wordBoundaryBefore(text: string, at: number): number {
  const space = text.lastIndexOf(' ', at)
  return space < 0 ? at : space
}

/** Evidence covering the sentence around a match. */
export function sentenceEvidence(paragraphs: readonly string[], paragraphIndex: number, start: number, end: number): KeyTermEvidence {
  const span = sentenceAround(paragraphs[paragraphIndex] ?? '', start, end)
  return evidenceOf(paragraphs, paragraphIndex, span.start, span.end)
}

/** A paragraph cut into sentences, as sentenceAround cuts it. */
export function sentences(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = []
  let from = 0
  SENTENCE_END.lastIndex = 0
  for (let match = SENTENCE_END.exec(text); match; match = SENTENCE_END.exec(text)) {
    const at = match.index
    if (ABBREVIATION_BEFORE.test(text.slice(Math.max(0, at - 8), at))) continue
    spans.push({ start: from, end: at + 1 })
    from = at + 1
  }
  if (from < text.length) spans.push({ start: from, end: text.length })
  return spans
    .map((span) => {
      let start = span.start
      const end = span.end
      while (start < end && /\s/.test(text[start] ?? '')) start++
      return { start, end }
    })
    .filter((span) => span.end > span.start)
}

export type SentenceSplitter = (text: string) => Array<{ start: number; end: number }>

/**
 * One contract's sentence splitter: several readers walk the same paragraphs, so each paragraph
 * is cut once per reading, not once per reader.
 */
export function memoizedSentences(): SentenceSplitter {
  const cache = new Map<string, Array<{ start: number; end: number }>>()
  return (text) => {
    let spans = cache.get(text)
    if (!spans) {
      spans = sentences(text)
      cache.set(text, spans)
    }
    return spans
  }
}
