import { Type, type Static } from '@sinclair/typebox'
import { DateTime, HEX24_PATTERN, Nullable, StringEnum } from './common'

/**
 * Pairing (the shape of OAuth's device flow, RFC 8628): an add-in without a key asks, the lawyer
 * allows it in Folio's window, the add-in collects an ordinary API key once. Never part of the
 * company API.
 */

/** Scopes an add-in may ask for; an empty list asks to read only. */
export const PairingScope = StringEnum(['contracts:write'])
export type PairingScope = Static<typeof PairingScope>
const Scopes = Type.Array(PairingScope, { maxItems: 1, uniqueItems: true, description: 'empty: read only' })

export const PairingParams = Type.Object({ pairingId: Type.String({ pattern: HEX24_PATTERN, description: '24-character hexadecimal id' }) })
export type PairingParams = Static<typeof PairingParams>

export const CreatePairingBody = Type.Object(
  {
    appName: Type.String({ minLength: 1, maxLength: 80, description: 'shown to the lawyer in the prompt and on the Connected apps screen' }),
    scopes: Scopes
  },
  { additionalProperties: false }
)
export type CreatePairingBody = Static<typeof CreatePairingBody>

export const PairingCreated = Type.Object({
  pairingId: Type.String(),
  secret: Type.String({ description: 'send it in the x-pairing-secret header when polling; never in a URL' }),
  code: Type.String({ description: 'shown by the add-in and by the prompt, so the lawyer can tell it is the same request (e.g. K7Q-42M)' }),
  expiresAt: DateTime
})
export type PairingCreated = Static<typeof PairingCreated>

export const PairingPollHeaders = Type.Object({ 'x-pairing-secret': Type.Optional(Type.String({ description: 'the secret from POST /local/pairings' })) })

export const PairingUser = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })
export type PairingUser = Static<typeof PairingUser>

export const PairingPending = Type.Object({ state: Type.Literal('pending'), expiresAt: DateTime })
export const PairingApproved = Type.Object({
  state: Type.Literal('approved'),
  key: Type.String({ description: 'the API key, delivered this once; send it in the x-api-key header' }),
  keyId: Type.String(),
  scopes: Type.Array(PairingScope, { description: 'as granted, possibly fewer than asked for' }),
  user: PairingUser
})
export const PairingPollResponse = Type.Union([PairingPending, PairingApproved])
export type PairingPollResponse = Static<typeof PairingPollResponse>

export const PendingPairing = Type.Object({
  pairingId: Type.String(),
  appName: Type.String(),
  origin: Nullable(Type.String({ description: 'the Origin the request came from; null for a program that sent none' })),
  scopes: Type.Array(PairingScope, { description: 'as asked for' }),
  code: Type.String(),
  expiresAt: DateTime
})
export type PendingPairing = Static<typeof PendingPairing>

export const PairingListQuery = Type.Object(
  {
    after: Type.Optional(Type.Integer({ minimum: 0, description: 'the revision the caller already shows; with wait, answer once it changes' })),
    wait: Type.Optional(Type.Integer({ minimum: 0, maximum: 30, description: 'seconds to hold the answer until a pairing is asked for or answered (long poll)' }))
  },
  { additionalProperties: false }
)
export type PairingListQuery = Static<typeof PairingListQuery>

export const PairingListResponse = Type.Object({
  pairings: Type.Array(PendingPairing),
  revision: Type.Integer({ description: 'changes whenever a pairing is asked for or answered in this engine' })
})
export type PairingListResponse = Static<typeof PairingListResponse>

export const ApprovePairingBody = Type.Object(
  { scopes: Type.Optional(Type.Array(PairingScope, { maxItems: 1, uniqueItems: true, description: 'grant fewer scopes than asked for; default: as asked' })) },
  { additionalProperties: false }
)
export type ApprovePairingBody = Static<typeof ApprovePairingBody>

export const PairingAnswer = Type.Object({
  pairingId: Type.String(),
  state: StringEnum(['approved', 'denied']),
  appName: Type.String(),
  scopes: Type.Array(PairingScope, { description: 'granted (empty when denied)' })
})
export type PairingAnswer = Static<typeof PairingAnswer>
