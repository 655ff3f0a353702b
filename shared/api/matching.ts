import { Type, type Static } from '@sinclair/typebox'
import { Id24, Nullable } from './common'
import { IfNotFound, PositionKeyword } from './playbooks'

export const MatchRequest = Type.Object(
  { paragraphs: Type.Array(Type.String(), { maxItems: 5000, description: 'the shape the text endpoint returns; an empty document (no paragraphs) finds every position missing' }) },
  { additionalProperties: false }
)
export type MatchRequest = Static<typeof MatchRequest>

export const PlaybookRef = Type.Object({ id: Type.String(), name: Nullable(Type.String()), isDefault: Type.Boolean() })

export const PositionMatch = Type.Object({
  paragraphIndex: Type.Integer({ minimum: 0, description: 'zero-based index into the request paragraphs' }),
  keywords: Type.Array(PositionKeyword)
})

/** `skipped` (Folio) is present only on a position that could not be evaluated, with the reason. */
export const PositionMatches = Type.Object({
  order: Type.Integer(),
  name: Nullable(Type.String()),
  ifNotFound: IfNotFound,
  matches: Type.Array(PositionMatch),
  skipped: Type.Optional(Type.Object({ reason: Type.String() }))
})

export const MatchResponse = Type.Object({ playbook: PlaybookRef, positions: Type.Array(PositionMatches) })
export type MatchResponse = Static<typeof MatchResponse>

/** POST /local/contracts/{id}/match: the same matcher over the stored paragraphs, with spans for highlighting. */
export const StoredMatchRequest = Type.Object({ playbookId: Id24 }, { additionalProperties: false })
export type StoredMatchRequest = Static<typeof StoredMatchRequest>

export const KeywordSpan = Type.Object({
  keyword: PositionKeyword,
  start: Type.Integer({ description: 'UTF-16 offset into the paragraph text' }),
  end: Type.Integer()
})
export const StoredPositionMatch = Type.Object({
  paragraphIndex: Type.Integer({ minimum: 0 }),
  paragraph: Type.Integer({ minimum: 1, description: 'one-based paragraph number, as the text endpoint numbers it' }),
  keywords: Type.Array(PositionKeyword),
  spans: Type.Array(KeywordSpan)
})
export const StoredMatchResponse = Type.Object({
  playbook: PlaybookRef,
  contractId: Type.String(),
  revision: Type.String(),
  totalParagraphs: Type.Integer(),
  positions: Type.Array(
    Type.Object({
      order: Type.Integer(),
      name: Nullable(Type.String()),
      ifNotFound: IfNotFound,
      matches: Type.Array(StoredPositionMatch),
      skipped: Type.Optional(Type.Object({ reason: Type.String() }))
    })
  )
})
export type StoredMatchResponse = Static<typeof StoredMatchResponse>
