import type { OutboxOperation } from './outbox'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/** An outbox entry as sync reads it: the payload in the company API's form, the base in stored form. */
export interface SyncOutboxEntry {
  seq: number
  id: string
  operation: OutboxOperation
  contractId: string
  payload: Record<string, unknown>
  base: Record<string, unknown> | null
  attempts: number
  createdAt: number
  /** When an attempt whose outcome never came back was started; null when none is outstanding. */
  uncertainSince: number | null
}

interface Row {
  seq: number
  id: string
  operation: OutboxOperation
  contract_id: string
  payload: string
  base: string | null
  attempts: number
  created_at: number
  uncertain_since: number | null
}

const COLUMNS = 'seq, id, operation, contract_id, payload, base, attempts, created_at, uncertain_since'

function toEntry(r: Row): SyncOutboxEntry {
  return {
    seq: r.seq,
    id: r.id,
    operation: r.operation,
    contractId: r.contract_id,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    base: r.base === null ? null : (JSON.parse(r.base) as Record<string, unknown>),
    attempts: r.attempts,
    createdAt: r.created_at,
    uncertainSince: r.uncertain_since
  }
}

/** The first pending entry after `afterSeq`, in the order changes were made. */
export function nextPendingEntry(db: Db, afterSeq: number): SyncOutboxEntry | null {
  const row = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE state = 'pending' AND seq > ? ORDER BY seq LIMIT 1`).get(afterSeq) as Row | undefined
  return row ? toEntry(row) : null
}

export function findOutboxEntry(db: Db, id: string): SyncOutboxEntry | null {
  const row = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE id = ?`).get(id) as Row | undefined
  return row ? toEntry(row) : null
}

/** Pending property and status changes of one contract, oldest first. */
export function pendingEditsOf(db: Db, contractId: string): SyncOutboxEntry[] {
  const rows = cachedStatement(
    db,
    `SELECT ${COLUMNS} FROM outbox WHERE contract_id = ? AND state = 'pending' AND operation IN ('contract.properties', 'contract.status') ORDER BY seq`
  ).all(contractId) as Row[]
  return rows.map(toEntry)
}

/** Contracts among `ids` with changes still to send (a pull must not overwrite them). */
export function contractsWithPendingEdits(db: Db, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set()
  const rows = cachedStatement(
    db,
    "SELECT DISTINCT contract_id FROM outbox WHERE state = 'pending' AND contract_id IN (SELECT value FROM json_each(?))"
  ).pluck().all(JSON.stringify(ids)) as string[]
  return new Set(rows)
}

export function hasPendingGeneration(db: Db, contractId: string): boolean {
  return cachedStatement(db, "SELECT 1 FROM outbox WHERE contract_id = ? AND state = 'pending' AND operation = 'contract.generate' LIMIT 1").get(contractId) !== undefined
}

/** Counts an attempt before it is made; `uncertain` marks one whose outcome could go missing. */
export function markAttempt(db: Db, id: string, now: number, uncertain: boolean): void {
  cachedStatement(db, 'UPDATE outbox SET attempts = attempts + 1, uncertain_since = CASE WHEN ? THEN COALESCE(uncertain_since, ?) ELSE uncertain_since END WHERE id = ?').run(
    uncertain ? 1 : 0,
    now,
    id
  )
}

/** The service answered: whatever it said, the attempt's outcome is known. */
export function clearUncertain(db: Db, id: string): void {
  cachedStatement(db, 'UPDATE outbox SET uncertain_since = NULL WHERE id = ?').run(id)
}

export function recordAttemptError(db: Db, id: string, message: string): void {
  cachedStatement(db, 'UPDATE outbox SET last_error = ? WHERE id = ?').run(message, id)
}

export function markSent(db: Db, id: string, now: number): void {
  cachedStatement(db, "UPDATE outbox SET state = 'sent', finished_at = ?, uncertain_since = NULL, last_error = NULL WHERE id = ?").run(now, id)
}

export function markRejected(db: Db, id: string, reason: string, now: number): void {
  cachedStatement(db, "UPDATE outbox SET state = 'rejected', rejected_reason = ?, finished_at = ?, uncertain_since = NULL WHERE id = ?").run(reason, now, id)
}

/** Rejects every change still pending on a contract (it left the key's reach, or never reached the service). */
export function rejectPendingOf(db: Db, contractId: string, reason: string, now: number): number {
  return cachedStatement(db, "UPDATE outbox SET state = 'rejected', rejected_reason = ?, finished_at = ?, uncertain_since = NULL WHERE contract_id = ? AND state = 'pending'").run(
    reason,
    now,
    contractId
  ).changes
}

/** Rewrites a pending entry after a conflict was resolved; an entry left with nothing to send is removed. */
export function rewritePendingEntry(db: Db, id: string, payload: Record<string, unknown>, base: Record<string, unknown> | null, empty: boolean): void {
  if (empty) {
    cachedStatement(db, "DELETE FROM outbox WHERE id = ? AND state = 'pending'").run(id)
    return
  }
  cachedStatement(db, "UPDATE outbox SET payload = ?, base = ? WHERE id = ? AND state = 'pending'").run(JSON.stringify(payload), base === null ? null : JSON.stringify(base), id)
}

export interface RejectedChange {
  id: string
  seq: number
  operation: OutboxOperation
  contractId: string
  payload: Record<string, unknown>
  reason: string
  rejectedAt: number
}

export function rejectedChanges(db: Db, limit = 200): RejectedChange[] {
  const rows = cachedStatement(
    db,
    "SELECT id, seq, operation, contract_id, payload, rejected_reason, finished_at FROM outbox WHERE state = 'rejected' ORDER BY seq DESC LIMIT ?"
  ).all(limit) as Array<{ id: string; seq: number; operation: OutboxOperation; contract_id: string; payload: string; rejected_reason: string | null; finished_at: number | null }>
  return rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    operation: r.operation,
    contractId: r.contract_id,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    reason: r.rejected_reason ?? '',
    rejectedAt: r.finished_at ?? 0
  }))
}

export function countRejected(db: Db): number {
  return (cachedStatement(db, "SELECT COUNT(*) AS n FROM outbox WHERE state = 'rejected'").get() as { n: number }).n
}
