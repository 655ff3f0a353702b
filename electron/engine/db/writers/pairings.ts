import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

/** The one writer of the pairings table. */

export interface NewPairing {
  id: string
  secretHash: Buffer
  code: string
  appName: string
  origin: string | null
  requestedScopes: readonly string[]
  createdAt: number
  expiresAt: number
}

export function insertPairing(tx: WriteTx, pairing: NewPairing): void {
  cachedStatement(
    tx,
    `INSERT INTO pairings (id, secret_hash, code, app_name, origin, requested_scopes, state, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`
  ).run(pairing.id, pairing.secretHash, pairing.code, pairing.appName, pairing.origin, JSON.stringify(pairing.requestedScopes), pairing.createdAt, pairing.expiresAt)
}

/** Answers a pending pairing; false when it was no longer pending (answered meanwhile). */
export function answerPairing(tx: WriteTx, id: string, answer: { state: 'approved' | 'denied'; grantedScopes: readonly string[]; userId: string | null; at: number }): boolean {
  return (
    cachedStatement(tx, `UPDATE pairings SET state = ?, granted_scopes = ?, user_id = ?, answered_at = ? WHERE id = ? AND state = 'pending'`).run(
      answer.state,
      JSON.stringify(answer.grantedScopes),
      answer.userId,
      answer.at,
      id
    ).changes === 1
  )
}

/** Marks an approved pairing's key delivered; false when it already was (the key goes out once). */
export function markPairingDelivered(tx: WriteTx, id: string, keyId: string): boolean {
  return cachedStatement(tx, `UPDATE pairings SET state = 'delivered', key_id = ? WHERE id = ? AND state = 'approved'`).run(keyId, id).changes === 1
}

/** Forgets pairings that ended before `before`: a late poll then gets 404 instead of 410. */
export function deletePairingsEndedBefore(tx: WriteTx, before: number): number {
  return cachedStatement(tx, 'DELETE FROM pairings WHERE expires_at < ?').run(before).changes
}
