/** `evidence`: the words a key term was read from. */
export type HighlightKind = 'match' | 'search' | 'find' | 'find-current' | 'check' | 'term' | 'evidence'

/** A stretch of a paragraph to mark, as UTF-16 offsets (the engine's spans use the same unit). */
export interface Highlight {
  start: number
  end: number
  kind: HighlightKind
  /** Shown on hover: the keyword or term that matched, or the finding's message. */
  label?: string
  /** For a defined term's use ('term'): the definition its tooltip shows. */
  definition?: { term: string; paragraph: number; sentence: string | null }
}

export interface Segment {
  text: string
  highlight: Highlight | null
}

/**
 * Cuts a paragraph into plain and marked segments. Overlapping highlights merge into the first
 * one's mark; offsets outside the text are clamped rather than trusted.
 */
export function segmentText(text: string, highlights: readonly Highlight[]): Segment[] {
  const spans = highlights
    .map((h) => ({ ...h, start: Math.max(0, Math.min(text.length, h.start)), end: Math.max(0, Math.min(text.length, h.end)) }))
    .filter((h) => h.end > h.start)
    .sort((a, b) => a.start - b.start || b.end - a.end)
  const segments: Segment[] = []
  let at = 0
  let current: Highlight | null = null
  for (const span of spans) {
    if (current && span.start < current.end) {
      current.end = Math.max(current.end, span.end)
      continue
    }
    if (current) {
      segments.push({ text: text.slice(current.start, current.end), highlight: current })
      at = current.end
    }
    if (span.start > at) segments.push({ text: text.slice(at, span.start), highlight: null })
    current = { ...span }
  }
  if (current) {
    segments.push({ text: text.slice(current.start, current.end), highlight: current })
    at = current.end
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), highlight: null })
  return segments
}

/**
 * The words of a search query worth marking: two characters or more, without duplicates; the
 * operators OR and NOT, and the words a query leaves out (NOT word, -word), are not marked.
 */
export function searchTerms(query: string): string[] {
  const wanted: string[] = []
  let skipNext = false
  for (const token of query.match(/-?"[^"]*"|\S+/g) ?? []) {
    if (token === 'NOT') skipNext = true
    else if (token === 'OR') continue
    else if (skipNext || /^-[^\s-]/.test(token)) skipNext = false
    else wanted.push(token)
  }
  const words = wanted
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((w) => w.length >= 2)
  return [...new Set(words)]
}

/** Case-insensitive occurrences of the terms in a paragraph. */
export function termHighlights(text: string, terms: readonly string[]): Highlight[] {
  if (terms.length === 0) return []
  const lower = text.toLowerCase()
  const found: Highlight[] = []
  for (const term of terms) {
    let from = 0
    for (;;) {
      const index = lower.indexOf(term, from)
      if (index === -1) break
      found.push({ start: index, end: index + term.length, kind: 'search', label: term })
      from = index + term.length
    }
  }
  return found
}
