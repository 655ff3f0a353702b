import type { CompareOptions, Comparison } from '../../../../shared/api/compare'
import { planAlignment, type AlignmentLimits } from './align'
import { writeEntries } from './entries'
import { ParagraphKeys, Side, type ComparedParagraph } from './sides'
import { WordBags } from './similarity'

export type { ComparedParagraph } from './sides'
export { splitLeadingLabel, type LabelledText } from './labels'

/**
 * The bounds keep the worst case (two unrelated or shuffled 5,000-paragraph documents) to a
 * fraction of a second; a contract's ordinary edits stay far inside them.
 */
const LIMITS: Omit<AlignmentLimits, 'changedSimilarity' | 'movedSimilarity'> = {
  maxOrderEdits: 600,
  gapPairBudget: 25_000,
  movePairBudget: 100_000
}
export const DEFAULT_CHANGED_SIMILARITY = 0.5
export const DEFAULT_MOVED_SIMILARITY = 0.8

/**
 * Compares two ordered lists of paragraphs: which stayed, which were inserted, deleted, changed
 * (with their word changes), moved, or only renumbered. Pure and synchronous.
 */
export function compareParagraphs(oldParagraphs: readonly ComparedParagraph[], newParagraphs: readonly ComparedParagraph[], options: CompareOptions = {}): Comparison {
  const keys = new ParagraphKeys()
  const words = new WordBags()
  const old = new Side(oldParagraphs, keys, words)
  const neu = new Side(newParagraphs, keys, words)
  const plan = planAlignment(old, neu, {
    ...LIMITS,
    changedSimilarity: options.changedSimilarity ?? DEFAULT_CHANGED_SIMILARITY,
    movedSimilarity: options.movedSimilarity ?? DEFAULT_MOVED_SIMILARITY
  })
  const { entries, summary } = writeEntries(old, neu, plan)
  return { summary, approximate: plan.approximate, entries }
}

/** Paragraphs numbered one-based in the order given, as the text endpoint numbers them. */
export function numberParagraphs(texts: readonly string[]): ComparedParagraph[] {
  return texts.map((text, i) => ({ number: i + 1, text }))
}
