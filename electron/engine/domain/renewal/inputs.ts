import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { parseIsoDate, startOfUtcDay } from '../properties/iso-date'
import { parseNumericText } from '../properties/numeric-text'
import { END_DATE_BASES, RENEWAL_PROPERTY_KEYS as KEYS, type EndDateBasis } from './keys'

/** The renewal properties of one contract, read leniently: a value of the wrong shape counts as absent. */
export interface RenewalInputs {
  effectiveDate: number | null
  endDate: number | null
  /** Positive whole months, else null. */
  initialTermMonths: number | null
  renewalTermMonths: number | null
  /** Non-negative whole days, else null. */
  noticePeriodDays: number | null
  /** The stored basis when Folio knows it; `unrecognised` when something else is stored. */
  endDateBasis: EndDateBasis | 'unrecognised' | null
  noticeType: string | null
  autoRenewal: boolean | null
}

export function readRenewalInputs(values: ReadonlyMap<string, StoredPropertyValue>): RenewalInputs {
  return {
    effectiveDate: dayOf(values.get(KEYS.effectiveDate)),
    endDate: dayOf(values.get(KEYS.endDate)),
    initialTermMonths: wholeNumber(values.get(KEYS.initialTermMonths), 1),
    renewalTermMonths: wholeNumber(values.get(KEYS.renewalTermMonths), 1),
    noticePeriodDays: wholeNumber(values.get(KEYS.noticePeriodDays), 0),
    endDateBasis: basisOf(values.get(KEYS.endDateBasis)),
    noticeType: normalizedText(values.get(KEYS.noticeType)),
    autoRenewal: booleanOf(values.get(KEYS.autoRenewal))
  }
}

/**
 * Dates are stored as 00:00 UTC; one synced from the company service with a time of day still
 * counts as its UTC day, so every deadline falls on a day boundary.
 */
function dayOf(value: StoredPropertyValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? startOfUtcDay(value) : null
  if (typeof value === 'string') {
    const parsed = parseIsoDate(value)
    return parsed.ok ? parsed.epochMs : null
  }
  return null
}

/** The stored number as the list item shows it (`noticePeriodDays`), whatever its sign. */
export function numberOf(value: StoredPropertyValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') {
    const parsed = parseNumericText(value)
    return parsed.ok ? parsed.value : null
  }
  return null
}

/** Terms are whole months and notice whole days; anything else is not an input the schedule can use. */
function wholeNumber(value: StoredPropertyValue | undefined, minimum: number): number | null {
  const number = numberOf(value)
  return number !== null && Number.isSafeInteger(number) && number >= minimum ? number : null
}

function basisOf(value: StoredPropertyValue | undefined): RenewalInputs['endDateBasis'] {
  const text = normalizedText(value)
  if (text === null) return null
  return END_DATE_BASES.find((basis) => basis === text) ?? 'unrecognised'
}

function normalizedText(value: StoredPropertyValue | undefined): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim().toLowerCase()
  return text === '' ? null : text
}

function booleanOf(value: StoredPropertyValue | undefined): boolean | null {
  return typeof value === 'boolean' ? value : null
}
