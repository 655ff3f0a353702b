import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/** Reads of the pairings table (its writer: writers/pairings.ts). */

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

export function findPairing(db: Db, id: string): PairingRecord | null {
  const row = cachedStatement(db, 'SELECT * FROM pairings WHERE id = ?').get(id) as PairingRow | undefined
  return row ? toRecord(row) : null
}

/** Pending pairings not yet expired, oldest first. */
export function listPendingPairings(db: Db, now: number): PairingRecord[] {
  return (cachedStatement(db, `SELECT * FROM pairings WHERE state = 'pending' AND expires_at > ? ORDER BY created_at, id`).all(now) as PairingRow[]).map(toRecord)
}
