import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/** Reads of the api_keys table (its writer: writers/api-keys.ts). */

/** How a stored key was made: `folio keys create`, or delivered to an app by pairing. */
export type StoredKeyKind = 'key' | 'paired'

export function findApiKeyIdByHash(db: Db, hash: Buffer): string | null {
  const row = cachedStatement(db, 'SELECT id FROM api_keys WHERE key_hash = ?').get(hash) as { id: string } | undefined
  return row?.id ?? null
}

export interface ApiKeyRecord {
  id: string
  label: string | null
  appName: string | null
  origin: string | null
  user: { id: string; name: string; email: string }
  scopes: string[]
  createdAt: number
  lastUsedAt: number | null
  expiresAt: number | null
  revokedAt: number | null
  kind: StoredKeyKind
}

interface ApiKeyRow {
  id: string
  label: string | null
  app_name: string | null
  origin: string | null
  user_id: string
  user_name: string
  user_email: string
  scopes: string
  created_at: number
  last_used_at: number | null
  expires_at: number | null
  revoked_at: number | null
  kind: StoredKeyKind
}

const SELECT_KEYS = `
  SELECT k.id, k.label, k.app_name, k.origin, k.scopes, k.created_at, k.last_used_at, k.expires_at, k.revoked_at, k.kind,
         u.id AS user_id, u.name AS user_name, u.email AS user_email
  FROM api_keys k JOIN users u ON u.id = k.user_id`

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    label: row.label,
    appName: row.app_name,
    origin: row.origin,
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    scopes: JSON.parse(row.scopes) as string[],
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    kind: row.kind
  }
}

/** Keys not revoked, newest first; only one user's when `userId` is given. */
export function listActiveApiKeys(db: Db, userId: string | null): ApiKeyRecord[] {
  const rows =
    userId === null
      ? cachedStatement(db, `${SELECT_KEYS} WHERE k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id`).all()
      : cachedStatement(db, `${SELECT_KEYS} WHERE k.revoked_at IS NULL AND k.user_id = ? ORDER BY k.created_at DESC, k.id`).all(userId)
  return (rows as ApiKeyRow[]).map(toRecord)
}

export function findApiKey(db: Db, id: string): ApiKeyRecord | null {
  const row = cachedStatement(db, `${SELECT_KEYS} WHERE k.id = ?`).get(id) as ApiKeyRow | undefined
  return row ? toRecord(row) : null
}
