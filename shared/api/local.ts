import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable, StringEnum } from './common'

/** Folio's own operations under /local: never part of the company API. */

export const OutboxState = StringEnum(['pending', 'sent', 'rejected'])
export const OutboxOperation = StringEnum(['contract.properties', 'contract.status', 'contract.generate'])

export const OutboxEntry = Type.Object({
  id: Type.String({ description: 'idempotency id sent with the change' }),
  seq: Type.Integer({ description: 'order in which changes were made and are sent' }),
  operation: OutboxOperation,
  contractId: Type.String(),
  payload: Type.Record(Type.String(), Type.Unknown()),
  baseRowVersion: Type.Integer({ description: 'the contract version the change was made on' }),
  createdAt: DateTime,
  state: OutboxState,
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
  rejectedReason: Nullable(Type.String()),
  finishedAt: Nullable(DateTime)
})
export type OutboxEntry = Static<typeof OutboxEntry>

export const OutboxQuery = Type.Partial(
  Type.Object({ state: OutboxState, contractId: Type.String({ pattern: '^[0-9a-fA-F]{24}$' }) }, { additionalProperties: false })
)
export type OutboxQuery = Static<typeof OutboxQuery>
export const OutboxResponse = Type.Object({ entries: Type.Array(OutboxEntry), pending: Type.Integer() })
export type OutboxResponse = Static<typeof OutboxResponse>

export const TemplateImportResponse = Type.Object({
  id: Type.String(),
  name: Type.String(),
  version: Type.String(),
  tags: Type.Integer({ description: 'tags found in the body' }),
  undeclaredTags: Type.Array(Type.String(), { description: 'tags in the body that the definition does not declare (they print [●])' }),
  unusedFields: Type.Array(Type.String(), { description: 'declared variables, valuemaps or parties the body never uses' })
})
export type TemplateImportResponse = Static<typeof TemplateImportResponse>
