import { DEFAULT_STATUS_LABELS, type ContractStatus } from '../../../../shared/api/general'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export { DEFAULT_STATUS_LABELS }

/** What a status shows where a label is printed: the company label, else `STATUS_<n>`. */
export function statusDisplayLabel(code: number, label: string | null): string {
  return label ?? `STATUS_${code}`
}

export function listContractStatuses(db: Db): ContractStatus[] {
  const rows = cachedStatement(db, 'SELECT code, label FROM contract_statuses ORDER BY code').all() as Array<{ code: number; label: string | null }>
  return rows.map((r) => ({
    code: r.code,
    label: statusDisplayLabel(r.code, r.label),
    defaultLabel: DEFAULT_STATUS_LABELS[r.code] ?? `STATUS_${r.code}`,
    configured: r.label !== null
  }))
}

/** Status labels by code, for presenting many contracts without a query each. */
export function statusLabelMap(db: Db): Map<number, string | null> {
  const rows = cachedStatement(db, 'SELECT code, label FROM contract_statuses').all() as Array<{ code: number; label: string | null }>
  return new Map(rows.map((r) => [r.code, r.label]))
}
