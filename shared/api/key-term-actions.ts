import { Type, type Static } from '@sinclair/typebox'
import { Id24, Nullable, StringEnum } from './common'
import { ContractKeyTerms, KEY_TERM_NAMES, KeyTermName, type KeyTerms } from './key-terms'
import { PROPERTY_TYPES, type PropertyType } from './property-model'

/**
 * What Folio does with the key terms it read: which property of the workspace's catalogue each
 * term is written to, what applying a term would change, and the renewal deadlines that terms
 * read but not yet applied would set.
 */

/** The property types a term's value can be written to. */
export const KEY_TERM_PROPERTY_TYPES: Record<KeyTermName, readonly PropertyType[]> = {
  parties: ['string'],
  agreementDate: ['date'],
  effectiveDate: ['date'],
  expirationDate: ['date'],
  renewalTerm: ['number'],
  noticePeriod: ['number'],
  governingLaw: ['string', 'list']
}

/** How each term is named to a lawyer. */
export const KEY_TERM_LABELS: Record<KeyTermName, string> = {
  parties: 'Parties',
  agreementDate: 'Agreement date',
  effectiveDate: 'Effective date',
  expirationDate: 'Expiration date',
  renewalTerm: 'Renewal term',
  noticePeriod: 'Notice period',
  governingLaw: 'Governing law'
}

const PropertyType = StringEnum(PROPERTY_TYPES)

export const MappedProperty = Type.Object({
  key: Type.String(),
  label: Type.String(),
  type: Type.Union([PropertyType, Type.Null()], { description: 'null: an untyped property' })
})
export type MappedProperty = Static<typeof MappedProperty>

export const KeyTermMapping = Type.Object({
  term: KeyTermName,
  /** null: the term is shown but written nowhere until a property is chosen. */
  property: Nullable(MappedProperty),
  chosen: Type.Boolean({ description: "true when someone chose it; false when it follows Folio's default for this catalogue" }),
  /** Shown beside a choice, so that a lawyer sees what following the default again would give. */
  default: Nullable(MappedProperty),
  accepts: Type.Array(PropertyType, { description: 'the property types the term can be written to' })
})
export type KeyTermMapping = Static<typeof KeyTermMapping>

export const KeyTermPropertiesResponse = Type.Object({ mappings: Type.Array(KeyTermMapping, { description: 'one per term, in the order of the terms' }) })
export type KeyTermPropertiesResponse = Static<typeof KeyTermPropertiesResponse>

const MappedKey = Nullable(Type.String({ minLength: 1, maxLength: 200, description: "a property key of the catalogue; null maps the term to nothing" }))
export const KeyTermPropertiesBody = Type.Object(
  {
    properties: Type.Optional(
      Type.Partial(Type.Object(Object.fromEntries(KEY_TERM_NAMES.map((name) => [name, MappedKey])) as Record<KeyTermName, typeof MappedKey>, { additionalProperties: false }), {
        additionalProperties: false,
        description: 'the terms to map; a term left out keeps its mapping'
      })
    ),
    followDefault: Type.Optional(
      Type.Array(KeyTermName, {
        maxItems: KEY_TERM_NAMES.length,
        description: "the terms that drop the workspace's choice and follow Folio's default for the catalogue again (a term named twice counts once; a term may not also be in properties)"
      })
    )
  },
  { additionalProperties: false }
)
export type KeyTermPropertiesBody = Static<typeof KeyTermPropertiesBody>

export const PropertyChange = Type.Object({
  key: Type.String(),
  label: Type.String(),
  from: Nullable(Type.String({ description: 'the value the contract holds now, as shown' })),
  to: Nullable(Type.String({ description: 'the value applying the term writes, as shown' }))
})
export type PropertyChange = Static<typeof PropertyChange>

export const KeyTermChange = Type.Object({
  term: KeyTermName,
  changes: Type.Array(PropertyChange, { description: 'what applying the term writes (empty when it cannot be applied)' }),
  problem: Nullable(Type.String({ description: 'why the term cannot be applied as it stands (no value, no mapped property, a value the property refuses)' }))
})
export type KeyTermChange = Static<typeof KeyTermChange>

export const ContractKeyTermsResponse = Type.Object({
  ...ContractKeyTerms.properties,
  changes: Type.Array(KeyTermChange, { description: 'one per term, in the order of the terms' })
})
export type ContractKeyTermsResponse = Static<typeof ContractKeyTermsResponse>

export const ApplyKeyTermsBody = Type.Object(
  {
    terms: Type.Array(KeyTermName, { minItems: 1, maxItems: KEY_TERM_NAMES.length, description: 'the terms to write (a term named twice is written once)' }),
    revision: Type.String({ minLength: 1, maxLength: 64, description: 'the text revision the terms were read from (GET …/key-terms)' })
  },
  { additionalProperties: false }
)
export type ApplyKeyTermsBody = Static<typeof ApplyKeyTermsBody>

export const ProposedRenewal = Type.Object({
  contract: Type.Object({ id: Id24, name: Type.String(), reference: Nullable(Type.String()) }),
  revision: Type.String(),
  terms: Type.Array(KeyTermName, { description: 'the terms read but not applied that set these dates' }),
  expirationDate: Nullable(Type.String({ description: 'ISO date the current term would end' })),
  renewalAnchorDate: Nullable(Type.String({ description: 'ISO date of the notice deadline, else the expiration' })),
  noticePeriodDays: Nullable(Type.Integer()),
  autorenew: Nullable(Type.Boolean())
})
export type ProposedRenewal = Static<typeof ProposedRenewal>

export const ProposedRenewalsResponse = Type.Object({ proposed: Type.Array(ProposedRenewal) })
export type ProposedRenewalsResponse = Static<typeof ProposedRenewalsResponse>

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** An ISO date as a lawyer reads it: "21 June 1999". */
export function describeIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`
}

function lengthOf(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`
  return months === 1 ? '1 month' : `${months} months`
}

/**
 * A term's value in words, the same in the window, the Word pane and the command line; null when
 * the text gave none.
 */
export function describeKeyTerm(term: KeyTermName, terms: KeyTerms): string | null {
  switch (term) {
    case 'parties':
      return terms.parties.length === 0 ? null : terms.parties.map((p) => (p.definedAs.length > 0 ? `${p.name} (“${p.definedAs.join('”, “')}”)` : p.name)).join('; ')
    case 'agreementDate':
    case 'effectiveDate': {
      const read = terms[term]
      return read ? describeIsoDate(read.value) : null
    }
    case 'expirationDate': {
      const read = terms.expirationDate
      if (!read) return null
      return read.value === 'perpetual' ? 'Perpetual (until terminated)' : describeIsoDate(read.value)
    }
    case 'renewalTerm': {
      const read = terms.renewalTerm
      return read ? `${lengthOf(read.value.months)}, ${read.value.automatic ? 'renews automatically' : 'by option, not automatic'}` : null
    }
    case 'noticePeriod': {
      const read = terms.noticePeriod
      return read ? `${read.value.days} days` : null
    }
    case 'governingLaw': {
      const read = terms.governingLaw
      if (!read) return null
      return read.value.jurisdiction === read.value.country ? read.value.jurisdiction : `${read.value.jurisdiction}, ${read.value.country}`
    }
  }
}

/** How many of the seven terms the text gave a value ("Folio read 6 of 7 key terms"). */
export function countReadTerms(terms: KeyTerms): number {
  return KEY_TERM_NAMES.filter((term) => (term === 'parties' ? terms.parties.length > 0 : terms[term] !== null)).length
}
