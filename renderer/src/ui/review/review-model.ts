import type { StoredMatchResponse } from '../../../../shared/api/matching'
import type { IfNotFound, PlaybookDetail, PlaybookPosition } from '../../../../shared/api/playbooks'
import type { Highlight } from '../document/highlight'

export type StoredPositionMatch = StoredMatchResponse['positions'][number]['matches'][number]

export type PositionOutcome = 'found' | 'missing' | 'skipped'

/** One playbook position as reviewed against this contract. */
export interface ReviewPosition {
  order: number
  name: string
  outcome: PositionOutcome
  matches: StoredPositionMatch[]
  ifNotFound: IfNotFound
  skippedReason: string | null
  /** The playbook's own text for the position; null while the playbook itself is loading. */
  detail: PlaybookPosition | null
  groupName: string | null
}

export interface ReviewSummary {
  total: number
  found: number
  /** Missing, and the playbook says its absence is acceptable. */
  missingAcceptable: number
  /** Missing, and its absence is a deviation to raise. */
  missingDeviation: number
  skipped: number
}

export interface Review {
  positions: ReviewPosition[]
  summary: ReviewSummary
}

/** Merges the matcher's answer with the playbook's positions (descriptions, fallbacks, notes). */
export function buildReview(match: StoredMatchResponse, playbook: PlaybookDetail | null): Review {
  const details = new Map((playbook?.positions ?? []).map((p) => [p.order, p]))
  const groups = new Map((playbook?.groups ?? []).map((g) => [g.id, g.name]))
  const positions = match.positions.map((position): ReviewPosition => {
    const detail = details.get(position.order) ?? null
    const outcome: PositionOutcome = position.skipped ? 'skipped' : position.matches.length > 0 ? 'found' : 'missing'
    return {
      order: position.order,
      name: position.name ?? detail?.name ?? `Position ${position.order}`,
      outcome,
      matches: [...position.matches].sort((a, b) => a.paragraph - b.paragraph),
      ifNotFound: position.ifNotFound,
      skippedReason: position.skipped?.reason ?? null,
      detail,
      groupName: detail?.groupId ? (groups.get(detail.groupId) ?? null) : null
    }
  })
  const count = (test: (p: ReviewPosition) => boolean) => positions.filter(test).length
  return {
    positions,
    summary: {
      total: positions.length,
      found: count((p) => p.outcome === 'found'),
      missingAcceptable: count((p) => p.outcome === 'missing' && p.ifNotFound.compliant),
      missingDeviation: count((p) => p.outcome === 'missing' && !p.ifNotFound.compliant),
      skipped: count((p) => p.outcome === 'skipped')
    }
  }
}

/** What the position's absence means, in the playbook's terms. */
export function absenceMeaning(ifNotFound: IfNotFound): { label: string; sentence: string; tone: 'ok' | 'danger' } {
  const status = ifNotFound.status ? ifNotFound.status.replace(/_/g, ' ') : null
  if (ifNotFound.compliant) {
    return {
      label: 'Absence acceptable',
      tone: 'ok',
      sentence: `The playbook accepts a contract without this position${status ? ` (status: ${status})` : ''}.`
    }
  }
  return {
    label: status && status !== 'missing' ? `Missing: ${status}` : 'Missing',
    tone: 'danger',
    sentence: `The playbook treats its absence as a deviation${status ? ` to ${status === 'missing' ? 'flag as missing' : status}` : ''}.`
  }
}

/** The keyword spans of a position's matches, by one-based paragraph, for the document view. */
export function matchHighlights(position: ReviewPosition | null): Map<number, Highlight[]> {
  const map = new Map<number, Highlight[]>()
  if (!position) return map
  for (const match of position.matches) {
    const spans = match.spans.map((span): Highlight => ({ start: span.start, end: span.end, kind: 'match', label: `${span.keyword.type}: ${span.keyword.value}` }))
    map.set(match.paragraph, [...(map.get(match.paragraph) ?? []), ...spans])
  }
  return map
}
