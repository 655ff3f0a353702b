import { describe, expect, it } from 'vitest'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { computeRenewalSchedule, nextScheduleChange, RENEWAL_PROPERTY_KEYS as K } from '../../../electron/engine/domain/renewal'
import { parseIsoDate } from '../../../electron/engine/domain/properties'

/**
 * The renewal schedule, case by case. Inputs use the catalogue keys; dates are written
 * `YYYY-MM-DD` here for reading and stored as epoch ms at 00:00 UTC, as the engine stores them.
 * Expected dates are instants at 00:00 UTC of the day given; `next` is when the schedule would
 * change with time alone.
 */
interface ScheduleCase {
  name: string
  values: Partial<Record<(typeof K)[keyof typeof K], StoredPropertyValue>>
  now: string
  expirationDate: string | null
  renewalAnchorDate: string | null
  renewalState: string
  next: string | null
}

const cases: ScheduleCase[] = [
  // Fixed end dates and the notice deadline.
  { name: 'a fixed end date ahead with no notice period is active until it expires',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31' }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' },
  { name: 'a fixed end date passed without automatic renewal is expired for good',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', auto_renewal: false }, now: '2026-01-10T09:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'expired', next: null },
  { name: 'without an auto_renewal value a contract is not assumed to renew',
    values: { end_date_basis: 'fixed', end_date: '2023-12-31' }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2023-12-31', renewalAnchorDate: '2023-12-31', renewalState: 'expired', next: null },
  { name: 'a notice period moves the anchor to the notice deadline',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 30 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-01', renewalState: 'active', next: '2025-12-01' },
  { name: 'between the notice deadline and the end the contract is in its notice period',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 30 }, now: '2025-12-10T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-01', renewalState: 'notice_period', next: '2025-12-31' },
  { name: 'the notice period opens at 00:00 UTC on the deadline',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 30 }, now: '2025-12-01T00:00:00.000Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-01', renewalState: 'notice_period', next: '2025-12-31' },
  { name: 'one millisecond before the deadline the contract is still active',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 30 }, now: '2025-11-30T23:59:59.999Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-01', renewalState: 'active', next: '2025-12-01' },
  { name: 'a contract expires at 00:00 UTC on its end date',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31' }, now: '2025-12-31T00:00:00.000Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'expired', next: null },
  { name: 'an expired contract keeps its last notice deadline as its anchor',
    values: { end_date_basis: 'fixed', end_date: '2024-12-31', notice_period_days: 30, auto_renewal: false }, now: '2025-06-01T12:00:00Z',
    expirationDate: '2024-12-31', renewalAnchorDate: '2024-12-01', renewalState: 'expired', next: null },
  { name: 'the leap day counts in a notice period reaching back across February',
    values: { end_date_basis: 'fixed', end_date: '2024-03-01', notice_period_days: 30 }, now: '2024-01-15T12:00:00Z',
    expirationDate: '2024-03-01', renewalAnchorDate: '2024-01-31', renewalState: 'active', next: '2024-01-31' },
  { name: 'notice type none switches the notice deadline off',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 30, notice_type: 'none' }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' },
  { name: 'a zero-day notice period leaves the anchor on the expiration date',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 0 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' },
  { name: 'a negative notice period is ignored',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: -5 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' },

  // Term-based end dates and month arithmetic.
  { name: 'a term basis counts the initial term from the effective date',
    values: { end_date_basis: 'term', effective_date: '2025-01-01', initial_term_months: 12 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2026-01-01', renewalAnchorDate: '2026-01-01', renewalState: 'active', next: '2026-01-01' },
  { name: 'Jan 31 plus one month is Feb 28 in a common year',
    values: { end_date_basis: 'term', effective_date: '2025-01-31', initial_term_months: 1 }, now: '2025-02-10T12:00:00Z',
    expirationDate: '2025-02-28', renewalAnchorDate: '2025-02-28', renewalState: 'active', next: '2025-02-28' },
  { name: 'Jan 31 plus one month is Feb 29 in a leap year',
    values: { end_date_basis: 'term', effective_date: '2024-01-31', initial_term_months: 1 }, now: '2024-02-10T12:00:00Z',
    expirationDate: '2024-02-29', renewalAnchorDate: '2024-02-29', renewalState: 'active', next: '2024-02-29' },
  { name: 'a one-year term from Feb 29 ends on Feb 28 of the common year after',
    values: { end_date_basis: 'term', effective_date: '2024-02-29', initial_term_months: 12 }, now: '2024-06-01T12:00:00Z',
    expirationDate: '2025-02-28', renewalAnchorDate: '2025-02-28', renewalState: 'active', next: '2025-02-28' },
  { name: 'a four-year term from Feb 29 ends on Feb 29',
    values: { end_date_basis: 'term', effective_date: '2024-02-29', initial_term_months: 48 }, now: '2025-01-01T12:00:00Z',
    expirationDate: '2028-02-29', renewalAnchorDate: '2028-02-29', renewalState: 'active', next: '2028-02-29' },
  { name: 'a notice period longer than the initial term puts the deadline before the effective date',
    values: { end_date_basis: 'term', effective_date: '2025-06-01', initial_term_months: 1, notice_period_days: 60 }, now: '2025-03-01T12:00:00Z',
    expirationDate: '2025-07-01', renewalAnchorDate: '2025-05-02', renewalState: 'active', next: '2025-05-02' },

  // Automatic renewal.
  { name: 'an automatic renewal rolls forward as many terms as needed to pass now',
    values: { end_date_basis: 'term', effective_date: '2020-01-01', initial_term_months: 12, auto_renewal: true, renewal_term_months: 12 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2026-01-01', renewalAnchorDate: '2026-01-01', renewalState: 'renewed', next: '2026-01-01' },
  { name: 'a renewed term past its notice deadline is in its notice period',
    values: { end_date_basis: 'term', effective_date: '2020-03-01', initial_term_months: 24, auto_renewal: true, renewal_term_months: 12, notice_period_days: 60 }, now: '2025-02-10T12:00:00Z',
    expirationDate: '2025-03-01', renewalAnchorDate: '2024-12-31', renewalState: 'notice_period', next: '2025-03-01' },
  { name: 'a renewed term before its notice deadline is renewed',
    values: { end_date_basis: 'term', effective_date: '2020-03-01', initial_term_months: 24, auto_renewal: true, renewal_term_months: 12, notice_period_days: 60 }, now: '2024-06-01T12:00:00Z',
    expirationDate: '2025-03-01', renewalAnchorDate: '2024-12-31', renewalState: 'renewed', next: '2024-12-31' },
  { name: 'rolling month by month keeps the month end instead of drifting (Feb 28, then Mar 31)',
    values: { end_date_basis: 'term', effective_date: '2024-10-31', initial_term_months: 3, auto_renewal: true, renewal_term_months: 1 }, now: '2025-03-15T12:00:00Z',
    expirationDate: '2025-03-31', renewalAnchorDate: '2025-03-31', renewalState: 'renewed', next: '2025-03-31' },
  { name: 'a monthly contract from the 31st renews to each month end',
    values: { end_date_basis: 'term', effective_date: '2025-01-31', initial_term_months: 1, auto_renewal: true }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-06-30', renewalAnchorDate: '2025-06-30', renewalState: 'renewed', next: '2025-06-30' },
  { name: 'a fixed end date renews counted from that end date',
    values: { end_date_basis: 'fixed', end_date: '2025-01-31', auto_renewal: true, renewal_term_months: 1 }, now: '2025-03-15T12:00:00Z',
    expirationDate: '2025-03-31', renewalAnchorDate: '2025-03-31', renewalState: 'renewed', next: '2025-03-31' },
  { name: 'without a renewal term a contract renews by its initial term',
    values: { end_date_basis: 'term', effective_date: '2023-01-15', initial_term_months: 6, auto_renewal: true }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-07-15', renewalAnchorDate: '2025-07-15', renewalState: 'renewed', next: '2025-07-15' },
  { name: 'renewals run for the renewal term, not the initial term',
    values: { end_date_basis: 'term', effective_date: '2023-01-01', initial_term_months: 24, auto_renewal: true, renewal_term_months: 6 }, now: '2025-03-01T12:00:00Z',
    expirationDate: '2025-07-01', renewalAnchorDate: '2025-07-01', renewalState: 'renewed', next: '2025-07-01' },
  { name: 'at the moment a term ends an auto-renewing contract is already in the next term',
    values: { end_date_basis: 'term', effective_date: '2024-01-01', initial_term_months: 12, auto_renewal: true, renewal_term_months: 12 }, now: '2025-01-01T00:00:00.000Z',
    expirationDate: '2026-01-01', renewalAnchorDate: '2026-01-01', renewalState: 'renewed', next: '2026-01-01' },
  { name: 'a notice period longer than the renewal term keeps every renewed term in its notice period',
    values: { end_date_basis: 'term', effective_date: '2025-01-01', initial_term_months: 1, auto_renewal: true, renewal_term_months: 1, notice_period_days: 90 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-07-01', renewalAnchorDate: '2025-04-02', renewalState: 'notice_period', next: '2025-07-01' },
  { name: 'a fixed end date on Feb 29 renews yearly to Feb 28',
    values: { end_date_basis: 'fixed', end_date: '2024-02-29', auto_renewal: true, renewal_term_months: 12 }, now: '2025-03-10T12:00:00Z',
    expirationDate: '2026-02-28', renewalAnchorDate: '2026-02-28', renewalState: 'renewed', next: '2026-02-28' },
  { name: 'before its end an auto-renewing contract without a renewal term is active',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', auto_renewal: true }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' },
  { name: 'past its end an auto-renewing contract with no term to renew by is unknown',
    values: { end_date_basis: 'fixed', end_date: '2023-12-31', auto_renewal: true }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },

  // Indefinite contracts, inferred bases and missing or inconsistent inputs.
  { name: 'an indefinite contract has no expiration and no anchor, even with a notice period',
    values: { end_date_basis: 'indefinite', effective_date: '2020-01-01', notice_period_days: 90 }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'indefinite', next: null },
  { name: 'a contract with no renewal inputs is unknown',
    values: {}, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a term basis without an initial term is unknown',
    values: { end_date_basis: 'term', effective_date: '2025-01-01' }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a term basis without an effective date is unknown',
    values: { end_date_basis: 'term', initial_term_months: 12, end_date: '2025-12-31' }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a fixed basis without an end date is unknown even when a term could be counted',
    values: { end_date_basis: 'fixed', effective_date: '2025-01-01', initial_term_months: 12 }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'without a basis an end date means a fixed end',
    values: { end_date: '2025-12-31', notice_period_days: 30 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-01', renewalState: 'active', next: '2025-12-01' },
  { name: 'without a basis an effective date and an initial term mean a term',
    values: { effective_date: '2025-01-01', initial_term_months: 6 }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-07-01', renewalAnchorDate: '2025-07-01', renewalState: 'active', next: '2025-07-01' },
  { name: 'an end date before the effective date is unknown',
    values: { end_date_basis: 'fixed', effective_date: '2025-06-01', end_date: '2025-01-01' }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a fractional initial term is unknown',
    values: { end_date_basis: 'term', effective_date: '2025-01-01', initial_term_months: 12.5 }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a term too long for any calendar is unknown',
    values: { end_date_basis: 'term', effective_date: '2025-01-01', initial_term_months: 1e9 }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'a notice period reaching before any calendar is unknown',
    values: { end_date_basis: 'fixed', end_date: '2025-12-31', notice_period_days: 1e12 }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'an end date basis Folio does not know is unknown',
    values: { end_date_basis: 'perpetual', end_date: '2025-12-31' }, now: '2025-06-15T12:00:00Z',
    expirationDate: null, renewalAnchorDate: null, renewalState: 'unknown', next: null },
  { name: 'an end date synced with a time of day counts from its UTC day',
    values: { end_date_basis: 'fixed', end_date: Date.parse('2025-12-31T15:30:00Z') }, now: '2025-06-15T12:00:00Z',
    expirationDate: '2025-12-31', renewalAnchorDate: '2025-12-31', renewalState: 'active', next: '2025-12-31' }
]

const DATE_KEYS = new Set<string>([K.effectiveDate, K.endDate])

function storedValues(values: ScheduleCase['values']): Map<string, StoredPropertyValue> {
  const stored = new Map<string, StoredPropertyValue>()
  for (const [key, value] of Object.entries(values)) {
    stored.set(key, DATE_KEYS.has(key) && typeof value === 'string' ? dayMs(value) : value)
  }
  return stored
}

function dayMs(isoDate: string): number {
  const parsed = parseIsoDate(isoDate)
  if (!parsed.ok) throw new Error(`bad date in the case table: ${isoDate}`)
  return parsed.epochMs
}

const dayOrNull = (isoDate: string | null) => (isoDate === null ? null : dayMs(isoDate))

describe('renewal schedule case table', () => {
  it('covers at least 25 cases, each named once', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25)
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length)
  })

  it.each(cases)('$name', (c) => {
    const now = Date.parse(c.now)
    const schedule = computeRenewalSchedule(storedValues(c.values), now)
    expect({
      expirationDate: schedule.expirationDate,
      renewalAnchorDate: schedule.renewalAnchorDate,
      renewalState: schedule.renewalState,
      next: nextScheduleChange(schedule, now)
    }).toEqual({
      expirationDate: dayOrNull(c.expirationDate),
      renewalAnchorDate: dayOrNull(c.renewalAnchorDate),
      renewalState: c.renewalState,
      next: dayOrNull(c.next)
    })
  })

  it.each(cases.filter((c) => c.next !== null))('re-running at the next change moves the schedule on: $name', (c) => {
    const values = storedValues(c.values)
    const now = Date.parse(c.now)
    const before = computeRenewalSchedule(values, now)
    const changeAt = nextScheduleChange(before, now)
    if (changeAt === null) throw new Error('the table promised a next change')
    expect(computeRenewalSchedule(values, changeAt - 1)).toEqual(before)
    expect(computeRenewalSchedule(values, changeAt)).not.toEqual(before)
  })
})
