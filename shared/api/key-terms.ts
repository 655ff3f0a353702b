import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Id24, Nullable, StringEnum } from './common'

/**
 * Key terms Folio reads from a contract's paragraphs. Every value names where it came from: a
 * paragraph (zero-based, as the text endpoint's array is indexed) and a UTF-16 span of it. No
 * evidence, no value.
 */
export const KEY_TERM_NAMES = ['parties', 'agreementDate', 'effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod', 'governingLaw'] as const
export const KeyTermName = StringEnum(KEY_TERM_NAMES)
export type KeyTermName = Static<typeof KeyTermName>

export const KeyTermEvidence = Type.Object({
  paragraphIndex: Type.Integer({ minimum: 0, description: 'zero-based index into the paragraphs' }),
  start: Type.Integer({ minimum: 0, description: 'UTF-16 offset into the paragraph text' }),
  end: Type.Integer({ minimum: 0 }),
  text: Type.String({ description: 'the paragraph text between start and end' })
})
export type KeyTermEvidence = Static<typeof KeyTermEvidence>

export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'ISO 8601 calendar date' })

export const PartyTerm = Type.Object({
  name: Type.String({ description: 'the party as the contract names it' }),
  definedAs: Type.Array(Type.String(), { description: 'short names the contract gives it ("Company", "MA")' }),
  evidence: KeyTermEvidence
})
export type PartyTerm = Static<typeof PartyTerm>

export const RenewalTermValue = Type.Object({
  months: Type.Integer({ minimum: 1, description: 'the length of one renewal' }),
  automatic: Type.Boolean({ description: 'renews unless notice is given' })
})
export type RenewalTermValue = Static<typeof RenewalTermValue>

export const NoticePeriodValue = Type.Object({ days: Type.Integer({ minimum: 1, description: 'a month counts as 30 days' }) })
export type NoticePeriodValue = Static<typeof NoticePeriodValue>

export const GoverningLawValue = Type.Object({
  jurisdiction: Type.String({ description: 'the state, province or country whose law governs ("New York", "Ontario", "England and Wales")' }),
  country: Type.String({ description: 'the country it lies in ("United States", "Canada", "United Kingdom")' })
})
export type GoverningLawValue = Static<typeof GoverningLawValue>

/** `applied`: whether the contract's mapped property already holds the value (always false outside a stored contract). */
const proposed = <V extends TSchema>(value: V) =>
  Nullable(
    Type.Object({
      value,
      evidence: KeyTermEvidence,
      basis: Type.Optional(Type.String({ description: 'how a computed value was reached ("3 years from the effective date 2014-05-05")' })),
      applied: Type.Boolean()
    })
  )

export const KeyTerms = Type.Object({
  parties: Type.Array(PartyTerm),
  agreementDate: proposed(IsoDate),
  effectiveDate: proposed(IsoDate),
  expirationDate: proposed(Type.Union([IsoDate, Type.Literal('perpetual')])),
  renewalTerm: proposed(RenewalTermValue),
  noticePeriod: proposed(NoticePeriodValue),
  governingLaw: proposed(GoverningLawValue)
})
export type KeyTerms = Static<typeof KeyTerms>

export const KeyTermsRequest = Type.Object(
  { paragraphs: Type.Array(Type.String(), { maxItems: 5000, description: 'the shape the text endpoint returns' }) },
  { additionalProperties: false }
)
export type KeyTermsRequest = Static<typeof KeyTermsRequest>

export const KeyTermsAnswer = Type.Object({ terms: KeyTerms })
export type KeyTermsAnswer = Static<typeof KeyTermsAnswer>

export const ContractKeyTerms = Type.Object({
  contractId: Id24,
  revision: Type.String({ description: 'the text revision the terms were read from' }),
  terms: KeyTerms
})
export type ContractKeyTerms = Static<typeof ContractKeyTerms>
