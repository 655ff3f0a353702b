import type { KeyItem, KeyRevokeResponse, MeResponse } from '../../../../shared/api/keys'
import type { EngineContext } from '../../context'
import { findApiKey, listActiveApiKeys, type ApiKeyRecord } from '../../db/queries/api-keys'
import { markApiKeyRevoked } from '../../db/writers/api-keys'
import { runWrite } from '../../db/write'
import { findUserById } from '../../db/queries/users'
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors'
import { isHex24 } from '../../ids'
import { toIso, toIsoOrNull } from '../../time'
import { pairingScopes } from './pairings'
import { mayAdministerWorkspace } from '../../domain/access'
import type { AuthContext } from '../../domain/principal'

export const WINDOW_SESSION_LABEL = "Folio's window"

/**
 * Who sees and revokes which keys: Folio's window and administrators see and revoke every key;
 * anyone else (a script's key, a paired app) only the keys of the user it acts for.
 */
export function managesAllKeys(auth: AuthContext): boolean {
  return mayAdministerWorkspace(auth)
}

/** When a key was last used: as stored, or later if the engine has not written that use yet. */
function lastUse(ctx: EngineContext, record: ApiKeyRecord): number | null {
  const unwritten = ctx.keys.unwrittenLastUse(record.id)
  return unwritten === undefined ? record.lastUsedAt : Math.max(unwritten, record.lastUsedAt ?? 0)
}

/** A stored key as the API and `folio keys list` show it. */
export function presentKey(record: ApiKeyRecord, lastUsedAt: number | null = record.lastUsedAt): KeyItem {
  return {
    id: record.id,
    label: record.label,
    appName: record.appName,
    origin: record.origin,
    user: record.user,
    scopes: pairingScopes(record.scopes),
    createdAt: toIso(record.createdAt),
    lastUsedAt: toIsoOrNull(lastUsedAt),
    expiresAt: toIsoOrNull(record.expiresAt),
    kind: record.kind
  }
}

/** Keys that are not revoked, newest first, then the window's session of this launch. */
export function listKeys(ctx: EngineContext, auth: AuthContext): KeyItem[] {
  const all = managesAllKeys(auth)
  const keys = listActiveApiKeys(ctx.db, all ? null : auth.user.id).map((record) => presentKey(record, lastUse(ctx, record)))
  if (!all) return keys
  const sessions = ctx.keys.windowSessions().flatMap((session): KeyItem[] => {
    const user = session.userId === null ? null : findUserById(ctx.db, session.userId)
    if (!user) return []
    return [
      {
        id: session.keyId,
        label: WINDOW_SESSION_LABEL,
        appName: null,
        origin: null,
        user: { id: user.id, name: user.name, email: user.email },
        scopes: ['contracts:write'],
        createdAt: toIso(session.createdAt),
        lastUsedAt: null,
        expiresAt: null,
        kind: 'session'
      }
    ]
  })
  return [...keys, ...sessions]
}

/** Revokes a key: the next request with it is refused. */
export async function revokeKey(ctx: EngineContext, auth: AuthContext, id: string): Promise<KeyRevokeResponse> {
  if (id.startsWith('session:')) throw new BadRequestError("The window's session cannot be revoked: it ends when Folio closes")
  if (!isHex24(id)) throw new BadRequestError(`'${id}' is not a key id: key ids are 24 hexadecimal characters`)
  const key = findApiKey(ctx.db, id.toLowerCase())
  if (!key) throw new NotFoundError(`No key ${id}`)
  if (!managesAllKeys(auth) && key.user.id !== auth.user.id) throw new ForbiddenError("This key may revoke only its own user's keys; Folio's window and administrators may revoke any")
  await runWrite(ctx.db, (tx) => markApiKeyRevoked(tx, key.id, ctx.now()), 'Revoking the key')
  return { id: key.id, revoked: true }
}

/** Who the presented key acts as (an add-in shows it: "connected as …"). */
export function describeCaller(ctx: EngineContext, auth: AuthContext): MeResponse {
  const label = auth.kind === 'session' ? WINDOW_SESSION_LABEL : (findApiKey(ctx.db, auth.keyId)?.label ?? null)
  return {
    keyId: auth.keyId,
    label,
    scopes: pairingScopes([...auth.scopes]),
    user: { id: auth.user.id, name: auth.user.name, email: auth.user.email, role: auth.user.role },
    may: { changeSettings: mayAdministerWorkspace(auth) }
  }
}
