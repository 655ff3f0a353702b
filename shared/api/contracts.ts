import { Type, type Static } from '@sinclair/typebox'
import { CategoryRef, ContractType, Cursor, DateTime, Id24, IsoInstant, NO_NUL_PATTERN, Nullable, Order, PageSize, Pagination, StringEnum } from './common'
import { StatusCode } from './general'

export const PARTY_ROLES = ['counterparty', 'signer', 'counterparty_representative', 'our_representative'] as const
export const PartyRole = StringEnum(PARTY_ROLES)
export type PartyRole = Static<typeof PartyRole>

export const ContractSort = StringEnum(['createdAt', 'updatedAt', 'renewalAnchorDate'], { default: 'createdAt' })
export type ContractSort = Static<typeof ContractSort>

/** `status=2,3`: status codes 1 to 6, comma-separated (spaces around them allowed). */
export const STATUS_LIST_PATTERN = '^\\s*[1-6]\\s*(,\\s*[1-6]\\s*)*$'

/** `property[<key>]=value` filters; the key is checked against the catalogue by the engine. */
export const PROPERTY_FILTER_PATTERN = '^property\\[.*$'

/** `property[<key>]=<value>` entries, which the schemas admit by pattern. */
type PropertyFilters = { [filter: `property[${string}]`]: string }

interface CommonListFilters {
  keyword?: string
  type?: ContractType
  status?: string
  party?: string
  counterparty?: string
  partyRole?: PartyRole
  createdAfter?: string
  createdBefore?: string
  updatedAfter?: string
  updatedBefore?: string
  renewalAfter?: string
  renewalBefore?: string
  renewalState?: string
  sort?: ContractSort
  order?: Order
  cursor?: string
  pagesize?: number
  category?: string
  owner?: string
}
export type ContractListQuery = CommonListFilters & PropertyFilters & { expirationAfter?: string; expirationBefore?: string }
/** Version 1: category and owner are ids, no expiration bounds. */
export type ContractListQueryV1 = CommonListFilters & PropertyFilters

const commonFilterFields = {
  keyword: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL_PATTERN, description: 'matches contract name and reference' }),
  type: ContractType,
  status: Type.String({ maxLength: 50, pattern: STATUS_LIST_PATTERN, description: 'comma-separated status codes 1 to 6' }),
  party: Id24,
  counterparty: Type.String({ minLength: 1, maxLength: 200 }),
  partyRole: PartyRole,
  createdAfter: IsoInstant,
  createdBefore: IsoInstant,
  updatedAfter: IsoInstant,
  updatedBefore: IsoInstant,
  renewalAfter: IsoInstant,
  renewalBefore: IsoInstant,
  renewalState: Type.String({ minLength: 1, maxLength: 100 })
}

const listPaging = {
  sort: ContractSort,
  order: Order,
  cursor: Cursor,
  pagesize: PageSize
}

const v2FilterFields = {
  category: Type.String({ minLength: 1, maxLength: 200, description: 'category id or exact label' }),
  owner: Type.String({ minLength: 1, maxLength: 200, description: 'owner user id or exact email' }),
  expirationAfter: IsoInstant,
  expirationBefore: IsoInstant
}

/** The filters of GET /v2/contracts (without sort and paging); Folio's own search takes the same. */
export const contractFilterFields = { ...commonFilterFields, ...v2FilterFields }
export type ContractFilters = Omit<ContractListQuery, keyof typeof listPaging>

export const ContractListQuery = Type.Unsafe<ContractListQuery>(Type.Partial(Type.Object(
  { ...commonFilterFields, ...listPaging, ...v2FilterFields },
  { additionalProperties: false, patternProperties: { [PROPERTY_FILTER_PATTERN]: Type.String() } }
)))

/** Version 1: `category` and `owner` are ids only, and there are no expiration bounds. */
export const ContractListQueryV1 = Type.Unsafe<ContractListQueryV1>(Type.Partial(Type.Object(
  {
    ...commonFilterFields,
    ...listPaging,
    category: Id24,
    owner: Id24
  },
  { additionalProperties: false, patternProperties: { [PROPERTY_FILTER_PATTERN]: Type.String() } }
)))

