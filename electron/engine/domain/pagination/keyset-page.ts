import type { Order, Pagination } from '../../../../shared/api/common'
import { decodeKeysetCursor, encodeKeysetCursor, filterFingerprint, type KeysetPosition } from './keyset-cursor'

/** SQL conditions joined with AND, with their bound parameters in order. */
export interface SqlFilter {
  conditions: string[]
  params: unknown[]
}

export interface KeysetRequest {
  /** Names the list ('parties', 'clauses', ...) so a cursor cannot cross over to another one. */
  list: string
  order: Order
  /** The parsed query string; every parameter but cursor, pagesize and order is a filter. */
  query: object
  cursor: string | undefined
  pagesize: number
}

/** Reads up to `limit` rows strictly after `after` in the walk's order (from the start when null). */
export type KeysetFetch<R> = (after: KeysetPosition | null, limit: number) => R[]

export interface KeysetPage<R> {
  rows: R[]
  pagination: Pagination
}

/**
 * One page of a keyset walk over (sort value, id). Reading one row more than the page tells
 * whether another page follows without a count; the cursor then points at the page's last row,
 * so rows inserted or removed elsewhere never shift what the next page starts from.
 */
export function readKeysetPage<R>(request: KeysetRequest, fetch: KeysetFetch<R>, positionOf: (row: R) => KeysetPosition): KeysetPage<R> {
  const scope = { list: request.list, order: request.order, filters: filterFingerprint(request.query) }
  const after = request.cursor === undefined ? null : decodeKeysetCursor(request.cursor, scope)
  const fetched = fetch(after, request.pagesize + 1)
  const rows = fetched.slice(0, request.pagesize)
  const last = rows[rows.length - 1]
  const cursor = fetched.length > request.pagesize && last !== undefined ? encodeKeysetCursor(scope, positionOf(last)) : null
  return { rows, pagination: { pageSize: rows.length, hasMore: cursor !== null, cursor } }
}

/**
 * The SQL of one keyset page: `columns` are the sort value and id columns. Row-value comparison
 * lets SQLite seek an index on (value, id) straight to the cursor position.
 */
export function keysetPageSql(
  select: string,
  filter: SqlFilter,
  columns: { value: string; id: string },
  order: Order,
  after: KeysetPosition | null,
  limit: number
): { sql: string; params: unknown[] } {
  const desc = order === 'desc'
  const conditions = [...filter.conditions]
  const params = [...filter.params]
  if (after !== null) {
    conditions.push(`(${columns.value}, ${columns.id}) ${desc ? '<' : '>'} (?, ?)`)
    params.push(after.value, after.id)
  }
  const dir = desc ? 'DESC' : 'ASC'
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  return { sql: `${select}${where} ORDER BY ${columns.value} ${dir}, ${columns.id} ${dir} LIMIT ?`, params: [...params, limit] }
}
