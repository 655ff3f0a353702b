import type { ContractSort, Order } from '../../../../shared/api'

/**
 * A contract list request compiled to SQL over `contracts c`: the shape services/contracts/
 * list-filters.ts builds from a request and contract-list.ts plans and runs.
 */
export interface SqlPart {
  sql: string
  params: unknown[]
}

/**
 * One filter of a list request. `check` decides whether a contract matches and never uses an
 * index, so it can be tested row by row while walking the list's sort order. `driver`, where an
 * index can produce the matches directly, is a condition that lets SQLite start from them, and a
 * `probe` selecting them so the planner can count them cheaply (see db/queries/contract-list.ts).
 */
export interface Predicate {
  check: SqlPart
  driver?: Driver
  /**
   * The same check over `search_documents s`, whose rows carry their contract's deleted flag,
   * status and category (migration 0015), where the filter is about those: a search counts its
   * hits from the index's documents alone when every filter has this form.
   */
  onSearchDocuments?: SqlPart
}

/**
 * How a filter's matches are found through an index. The probe selects the contracts' `column`
 * values; when they are few, the page is read from exactly those (the probe's result is reused,
 * not run again). `driveBelow` is how few is few: a date range correlates with the list's sort
 * order (contracts created long ago expire sooner), so walking the sort order can go deep before
 * a page is full, and sorting even thousands of range matches is the cheaper side.
 */
export interface Driver {
  column: 'c.id' | 'c.rowid'
  probe: SqlPart
  driveBelow: number
  /** A date range with an index that also holds the list order: the page can be read from it alone. */
  range?: { where: SqlPart; coveringIndex: string }
}

/** Below this many matches a filter's own index is the cheaper start; above, the sorted walk. */
export const DRIVE_BELOW = 1500
export const DRIVE_RANGE_BELOW = 10_000

/** One list request as SQL over `contracts c`: its filters, and the sort. */
export interface ContractFilter {
  predicates: Predicate[]
  sort: ContractSort
  order: Order
  /** Identifies the filter set, so a cursor cannot be replayed on another query. */
  fingerprint: string
  /** Set when a resolved filter can match nothing (unknown category label, owner, ...). */
  matchesNothing: boolean
}

const SORT_COLUMNS: Record<ContractSort, string> = {
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
  renewalAnchorDate: 'c.renewal_anchor_date'
}
export function sortColumn(sort: ContractSort): string {
  return SORT_COLUMNS[sort]
}
