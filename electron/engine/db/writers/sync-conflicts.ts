import type { WriteTx } from '../write'
import { newId } from '../../ids'
import { cachedStatement } from '../statements'

/** Records a conflict, or updates the open one on the same contract and key with what each side holds now. */
export function recordConflict(tx: WriteTx, c: { contractId: string; key: string; base: unknown; mine: unknown; theirs: unknown; at: number }): void {
  const open = cachedStatement(tx, 'SELECT id FROM sync_conflicts WHERE contract_id = ? AND key = ? AND resolved_at IS NULL').get(c.contractId, c.key) as { id: string } | undefined
  if (open) {
    cachedStatement(tx, 'UPDATE sync_conflicts SET base = ?, mine = ?, theirs = ? WHERE id = ?').run(JSON.stringify(c.base), JSON.stringify(c.mine), JSON.stringify(c.theirs), open.id)
    return
  }
  cachedStatement(tx, 'INSERT INTO sync_conflicts (id, contract_id, key, base, mine, theirs, detected_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    newId(),
    c.contractId,
    c.key,
    JSON.stringify(c.base),
    JSON.stringify(c.mine),
    JSON.stringify(c.theirs),
    c.at
  )
}

export function markConflictResolved(tx: WriteTx, id: string, resolution: 'mine' | 'theirs', now: number): void {
  cachedStatement(tx, 'UPDATE sync_conflicts SET resolved_at = ?, resolution = ? WHERE id = ?').run(now, resolution, id)
}

/** Open conflicts of a contract that is gone from the service's reach are moot. */
export function dropConflictsOf(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'DELETE FROM sync_conflicts WHERE contract_id = ? AND resolved_at IS NULL').run(contractId)
}
