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
