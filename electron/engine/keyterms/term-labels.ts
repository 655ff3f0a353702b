import type { KeyTermEvidence } from '../../../shared/api/key-terms'
import { findDates } from './dates'
import { evidenceOf } from './evidence'

/*
 * The term as a schedule, a cover page or an order form states it on a labelled line of its own
 * ("Term: Three (3) years from the Effective Date", "2.2 Contract end: 04-01-08").
 */

// A cover page's or an order form's labelled line: "Term: Three (3) years from the Effective Date",
// "5. Initial Term: 36 months". A "Payment Term:" is another matter and is not at the line's start.
export const TERM_LABEL = /^(?:[\dIVX]{1,3}(?:\.\d{1,2}){0,2}[.)]?\s)?(?:(?:initial|contract|agreement)\s)?term(?:\sof\s(?:the\s)?(?:agreement|contract))?\s?:\s?/i

/** A labelled line's label and what follows it are one sentence ("Initial Term:" / "36 months"). */
export function withLabel(text: string, spans: Array<{ start: number; end: number }>): Array<{ start: number; end: number }> {
  const label = TERM_LABEL.exec(text)
  if (!label) return spans
  // The spans that end inside the label ("5.", "Initial Term:") join the one after them.
  const inLabel = spans.findIndex((span) => span.end > label[0].length)
  const through = spans[inLabel]
  if (inLabel <= 0 || !through) return spans
  return [{ start: spans[0]?.start ?? 0, end: through.end }, ...spans.slice(inLabel + 1)]
}

// "Contract end: 04-01-08", "Expiration Date: December 31, 2020", "2.2 Term End Date: …": a
// labelled line of a schedule or cover page, the date right after the label. A "Completion Date"
// or "Termination Date" is left out: it as often names a project's or a notice's date, and so is a
// bare "End:" or "End Date:", a row of a price or delivery table as often as the contract's end.
const END_LABEL = /^(?:[\dIVX]{1,3}(?:\.\d{1,2}){0,2}\.?\s)?(?:(?:(?:contract|agreement|(?:initial\s)?term)\s)?(?:expiration|expiry)(?:\sdate)?|(?:contract|agreement|(?:initial\s)?term)\send(?:\sdate)?)\s?:\s?/i

/** The one end date a labelled line states; null when none does, or when several lines disagree. */
export function labelledEnd(paragraphs: readonly string[]): { value: string; evidence: KeyTermEvidence } | null {
  let found: { value: string; evidence: KeyTermEvidence } | null = null
  for (let index = 0; index < paragraphs.length; index++) {
    const text = paragraphs[index] ?? ''
    const label = END_LABEL.exec(text)
    if (!label) continue
    const date = findDates(text.slice(label[0].length))[0]
    if (!date || date.start !== 0) continue
    if (found && found.value !== date.iso) return null
    found ??= { value: date.iso, evidence: evidenceOf(paragraphs, index, 0, label[0].length + date.end) }
  }
  return found
}
