import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/** How long an Idempotency-Key is remembered: a retry after a day is a new request. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000

export interface IdempotentAnswer {
  operation: string
  requestHash: string
  response: string
}

/** The answer first given to this user's request with this key, if it is recent enough to replay. */
export function findIdempotentAnswer(db: Db, userId: string, key: string, now: number): IdempotentAnswer | null {
  const row = cachedStatement(db, 'SELECT operation, request_hash, response FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at > ?').get(
    userId,
    key,
    now - IDEMPOTENCY_WINDOW_MS
  ) as { operation: string; request_hash: string; response: string } | undefined
  return row ? { operation: row.operation, requestHash: row.request_hash, response: row.response } : null
}

export function isPrimaryKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
