import type { EmailListQuery } from '../../../../shared/api/library'
import { BadRequestError } from '../../errors'
import { parseIsoInstant } from '../../time'
import { contractVisibilitySql } from '../../domain/access'
import type { Principal } from '../../domain/principal'
import type { SqlFilter } from '../../domain/pagination'

const DAY_MS = 86_400_000

/**
 * The email filters as SQL over `emails e JOIN contracts c`. An email is readable when its
 * contract is: the contract list's rule, deleted contracts included in "not readable".
 * `dateFrom` and `dateTo` are whole UTC days, both inclusive.
 */
export function buildEmailFilter(user: Principal, query: EmailListQuery): SqlFilter {
  const filter: SqlFilter = { conditions: ['c.deleted = 0'], params: [] }
  const add = (sql: string, ...params: unknown[]) => {
    filter.conditions.push(sql)
    filter.params.push(...params)
  }
  const visibility = contractVisibilitySql(user)
  if (visibility.sql) add(visibility.sql, ...visibility.params)
  if (query.contractType !== undefined) add('c.type = ?', query.contractType)
  if (query.contractId !== undefined) add('e.contract_id = ?', query.contractId.toLowerCase())
  if (query.sender !== undefined) add('e.sender = ? COLLATE NOCASE', query.sender.trim())
  const from = query.dateFrom === undefined ? null : utcDay(query.dateFrom, 'dateFrom')
  const to = query.dateTo === undefined ? null : utcDay(query.dateTo, 'dateTo')
  if (from !== null && to !== null && from > to) {
    throw new BadRequestError(`Query parameter 'dateFrom' (${query.dateFrom ?? ''}) must not be after 'dateTo' (${query.dateTo ?? ''})`)
  }
  if (from !== null) add('e.sent_at >= ?', from)
  if (to !== null) add('e.sent_at < ?', to + DAY_MS)
  return filter
}

function utcDay(value: string, name: string): number {
  const ms = parseIsoInstant(value)
  if (ms === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new BadRequestError(`Query parameter '${name}' must be a date as YYYY-MM-DD`)
  return ms
}
