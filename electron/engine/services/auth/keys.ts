import type { WriteTx } from '../../db/write'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/connection'
import { findApiKeyIdByHash, type StoredKeyKind } from '../../db/queries/api-keys'
import { prepareKeyOwnerLookups, type KeyOwnerLookups, type UserOwnerRow } from '../../db/queries/key-owners'
import { insertApiKey, markApiKeyRevoked, recordApiKeyUse } from '../../db/writers/api-keys'
import { runWrite } from '../../db/write'
import { newId, isHex24 } from '../../ids'
import type { AuthContext, Principal } from '../../domain/principal'
import { KNOWN_SCOPES } from '../../domain/principal'

const KEY_PREFIX = 'folio_'

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest()
}

/** A new random key: 32 bytes of entropy, so a plain sha256 is a sound way to store it. */
export function mintKey(): string {
  return KEY_PREFIX + randomBytes(32).toString('base64url')
}

export interface CreateKeyOptions {
  userId: string
  scopes?: readonly string[]
  expiresAt?: number | null
  label?: string | null
  now: number
  /** `paired` for a key delivered to an app by pairing, with the app's name and origin. */
  kind?: StoredKeyKind
  appName?: string | null
  origin?: string | null
}

export class KeyError extends Error {}

export function validateScopes(scopes: readonly string[]): string[] {
  const unknown = scopes.filter((s) => !(KNOWN_SCOPES as readonly string[]).includes(s))
  if (unknown.length > 0) throw new KeyError(`unknown scope${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known scopes: ${KNOWN_SCOPES.join(', ')}`)
  return [...new Set(scopes)]
}

/** Creates a key for a user and returns it once; only its hash is kept. */
export function createApiKey(tx: WriteTx, options: CreateKeyOptions): { id: string; key: string } {
  const scopes = validateScopes(options.scopes ?? [])
  const key = mintKey()
  const id = newId()
  insertApiKey(tx, {
    id,
    userId: options.userId,
    keyHash: hashKey(key),
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    label: options.label ?? null,
    scopes,
    createdAt: options.now,
    expiresAt: options.expiresAt ?? null,
    kind: options.kind ?? 'key',
    appName: options.appName ?? null,
    origin: options.origin ?? null
  })
  return { id, key }
}

/** Revokes by key id or by the key itself. Returns the id, or null when no such key exists. */
export function revokeApiKey(tx: WriteTx, keyOrId: string, now: number): string | null {
  const id = isHex24(keyOrId) ? keyOrId.toLowerCase() : findApiKeyIdByHash(tx, hashKey(keyOrId))
  if (id === null || !markApiKeyRevoked(tx, id, now)) return null
  return id
}

export type AuthFailure = 'missing' | 'unknown' | 'expired' | 'revoked'

const FAILURE_MESSAGES: Record<AuthFailure, string> = {
  missing: 'An API key is required: send it in the x-api-key header',
  unknown: 'The API key is not valid',
  expired: 'The API key has expired',
  revoked: 'The API key has been revoked'
}

export function authFailureMessage(failure: AuthFailure): string {
  return FAILURE_MESSAGES[failure]
}

/** The window's per-launch session, as the Connected apps list shows it. */
export interface WindowSession {
  keyId: string
  userId: string | null
  createdAt: number
}

/**
 * Resolves a presented key to its owner. The lookup is by hash; the final comparison of the
 * digests is constant-time so response timing reveals nothing about stored keys. Each use is
 * noted in memory and written in batches (`flushUse`), so a request never waits on a write.
 */
export class KeyAuthenticator {
  private readonly owners: KeyOwnerLookups
  private readonly sessions = new Map<string, { keyId: string; userId: () => string | null; createdAt: number }>()
  private unwrittenUse = new Map<string, number>()

  constructor(private readonly db: Db) {
    this.owners = prepareKeyOwnerLookups(db)
  }

  /**
   * A per-launch key for Folio's own window. It lives only in memory: it dies with the engine
   * and is never written to the workspace. It acts as whoever `userId()` names at each request,
   * so switching the window's user needs no new key.
   */
  createSession(userId: () => string | null, now: number): string {
    const key = mintKey()
    this.sessions.set(hashKey(key).toString('hex'), { keyId: `session:${newId()}`, userId, createdAt: now })
    return key
  }

  windowSessions(): WindowSession[] {
    return [...this.sessions.values()].map((s) => ({ keyId: s.keyId, userId: s.userId(), createdAt: s.createdAt }))
  }

  authenticate(presented: string | undefined, now: number): AuthContext | AuthFailure {
    if (presented === undefined || presented.length === 0) return 'missing'
    if (presented.length > 200) return 'unknown'
    const digest = hashKey(presented)
    const session = this.sessions.get(digest.toString('hex'))
    if (session) {
      const userId = session.userId()
      const user = userId === null ? undefined : this.owners.byUserId(userId)
      if (!user) return 'unknown'
      return { user: toPrincipal(user), keyId: session.keyId, kind: 'session', scopes: new Set(KNOWN_SCOPES) }
    }
    const row = this.owners.byKeyHash(digest)
    if (!row || !timingSafeEqual(row.key_hash, digest)) return 'unknown'
    if (row.revoked_at !== null) return 'revoked'
    if (row.expires_at !== null && row.expires_at <= now) return 'expired'
    this.unwrittenUse.set(row.id, now)
    return { user: toPrincipal(row), keyId: row.id, kind: 'api-key', scopes: new Set(JSON.parse(row.scopes) as string[]) }
  }

  /** When a key was last used, if that use is not written yet. */
  unwrittenLastUse(keyId: string): number | undefined {
    return this.unwrittenUse.get(keyId)
  }

  /** Writes the noted uses in one transaction; kept for the next try if the workspace is busy. */
  async flushUse(): Promise<void> {
    if (this.unwrittenUse.size === 0) return
    const batch = this.unwrittenUse
    this.unwrittenUse = new Map()
    try {
      await runWrite(this.db, (tx) => recordApiKeyUse(tx, batch), 'Recording when API keys were last used')
    } catch (error) {
      for (const [id, at] of batch) if (!this.unwrittenUse.has(id)) this.unwrittenUse.set(id, at)
      throw error
    }
  }
}

function toPrincipal(row: UserOwnerRow): Principal {
  return {
    id: row.user_id,
    email: row.email,
    name: row.name,
    role: row.role,
    canChangeStatus: row.can_change_status === 1,
    groupIds: row.group_ids ? (JSON.parse(row.group_ids) as string[]) : []
  }
}
