import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'
import type { StoredKeyKind } from '../queries/api-keys'

/** The one writer of the api_keys table: keys made, revoked, and when they were last used. */

export interface NewApiKey {
  id: string
  userId: string
  keyHash: Buffer
  prefix: string
  label: string | null
  scopes: readonly string[]
  createdAt: number
  expiresAt: number | null
  kind: StoredKeyKind
  appName: string | null
  origin: string | null
}

export function insertApiKey(tx: WriteTx, key: NewApiKey): void {
  cachedStatement(
    tx,
    `INSERT INTO api_keys (id, user_id, key_hash, prefix, label, scopes, created_at, expires_at, kind, app_name, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(key.id, key.userId, key.keyHash, key.prefix, key.label, JSON.stringify(key.scopes), key.createdAt, key.expiresAt, key.kind, key.appName, key.origin)
}

/** Marks a key revoked (the first revocation's time is kept). Returns whether the key exists. */
export function markApiKeyRevoked(tx: WriteTx, id: string, now: number): boolean {
  return cachedStatement(tx, 'UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(now, id).changes > 0
}

/** Records when keys were last used; a later time never goes back. */
export function recordApiKeyUse(tx: WriteTx, uses: ReadonlyMap<string, number>): void {
  const update = cachedStatement(tx, 'UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), ?) WHERE id = ?')
  for (const [id, at] of uses) update.run(at, id)
}
