import { Type, type Static } from '@sinclair/typebox'
import { Cursor, DateTime, Id24, Nullable, Order, PageSize, Pagination, StringEnum } from './common'

export const SanctionsStatus = StringEnum(['clear', 'sanctioned', 'unknown'])
export type SanctionsStatus = Static<typeof SanctionsStatus>

export const Party = Type.Object({
  id: Type.String(),
  name: Type.String({ description: 'entity name or full name' }),
  isEntity: Type.Boolean(),
  isInternal: Type.Boolean(),
  entityType: Nullable(Type.String()),
  entityRegNo: Nullable(Type.String()),
  email: Nullable(Type.String()),
  country: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  abbreviations: Type.Array(Type.String()),
  parent: Nullable(Type.String()),
  customAttributes: Type.Record(Type.String(), Type.Unknown()),
  sanctionsStatus: SanctionsStatus,
  createdAt: DateTime,
  updatedAt: DateTime
})
export type Party = Static<typeof Party>

/** Query-string booleans: only the literal words `true` and `false`. */
export const QueryBoolean = StringEnum(['true', 'false'])

export const PartyListQuery = Type.Partial(Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 200 }),
    isEntity: QueryBoolean,
    isInternal: QueryBoolean,
    parent: Id24,
    cursor: Cursor,
    pagesize: PageSize,
    order: Order
  },
  { additionalProperties: false }
))
export type PartyListQuery = Static<typeof PartyListQuery>

export const PartyListResponse = Type.Object({ parties: Type.Array(Party), pagination: Pagination })
export type PartyListResponse = Static<typeof PartyListResponse>
export const PartyResponse = Type.Object({ party: Party })
export type PartyResponse = Static<typeof PartyResponse>

export const PartyType = StringEnum(['individual', 'entity', 'both'])
export const PartyAttribute = Type.Object({
  id: Type.String(),
  key: Type.String(),
  label: Type.String(),
  description: Nullable(Type.String()),
  type: Type.String(),
  options: Nullable(Type.Array(Type.String())),
  partyType: PartyType
})
export type PartyAttribute = Static<typeof PartyAttribute>
export const PartyAttributesResponse = Type.Object({ partyAttributes: Type.Array(PartyAttribute) })
export type PartyAttributesResponse = Static<typeof PartyAttributesResponse>
