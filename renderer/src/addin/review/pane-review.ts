import type { MatchResponse } from '../../../../shared/api/matching'
import type { IfNotFound, PlaybookDetail, PlaybookPosition, PositionKeyword } from '../../../../shared/api/playbooks'
import type { DocumentParagraphs } from '../word/paragraphs'

export interface PaneMatch {
  /** Where the paragraph is in Word, and its text as the matcher read it (to find it again). */
  wordIndex: number
  text: string
  keywords: PositionKeyword[]
}

/** One playbook position as found (or not) in the open document. */
export interface PanePosition {
  order: number
  name: string
  outcome: 'found' | 'missing' | 'skipped'
  matches: PaneMatch[]
  ifNotFound: IfNotFound
  skippedReason: string | null
  /** The playbook's own text for the position: fallbacks, notes, description. */
  detail: PlaybookPosition | null
}

/** Merges the matcher's answer with the playbook's positions and the document's paragraph map. */
export function buildPaneReview(match: MatchResponse, playbook: PlaybookDetail | null, document: DocumentParagraphs): PanePosition[] {
  const details = new Map((playbook?.positions ?? []).map((position) => [position.order, position]))
  return match.positions.map((position) => {
    const detail = details.get(position.order) ?? null
    const matches = position.matches.flatMap((found) => {
      const wordIndex = document.wordIndexes[found.paragraphIndex]
      const text = document.texts[found.paragraphIndex]
      return wordIndex === undefined || text === undefined ? [] : [{ wordIndex, text, keywords: found.keywords }]
    })
    return {
      order: position.order,
      name: position.name ?? detail?.name ?? `Position ${position.order}`,
      outcome: position.skipped ? 'skipped' : matches.length > 0 ? 'found' : 'missing',
      matches,
      ifNotFound: position.ifNotFound,
      skippedReason: position.skipped?.reason ?? null,
      detail
    }
  })
}
