import type { WriteTx } from '../write'
import { cachedStatement } from '../statements'
import { IDEMPOTENCY_WINDOW_MS } from '../queries/sync-idempotency'

/**
 * Remembers an answer. Call inside the transaction that did the work, so the work and its key
 * commit together: a second request with the same key either sees the answer or fails on the
 * primary key and rolls its own work back.
 */
export function rememberIdempotentAnswer(tx: WriteTx, entry: { userId: string; key: string; operation: string; requestHash: string; response: string; createdAt: number }): void {
  cachedStatement(tx, 'DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at <= ?').run(entry.userId, entry.key, entry.createdAt - IDEMPOTENCY_WINDOW_MS)
  cachedStatement(tx, 'INSERT INTO idempotency_keys (user_id, key, operation, request_hash, response, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    entry.userId,
    entry.key,
    entry.operation,
    entry.requestHash,
    entry.response,
    entry.createdAt
  )
}

export function pruneIdempotencyKeys(tx: WriteTx, now: number): number {
  return cachedStatement(tx, 'DELETE FROM idempotency_keys WHERE created_at <= ?').run(now - IDEMPOTENCY_WINDOW_MS).changes
}
