import type { OutboxEntry as ListedOutboxEntry } from '../../../../shared/api/local'
import { OUTBOX_OPERATIONS, type OutboxChange, type OutboxOperationName, type OutboxPayload } from '../../../../shared/api/outbox'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'
import { newId } from '../../ids'
import { toIso, toIsoOrNull } from '../../time'
import type { OutboxBases, OutboxEntry, OutboxEntryOf } from '../../outbox/entry'

/** The outbox table's one writer and reader. Payloads are stored in the company API's form, bases in stored form. */

export type NewOutboxEntry = { [K in OutboxOperationName]: { operation: K; payload: OutboxPayload<K>; base: OutboxBases[K] } }[OutboxOperationName] & {
  contractId: string
  baseRowVersion: number
  userId: string | null
  createdAt: number
}

/** Records a change for sync to send, in the transaction that made the change. */
export function appendOutbox(tx: WriteTx, entry: NewOutboxEntry): string {
  const id = newId()
  cachedStatement(tx, 'INSERT INTO outbox (id, operation, contract_id, payload, base_row_version, user_id, created_at, base) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    id,
    entry.operation,
    entry.contractId,
    JSON.stringify(entry.payload),
    entry.baseRowVersion,
    entry.userId,
    entry.createdAt,
    entry.base === null ? null : JSON.stringify(entry.base)
  )
  return id
}

interface Row {
  seq: number
  id: string
  operation: string
  contract_id: string
  payload: string
  base: string | null
  base_row_version: number
  created_at: number
  state: ListedOutboxEntry['state']
  attempts: number
  last_error: string | null
  rejected_reason: string | null
  finished_at: number | null
  uncertain_since: number | null
}

function isOperation(name: string): name is OutboxOperationName {
  return (OUTBOX_OPERATIONS as readonly string[]).includes(name)
}

/**
 * The stored change, typed by its operation. The guard on the table admits only the operations
 * of OUTBOX, and only this module writes payloads, so the JSON is the operation's own shape.
 */
function changeOf(row: Pick<Row, 'operation' | 'payload' | 'base'>): OutboxChange & { base: unknown } {
  if (!isOperation(row.operation)) throw new Error(`The outbox holds an operation this version of Folio does not know: ${row.operation}`)
  const change: OutboxChange = { operation: row.operation, payload: JSON.parse(row.payload) } as OutboxChange
  return { ...change, base: row.base === null ? null : (JSON.parse(row.base) as unknown) }
}

function toEntry(row: Row): OutboxEntry {
  const change = changeOf(row)
  const entry = { ...change, seq: row.seq, id: row.id, contractId: row.contract_id, attempts: row.attempts, createdAt: row.created_at, uncertainSince: row.uncertain_since }
  return entry as OutboxEntry
}

const COLUMNS = 'seq, id, operation, contract_id, payload, base, base_row_version, created_at, state, attempts, last_error, rejected_reason, finished_at, uncertain_since'

/** The entries of GET /local/outbox, oldest first. */
export function listOutbox(db: Db, filter: { state?: ListedOutboxEntry['state']; contractId?: string }): ListedOutboxEntry[] {
  const where: string[] = []
  const params: unknown[] = []
  if (filter.state) {
    where.push('state = ?')
    params.push(filter.state)
  }
  if (filter.contractId) {
    where.push('contract_id = ?')
    params.push(filter.contractId.toLowerCase())
  }
  const rows = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq`).all(...params) as Row[]
  return rows.map((r) => {
    const { base: _base, ...change } = changeOf(r)
    return {
      ...change,
      id: r.id,
      seq: r.seq,
      contractId: r.contract_id,
      baseRowVersion: r.base_row_version,
      createdAt: toIso(r.created_at),
      state: r.state,
      attempts: r.attempts,
      lastError: r.last_error,
      rejectedReason: r.rejected_reason,
      finishedAt: toIsoOrNull(r.finished_at)
    }
  })
}

export function countPendingOutbox(db: Db): number {
  return (cachedStatement(db, "SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'").get() as { n: number }).n
}

/** The first pending entry after `afterSeq`, in the order changes were made. */
export function nextPendingEntry(db: Db, afterSeq: number): OutboxEntry | null {
  const row = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE state = 'pending' AND seq > ? ORDER BY seq LIMIT 1`).get(afterSeq) as Row | undefined
  return row ? toEntry(row) : null
}

