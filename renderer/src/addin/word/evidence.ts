import { availability, type WordCapabilities } from './capabilities'
import { WordActionError } from './errors'
import { searchSteps, type Span } from './keyword-spans'
import { locateParagraph, type ParagraphTarget } from './paragraphs'
import type { WordHost } from './word-api'

/** What the pane could select: the very words a term was read from, or (when Word's text differs) their paragraph. */
export type EvidenceSelection = 'words' | 'paragraph'

/**
 * Selects a key term's evidence in the open document: the paragraph it was read from, found
 * again as review finds a matched paragraph, then the words themselves by Word's search (which
 * finds text, not offsets: the span's occurrence among the paragraph's occurrences of the same
 * text). Where Word's text of the paragraph differs from Folio's reading of it (a list number,
 * spacing), the paragraph is selected instead, and the pane says so.
 */
export async function selectEvidence(host: WordHost, capabilities: WordCapabilities, target: ParagraphTarget, span: Span): Promise<EvidenceSelection> {
  const allowed = availability(capabilities, 'read')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  return host.run(async (context) => {
    const paragraph = await locateParagraph(context, target, capabilities)
    // An empty span names no words (and Word's search would find an empty text everywhere).
    const [step] = span.end > span.start ? searchSteps(target.text, [span]) : []
    // A list number is part of Folio's text but not of Word's paragraph text: those occurrences are not searchable.
    const label = target.text.length - paragraph.text.trim().length
    const before = step ? step.occurrences.map((order) => order - countBefore(target.text, step.literal, Math.max(0, label))) : []
    const results = step ? paragraph.search(step.searchText, { matchCase: true }) : null
    results?.load('items/text')
    await context.sync()
    const range = step && results ? results.items[before[0] ?? -1] : undefined
    if (step && range && range.text === step.literal) {
      range.select()
      await context.sync()
      return 'words'
    }
    paragraph.select()
    await context.sync()
    return 'paragraph'
  })
}

/** Occurrences of `literal` that start before `end` (inside a list label Word does not search). */
function countBefore(text: string, literal: string, end: number): number {
  if (literal.length === 0) return 0
  let count = 0
  for (let at = text.indexOf(literal); at >= 0 && at < end; at = text.indexOf(literal, at + literal.length)) count++
  return count
}
