import { availability, type WordCapabilities } from './capabilities'
import { trackedEdit, type EditOutcome } from './edits'
import { WordActionError } from './errors'
import { spanSearch } from './finding-spans'
import { folioParagraphText } from './paragraph-text'
import { locateParagraph, type ParagraphTarget } from './paragraphs'
import type { WordContext, WordHost, WordParagraph, WordRange } from './word-api'

/** A span of a paragraph the check read: offsets into the paragraph as Folio reads it. */
export interface SpanTarget {
  paragraph: ParagraphTarget
  start: number
  end: number
}

/** What Word selected: the span itself, or (Word could not find it on its own) its whole paragraph. */
export type Selected = 'span' | 'paragraph'

/** How long the list number Folio writes before the paragraph's text is ("2.1 "), 0 for none. */
async function labelLength(context: WordContext, paragraph: WordParagraph): Promise<number> {
  paragraph.load('listItemOrNullObject/listString')
  await context.sync()
  const listItem = paragraph.listItemOrNullObject
  if (listItem.isNullObject) return 0
  const labelled = folioParagraphText('x', listItem.listString)
  return labelled === null ? 0 : labelled.length - 1
}

/** The span's range in Word, or null when Word's search cannot reach it. */
async function spanRange(context: WordContext, paragraph: WordParagraph, target: SpanTarget): Promise<WordRange | null> {
  const search = spanSearch(target.paragraph.text, await labelLength(context, paragraph), target.start, target.end)
  if (search.kind === 'paragraph') return null
  const results = paragraph.search(search.searchText, { matchCase: true })
  results.load('items/text')
  await context.sync()
  const range = results.items[search.order]
  return range && range.text === search.literal ? range : null
}

/** Selects a finding's span in the document (its paragraph where the span cannot be found by itself). */
export async function selectSpan(host: WordHost, capabilities: WordCapabilities, target: SpanTarget): Promise<Selected> {
  const allowed = availability(capabilities, 'read')
  if (!allowed.enabled) throw new WordActionError(allowed.reason)
  return host.run(async (context) => {
    const paragraph = await locateParagraph(context, target.paragraph, capabilities)
    const range = await spanRange(context, paragraph, target)
    if (range) range.select()
    else paragraph.select()
    await context.sync()
    return range ? 'span' : 'paragraph'
  })
}

/**
 * Replaces a finding's span with the checker's suggestion as a tracked change (WordApi 1.4; below
 * it, an ordinary edit the outcome says so about). A span Word cannot find is never guessed at.
 */
export function fixSpan(host: WordHost, capabilities: WordCapabilities, target: SpanTarget, suggestion: string): Promise<EditOutcome> {
  return trackedEdit(host, capabilities, async (context) => {
    const paragraph = await locateParagraph(context, target.paragraph, capabilities)
    const range = await spanRange(context, paragraph, target)
    if (!range) throw new WordActionError('Word cannot find that text on its own in the paragraph: select it and correct it by hand.')
    return { inserted: range.insertText(suggestion, 'Replace') }
  })
}
