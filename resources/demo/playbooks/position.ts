import type { PlaybookNote, PlaybookPositionRecord } from '../../../electron/engine/db/writers'
import type { IfNotFound, PositionKeyword } from '../../../shared/api/playbooks'

/** A position as written in this folder; ids and order are given when a playbook version is built. */
export interface PositionDraft {
  key: string
  name: string
  description: string
  group: string
  keywords: PositionKeyword[]
  examples: Array<{ type: 'acceptable' | 'to_reject'; title: string | null; text: string }>
  fallbacks: Array<{ title: string | null; text: string }>
  ifNotFound: IfNotFound
  notes: PlaybookNote[]
  /** Suggested by the assistant and not yet accepted by a lawyer. */
  unconfirmed?: boolean
}

export const exact = (value: string): PositionKeyword => ({ value, type: 'exact' })
export const pattern = (value: string): PositionKeyword => ({ value, type: 'pattern' })
export const negative = (value: string): PositionKeyword => ({ value, type: 'negative' })

export const drafting = (text: string): PlaybookNote => ({ type: 'technical_drafting', text })
export const rationale = (text: string): PlaybookNote => ({ type: 'internal_rationale', text })
export const escalation = (text: string): PlaybookNote => ({ type: 'escalation', text })

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export function toPositionRecord(draft: PositionDraft, order: number, id: string, groupId: string | null): PlaybookPositionRecord {
  return {
    id,
    order,
    name: draft.name,
    description: draft.description,
    groupId,
    keywords: draft.keywords,
    examples: draft.examples,
    fallbacks: draft.fallbacks.map((f) => ({ title: f.title, text: f.text, html: `<p>${escapeHtml(f.text)}</p>` })),
    ifNotFound: draft.ifNotFound,
    notes: draft.notes,
    confirmed: draft.unconfirmed !== true
  }
}
