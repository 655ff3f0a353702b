import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/** The pairings table: its one writer and its reads. */

export type PairingState = 'pending' | 'approved' | 'denied' | 'delivered'

export interface PairingRecord {
  id: string
  secretHash: Buffer
  code: string
  appName: string
  origin: string | null
  requestedScopes: string[]
  state: PairingState
  grantedScopes: string[] | null
  userId: string | null
  keyId: string | null
  createdAt: number
  expiresAt: number
  answeredAt: number | null
}

interface PairingRow {
  id: string
  secret_hash: Buffer
  code: string
  app_name: string
  origin: string | null
  requested_scopes: string
  state: PairingState
  granted_scopes: string | null
  user_id: string | null
  key_id: string | null
  created_at: number
  expires_at: number
  answered_at: number | null
}

function toRecord(row: PairingRow): PairingRecord {
  return {
    id: row.id,
    secretHash: row.secret_hash,
    code: row.code,
    appName: row.app_name,
    origin: row.origin,
    requestedScopes: JSON.parse(row.requested_scopes) as string[],
    state: row.state,
    grantedScopes: row.granted_scopes === null ? null : (JSON.parse(row.granted_scopes) as string[]),
    userId: row.user_id,
    keyId: row.key_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    answeredAt: row.answered_at
  }
}

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

export function insertPairing(db: Db, pairing: NewPairing): void {
  cachedStatement(
    db,
    `INSERT INTO pairings (id, secret_hash, code, app_name, origin, requested_scopes, state, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?)`
  ).run(pairing.id, pairing.secretHash, pairing.code, pairing.appName, pairing.origin, JSON.stringify(pairing.requestedScopes), pairing.createdAt, pairing.expiresAt)
}

/** Answers a pending pairing; false when it was no longer pending (answered meanwhile). */
export function answerPairing(db: Db, id: string, answer: { state: 'approved' | 'denied'; grantedScopes: readonly string[]; userId: string | null; at: number }): boolean {
  return (
    cachedStatement(db, `UPDATE pairings SET state = ?, granted_scopes = ?, user_id = ?, answered_at = ? WHERE id = ? AND state = 'pending'`).run(
      answer.state,
      JSON.stringify(answer.grantedScopes),
      answer.userId,
      answer.at,
      id
    ).changes === 1
  )
}

/** Marks an approved pairing's key delivered; false when it already was (the key goes out once). */
export function markPairingDelivered(db: Db, id: string, keyId: string): boolean {
  return cachedStatement(db, `UPDATE pairings SET state = 'delivered', key_id = ? WHERE id = ? AND state = 'approved'`).run(keyId, id).changes === 1
}

/** Forgets pairings that ended before `before`: a late poll then gets 404 instead of 410. */
export function deletePairingsEndedBefore(db: Db, before: number): number {
  return cachedStatement(db, 'DELETE FROM pairings WHERE expires_at < ?').run(before).changes
}

export function findPairing(db: Db, id: string): PairingRecord | null {
  const row = cachedStatement(db, 'SELECT * FROM pairings WHERE id = ?').get(id) as PairingRow | undefined
  return row ? toRecord(row) : null
}

/** Pending pairings not yet expired, oldest first. */
export function listPendingPairings(db: Db, now: number): PairingRecord[] {
  return (cachedStatement(db, `SELECT * FROM pairings WHERE state = 'pending' AND expires_at > ? ORDER BY created_at, id`).all(now) as PairingRow[]).map(toRecord)
}
