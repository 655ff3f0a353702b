import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable, StringEnum } from './common'
import { OUTBOX_OPERATIONS, outboxChangeSchema } from './outbox'

/** Folio's own operations under /local: never part of the company API. */

export const OutboxState = StringEnum(['pending', 'sent', 'rejected'])
export const OutboxOperation = StringEnum(OUTBOX_OPERATIONS)

export const OutboxEntry = outboxChangeSchema({
  id: Type.String({ description: 'idempotency id sent with the change' }),
  seq: Type.Integer({ description: 'order in which changes were made and are sent' }),
  contractId: Type.String(),
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

const ImportKeyword = Type.Object({ value: Type.String(), type: StringEnum(['pattern', 'exact', 'negative']) }, { additionalProperties: false })
const ImportNote = Type.Object({ type: Type.String({ minLength: 1 }), text: Type.String() }, { additionalProperties: false })
const ImportExample = Type.Object({ type: Nullable(Type.String()), title: Nullable(Type.String()), text: Type.String() }, { additionalProperties: false })
const ImportFallback = Type.Object({ title: Nullable(Type.String()), text: Type.String(), html: Type.String() }, { additionalProperties: false })
/** Positions and groups are shown in this order; a 32-bit integer, as the database stores it. */
const DisplayOrder = Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 })
const ImportPosition = Type.Object(
  {
    order: DisplayOrder,
    name: Nullable(Type.String({ maxLength: 500 })),
    description: Type.Optional(Nullable(Type.String())),
    groupId: Type.Optional(Nullable(Type.String())),
    keywords: Type.Array(ImportKeyword, { maxItems: 500 }),
    examples: Type.Optional(Type.Array(ImportExample, { maxItems: 100 })),
    fallbacks: Type.Optional(Type.Array(ImportFallback, { maxItems: 100 })),
    ifNotFound: Type.Object({ compliant: Type.Boolean(), status: Nullable(Type.String()) }, { additionalProperties: false }),
    notes: Type.Optional(Type.Array(ImportNote, { maxItems: 100, description: 'every kind; only technical_drafting is ever published' })),
    confirmed: Type.Optional(Type.Boolean({ description: 'false for a suggested position awaiting review (default true)' }))
  },
  { additionalProperties: false }
)
const ImportGroup = Type.Object(
  { id: Type.String({ minLength: 1 }), name: Type.String({ minLength: 1 }), description: Type.Optional(Nullable(Type.String())), order: DisplayOrder },
  { additionalProperties: false }
)

/**
 * A playbook to import: the shape of GET /v2/playbooks/{id} (its read-only fields are accepted
 * and ignored) plus what the engine keeps unpublished — unconfirmed positions and notes of every
 * kind. `id`, when it names a playbook already here, makes this its next version.
 */
export const PlaybookImportBody = Type.Object(
  {
    playbook: Type.Object(
      {
        id: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$' })),
        name: Nullable(Type.String({ minLength: 1, maxLength: 256 })),
        description: Type.Optional(Nullable(Type.String())),
        versionNote: Type.Optional(Nullable(Type.String())),
        isDefault: Type.Optional(Type.Boolean()),
        groups: Type.Optional(Type.Array(ImportGroup, { maxItems: 1000 })),
        positions: Type.Array(ImportPosition, { minItems: 1, maxItems: 1000 }),
        version: Type.Optional(Type.Integer()),
        status: Type.Optional(Type.String()),
        positionCount: Type.Optional(Type.Integer()),
        unconfirmedPositionCount: Type.Optional(Type.Integer()),
        createdAt: Type.Optional(Type.String()),
        updatedAt: Type.Optional(Type.String())
      },
      { additionalProperties: false }
    )
  },
  { additionalProperties: false }
)
export type PlaybookImportBody = Static<typeof PlaybookImportBody>

export const PlaybookImportResponse = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  version: Type.Integer(),
  positions: Type.Integer({ description: 'confirmed positions, which take part in matching' }),
  unconfirmedPositions: Type.Integer(),
  replaces: Nullable(Type.String({ description: 'the production version this one retired' }))
})
export type PlaybookImportResponse = Static<typeof PlaybookImportResponse>
