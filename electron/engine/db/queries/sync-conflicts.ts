import type { WriteTx } from '../write'
import { newId } from '../../ids'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface ConflictRecord {
  id: string
  contractId: string
  key: string
  /** Values in stored form: what the local edit was made on, the local edit, the service's value. */
  base: unknown
  mine: unknown
  theirs: unknown
  detectedAt: number
  resolvedAt: number | null
  resolution: 'mine' | 'theirs' | null
}

interface Row {
  id: string
  contract_id: string
  key: string
  base: string
  mine: string
  theirs: string
  detected_at: number
  resolved_at: number | null
  resolution: 'mine' | 'theirs' | null
}

function toRecord(r: Row): ConflictRecord {
  return {
    id: r.id,
    contractId: r.contract_id,
    key: r.key,
    base: JSON.parse(r.base) as unknown,
    mine: JSON.parse(r.mine) as unknown,
    theirs: JSON.parse(r.theirs) as unknown,
    detectedAt: r.detected_at,
    resolvedAt: r.resolved_at,
    resolution: r.resolution
  }
}

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

export function openConflicts(db: Db): ConflictRecord[] {
  return (cachedStatement(db, 'SELECT * FROM sync_conflicts WHERE resolved_at IS NULL ORDER BY detected_at, id').all() as Row[]).map(toRecord)
}

export function findConflict(db: Db, id: string): ConflictRecord | null {
  const row = cachedStatement(db, 'SELECT * FROM sync_conflicts WHERE id = ?').get(id) as Row | undefined
  return row ? toRecord(row) : null
}

export function countOpenConflicts(db: Db): number {
  return (cachedStatement(db, 'SELECT COUNT(*) AS n FROM sync_conflicts WHERE resolved_at IS NULL').get() as { n: number }).n
}

/** Keys (and '$status') with an open conflict, by contract: changes touching them wait for the user. */
export function openConflictKeys(db: Db): Map<string, Set<string>> {
  const rows = cachedStatement(db, 'SELECT contract_id, key FROM sync_conflicts WHERE resolved_at IS NULL').all() as Array<{ contract_id: string; key: string }>
  const out = new Map<string, Set<string>>()
  for (const r of rows) {
    let keys = out.get(r.contract_id)
    if (!keys) out.set(r.contract_id, (keys = new Set()))
    keys.add(r.key)
  }
  return out
}

export function markConflictResolved(tx: WriteTx, id: string, resolution: 'mine' | 'theirs', now: number): void {
  cachedStatement(tx, 'UPDATE sync_conflicts SET resolved_at = ?, resolution = ? WHERE id = ?').run(now, resolution, id)
}

/** Open conflicts of a contract that is gone from the service's reach are moot. */
export function dropConflictsOf(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'DELETE FROM sync_conflicts WHERE contract_id = ? AND resolved_at IS NULL').run(contractId)
}