const listItemFields = {
  id: Type.String(),
  name: Type.String(),
  reference: Type.String(),
  type: ContractType,
  createdAt: DateTime,
  updatedAt: DateTime,
  archived: Type.Boolean(),
  aborted: Type.Boolean(),
  renewalAnchorDate: Nullable(DateTime),
  url: Type.String({ format: 'uri' }),
  expirationDate: Nullable(DateTime),
  endDateBasis: Nullable(Type.String()),
  noticeType: Nullable(Type.String()),
  renewalState: Nullable(Type.String()),
  noticePeriodDays: Nullable(Type.Number()),
  autorenew: Nullable(Type.Boolean()),
  category: Nullable(CategoryRef)
}

export const ContractListItem = Type.Object({
  ...listItemFields,
  status: Type.Object({ code: Nullable(StatusCode), label: Type.String() })
})
export type ContractListItem = Static<typeof ContractListItem>

export const ContractListResponse = Type.Object({ contracts: Type.Array(ContractListItem), pagination: Pagination })
export type ContractListResponse = Static<typeof ContractListResponse>

export const ContractListItemV1 = Type.Object({ ...listItemFields, status: Type.String() })
export type ContractListItemV1 = Static<typeof ContractListItemV1>
export const ContractListResponseV1 = Type.Object({ contracts: Type.Array(ContractListItemV1), pagination: Pagination })
export type ContractListResponseV1 = Static<typeof ContractListResponseV1>

/** `meta` beyond name, description, type and group is "not shown"; Folio adds subGroup. */
export const PropertyMeta = Type.Object({
  name: Type.String(),
  description: Nullable(Type.String()),
  type: Nullable(Type.String()),
  group: Nullable(Type.String()),
  subGroup: Nullable(Type.String())
})
export type PropertyMeta = Static<typeof PropertyMeta>

export const ContractPropertyValue = Type.Object({ value: Type.Unknown(), meta: PropertyMeta })
export type ContractPropertyValue = Static<typeof ContractPropertyValue>

export const ContractMetadataEntry = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: Nullable(Type.String()),
  value: Type.Unknown()
})
export type ContractMetadataEntry = Static<typeof ContractMetadataEntry>

export const ContractParty = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  country: Nullable(Type.String()),
  address: Nullable(Type.String()),
  isEntity: Type.Boolean(),
  isInternal: Type.Boolean(),
  entityName: Nullable(Type.String()),
  entityType: Nullable(Type.String()),
  entityRegNo: Nullable(Type.String()),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  title: Nullable(Type.String()),
  designation: Nullable(Type.String()),
  customAttributes: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  tags: Type.Optional(Type.Array(Type.String())),
  roles: Type.Array(Type.String())
})
export type ContractParty = Static<typeof ContractParty>

export const ContractDetail = Type.Object({
  id: Type.String(),
  type: ContractType,
  name: Type.String(),
  reference: Type.String(),
  status: Type.Union([Type.Object({ label: Type.String() }), Type.String({ pattern: '^STATUS_[0-9]+$' })]),
  createdAt: DateTime,
  updatedAt: DateTime,
  finalizedAt: Nullable(DateTime),
  executedAt: Nullable(DateTime),
  executionMethod: Nullable(Type.String()),
  archived: Type.Boolean(),
  deleted: Type.Boolean(),
  aborted: Type.Boolean(),
  final: Type.Boolean(),
  hubRequestStatus: Type.String(),
  properties: Type.Record(Type.String(), ContractPropertyValue),
  metadata: Type.Array(ContractMetadataEntry),
  url: Type.String({ format: 'uri' }),
  user: Nullable(Type.String()),
  requester: Nullable(Type.String()),
  group: Nullable(Type.String()),
  category: Nullable(CategoryRef),
  form: Nullable(Type.String()),
  formentry: Nullable(Type.String()),
  template: Nullable(Type.String()),
  playbook: Nullable(Type.String()),
  setModuleTo: Type.Optional(Type.String()),
  parties: Type.Array(ContractParty)
})
export type ContractDetail = Static<typeof ContractDetail>
