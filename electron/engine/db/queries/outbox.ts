import type { OutboxEntry } from '../../../../shared/api/local'
import { newId } from '../../ids'
import { toIso, toIsoOrNull } from '../../time'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export type OutboxOperation = OutboxEntry['operation']

export interface NewOutboxEntry {
  operation: OutboxOperation
  contractId: string
  payload: Record<string, unknown>
  baseRowVersion: number
  userId: string | null
  createdAt: number
  /**
   * What the change was made on, in stored form: for a property update each key's value before
   * it (null when unset), for a status change `{status: code}`. Sync compares the service's
   * values with it to tell a conflict from a change it already has.
   */
  base?: Record<string, unknown> | null
}

/** Records a change for sync to send. Call inside the transaction that made the change. */
export function appendOutbox(db: Db, entry: NewOutboxEntry): string {
  const id = newId()
  cachedStatement(
    db,
    'INSERT INTO outbox (id, operation, contract_id, payload, base_row_version, user_id, created_at, base) VALUES (?, ?, ?, ?, ?, ?, ?, ?)'
  ).run(id, entry.operation, entry.contractId, JSON.stringify(entry.payload), entry.baseRowVersion, entry.userId, entry.createdAt, entry.base ? JSON.stringify(entry.base) : null)
  return id
}

interface OutboxRow {
  seq: number
  id: string
  operation: OutboxOperation
  contract_id: string
  payload: string
  base_row_version: number
  created_at: number
  state: OutboxEntry['state']
  attempts: number
  last_error: string | null
  rejected_reason: string | null
  finished_at: number | null
}

export function listOutbox(db: Db, filter: { state?: OutboxEntry['state']; contractId?: string }): OutboxEntry[] {
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
  const rows = cachedStatement(db, `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY seq`).all(...params) as OutboxRow[]
  return rows.map((r) => ({
    id: r.id,
    seq: r.seq,
    operation: r.operation,
    contractId: r.contract_id,
    payload: JSON.parse(r.payload) as Record<string, unknown>,
    baseRowVersion: r.base_row_version,
    createdAt: toIso(r.created_at),
    state: r.state,
    attempts: r.attempts,
    lastError: r.last_error,
    rejectedReason: r.rejected_reason,
    finishedAt: toIsoOrNull(r.finished_at)
  }))
}

export function countPendingOutbox(db: Db): number {
  return (cachedStatement(db, "SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'").get() as { n: number }).n
}
