import type { Finding, FindingKind, FindingSeverity, TextPlace } from '../../../shared/api/drafting-checks'

/** Each kind's severity is fixed: a lawyer learns once what an error, a warning and a note mean. */
export const SEVERITY: Record<FindingKind, FindingSeverity> = {
  'undefined-term': 'error',
  'unused-definition': 'info',
  'duplicate-definition': 'error',
  'inconsistent-term': 'warning',
  'broken-reference': 'error',
  numbering: 'warning',
  placeholder: 'error',
  'number-mismatch': 'error',
  'invalid-date': 'error',
  unbalanced: 'warning'
}

export interface FindingInput {
  kind: FindingKind
  paragraphIndex: number
  start: number
  end: number
  message: string
  related?: TextPlace[]
  suggestion?: string
}

/** A finding whose text is always the paragraph's own text at its span. */
export function makeFinding(paragraphs: readonly string[], input: FindingInput): Finding {
  const text = (paragraphs[input.paragraphIndex] ?? '').slice(input.start, input.end)
  const finding: Finding = {
    kind: input.kind,
    severity: SEVERITY[input.kind],
    paragraphIndex: input.paragraphIndex,
    start: input.start,
    end: input.end,
    text,
    message: input.message
  }
  if (input.related && input.related.length > 0) finding.related = input.related
  if (input.suggestion !== undefined) finding.suggestion = input.suggestion
  return finding
}

export function byPlace(a: TextPlace, b: TextPlace): number {
  return a.paragraphIndex - b.paragraphIndex || a.start - b.start || a.end - b.end
}
