import { cachedStatement, type Db, type WriteTx } from '../../engine/sync-port'

/**
 * Records that `alias` (a contract's earlier, local id) now means `contractId`, and moves any
 * older alias of the earlier id along, so every id the contract ever had still finds it.
 */
export function addContractAlias(tx: WriteTx, alias: string, contractId: string, now: number): void {
  cachedStatement(tx, 'UPDATE contract_aliases SET contract_id = ? WHERE contract_id = ?').run(contractId, alias)
  cachedStatement(tx, 'INSERT INTO contract_aliases (alias, contract_id, created_at) VALUES (?, ?, ?) ON CONFLICT (alias) DO UPDATE SET contract_id = excluded.contract_id').run(
    alias,
    contractId,
    now
  )
}

/** True when some local contract already became this one (a generation adopted it). */
export function isAliasTarget(db: Db, contractId: string): boolean {
  return cachedStatement(db, 'SELECT 1 FROM contract_aliases WHERE contract_id = ? LIMIT 1').get(contractId) !== undefined
}

export function aliasesOf(db: Db, contractId: string): string[] {
  return cachedStatement(db, 'SELECT alias FROM contract_aliases WHERE contract_id = ? ORDER BY created_at, alias').pluck().all(contractId) as string[]
}
