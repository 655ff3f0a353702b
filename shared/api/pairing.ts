import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable, StringEnum } from './common'

/**
 * Pairing (the shape of OAuth's device flow, RFC 8628): an add-in without a key asks, the lawyer
 * allows it in Folio's window, and the add-in collects an ordinary API key once.
 */

export const PairingScope = StringEnum(['contracts:write'])

export const PairingRequest = Type.Object(
  {
    appName: Type.String({ minLength: 1, maxLength: 100, description: 'the name the window shows, e.g. "Folio for Word"' }),
    scopes: Type.Array(PairingScope, { description: 'scopes asked for beyond reading' })
  },
  { additionalProperties: false }
)
export type PairingRequest = Static<typeof PairingRequest>

/** 201: show `code` to the lawyer; poll with `secret`, which never leaves the add-in. */
export const PairingStarted = Type.Object({
  pairingId: Type.String(),
  secret: Type.String(),
  code: Type.String({ description: 'short and human-readable, e.g. K7Q-42M' }),
  expiresAt: DateTime
})
export type PairingStarted = Static<typeof PairingStarted>

export const PairingParams = Type.Object({ pairingId: Type.String({ minLength: 1, maxLength: 100 }) })

const PairedUser = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })

/**
 * GET /local/pairings/{pairingId} with `x-pairing-secret`: pending until the lawyer answers; the
 * key once approved, exactly once. Denied, expired or already delivered is 410; a wrong secret 403.
 */
export const PairingState = Type.Union([
  Type.Object({ state: Type.Literal('pending'), expiresAt: DateTime }),
  Type.Object({ state: Type.Literal('approved'), key: Type.String(), keyId: Type.String(), scopes: Type.Array(Type.String()), user: PairedUser })
])
export type PairingState = Static<typeof PairingState>

/** GET /local/me: who the key acts as. */
export const MeResponse = Type.Object({
  keyId: Type.String(),
  label: Nullable(Type.String()),
  scopes: Type.Array(Type.String()),
  user: Type.Object({ id: Type.String(), name: Type.String(), email: Type.String(), role: Type.String() })
})
export type MeResponse = Static<typeof MeResponse>
