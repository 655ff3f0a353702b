import type { CategoryRef, ContractListItem, ContractListItemV1 } from '../../../../shared/api'
import type { ContractListRow } from '../../db/queries/contract-list'
import { statusDisplayLabel } from '../../db/queries/statuses'
import { toIso, toIsoOrNull } from '../../time'

/** The label shown for a contract without a status code (possible only for pulled records). */
export const UNKNOWN_STATUS_LABEL = 'Unknown'

export function categoryRef(id: string | null, label: string | null, abbreviation: string | null): CategoryRef | null {
  return id === null ? null : { id, label, abbreviation }
}

/** The label a list prints for a status code: the company label, else `STATUS_<n>`. */
export function statusLabel(code: number | null, labels: ReadonlyMap<number, string | null>): string {
  return code === null ? UNKNOWN_STATUS_LABEL : statusDisplayLabel(code, labels.get(code) ?? null)
}

/**
 * One list item, built as a single literal: lists present up to 200 rows a request, and copying a
 * shared object into each version's shape (a spread) cost more than reading the rows.
 */
function listItem<S>(row: ContractListRow, url: string, status: S) {
  return {
    id: row.id,
    name: row.name,
    reference: row.reference,
    type: row.type,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    status,
    archived: row.archived === 1,
    aborted: row.aborted === 1,
    renewalAnchorDate: toIsoOrNull(row.renewal_anchor_date),
    url,
    expirationDate: toIsoOrNull(row.expiration_date),
    endDateBasis: row.end_date_basis,
    noticeType: row.notice_type,
    renewalState: row.renewal_state,
    noticePeriodDays: row.notice_period_days,
    autorenew: row.autorenew === null ? null : row.autorenew === 1,
    category: categoryRef(row.category_id, row.category_label, row.category_abbreviation)
  }
}

export function toListItem(row: ContractListRow, labels: ReadonlyMap<number, string | null>, url: string): ContractListItem {
  return listItem(row, url, { code: row.status_code, label: statusLabel(row.status_code, labels) })
}

/** Version 1 carries the status as its label string. */
export function toListItemV1(row: ContractListRow, labels: ReadonlyMap<number, string | null>, url: string): ContractListItemV1 {
  return listItem(row, url, statusLabel(row.status_code, labels))
}

/** Detail status: `{label}` when the company configured one, else `STATUS_<n>`. */
export function detailStatus(code: number | null, labels: ReadonlyMap<number, string | null>): { label: string } | string {
  if (code === null) return { label: UNKNOWN_STATUS_LABEL }
  const label = labels.get(code) ?? null
  return label === null ? `STATUS_${code}` : { label }
}
