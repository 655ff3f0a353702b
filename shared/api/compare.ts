import { Type, type Static } from '@sinclair/typebox'
import { HEX24_PATTERN, Id24, Nullable, StringEnum } from './common'
import { PlaybookRef } from './matching'
import { IfNotFound } from './playbooks'

/**
 * Comparing two texts: two versions of a contract, or any two contracts. The engine's compare
 * module answers a Comparison; POST /local/compare wraps it with what was compared.
 */

export const ComparisonKind = StringEnum(['equal', 'inserted', 'deleted', 'changed', 'moved', 'renumbered'])
export type ComparisonKind = Static<typeof ComparisonKind>

/**
 * A piece of a paragraph's text: the `equal` and `deleted` pieces in order spell the older text
 * exactly, the `equal` and `inserted` pieces the newer one.
 */
export const WordChange = Type.Object({ kind: StringEnum(['equal', 'inserted', 'deleted']), text: Type.String() })
export type WordChange = Static<typeof WordChange>

/** The leading numbering label on each side ("5.2" → "6.2", "(a)" → "(b)"); null where a side has none. */
export const Renumbering = Type.Object(
  { from: Nullable(Type.String()), to: Nullable(Type.String()) },
  { description: 'present when the leading label changed: renumbered paragraphs, and changed or moved ones whose label also changed' }
)
export type Renumbering = Static<typeof Renumbering>

/**
 * One line of the alignment. Entries come in reading order: those with an older paragraph follow
 * its order, those with a newer paragraph follow the newer order, deletions before insertions in
 * each stretch of changes. A moved paragraph has two entries, one at its old place and one at its
 * new place, both naming both numbers.
 */
export const ComparisonEntry = Type.Object({
  kind: ComparisonKind,
  oldNumber: Nullable(Type.Integer({ description: 'the older paragraph; null for an insertion' })),
  newNumber: Nullable(Type.Integer({ description: 'the newer paragraph; null for a deletion' })),
  place: Type.Optional(StringEnum(['old', 'new'], { description: 'moved entries only: which of its two places this entry stands at' })),
  renumbering: Type.Optional(Renumbering),
  words: Type.Optional(Type.Array(WordChange, { description: 'changed and renumbered paragraphs, and the new place of a moved paragraph whose text changed' }))
})
export type ComparisonEntry = Static<typeof ComparisonEntry>

/**
 * Counts of paragraphs by kind (a move counts once). equal + renumbered + changed + moved +
 * deleted = oldParagraphs and equal + renumbered + changed + moved + inserted = newParagraphs.
 */
export const ComparisonSummary = Type.Object({
  oldParagraphs: Type.Integer(),
  newParagraphs: Type.Integer(),
  equal: Type.Integer(),
  renumbered: Type.Integer(),
  changed: Type.Integer(),
  moved: Type.Integer(),
  inserted: Type.Integer(),
  deleted: Type.Integer(),
  wordsInserted: Type.Integer({ description: 'words in inserted paragraphs and in the inserted pieces of changed and moved ones, numbering labels aside' }),
  wordsDeleted: Type.Integer({ description: 'words in deleted paragraphs and in the deleted pieces of changed and moved ones, numbering labels aside' })
})
export type ComparisonSummary = Static<typeof ComparisonSummary>

export const Comparison = Type.Object({
  summary: ComparisonSummary,
  approximate: Type.Boolean({
    description:
      'true when the texts differed so much that a bound on the work was reached: the alignment is still exact text, but some moves or pairings may be reported as deletions and insertions'
  }),
  entries: Type.Array(ComparisonEntry)
})
export type Comparison = Static<typeof Comparison>

export const CompareOptions = Type.Object(
  {
    changedSimilarity: Type.Optional(
      Type.Number({ minimum: 0.1, maximum: 1, default: 0.5, description: 'word overlap (Dice) at which a deleted and an inserted paragraph in the same place count as one changed paragraph' })
    ),
    movedSimilarity: Type.Optional(
      Type.Number({ minimum: 0.1, maximum: 1, default: 0.8, description: 'word overlap at which a paragraph deleted in one place and inserted in another counts as moved' })
    )
  },
  { additionalProperties: false }
)
export type CompareOptions = Static<typeof CompareOptions>

