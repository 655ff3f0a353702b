import type { IfNotFound, Playbook, PlaybookDetail, PlaybookGroup, PlaybookPosition, PositionKeyword } from '../../../../shared/api/playbooks'
import type { PlaybookGroupRow, PlaybookPositionRow, PlaybookRow } from '../../db/queries/playbooks'
import type { PlaybookNote } from '../../db/writers/library'
import { toIso } from '../../time'

/** The only kind of note ever published; internal rationale and escalation routing never are. */
export const PUBLISHED_NOTE_TYPE = 'technical_drafting'

export function toApiPlaybook(row: PlaybookRow): Playbook {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    versionNote: row.version_note,
    status: row.status,
    isDefault: row.is_default === 1,
    positionCount: row.position_count,
    unconfirmedPositionCount: row.unconfirmed_position_count,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at)
  }
}

export function toApiPlaybookGroup(row: PlaybookGroupRow): PlaybookGroup {
  return { id: row.id, name: row.name, description: row.description, order: row.sort_order }
}

interface StoredExample {
  type: string | null
  title: string | null
  text: string
}
interface StoredFallback {
  title: string | null
  text: string
  html: string
}

/**
 * Each stored object is rebuilt field by field: whatever else a pulled record carries (reviewer
 * remarks, scoring weights) stays in the workspace instead of leaking into the API.
 */
export function toApiPosition(row: PlaybookPositionRow): PlaybookPosition {
  const ifNotFound = JSON.parse(row.if_not_found) as IfNotFound
  return {
    order: row.sort_order,
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    keywords: (JSON.parse(row.keywords) as PositionKeyword[]).map((k) => ({ value: k.value, type: k.type })),
    examples: (JSON.parse(row.examples) as StoredExample[]).map((e) => ({ type: e.type ?? null, title: e.title ?? null, text: e.text })),
    fallbacks: (JSON.parse(row.fallbacks) as StoredFallback[]).map((f) => ({ title: f.title ?? null, text: f.text, html: f.html })),
    ifNotFound: { compliant: ifNotFound.compliant, status: ifNotFound.status ?? null },
    notes: (JSON.parse(row.notes) as PlaybookNote[])
      .filter((n) => n.type === PUBLISHED_NOTE_TYPE)
      .map((n) => ({ type: PUBLISHED_NOTE_TYPE, text: n.text }))
  }
}

export function toApiPlaybookDetail(row: PlaybookRow, groups: PlaybookGroupRow[], positions: PlaybookPositionRow[]): PlaybookDetail {
  return { ...toApiPlaybook(row), groups: groups.map(toApiPlaybookGroup), positions: positions.map(toApiPosition) }
}
