import type { KeyTermEvidence } from '../../../../shared/api/key-terms'
import type { DocumentTarget } from '../document/DocumentView'
import type { Highlight } from '../../ui/document/highlight'

/** What the document shows for a term's evidence: its paragraph scrolled to, its words marked. */
export function evidenceFocus(evidence: KeyTermEvidence, label: string, seq: number): { highlights: Map<number, Highlight[]>; focused: Set<number>; target: DocumentTarget } {
  // The engine counts paragraphs from 0 (the text endpoint's array); the document view from 1.
  const paragraph = evidence.paragraphIndex + 1
  return {
    highlights: new Map([[paragraph, [{ start: evidence.start, end: evidence.end, kind: 'evidence', label: `${label}: read from these words` }]]]),
    focused: new Set([paragraph]),
    target: { paragraph, seq: seq + 1 }
  }
}
