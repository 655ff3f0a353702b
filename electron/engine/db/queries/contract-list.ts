import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { ContractCursor } from '../../domain/contract-cursor'
import { sortColumn, type ContractFilter } from './contract-filter'
import { getSetting } from './settings'
import { BadRequestError } from '../../errors'

export interface ContractListRow {
  id: string
  name: string
  reference: string
  type: 'template' | 'playbook' | 'external'
  status_code: number | null
  created_at: number
  updated_at: number
  archived: number
  aborted: number
  renewal_anchor_date: number | null
  expiration_date: number | null
  end_date_basis: string | null
  notice_type: string | null
  renewal_state: string | null
  notice_period_days: number | null
  autorenew: number | null
  category_id: string | null
  category_label: string | null
  category_abbreviation: string | null
  sort_value: number
}

const COLUMNS = `c.id, c.name, c.reference, c.type, c.status_code, c.created_at, c.updated_at, c.archived, c.aborted,
  c.renewal_anchor_date, c.expiration_date, c.end_date_basis, c.notice_type, c.renewal_state, c.notice_period_days,
  c.autorenew, c.category_id, cat.label AS category_label, cat.abbreviation AS category_abbreviation`

const OLD_KEY = { updatedAt: 'l.old_updated_at', renewalAnchorDate: 'l.old_renewal_anchor_date' } as const

/** How long a walk over a moving sort order stays resumable. */
export const SORT_LOG_RETENTION_MS = 24 * 60 * 60 * 1000
export const PRUNED_THROUGH = 'sort_log_pruned_through'

export interface ContractPage {
  rows: ContractListRow[]
  next: { value: number; id: string; snapshot: number } | null
}

/**
 * Where the page starts: from the contracts a selective filter's index yields (`driver`, the
 * predicate's index, with the keys its probe found), or, when every filter matches many, by
 * walking the list's sort order and checking each row, which stops after one page. Probes read at
 * most a filter's `driveBelow` keys, so planning costs little however common a value is.
 */
export interface ContractPlan {
  driver: number | null
  keys: Array<string | number>
  /** A driver found no match at all: the page is empty. */
  empty: boolean
}

const WALK: ContractPlan = { driver: null, keys: [], empty: false }

export function planContractQuery(db: Db, filter: ContractFilter): ContractPlan {
  let best: ContractPlan = WALK
  let fewest = Number.POSITIVE_INFINITY
  for (const [index, predicate] of filter.predicates.entries()) {
    if (!predicate.driver) continue
    const { probe, driveBelow } = predicate.driver
    const keys = cachedStatement(db, `${probe.sql} LIMIT ${driveBelow}`).pluck().all(...probe.params) as Array<string | number>
    if (keys.length === 0) return { driver: index, keys, empty: true }
    // A probe that filled its limit matches too many to start from; the fewest matches win.
    if (keys.length < driveBelow && keys.length < fewest) {
      fewest = keys.length
      best = { driver: index, keys, empty: false }
    }
  }
  return best
}

function whereOf(filter: ContractFilter, plan: ContractPlan): { terms: string[]; params: unknown[] } {
  const terms: string[] = []
  const params: unknown[] = []
  filter.predicates.forEach((predicate, index) => {
    if (index === plan.driver && predicate.driver) {
      terms.push(`${predicate.driver.column} IN (SELECT value FROM json_each(?))`)
      params.push(JSON.stringify(plan.keys))
    }
    terms.push(predicate.check.sql)
    params.push(...predicate.check.params)
  })
  return { terms, params }
}

/** The SQL and parameters of the main part of a page, exposed so benchmarks run the same statement directly. */
export function contractPageQuery(
  filter: ContractFilter,
  plan: ContractPlan,
  page: { cursor: { value: number; id: string } | null; snapshot: number | null; size: number }
): { sql: string; params: unknown[] } {
  const col = sortColumn(filter.sort)
  const desc = filter.order === 'desc'
  const dir = desc ? 'DESC' : 'ASC'
  const range = plan.driver === null ? undefined : filter.predicates[plan.driver]?.driver?.range
  // A date range in the createdAt order is read from its covering index instead of a key list.
  const covered = range !== undefined && filter.sort === 'createdAt'
  const { terms, params } = whereOf(filter, covered ? WALK : plan)
  if (filter.sort === 'renewalAnchorDate') terms.push(`${col} IS NOT NULL`)
  if (page.cursor) {
    terms.push(`(${col}, c.id) ${desc ? '<' : '>'} (?, ?)`)
    params.push(page.cursor.value, page.cursor.id)
  }
  if (page.snapshot !== null) {
    terms.push('NOT EXISTS (SELECT 1 FROM contract_sort_log l WHERE l.contract_id = c.id AND l.seq > ?)')
    params.push(page.snapshot)
  }
  if (covered) {
    // Two phases: the page's rows are chosen and ordered within the index (range, deleted flag,
    // created_at, id), then only they are read from the table.
    return {
      sql: `SELECT ${COLUMNS}, ${col} AS sort_value FROM contracts c LEFT JOIN categories cat ON cat.id = c.category_id
    WHERE c.rowid IN (SELECT c.rowid FROM contracts c INDEXED BY ${range.coveringIndex} WHERE ${[range.where.sql, ...terms].join(' AND ')}
                      ORDER BY ${col} ${dir}, c.id ${dir} LIMIT ?)
    ORDER BY ${col} ${dir}, c.id ${dir}`,
      params: [...range.where.params, ...params, page.size + 1]
    }
  }
  return {
    sql: `SELECT ${COLUMNS}, ${col} AS sort_value FROM contracts c LEFT JOIN categories cat ON cat.id = c.category_id
    WHERE ${terms.join(' AND ')} ORDER BY ${col} ${dir}, c.id ${dir} LIMIT ?`,
    params: [...params, page.size + 1]
  }
}

