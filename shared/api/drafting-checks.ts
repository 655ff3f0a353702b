import { Type, type Static } from '@sinclair/typebox'
import { StringEnum } from './common'

/** What Folio's drafting checks look for, and how much each matters. */
export const FINDING_KINDS = [
  'undefined-term',
  'unused-definition',
  'duplicate-definition',
  'inconsistent-term',
  'broken-reference',
  'numbering',
  'placeholder',
  'number-mismatch',
  'invalid-date',
  'unbalanced'
] as const
export const FindingKind = StringEnum(FINDING_KINDS)
export type FindingKind = Static<typeof FindingKind>

export const FindingSeverity = StringEnum(['error', 'warning', 'info'] as const)
export type FindingSeverity = Static<typeof FindingSeverity>

export const TextPlace = Type.Object({
  paragraphIndex: Type.Integer({ minimum: 0, description: 'zero-based index into the paragraphs' }),
  start: Type.Integer({ minimum: 0, description: 'UTF-16 offset into the paragraph text' }),
  end: Type.Integer({ minimum: 0 })
})
export type TextPlace = Static<typeof TextPlace>

export const Finding = Type.Object({
  kind: FindingKind,
  severity: FindingSeverity,
  paragraphIndex: Type.Integer({ minimum: 0 }),
  start: Type.Integer({ minimum: 0 }),
  end: Type.Integer({ minimum: 0 }),
  text: Type.String({ description: 'the paragraph text between start and end' }),
  message: Type.String(),
  related: Type.Optional(Type.Array(TextPlace, { description: 'other places involved: the other definition, the heading a reference should point to' })),
  suggestion: Type.Optional(Type.String({ description: 'replacement text for the span, only where it is certain' }))
})
export type Finding = Static<typeof Finding>

export const Definition = Type.Object({
  term: Type.String(),
  paragraphIndex: Type.Integer({ minimum: 0 }),
  start: Type.Integer({ minimum: 0, description: 'the span of the term where it is defined' }),
  end: Type.Integer({ minimum: 0 }),
  uses: Type.Integer({ minimum: 0, description: 'times the term is used outside its definition' })
})
export type Definition = Static<typeof Definition>

export const DraftingChecks = Type.Object({
  findings: Type.Array(Finding, { description: 'ordered by place' }),
  definitions: Type.Array(Definition, { description: 'ordered by place' }),
  summary: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'findings per kind; every kind is present' })
})
export type DraftingChecks = Static<typeof DraftingChecks>

export const DraftingChecksRequest = Type.Object(
  { paragraphs: Type.Array(Type.String(), { maxItems: 5000, description: 'the shape the text endpoint returns' }) },
  { additionalProperties: false }
)
export type DraftingChecksRequest = Static<typeof DraftingChecksRequest>
