import { Type, type Static } from '@sinclair/typebox'
import { Cursor, DateTime, Nullable, Order, PageSize, Pagination, StringEnum } from './common'

export const KeywordType = StringEnum(['pattern', 'exact', 'negative'])
export type KeywordType = Static<typeof KeywordType>

export const PositionKeyword = Type.Object({ value: Type.String(), type: KeywordType })
export type PositionKeyword = Static<typeof PositionKeyword>

export const PositionExample = Type.Object({ type: Nullable(Type.String()), title: Nullable(Type.String()), text: Type.String() })
export const PositionFallback = Type.Object({ title: Nullable(Type.String()), text: Type.String(), html: Type.String() })
export const IfNotFound = Type.Object({ compliant: Type.Boolean(), status: Nullable(Type.String()) })
export type IfNotFound = Static<typeof IfNotFound>
/** Only `technical_drafting` notes are ever published. */
export const PublishedNote = Type.Object({ type: Type.Literal('technical_drafting'), text: Type.String() })

export const PlaybookPosition = Type.Object({
  order: Type.Integer(),
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  groupId: Nullable(Type.String()),
  keywords: Type.Array(PositionKeyword),
  examples: Type.Array(PositionExample),
  fallbacks: Type.Array(PositionFallback),
  ifNotFound: IfNotFound,
  notes: Type.Array(PublishedNote)
})
export type PlaybookPosition = Static<typeof PlaybookPosition>

/** The shape of `groups` is "not shown"; Folio answers `{id, name, description, order}`. */
export const PlaybookGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  order: Type.Integer()
})
export type PlaybookGroup = Static<typeof PlaybookGroup>

const playbookFields = {
  id: Type.String(),
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  version: Type.Integer(),
  versionNote: Nullable(Type.String()),
  status: Type.String(),
  isDefault: Type.Boolean(),
  positionCount: Type.Integer(),
  unconfirmedPositionCount: Type.Integer(),
  createdAt: DateTime,
  updatedAt: DateTime
}
export const Playbook = Type.Object(playbookFields)
export type Playbook = Static<typeof Playbook>
export const PlaybookDetail = Type.Object({
  ...playbookFields,
  groups: Type.Array(PlaybookGroup),
  positions: Type.Array(PlaybookPosition)
})
export type PlaybookDetail = Static<typeof PlaybookDetail>

export const PlaybookListQuery = Type.Partial(Type.Object({ cursor: Cursor, pagesize: PageSize, order: Order }, { additionalProperties: false }))
export type PlaybookListQuery = Static<typeof PlaybookListQuery>
export const PlaybookListResponse = Type.Object({ playbooks: Type.Array(Playbook), pagination: Pagination })
export type PlaybookListResponse = Static<typeof PlaybookListResponse>
export const PlaybookResponse = Type.Object({ playbook: PlaybookDetail })
export type PlaybookResponse = Static<typeof PlaybookResponse>
