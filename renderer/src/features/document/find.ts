import type { Highlight } from '../../ui/document/highlight'

/** One occurrence of the text being found: its paragraph (one-based) and UTF-16 offsets there. */
export interface FindMatch {
  paragraph: number
  start: number
  end: number
}

/**
 * Every occurrence of `term` in the loaded paragraphs, in reading order, ignoring case (Unicode
 * case folding, so offsets stay those of the text). A few milliseconds for five thousand
 * paragraphs: it runs as the lawyer types.
 */
export function findMatches(paragraphs: ReadonlyArray<string | undefined>, term: string): FindMatch[] {
  const needle = term.trim()
  if (needle === '') return []
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu')
  const matches: FindMatch[] = []
  paragraphs.forEach((text, index) => {
    if (text === undefined) return
    for (const found of text.matchAll(pattern)) matches.push({ paragraph: index + 1, start: found.index, end: found.index + found[0].length })
  })
  return matches
}

/** The matches as highlights by paragraph, the current one marked apart. */
export function findHighlights(matches: readonly FindMatch[], current: number): Map<number, Highlight[]> {
  const byParagraph = new Map<number, Highlight[]>()
  matches.forEach((match, i) => {
    const list = byParagraph.get(match.paragraph) ?? []
    list.push({ start: match.start, end: match.end, kind: i === current ? 'find-current' : 'find' })
    byParagraph.set(match.paragraph, list)
  })
  return byParagraph
}
