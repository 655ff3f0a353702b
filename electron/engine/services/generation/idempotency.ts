import type { WriteTx } from '../../db/write'
import { createHash } from 'node:crypto'
import type { GeneratedContract } from '../../../../shared/api/generation'
import type { Db } from '../../db/connection'
import { findIdempotentAnswer } from '../../db/queries/sync-idempotency'
import { rememberIdempotentAnswer } from '../../db/writers/idempotency-keys'
import { BadRequestError } from '../../errors'

/** What an Idempotency-Key on POST /v2/contracts/generate is checked against. */
export interface GenerationKey {
  userId: string
  key: string
  requestHash: string
}

const OPERATION = 'contract.generate'

export function generationKey(userId: string, key: string, body: unknown): GenerationKey {
  return { userId, key, requestHash: createHash('sha256').update(JSON.stringify(body) ?? '').digest('hex') }
}

/**
 * The first answer to a persisted generation sent again with the same Idempotency-Key (within 24
 * hours), so a client that lost the answer can ask again without creating a second contract.
 * A key reused for a different request is refused rather than answered with another contract.
 */
export function replayGeneration(db: Db, key: GenerationKey, now: number): GeneratedContract | null {
  const answer = findIdempotentAnswer(db, key.userId, key.key, now)
  if (!answer) return null
  if (answer.operation !== OPERATION || answer.requestHash !== key.requestHash) {
    throw new BadRequestError(`Header 'Idempotency-Key': the key ${key.key} was already used for a different request; send a new key for a new request`)
  }
  return JSON.parse(answer.response) as GeneratedContract
}

/** Call inside the transaction that stores the contract. */
export function rememberGeneration(tx: WriteTx, key: GenerationKey, answer: GeneratedContract, now: number): void {
  rememberIdempotentAnswer(tx, { userId: key.userId, key: key.key, operation: OPERATION, requestHash: key.requestHash, response: JSON.stringify(answer), createdAt: now })
}
