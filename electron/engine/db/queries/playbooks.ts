import type { Order } from '../../../../shared/api/common'
import { keysetPageSql, type KeysetPosition } from '../../domain/pagination'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface PlaybookRow {
  id: string
  name: string | null
  description: string | null
  version: number
  version_note: string | null
  status: string
  is_default: number
  position_count: number
  unconfirmed_position_count: number
  created_at: number
  updated_at: number
}

/**
 * What the API serves: production versions only (drafts and retired versions of a lineage stay
 * private), and never a playbook switched off. Only provider defaults can be switched off, so
 * this is the company's own playbooks plus the defaults it kept.
 */
const SERVED = "pb.status = 'production' AND pb.switched_off = 0"

const SELECT_PLAYBOOKS = `SELECT pb.id, pb.name, pb.description, pb.version, pb.version_note, pb.status, pb.is_default,
    (SELECT count(*) FROM playbook_positions pp WHERE pp.playbook_id = pb.id AND pp.confirmed = 1) AS position_count,
    (SELECT count(*) FROM playbook_positions pp WHERE pp.playbook_id = pb.id AND pp.confirmed = 0) AS unconfirmed_position_count,
    pb.created_at, pb.updated_at
  FROM playbooks pb`

export function listPlaybookPage(db: Db, order: Order, after: KeysetPosition | null, limit: number): PlaybookRow[] {
  const { sql, params } = keysetPageSql(SELECT_PLAYBOOKS, { conditions: [SERVED], params: [] }, { value: 'pb.created_at', id: 'pb.id' }, order, after, limit)
  return cachedStatement(db, sql).all(...params) as PlaybookRow[]
}

export function findServedPlaybook(db: Db, id: string): PlaybookRow | null {
  return (cachedStatement(db, `${SELECT_PLAYBOOKS} WHERE pb.id = ? AND ${SERVED}`).get(id) as PlaybookRow | undefined) ?? null
}

export interface PlaybookGroupRow {
  id: string
  name: string
  description: string | null
  sort_order: number
}

export function playbookGroups(db: Db, playbookId: string): PlaybookGroupRow[] {
  return db
    .prepare('SELECT id, name, description, sort_order FROM playbook_groups WHERE playbook_id = ? ORDER BY sort_order, id')
    .all(playbookId) as PlaybookGroupRow[]
}

/** Stored JSON columns as text; the service layer decides what of them is published. */
export interface PlaybookPositionRow {
  id: string
  sort_order: number
  name: string | null
  description: string | null
  group_id: string | null
  keywords: string
  examples: string
  fallbacks: string
  if_not_found: string
  notes: string
}

/** Positions a person has accepted, in playbook order; suggestions awaiting review take no part. */
export function confirmedPlaybookPositions(db: Db, playbookId: string): PlaybookPositionRow[] {
  return db
    .prepare(
      `SELECT id, sort_order, name, description, group_id, keywords, examples, fallbacks, if_not_found, notes
       FROM playbook_positions WHERE playbook_id = ? AND confirmed = 1 ORDER BY sort_order, id`
    )
    .all(playbookId) as PlaybookPositionRow[]
}

/** The lineage (every version of one playbook) a playbook belongs to, or null. */
export function playbookLineageOf(db: Db, id: string): string | null {
  const row = db.prepare('SELECT lineage_id FROM playbooks WHERE id = ?').get(id) as { lineage_id: string } | undefined
  return row?.lineage_id ?? null
}

/** The highest version of a lineage (0 when it has none) and its playbook in production, if any. */
export function playbookLineageState(db: Db, lineageId: string): { latestVersion: number; productionId: string | null } {
  const latest = db.prepare('SELECT MAX(version) AS version FROM playbooks WHERE lineage_id = ?').get(lineageId) as { version: number | null }
  const production = db.prepare("SELECT id FROM playbooks WHERE lineage_id = ? AND status = 'production'").get(lineageId) as { id: string } | undefined
  return { latestVersion: latest.version ?? 0, productionId: production?.id ?? null }
}
