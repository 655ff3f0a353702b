import type { KeyTermName, KeyTerms } from '../../../../shared/api/key-terms'
import { KEY_TERM_LABELS } from '../../../../shared/api/key-term-actions'
import type { PropertyDefinitionRecord } from '../properties'
import { RENEWAL_PROPERTY_KEYS as KEYS } from '../renewal'

/**
 * What writing a key term to its property means, as the body of a property write
 * (PUT /v2/contracts/{id}/properties): the mapped property's value in the form that write takes,
 * and, when the term feeds the renewal schedule, the schedule's companion inputs the catalogue
 * has (an end date is a `fixed` basis; a perpetual term is an `indefinite` one; a renewal term
 * says whether it renews by itself; a notice period, on a contract that does not say what its
 * notice is for, is notice of non-renewal when the contract renews by itself, else of termination).
 */
export type TermWrites = { writes: Record<string, unknown> } | { problem: string }

type Catalogue = ReadonlyMap<string, PropertyDefinitionRecord>

const named = (term: KeyTermName) => `Key term '${term}' (${KEY_TERM_LABELS[term].toLowerCase()})`

/** The choice of a list property a value names, in the catalogue's spelling. */
function choiceFor(def: PropertyDefinitionRecord, candidates: readonly string[]): string | null {
  const choices = def.options?.choices ?? []
  for (const candidate of candidates) {
    const found = choices.find((choice) => choice.localeCompare(candidate, 'en', { sensitivity: 'base' }) === 0)
    if (found !== undefined) return found
  }
  return null
}

/** A companion input of the schedule, written only where the catalogue has it with the expected type and value. */
function companion(catalogue: Catalogue, key: string, value: string | boolean | null): Record<string, unknown> {
  const def = catalogue.get(key)
  if (!def || def.manualOnly) return {}
  if (typeof value === 'boolean') return def.type === 'boolean' ? { [key]: value } : {}
  if (value === null) return { [key]: null }
  return def.type === 'list' && choiceFor(def, [value]) !== null ? { [key]: value } : {}
}

export function termWrites(term: KeyTermName, terms: KeyTerms, property: PropertyDefinitionRecord | null, catalogue: Catalogue, current: ReadonlyMap<string, unknown>): TermWrites {
  const noValue = { problem: `${named(term)} has no value in this text: there is nothing to apply` }
  if (property === null) return { problem: `${named(term)} is mapped to no property: choose one in the key-term settings (PUT /local/settings/key-term-properties)` }
  const key = property.key
  switch (term) {
    case 'parties': {
      if (terms.parties.length === 0) return noValue
      return { writes: { [key]: terms.parties.map((p) => (p.definedAs.length > 0 ? `${p.name} ("${p.definedAs.join('", "')}")` : p.name)).join('; ') } }
    }
    case 'agreementDate':
    case 'effectiveDate': {
      const read = terms[term]
      return read ? { writes: { [key]: read.value } } : noValue
    }
    case 'expirationDate': {
      const read = terms.expirationDate
      if (!read) return noValue
      const feedsSchedule = key === KEYS.endDate
      if (read.value === 'perpetual') {
        const basis = catalogue.get(KEYS.endDateBasis)
        if (!feedsSchedule || !basis || choiceFor(basis, ['indefinite']) === null) {
          return { problem: `${named(term)} is perpetual (the agreement runs until terminated), which the date property '${key}' cannot hold` }
        }
        return { writes: { [key]: null, ...companion(catalogue, KEYS.endDateBasis, 'indefinite') } }
      }
      return { writes: { [key]: read.value, ...(feedsSchedule ? companion(catalogue, KEYS.endDateBasis, 'fixed') : {}) } }
    }
    case 'renewalTerm': {
      const read = terms.renewalTerm
      if (!read) return noValue
      const feedsSchedule = key === KEYS.renewalTermMonths
      return { writes: { [key]: read.value.months, ...(feedsSchedule ? companion(catalogue, KEYS.autoRenewal, read.value.automatic) : {}) } }
    }
    case 'noticePeriod': {
      const read = terms.noticePeriod
      if (!read) return noValue
      // The kind of notice a lawyer set stays; without one the deadline would not show as a notice deadline.
      const kind = key === KEYS.noticePeriodDays && !current.has(KEYS.noticeType) ? companion(catalogue, KEYS.noticeType, terms.renewalTerm?.value.automatic ? 'non_renewal' : 'termination') : {}
      return { writes: { [key]: read.value.days, ...kind } }
    }
    case 'governingLaw': {
      const read = terms.governingLaw
      if (!read) return noValue
      const { jurisdiction, country } = read.value
      if (property.type !== 'list') return { writes: { [key]: jurisdiction } }
      const choice = choiceFor(property, [jurisdiction, `${jurisdiction}, ${country}`])
      if (choice === null) {
        return { problem: `${named(term)} is ${jurisdiction} (${country}), which is not one of the choices of the list property '${key}'` }
      }
      return { writes: { [key]: choice } }
    }
  }
}
