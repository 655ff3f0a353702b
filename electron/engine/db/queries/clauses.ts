import type { Order } from '../../../../shared/api/common'
import { keysetPageSql, type KeysetPosition, type SqlFilter } from '../../domain/pagination'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface ClauseRow {
  id: string
  title: string
  text: string
  html: string
  tags: string
  default_comment: string
  created_at: number
  updated_at: number
}

const SELECT_CLAUSES = 'SELECT c.id, c.title, c.text, c.html, c.tags, c.default_comment, c.created_at, c.updated_at FROM clauses c'

/** One keyset page of clauses by creation date; `filter` narrows over `c`. */
export function listClausePage(db: Db, filter: SqlFilter, order: Order, after: KeysetPosition | null, limit: number): ClauseRow[] {
  const { sql, params } = keysetPageSql(SELECT_CLAUSES, filter, { value: 'c.created_at', id: 'c.id' }, order, after, limit)
  return cachedStatement(db, sql).all(...params) as ClauseRow[]
}

/** Every tag spelling in the library, once each. */
export function distinctClauseTags(db: Db): string[] {
  const rows = cachedStatement(db, "SELECT DISTINCT t.value AS tag FROM clauses c, json_each(c.tags) t WHERE t.type = 'text'").all() as Array<{ tag: string }>
  return rows.map((r) => r.tag)
}
