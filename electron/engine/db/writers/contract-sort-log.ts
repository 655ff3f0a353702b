import type { WriteTx } from '../write'
import { PRUNED_THROUGH, SORT_LOG_RETENTION_MS } from '../queries/contract-list'
import { setSetting } from './settings'

/** Drops sort history older than the retention; cursors that needed it are refused as expired. */
export function pruneSortLog(tx: WriteTx, now: number): number {
  const cutoff = now - SORT_LOG_RETENTION_MS
  const row = tx.prepare('SELECT MAX(seq) AS seq FROM contract_sort_log WHERE changed_at < ?').get(cutoff) as { seq: number | null }
  if (row.seq === null) return 0
  const removed = tx.prepare('DELETE FROM contract_sort_log WHERE seq <= ?').run(row.seq).changes
  setSetting(tx, PRUNED_THROUGH, String(row.seq))
  return removed
}
