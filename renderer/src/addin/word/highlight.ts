import type { PositionKeyword } from '../../../../shared/api/playbooks'
import { availability, type WordCapabilities } from './capabilities'
import { WordActionError } from './errors'
import { keywordSpans, searchSteps } from './keyword-spans'
import { locateParagraph, type ParagraphTarget } from './paragraphs'
import type { WordContext, WordHost, WordRange } from './word-api'

/** Folio's highlight: Word's yellow, read back by Word as '#FFFF00'. */
export const FOLIO_HIGHLIGHT = '#FFFF00'

/** A range Folio highlighted and the highlight it had before, to put back exactly. */
interface Touched {
  range: WordRange
  previous: string | null
}

export interface HighlightResult {
  /** Keyword occurrences found and highlighted in the paragraph. */
  highlighted: number
}

/**
 * Highlights a matched position's keywords in its paragraph and selects the paragraph; "Clear
 * highlights" puts back every touched range's previous highlight, so a lawyer's own highlighting
 * survives a review untouched. Where a keyword crosses text highlighted in different colours,
 * Word reports the mixture as '' and each character is remembered on its own.
 *
 * The touched ranges are tracked objects (Word keeps them pointing at the same words while the
 * lawyer edits) of one Word.run at a time: showing a new paragraph first restores the last one.
 */
export class KeywordHighlighter {
  private touched: Touched[] = []

  constructor(
    private readonly host: WordHost,
    private readonly capabilities: WordCapabilities
  ) {}

  get active(): boolean {
    return this.touched.length > 0
  }

  async show(target: ParagraphTarget, keywords: readonly PositionKeyword[]): Promise<HighlightResult> {
    const allowed = availability(this.capabilities, 'highlight')
    if (!allowed.enabled) throw new WordActionError(allowed.reason)
    await this.clear()
    return this.host.run(async (context) => {
      const paragraph = await locateParagraph(context, target, this.capabilities)
      const text = paragraph.text
      const steps = searchSteps(text, keywordSpans(text, keywords))
      const searches = steps.map((step) => {
        const results = paragraph.search(step.searchText, { matchCase: true })
        results.load('items/text,items/font/highlightColor')
        return { step, results }
      })
      paragraph.select()
      await context.sync()

      const found: Touched[] = []
      const mixed: WordRange[] = []
      let highlighted = 0
      for (const { step, results } of searches) {
        for (const order of step.occurrences) {
          const range = results.items[order]
          // Word's search and this text disagree about this occurrence: leave it unhighlighted.
          if (!range || range.text !== step.literal) continue
          highlighted++
          const previous = range.font.highlightColor
          if (previous === '') mixed.push(range)
          else found.push({ range, previous })
        }
      }
      found.push(...(await characterByCharacter(context, mixed)))

      for (const { range } of found) {
        range.track()
        range.font.highlightColor = FOLIO_HIGHLIGHT
      }
      await context.sync()
      this.touched = found
      return { highlighted }
    })
  }

  /** Puts every touched range's highlight back as it was, last touched first. */
  async clear(): Promise<void> {
    const touched = this.touched
    if (touched.length === 0) return
    this.touched = []
    try {
      await this.host.runWith(
        touched.map((t) => t.range),
        async (context) => {
          for (const { range, previous } of [...touched].reverse()) {
            range.font.highlightColor = previous
            range.untrack()
          }
          await context.sync()
        }
      )
    } catch (error) {
      throw new WordActionError(`Folio could not restore the highlighting it changed (${error instanceof Error ? error.message : String(error)}). Use Word’s Undo if needed.`)
    }
  }
}

/** A keyword over text in several highlight colours: remember each character's own colour. */
async function characterByCharacter(context: WordContext, ranges: readonly WordRange[]): Promise<Touched[]> {
  if (ranges.length === 0) return []
  const characters = ranges.map((range) => {
    const each = range.search('?', { matchWildcards: true })
    each.load('items/font/highlightColor')
    return each
  })
  await context.sync()
  return characters.flatMap((each) => each.items.map((range) => ({ range, previous: range.font.highlightColor })))
}
