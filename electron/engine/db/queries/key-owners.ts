import type { UserRole } from '../../domain/principal'
import type { Db } from '../connection'

/** A stored key with its owner, as authentication reads it. */
export interface KeyOwnerRow {
  id: string
  key_hash: Buffer
  scopes: string
  expires_at: number | null
  revoked_at: number | null
  user_id: string
  email: string
  name: string
  role: UserRole
  can_change_status: number
  group_ids: string | null
}

export type UserOwnerRow = Pick<KeyOwnerRow, 'user_id' | 'email' | 'name' | 'role' | 'can_change_status' | 'group_ids'>

export interface KeyOwnerLookups {
  byKeyHash(digest: Buffer): KeyOwnerRow | undefined
  byUserId(userId: string): UserOwnerRow | undefined
}

/** Every request authenticates: the two lookups are prepared once per authenticator, not per call. */
export function prepareKeyOwnerLookups(db: Db): KeyOwnerLookups {
  const byHash = db.prepare(`
      SELECT k.id, k.key_hash, k.scopes, k.expires_at, k.revoked_at,
             u.id AS user_id, u.email, u.name, u.role, u.can_change_status,
             (SELECT json_group_array(group_id) FROM user_groups g WHERE g.user_id = u.id) AS group_ids
      FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.key_hash = ?`)
  const byUser = db.prepare(`
      SELECT u.id AS user_id, u.email, u.name, u.role, u.can_change_status,
             (SELECT json_group_array(group_id) FROM user_groups g WHERE g.user_id = u.id) AS group_ids
      FROM users u WHERE u.id = ?`)
  return {
    byKeyHash: (digest) => byHash.get(digest) as KeyOwnerRow | undefined,
    byUserId: (userId) => byUser.get(userId) as UserOwnerRow | undefined
  }
}
