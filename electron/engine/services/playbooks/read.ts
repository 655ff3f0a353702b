import type { PlaybookListQuery, PlaybookListResponse, PlaybookResponse } from '../../../../shared/api/playbooks'
import type { Db } from '../../db/connection'
import { readSnapshot } from '../../db/read'
import { confirmedPlaybookPositions, findServedPlaybook, listPlaybookPage, playbookGroups } from '../../db/queries/playbooks'
import { NotFoundError } from '../../errors'
import { readKeysetPage } from '../../domain/pagination'
import { toApiPlaybook, toApiPlaybookDetail } from './present'

export const DEFAULT_PLAYBOOK_PAGE_SIZE = 50

/** Served playbooks by creation date, positions omitted (their counts stand in). */
export function listPlaybooks(db: Db, query: PlaybookListQuery): PlaybookListResponse {
  const order = query.order ?? 'desc'
  const page = readKeysetPage(
    { list: 'playbooks', order, query, cursor: query.cursor, pagesize: query.pagesize ?? DEFAULT_PLAYBOOK_PAGE_SIZE },
    (after, limit) => listPlaybookPage(db, order, after, limit),
    (row) => ({ value: row.created_at, id: row.id })
  )
  return { playbooks: page.rows.map(toApiPlaybook), pagination: page.pagination }
}

/** Drafts, retired versions and switched-off defaults answer like unknown ids. */
export function getPlaybook(db: Db, id: string): PlaybookResponse {
  return readSnapshot(db, (): PlaybookResponse => {
    const row = findServedPlaybook(db, id.toLowerCase())
    if (!row) throw new NotFoundError(`Playbook ${id} not found`)
    return { playbook: toApiPlaybookDetail(row, playbookGroups(db, row.id), confirmedPlaybookPositions(db, row.id)) }
  })
}