/**
 * One page of contracts in keyset order. For sorts whose key can change (updatedAt,
 * renewalAnchorDate) the walk is read as of its first page: rows changed since then are placed
 * by the key they had at that moment (from contract_sort_log), so no row is served twice or
 * skipped while other requests write. Runs in one read transaction for a consistent view.
 */
export function listContractPage(db: Db, filter: ContractFilter, cursor: ContractCursor | null, size: number): ContractPage {
  return db.transaction((): ContractPage => {
    const snapshot = cursor?.snapshot ?? latestSortLogSeq(db)
    if (filter.matchesNothing) return { rows: [], next: null }
    if (cursor && cursor.snapshot < Number(getSetting(db, PRUNED_THROUGH) ?? 0)) {
      throw new BadRequestError('cursor has expired: start the walk again without a cursor')
    }
    const plan = planContractQuery(db, filter)
    if (plan.empty) return { rows: [], next: null }
    const movable = filter.sort !== 'createdAt'
    const changed = movable && cursor !== null && latestSortLogSeq(db) > snapshot
    const main = contractPageQuery(filter, plan, { cursor, snapshot: changed ? snapshot : null, size })
    let rows = cachedStatement(db, main.sql).all(...main.params) as ContractListRow[]
    if (changed) {
      const moved = movedRowsQuery(filter, cursor, snapshot, size)
      rows = mergeSorted(rows, cachedStatement(db, moved.sql).all(...moved.params) as ContractListRow[], filter.order === 'desc').slice(0, size + 1)
    }
    const hasMore = rows.length > size
    const pageRows = rows.slice(0, size)
    const last = pageRows[pageRows.length - 1]
    return { rows: pageRows, next: hasMore && last ? { value: last.sort_value, id: last.id, snapshot } : null }
  })()
}

function movedRowsQuery(filter: ContractFilter, cursor: ContractCursor | null, snapshot: number, size: number): { sql: string; params: unknown[] } {
  const oldKey = OLD_KEY[filter.sort as keyof typeof OLD_KEY]
  const desc = filter.order === 'desc'
  const dir = desc ? 'DESC' : 'ASC'
  // Few rows changed since the walk began: every filter is checked row by row.
  const { terms, params } = whereOf(filter, WALK)
  terms.push('s.old_key IS NOT NULL')
  if (cursor) {
    terms.push(`(s.old_key, c.id) ${desc ? '<' : '>'} (?, ?)`)
    params.push(cursor.value, cursor.id)
  }
  // The first change after the snapshot holds the key the row had when the walk began.
  return {
    sql: `SELECT ${COLUMNS}, s.old_key AS sort_value
    FROM (SELECT l.contract_id, ${oldKey} AS old_key FROM contract_sort_log l
          WHERE l.seq > ? AND NOT EXISTS (SELECT 1 FROM contract_sort_log e WHERE e.contract_id = l.contract_id AND e.seq > ? AND e.seq < l.seq)) s
    JOIN contracts c ON c.id = s.contract_id
    LEFT JOIN categories cat ON cat.id = c.category_id
    WHERE ${terms.join(' AND ')} ORDER BY s.old_key ${dir}, c.id ${dir} LIMIT ?`,
    params: [snapshot, snapshot, ...params, size + 1]
  }
}

function mergeSorted(a: ContractListRow[], b: ContractListRow[], desc: boolean): ContractListRow[] {
  const before = (x: ContractListRow, y: ContractListRow) => {
    if (x.sort_value !== y.sort_value) return desc ? x.sort_value > y.sort_value : x.sort_value < y.sort_value
    return desc ? x.id > y.id : x.id < y.id
  }
  const out: ContractListRow[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && before(a[i]!, b[j]!))) out.push(a[i++]!)
    else out.push(b[j++]!)
  }
  return out
}

export function latestSortLogSeq(db: Db): number {
  return (cachedStatement(db, 'SELECT COALESCE(MAX(seq), 0) AS seq FROM contract_sort_log').get() as { seq: number }).seq
}