export function findOutboxEntry<K extends OutboxOperationName>(db: Db, entry: OutboxEntryOf<K>): OutboxEntryOf<K> | null {
  const row = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE id = ?`).get(entry.id) as Row | undefined
  if (!row) return null
  const found = toEntry(row)
  return found.operation === entry.operation ? (found as OutboxEntryOf<K>) : null
}

/** Pending changes of one contract, oldest first. */
export function pendingChangesOf(db: Db, contractId: string): OutboxEntry[] {
  const rows = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE contract_id = ? AND state = 'pending' ORDER BY seq`).all(contractId) as Row[]
  return rows.map(toEntry)
}

/** Contracts among `ids` with changes still to send (a pull must not overwrite them). */
export function contractsWithPendingChanges(db: Db, ids: readonly string[]): Set<string> {
  if (ids.length === 0) return new Set()
  const rows = cachedStatement(db, "SELECT DISTINCT contract_id FROM outbox WHERE state = 'pending' AND contract_id IN (SELECT value FROM json_each(?))")
    .pluck()
    .all(JSON.stringify(ids)) as string[]
  return new Set(rows)
}

export function hasPendingGeneration(db: Db, contractId: string): boolean {
  return cachedStatement(db, "SELECT 1 FROM outbox WHERE contract_id = ? AND state = 'pending' AND operation = 'contract.generate' LIMIT 1").get(contractId) !== undefined
}

/** Counts an attempt before it is made; `uncertain` marks one whose outcome could go missing. */
export function markAttempt(tx: WriteTx, id: string, now: number, uncertain: boolean): void {
  cachedStatement(tx, 'UPDATE outbox SET attempts = attempts + 1, uncertain_since = CASE WHEN ? THEN COALESCE(uncertain_since, ?) ELSE uncertain_since END WHERE id = ?').run(
    uncertain ? 1 : 0,
    now,
    id
  )
}

/** The service answered: whatever it said, the attempt's outcome is known. */
export function clearUncertain(tx: WriteTx, id: string): void {
  cachedStatement(tx, 'UPDATE outbox SET uncertain_since = NULL WHERE id = ?').run(id)
}

export function recordAttemptError(tx: WriteTx, id: string, message: string): void {
  cachedStatement(tx, 'UPDATE outbox SET last_error = ? WHERE id = ?').run(message, id)
}

export function markSent(tx: WriteTx, id: string, now: number): void {
  cachedStatement(tx, "UPDATE outbox SET state = 'sent', finished_at = ?, uncertain_since = NULL, last_error = NULL WHERE id = ?").run(now, id)
}

export function markRejected(tx: WriteTx, id: string, reason: string, now: number): void {
  cachedStatement(tx, "UPDATE outbox SET state = 'rejected', rejected_reason = ?, finished_at = ?, uncertain_since = NULL WHERE id = ?").run(reason, now, id)
}

/** Rejects every change still pending on a contract (it left the key's reach, or never reached the service). */
export function rejectPendingOf(tx: WriteTx, contractId: string, reason: string, now: number): number {
  return cachedStatement(tx, "UPDATE outbox SET state = 'rejected', rejected_reason = ?, finished_at = ?, uncertain_since = NULL WHERE contract_id = ? AND state = 'pending'").run(
    reason,
    now,
    contractId
  ).changes
}

/** Rewrites a pending change after a conflict was resolved; a change left with nothing to send (null) is removed. */
export function rewritePending<K extends OutboxOperationName>(tx: WriteTx, entry: OutboxEntryOf<K>, rewritten: { payload: OutboxPayload<K>; base: OutboxBases[K] | null } | null): void {
  if (rewritten === null) {
    cachedStatement(tx, "DELETE FROM outbox WHERE id = ? AND state = 'pending'").run(entry.id)
    return
  }
  cachedStatement(tx, "UPDATE outbox SET payload = ?, base = ? WHERE id = ? AND state = 'pending'").run(
    JSON.stringify(rewritten.payload),
    rewritten.base === null ? null : JSON.stringify(rewritten.base),
    entry.id
  )
}

export type RejectedChange = OutboxChange & { id: string; seq: number; contractId: string; reason: string; rejectedAt: number }

export function rejectedChanges(db: Db, limit = 200): RejectedChange[] {
  const rows = cachedStatement(db, `SELECT ${COLUMNS} FROM outbox WHERE state = 'rejected' ORDER BY seq DESC LIMIT ?`).all(limit) as Row[]
  return rows.map((r) => {
    const { base: _base, ...change } = changeOf(r)
    return { ...change, id: r.id, seq: r.seq, contractId: r.contract_id, reason: r.rejected_reason ?? '', rejectedAt: r.finished_at ?? 0 }
  })
}

export function countRejected(db: Db): number {
  return (cachedStatement(db, "SELECT COUNT(*) AS n FROM outbox WHERE state = 'rejected'").get() as { n: number }).n
}
