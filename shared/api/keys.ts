import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable, StringEnum } from './common'
import { PairingScope } from './pairings'

/** Who may call the engine: API keys, paired apps and the window's own session (Folio's /local operations). */

export const KeyKind = StringEnum(['key', 'paired', 'session'], {
  description: 'key: made with folio keys create; paired: delivered to an app by pairing; session: the window of this launch'
})
export type KeyKind = Static<typeof KeyKind>

export const KeyOwner = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })

export const KeyItem = Type.Object({
  id: Type.String(),
  label: Nullable(Type.String()),
  appName: Nullable(Type.String({ description: 'the app that paired, for paired keys' })),
  origin: Nullable(Type.String({ description: 'the Origin the app paired from' })),
  user: KeyOwner,
  scopes: Type.Array(PairingScope),
  createdAt: DateTime,
  lastUsedAt: Nullable(DateTime),
  expiresAt: Nullable(DateTime),
  kind: KeyKind
})
export type KeyItem = Static<typeof KeyItem>

export const KeyListResponse = Type.Object({ keys: Type.Array(KeyItem) })
export type KeyListResponse = Static<typeof KeyListResponse>

export const KeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
export const KeyRevokeResponse = Type.Object({ id: Type.String(), revoked: Type.Literal(true) })
export type KeyRevokeResponse = Static<typeof KeyRevokeResponse>

export const MeResponse = Type.Object({
  keyId: Type.String(),
  label: Nullable(Type.String()),
  scopes: Type.Array(PairingScope),
  user: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), role: StringEnum(['admin', 'member', 'lite']) }),
  may: Type.Object(
    { changeSettings: Type.Boolean({ description: "may change the workspace's settings (allowed origins, key-term properties): Folio's window or an admin's key" }) },
    { description: 'what the access policy lets the caller do, so a screen offers only what the engine would accept' }
  )
})
export type MeResponse = Static<typeof MeResponse>

/** Origins of company-hosted panes allowed to call the engine from a browser (CORS). */
export const AllowedOrigins = Type.Object(
  { origins: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 50, description: 'exact https origins: scheme, host and port; no wildcard, no path' }) },
  { additionalProperties: false }
)
export type AllowedOrigins = Static<typeof AllowedOrigins>

export const AllowedOriginsResponse = Type.Object({
  origins: Type.Array(Type.String(), { description: 'stored in the workspace; the window and admins change them' }),
  commandLine: Type.Array(Type.String(), { description: 'given to folio serve with --cors-origin for this run (read only)' })
})
export type AllowedOriginsResponse = Static<typeof AllowedOriginsResponse>
