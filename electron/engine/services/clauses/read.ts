import type { Clause, ClauseListQuery, ClauseListResponse } from '../../../../shared/api/library'
import type { Db } from '../../db/connection'
import { listClausePage, type ClauseRow } from '../../db/queries/clauses'
import { toIso } from '../../time'
import type { Principal } from '../../domain/principal'
import { readKeysetPage, type SqlFilter } from '../../domain/pagination'
import { clauseTagFilter } from './tag-filter'
import { clauseVisibility } from './visibility'

export const DEFAULT_CLAUSE_PAGE_SIZE = 50

export function toApiClause(row: ClauseRow): Clause {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    html: row.html,
    tags: JSON.parse(row.tags) as string[],
    defaultComment: row.default_comment,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at)
  }
}

export function listClauses(db: Db, user: Principal, query: ClauseListQuery): ClauseListResponse {
  const visibility = clauseVisibility(user)
  const tag = query.tag === undefined ? null : clauseTagFilter(db, query.tag)
  const filter: SqlFilter = {
    conditions: [...visibility.conditions, ...(tag?.conditions ?? [])],
    params: [...visibility.params, ...(tag?.params ?? [])]
  }
  const order = query.order ?? 'desc'
  const page = readKeysetPage(
    { list: 'clauses', order, query, cursor: query.cursor, pagesize: query.pagesize ?? DEFAULT_CLAUSE_PAGE_SIZE },
    (after, limit) => listClausePage(db, filter, order, after, limit),
    (row) => ({ value: row.created_at, id: row.id })
  )
  return { clauses: page.rows.map(toApiClause), pagination: page.pagination }
}
