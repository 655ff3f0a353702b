import { Type, type Static } from '@sinclair/typebox'
import { Nullable } from './common'
import { StatusCode } from './general'

export const PropertyUpdateBody = Type.Object(
  {
    properties: Type.Record(Type.String(), Type.Unknown(), {
      minProperties: 1,
      maxProperties: 20,
      description: 'property key → value (null clears); 1 to 20 keys; dates as YYYY-MM-DD; party properties take a party id'
    })
  },
  { additionalProperties: false }
)
export type PropertyUpdateBody = Static<typeof PropertyUpdateBody>

/**
 * `updated` is "not shown" in the spec: Folio answers every key of the request with its value as
 * GET /v2/contracts/{id} now shows it (null when cleared). The spec types expirationDate as a
 * number (epoch ms) and renewalAnchorDate as a string (ISO 8601); Folio follows it.
 */
export const PropertyUpdateResponse = Type.Object({
  id: Type.String(),
  updated: Type.Record(Type.String(), Type.Unknown()),
  expirationDate: Nullable(Type.Number()),
  renewalAnchorDate: Nullable(Type.String()),
  renewalState: Nullable(Type.String())
})
export type PropertyUpdateResponse = Static<typeof PropertyUpdateResponse>

export const StatusUpdateBody = Type.Object(
  {
    status: Type.Unsafe<number | string>({
      type: ['integer', 'string'],
      minimum: 1,
      maximum: 6,
      minLength: 1,
      maxLength: 200,
      description: 'a status code 1 to 6, or a label (company label or default label, case-insensitive)'
    })
  },
  { additionalProperties: false }
)
export type StatusUpdateBody = Static<typeof StatusUpdateBody>

export const StatusUpdateResponse = Type.Object({
  id: Type.String(),
  status: Type.Object({ code: StatusCode, label: Type.String() }),
  changed: Type.Boolean()
})
export type StatusUpdateResponse = Static<typeof StatusUpdateResponse>
