import { describe, expect, it } from 'vitest'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import {
  computeRenewalSchedule,
  END_DATE_BASES,
  NOTICE_TYPES,
  RENEWAL_PROPERTY_KEYS
} from '../../../electron/engine/domain/renewal'
import { renewalPropertyDefinitions } from '../../../resources/demo/catalogue/renewal-definitions'
import { addMonths } from '../../../electron/engine/domain/renewal/calendar'
import {
  describePropertyProblems,
  validatePropertyUpdate,
  type PropertyDefinitionRecord
} from '../../../electron/engine/domain/properties'

const NOW = Date.parse('2025-06-15T12:00:00Z')

function seededCatalogue(): Map<string, PropertyDefinitionRecord> {
  return new Map(renewalPropertyDefinitions().map((def, i) => [def.key, { ...def, id: `renewal-${i}` }]))
}

/** Values as a lawyer sends them, stored the way the engine stores them. */
function storedFromUpdate(input: Record<string, unknown>): Map<string, StoredPropertyValue> {
  const result = validatePropertyUpdate(input, {
    definitions: seededCatalogue(),
    contractCategoryId: null,
    currentValues: new Map(),
    partyExists: () => false
  })
  if (!result.ok) throw new Error(describePropertyProblems(result.problems))
  const stored = new Map<string, StoredPropertyValue>()
  for (const [key, value] of result.changes) if (value !== null) stored.set(key, value)
  return stored
}

describe('the renewal catalogue entries', () => {
  it('define exactly the keys the schedule reads, with their types', () => {
    const types = Object.fromEntries(renewalPropertyDefinitions().map((def) => [def.key, def.type]))
    expect(types).toEqual({
      effective_date: 'date',
      end_date_basis: 'list',
      end_date: 'date',
      initial_term_months: 'number',
      auto_renewal: 'boolean',
      renewal_term_months: 'number',
      notice_period_days: 'number',
      notice_type: 'list'
    })
    expect(new Set(Object.keys(types))).toEqual(new Set(Object.values(RENEWAL_PROPERTY_KEYS)))
  })

  it('offer the bases and notice types the schedule understands, on every contract', () => {
    const byKey = seededCatalogue()
    expect(byKey.get('end_date_basis')?.options?.choices).toEqual([...END_DATE_BASES])
    expect(byKey.get('notice_type')?.options?.choices).toEqual([...NOTICE_TYPES])
    expect(renewalPropertyDefinitions().every((def) => def.isGlobal && def.categoryIds.length === 0)).toBe(true)
  })
})

describe('a property update feeds the schedule', () => {
  it('computes the schedule from values sent as an add-in sends them', () => {
    const values = storedFromUpdate({
      end_date_basis: 'Term',
      effective_date: '2025-01-31',
      initial_term_months: '1',
      auto_renewal: true,
      notice_period_days: '10',
      notice_type: 'non_renewal'
    })
    expect(computeRenewalSchedule(values, NOW)).toEqual({
      expirationDate: Date.UTC(2025, 5, 30),
      renewalAnchorDate: Date.UTC(2025, 5, 20),
      renewalState: 'renewed',
      endDateBasis: 'term',
      noticeType: 'non_renewal',
      noticePeriodDays: 10,
      autorenew: true
    })
  })

  it('echoes the stored basis, notice and renewal flag even when the dates are unknown', () => {
    const values = storedFromUpdate({ end_date_basis: 'fixed', notice_period_days: 45, notice_type: 'termination', auto_renewal: false })
    expect(computeRenewalSchedule(values, NOW)).toEqual({
      expirationDate: null,
      renewalAnchorDate: null,
      renewalState: 'unknown',
      endDateBasis: 'fixed',
      noticeType: 'termination',
      noticePeriodDays: 45,
      autorenew: false
    })
  })

  it('shows nulls for renewal properties that are not stored', () => {
    expect(computeRenewalSchedule(new Map(), NOW)).toEqual({
      expirationDate: null,
      renewalAnchorDate: null,
      renewalState: 'unknown',
      endDateBasis: null,
      noticeType: null,
      noticePeriodDays: null,
      autorenew: null
    })
  })

  it('rolls a monthly renewal forward across more than a century', () => {
    const values = storedFromUpdate({ end_date_basis: 'fixed', end_date: '1901-01-31', auto_renewal: true, renewal_term_months: 1 })
    const schedule = computeRenewalSchedule(values, NOW)
    expect([schedule.expirationDate, schedule.renewalState]).toEqual([Date.UTC(2025, 5, 30), 'renewed'])
  })
})

describe('rolling forward lands on the first renewal end after now', () => {
  const renewalTerms = [1, 3, 12, 13]
  const endDates = Array.from({ length: 366 }, (_, day) => Date.UTC(2024, 0, 1 + day))

  it.each(renewalTerms)('for every end date in 2024 renewing every %i months', (months) => {
    const wrong: string[] = []
    for (const endDate of endDates) {
      const values = new Map<string, StoredPropertyValue>([
        ['end_date_basis', 'fixed'],
        ['end_date', endDate],
        ['auto_renewal', true],
        ['renewal_term_months', months]
      ])
      let expected = endDate
      for (let k = 1; expected <= NOW; k += 1) expected = addMonths(endDate, k * months)
      const actual = computeRenewalSchedule(values, NOW).expirationDate
      if (actual !== expected) wrong.push(`${new Date(endDate).toISOString()}: ${String(actual)} ≠ ${expected}`)
    }
    expect(wrong).toEqual([])
  })
})