/**
 * One side of POST /local/compare: a stored contract (its latest version unless `version` says
 * which), or paragraphs given in the request (the text endpoint's shape). Exactly one of
 * `contractId` and `paragraphs`.
 */
export const CompareSide = Type.Object(
  {
    contractId: Type.Optional(Id24),
    version: Type.Optional(Type.Integer({ minimum: 1, description: 'with contractId: a version number from GET /local/contracts/{id}/versions' })),
    paragraphs: Type.Optional(Type.Array(Type.String({ maxLength: 100_000 }), { maxItems: 20_000 })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: 'with paragraphs: how to name this side' }))
  },
  { additionalProperties: false }
)
export type CompareSide = Static<typeof CompareSide>

export const CompareRequest = Type.Object(
  {
    old: CompareSide,
    new: CompareSide,
    options: Type.Optional(CompareOptions),
    playbookId: Type.Optional(Type.String({ pattern: HEX24_PATTERN, description: 'a production playbook: the answer then carries its lens on the changes' })),
    text: Type.Optional(Type.Boolean({ default: true, description: 'false leaves the paragraphs of both sides out of the answer (the counts stay)' }))
  },
  { additionalProperties: false }
)
export type CompareRequest = Static<typeof CompareRequest>

/** POST /local/compare/redline: the same two sides; the answer is the .docx, named after the newer side. */
export const RedlineRequest = Type.Object(
  {
    old: CompareSide,
    new: CompareSide,
    options: Type.Optional(CompareOptions)
  },
  { additionalProperties: false }
)
export type RedlineRequest = Static<typeof RedlineRequest>

export const ComparedSide = Type.Object({
  contractId: Nullable(Type.String()),
  version: Nullable(Type.Integer()),
  revision: Nullable(Type.String({ description: 'the revision of the stored text that was compared, as text and search evidence name it' })),
  name: Type.String(),
  paragraphs: Type.Integer(),
  text: Type.Optional(Type.Array(Type.String(), { description: 'the paragraphs compared, in order (entries number them from 1); left out when the request says text: false' }))
})
export type ComparedSide = Static<typeof ComparedSide>

/** Where a position's keywords matched on one side: one-based paragraph numbers of that side. */
export const LensSide = Type.Object({ found: Type.Boolean(), paragraphs: Type.Array(Type.Integer({ minimum: 1 })) })
export type LensSide = Static<typeof LensSide>

export const LensStatus = StringEnum(['newlyMatched', 'noLongerMatched', 'stillMatched', 'neverMatched', 'skipped'])
export type LensStatus = Static<typeof LensStatus>

/**
 * One playbook position seen through a comparison: where it matched in the older and the newer
 * text, whether it newly matches or no longer matches, and the changes that touch it (indices
 * into `entries`: a change touches a position when a paragraph it deletes, inserts, changes or
 * moves matched the position on that side; a renumbering alone touches nothing).
 */
export const LensPosition = Type.Object({
  order: Type.Integer(),
  name: Nullable(Type.String()),
  ifNotFound: IfNotFound,
  status: LensStatus,
  old: LensSide,
  new: LensSide,
  changes: Type.Array(Type.Integer({ minimum: 0 })),
  skipped: Type.Optional(Type.Object({ reason: Type.String() }))
})
export type LensPosition = Static<typeof LensPosition>

export const PlaybookLens = Type.Object({ playbook: PlaybookRef, positions: Type.Array(LensPosition) })
export type PlaybookLens = Static<typeof PlaybookLens>

export const CompareResponse = Type.Object({
  old: ComparedSide,
  new: ComparedSide,
  summary: ComparisonSummary,
  approximate: Type.Boolean(),
  entries: Type.Array(ComparisonEntry),
  lens: Type.Optional(PlaybookLens)
})
export type CompareResponse = Static<typeof CompareResponse>
