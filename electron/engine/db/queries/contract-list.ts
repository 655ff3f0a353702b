import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { ContractCursor } from '../../services/contracts/cursor'
import { sortColumn, type ContractFilter } from '../../services/contracts/list-filters'
import { getSetting, setSetting } from './settings'
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
const PRUNED_THROUGH = 'sort_log_pruned_through'

export interface ContractPage {
  rows: ContractListRow[]
  next: { value: number; id: string; snapshot: number } | null
}

/** The SQL of the main part of a page, exposed so benchmarks can run the same query directly. */
export function contractPageSql(filter: ContractFilter, withCursor: boolean, excludeChangedAfterSnapshot: boolean): string {
  const col = sortColumn(filter.sort)
  const desc = filter.order === 'desc'
  const where = [...filter.conditions]
  if (filter.sort === 'renewalAnchorDate') where.push(`${col} IS NOT NULL`)
  if (withCursor) where.push(`(${col}, c.id) ${desc ? '<' : '>'} (?, ?)`)
  if (excludeChangedAfterSnapshot) where.push('NOT EXISTS (SELECT 1 FROM contract_sort_log l WHERE l.contract_id = c.id AND l.seq > ?)')
  const dir = desc ? 'DESC' : 'ASC'
  return `SELECT ${COLUMNS}, ${col} AS sort_value FROM contracts c LEFT JOIN categories cat ON cat.id = c.category_id
    WHERE ${where.join(' AND ')} ORDER BY ${col} ${dir}, c.id ${dir} LIMIT ?`
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
    const movable = filter.sort !== 'createdAt'
    const changed = movable && cursor !== null && latestSortLogSeq(db) > snapshot
    const cursorParams = cursor ? [cursor.value, cursor.id] : []
    const main = cachedStatement(db, contractPageSql(filter, cursor !== null, changed))
    let rows = main.all(...filter.params, ...cursorParams, ...(changed ? [snapshot] : []), size + 1) as ContractListRow[]
    if (changed && filter.sort !== 'createdAt') {
      const moved = cachedStatement(db, movedRowsSql(filter, cursor !== null)).all(snapshot, snapshot, ...filter.params, ...cursorParams, size + 1) as ContractListRow[]
      rows = mergeSorted(rows, moved, filter.order === 'desc').slice(0, size + 1)
    }
    const hasMore = rows.length > size
    const page = rows.slice(0, size)
    const last = page[page.length - 1]
    return { rows: page, next: hasMore && last ? { value: last.sort_value, id: last.id, snapshot } : null }
  })()
}

function movedRowsSql(filter: ContractFilter, withCursor: boolean): string {
  const oldKey = OLD_KEY[filter.sort as keyof typeof OLD_KEY]
  const desc = filter.order === 'desc'
  const dir = desc ? 'DESC' : 'ASC'
  const where = [...filter.conditions, 's.old_key IS NOT NULL']
  if (withCursor) where.push(`(s.old_key, c.id) ${desc ? '<' : '>'} (?, ?)`)
  // The first change after the snapshot holds the key the row had when the walk began.
  return `SELECT ${COLUMNS}, s.old_key AS sort_value
    FROM (SELECT l.contract_id, ${oldKey} AS old_key FROM contract_sort_log l
          WHERE l.seq > ? AND NOT EXISTS (SELECT 1 FROM contract_sort_log e WHERE e.contract_id = l.contract_id AND e.seq > ? AND e.seq < l.seq)) s
    JOIN contracts c ON c.id = s.contract_id
    LEFT JOIN categories cat ON cat.id = c.category_id
    WHERE ${where.join(' AND ')} ORDER BY s.old_key ${dir}, c.id ${dir} LIMIT ?`
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

/** Drops sort history older than the retention; cursors that needed it are refused as expired. */
export function pruneSortLog(db: Db, now: number): number {
  return db.transaction(() => {
    const cutoff = now - SORT_LOG_RETENTION_MS
    const row = db.prepare('SELECT MAX(seq) AS seq FROM contract_sort_log WHERE changed_at < ?').get(cutoff) as { seq: number | null }
    if (row.seq === null) return 0
    const removed = db.prepare('DELETE FROM contract_sort_log WHERE seq <= ?').run(row.seq).changes
    setSetting(db, PRUNED_THROUGH, String(row.seq))
    return removed
  })()
}
