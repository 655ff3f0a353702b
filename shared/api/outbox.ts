import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox'
import { Id24 } from './common'

/**
 * The changes made here that the company service must also receive, one schema per operation:
 * what each carries to the service (its payload, in the API's own form). The engine's outbox
 * module (electron/engine/outbox) owns what each operation does; this is the shape both sides read.
 */
export const OutboxPayloads = {
  'contract.properties': Type.Object(
    { properties: Type.Record(Type.String(), Type.Unknown(), { description: 'as PUT /v2/contracts/{id}/properties takes them' }) },
    { additionalProperties: false }
  ),
  'contract.status': Type.Object({ status: Type.Integer({ minimum: 1, maximum: 6 }) }, { additionalProperties: false }),
  'contract.generate': Type.Object(
    {
      templateId: Id24,
      contractName: Type.String(),
      values: Type.Record(Type.String(), Type.Unknown()),
      options: Type.Object({ persist: Type.Literal(true), triggerWorkflows: Type.Boolean() }, { additionalProperties: false })
    },
    { additionalProperties: false, description: 'the body of POST /v2/contracts/generate' }
  )
} as const satisfies Record<string, TSchema>

export type OutboxOperationName = keyof typeof OutboxPayloads
export type OutboxPayload<K extends OutboxOperationName> = Static<(typeof OutboxPayloads)[K]>

export const OUTBOX_OPERATIONS = Object.keys(OutboxPayloads) as OutboxOperationName[]

/** An operation and its payload, discriminated by the operation's name. */
export type OutboxChange = { [K in OutboxOperationName]: { operation: K; payload: OutboxPayload<K> } }[OutboxOperationName]

/**
 * A listed change as a schema: one object per operation with its own payload (a oneOf that
 * code generators turn into a discriminated union), plus the fields every entry has.
 */
export function outboxChangeSchema<P extends TProperties>(common: P) {
  type Entry = { [K in OutboxOperationName]: Static<TObject<P>> & { operation: K; payload: OutboxPayload<K> } }[OutboxOperationName]
  // The union is built from the list of operations, so its static type is given here in the
  // discriminated form a mapped list of schemas cannot infer.
  return Type.Unsafe<Entry>(
    Type.Union(OUTBOX_OPERATIONS.map((operation) => Type.Object({ ...common, operation: Type.Literal(operation), payload: OutboxPayloads[operation] })))
  )
}
