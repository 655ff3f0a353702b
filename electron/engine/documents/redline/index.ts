import type { Comparison } from '../../../../shared/api/compare'
import type { ComparedParagraph } from '../compare'
import { renderRedline, type RedlineOptions } from './render'
import { trackedParagraphs } from './tracked-paragraphs'

export type { RedlineOptions } from './render'
export { trackedParagraphs, type MarkState, type TrackedParagraph } from './tracked-paragraphs'

export const REDLINE_AUTHOR = 'Folio'

/**
 * The newer text as a .docx with every change of `comparison` as a Word tracked change: accepting
 * them all gives the newer paragraphs, rejecting them all the older ones.
 */
export function buildRedline(
  oldParagraphs: readonly ComparedParagraph[],
  newParagraphs: readonly ComparedParagraph[],
  comparison: Comparison,
  options: Partial<RedlineOptions> = {}
): Promise<Uint8Array> {
  return renderRedline(trackedParagraphs(oldParagraphs, newParagraphs, comparison), {
    author: options.author ?? REDLINE_AUTHOR,
    date: options.date ?? new Date(),
    ...(options.title !== undefined && { title: options.title })
  })
}
