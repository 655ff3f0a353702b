import { Type, type Static } from '@sinclair/typebox'
import { ContractType, Cursor, DateTime, Id24, Nullable, Order, PageSize, Pagination } from './common'

/**
 * The query schema of endpoints that take no parameters: an unknown parameter is a 400 there too,
 * as on every list, instead of being silently ignored.
 */
export const NoQuery = Type.Object({}, { additionalProperties: false })

export const Clause = Type.Object({
  id: Type.String(),
  title: Type.String(),
  text: Type.String(),
  html: Type.String(),
  tags: Type.Array(Type.String()),
  defaultComment: Type.String(),
  createdAt: DateTime,
  updatedAt: DateTime
})
export type Clause = Static<typeof Clause>
export const ClauseListQuery = Type.Partial(Type.Object(
  { tag: Type.String({ minLength: 1, maxLength: 200 }), cursor: Cursor, pagesize: PageSize, order: Order },
  { additionalProperties: false }
))
export type ClauseListQuery = Static<typeof ClauseListQuery>
export const ClauseListResponse = Type.Object({ clauses: Type.Array(Clause), pagination: Pagination })
export type ClauseListResponse = Static<typeof ClauseListResponse>

export const PropertyDefinition = Type.Object({
  id: Type.String(),
  key: Type.String(),
  label: Type.String(),
  description: Nullable(Type.String()),
  type: Nullable(Type.String()),
  options: Nullable(Type.Record(Type.String(), Type.Unknown())),
  group: Nullable(Type.String()),
  subGroup: Nullable(Type.String()),
  sortOrder: Type.Integer(),
  isDefault: Type.Boolean(),
  manualOnly: Type.Boolean()
})
export type PropertyDefinition = Static<typeof PropertyDefinition>
export const PropertyListResponse = Type.Object({ properties: Type.Array(PropertyDefinition) })
export type PropertyListResponse = Static<typeof PropertyListResponse>
export const PropertyParams = Type.Object({ idOrKey: Type.String({ minLength: 1, maxLength: 200 }) })

export const Category = Type.Object({
  id: Type.String(),
  label: Type.String(),
  abbreviation: Nullable(Type.String()),
  description: Nullable(Type.String()),
  isDefault: Type.Boolean()
})
export type Category = Static<typeof Category>
export const CategoryListResponse = Type.Object({ categories: Type.Array(Category) })
export type CategoryListResponse = Static<typeof CategoryListResponse>

/** The inner shapes of `contract` and of attachments are "not shown"; Folio's are these. */
export const EmailContract = Type.Object({ id: Type.String(), name: Type.String(), type: ContractType, reference: Type.String() })
export const EmailAttachment = Type.Object({ fileName: Type.String(), contentType: Type.String(), size: Type.Integer() })
export const Email = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  sender: Type.String(),
  recipient: Type.String(),
  body: Type.String(),
  bodyPlainText: Type.String(),
  sentAt: DateTime,
  contract: EmailContract,
  attachments: Type.Array(EmailAttachment)
})
export type Email = Static<typeof Email>
export const EmailListQuery = Type.Partial(Type.Object(
  {
    pagesize: Type.Integer({ minimum: 1, maximum: 200, default: 100 }),
    cursor: Cursor,
    contractType: ContractType,
    contractId: Id24,
    sender: Type.String({ minLength: 1, maxLength: 320 }),
    dateFrom: Type.String({ format: 'date' }),
    dateTo: Type.String({ format: 'date' })
  },
  { additionalProperties: false }
))
export type EmailListQuery = Static<typeof EmailListQuery>
export const EmailListResponse = Type.Object({
  emails: Type.Array(Email),
  pagination: Type.Object({
    pageSize: Type.Integer(),
    hasMore: Type.Boolean(),
    cursor: Nullable(Type.String()),
    total: Type.Integer()
  })
})
export type EmailListResponse = Static<typeof EmailListResponse>
