import { cachedStatement, type Db, type WriteTx } from '../../engine/sync-port'

/** What a pull needs to know about the stored copy of a contract. */
export interface StoredContractState {
  id: string
  origin: 'local' | 'remote'
  updated_at: number
  synced_updated_at: number | null
  status_code: number | null
  name: string
  reference: string
  type: string
  created_at: number
  archived: number
  aborted: number
  category_id: string | null
  renewal_anchor_date: number | null
  expiration_date: number | null
  end_date_basis: string | null
  notice_type: string | null
  renewal_state: string | null
  notice_period_days: number | null
  autorenew: number | null
}

export function storedContractStates(db: Db, ids: readonly string[]): Map<string, StoredContractState> {
  if (ids.length === 0) return new Map()
  const rows = cachedStatement(
    db,
    `SELECT id, origin, updated_at, synced_updated_at, status_code, name, reference, type, created_at, archived, aborted, category_id, renewal_anchor_date,
       expiration_date, end_date_basis, notice_type, renewal_state, notice_period_days, autorenew
     FROM contracts WHERE id IN (SELECT value FROM json_each(?))`
  ).all(JSON.stringify(ids)) as StoredContractState[]
  return new Map(rows.map((r) => [r.id, r]))
}

/** Contracts pulled earlier, for the deletion check. */
export function remoteContractIds(db: Db): string[] {
  return cachedStatement(db, "SELECT id FROM contracts WHERE origin = 'remote'").pluck().all() as string[]
}

export function queueRefetch(tx: WriteTx, contractId: string, reason: string, now: number): void {
  cachedStatement(tx, 'INSERT INTO sync_refetch (contract_id, reason, queued_at) VALUES (?, ?, ?) ON CONFLICT (contract_id) DO UPDATE SET reason = excluded.reason').run(contractId, reason, now)
}

export function queuedRefetches(db: Db): string[] {
  return cachedStatement(db, 'SELECT contract_id FROM sync_refetch ORDER BY queued_at, contract_id').pluck().all() as string[]
}

export function clearRefetch(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'DELETE FROM sync_refetch WHERE contract_id = ?').run(contractId)
}
