import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { RENEWAL_PROPERTY_KEYS as K } from '../../../electron/engine/domain/renewal'
import { addMonths, formatIsoDate, MS_PER_DAY, type DemoCalendar } from '../calendar'
import type { DemoContractDoc, DocumentFamily } from '../documents/model'
import type { DemoRandom } from '../random'

/**
 * The renewal situations a legal team's book is full of, each placed relative to today so the
 * schedule always shows them: notice deadlines in the next 30, 90 and 180 days, a window already
 * open, contracts rolled over by automatic renewal, expired ones, open-ended ones, and contracts
 * whose data is too incomplete to tell.
 */
export type RenewalScenario =
  | 'due30'
  | 'due90'
  | 'due180'
  | 'activeLong'
  | 'noticePeriod'
  | 'renewed'
  | 'expired'
  | 'indefinite'
  | 'optionToRenew'
  | 'noNotice'
  | 'incomplete'
  | 'none'
  | 'future'

export const RENEWAL_SCENARIOS: readonly RenewalScenario[] = [
  'due30', 'due90', 'due180', 'activeLong', 'noticePeriod', 'renewed', 'expired', 'indefinite', 'optionToRenew', 'noNotice', 'incomplete', 'none', 'future'
]

export interface RenewalTerms {
  /** 00:00 UTC of the effective date, when one is stored. */
  effectiveDate: number | null
  properties: Record<string, StoredPropertyValue>
  document: DemoContractDoc['term']
}

type Weights = ReadonlyArray<readonly [RenewalScenario, number]>

const SIGNED: Weights = [
  ['due30', 10], ['due90', 10], ['due180', 10], ['activeLong', 16], ['noticePeriod', 6], ['renewed', 14], ['expired', 12],
  ['indefinite', 5], ['optionToRenew', 4], ['noNotice', 5], ['incomplete', 3], ['none', 2]
]
const SIGNED_BY_FAMILY: Partial<Record<DocumentFamily, Weights>> = {
  nda: [['activeLong', 10], ['due90', 2], ['due180', 3], ['expired', 8], ['noNotice', 6], ['none', 2]],
  employment: [['indefinite', 12], ['activeLong', 2], ['due90', 1], ['expired', 1]],
  lease: [['activeLong', 4], ['due180', 2], ['optionToRenew', 2], ['noticePeriod', 1], ['due90', 1]],
  dpa: [['indefinite', 5], ['activeLong', 4], ['renewed', 3], ['due90', 1], ['none', 2]]
}
const UNSIGNED: Weights = [['future', 6], ['incomplete', 2], ['none', 3]]
const TERMINATED: Weights = [['expired', 8], ['none', 1], ['incomplete', 1]]

/** Draws the scenario of a contract from its status: only signed contracts have live schedules. */
export function drawScenario(random: DemoRandom, statusCode: number, family: DocumentFamily): RenewalScenario {
  if (statusCode === 6) return random.weighted(TERMINATED)
  if (statusCode < 5) return random.weighted(UNSIGNED)
  return random.weighted(SIGNED_BY_FAMILY[family] ?? SIGNED)
}

interface TermShape {
  basis: 'fixed' | 'term' | 'indefinite' | null
  effective: number | null
  end: number | null
  months: number | null
  autoRenewal: boolean | null
  renewalMonths: number | null
  noticeDays: number | null
  noticeType: string | null
}

export function renewalTerms(scenario: RenewalScenario, calendar: DemoCalendar, random: DemoRandom, termChoices: readonly number[]): RenewalTerms {
  return fromShape(shapeOf(scenario, calendar, random, termChoices.length > 0 ? termChoices : [12, 24]))
}

function shapeOf(scenario: RenewalScenario, calendar: DemoCalendar, random: DemoRandom, termChoices: readonly number[]): TermShape {
  const months = random.pick(termChoices)
  const notice = random.pick([30, 60, 90])
  /** A live term whose notice deadline falls `anchorIn` days from today. */
  const dueIn = (anchorIn: number, autoRenewal: boolean): TermShape => {
    const end = calendar.day(anchorIn + notice)
    const fixed = random.chance(0.5)
    // A signed contract has already started: lengthen the term until its start is behind us.
    let length = months
    while (addMonths(end, -length) > calendar.today) length += 12
    return {
      basis: fixed ? 'fixed' : 'term',
      effective: addMonths(end, -length),
      end: fixed ? end : null,
      months: fixed ? null : length,
      autoRenewal,
      renewalMonths: autoRenewal ? random.pick([12, 12, 24]) : null,
      noticeDays: notice,
      noticeType: autoRenewal ? 'non_renewal' : 'termination'
    }
  }
  switch (scenario) {
    case 'due30':
      return dueIn(random.int(3, 27), true)
    case 'due90':
      return dueIn(random.int(35, 85), random.chance(0.7))
    case 'due180':
      return dueIn(random.int(95, 175), random.chance(0.6))
    case 'activeLong':
      return dueIn(random.int(200, 900), random.chance(0.5))
    case 'noticePeriod': {
      const days = random.pick([60, 90])
      const end = calendar.day(random.int(5, days - 10))
      return { basis: 'fixed', effective: addMonths(end, -months), end, months: null, autoRenewal: true, renewalMonths: 12, noticeDays: days, noticeType: 'non_renewal' }
    }
    case 'renewed': {
      // Started more than one initial term ago and has rolled over at least once since.
      const renewals = random.int(0, 2)
      const effective = addMonths(calendar.today, -(months + 12 * renewals)) - random.int(10, 300) * MS_PER_DAY
      return { basis: 'term', effective, end: null, months, autoRenewal: true, renewalMonths: 12, noticeDays: notice, noticeType: 'non_renewal' }
    }
    case 'expired': {
      const end = calendar.day(-random.int(10, 720))
      return { basis: 'fixed', effective: addMonths(end, -months), end, months: null, autoRenewal: false, renewalMonths: null, noticeDays: random.pick([30, 90]), noticeType: 'termination' }
    }
    case 'indefinite':
      return { basis: 'indefinite', effective: calendar.day(-random.int(60, 1500)), end: null, months: null, autoRenewal: null, renewalMonths: null, noticeDays: notice, noticeType: 'termination' }
    case 'optionToRenew': {
      const end = calendar.day(random.int(100, 500))
      return { basis: 'fixed', effective: addMonths(end, -months), end, months: null, autoRenewal: false, renewalMonths: null, noticeDays: 90, noticeType: 'renewal' }
    }
    case 'noNotice': {
      // A notice period is stored but the notice type says none is needed: no deadline before the end.
      const end = calendar.day(random.int(30, 600))
      return { basis: 'fixed', effective: addMonths(end, -months), end, months: null, autoRenewal: false, renewalMonths: null, noticeDays: random.chance(0.5) ? 30 : null, noticeType: 'none' }
    }
    case 'incomplete':
      // A term-based contract whose term length was never captured: the schedule cannot tell.
      return { basis: 'term', effective: calendar.day(-random.int(30, 700)), end: null, months: null, autoRenewal: random.chance(0.5), renewalMonths: null, noticeDays: notice, noticeType: 'non_renewal' }
    case 'none':
      return { basis: null, effective: random.chance(0.5) ? calendar.day(-random.int(30, 900)) : null, end: null, months: null, autoRenewal: null, renewalMonths: null, noticeDays: null, noticeType: null }
    case 'future':
      return {
        basis: 'term', effective: calendar.day(random.int(7, 90)), end: null, months, autoRenewal: random.chance(0.5),
        renewalMonths: null, noticeDays: notice, noticeType: random.pick(['non_renewal', 'termination'])
      }
  }
}

function fromShape(s: TermShape): RenewalTerms {
  const properties: Record<string, StoredPropertyValue> = {}
  if (s.effective !== null) properties[K.effectiveDate] = s.effective
  if (s.basis !== null) properties[K.endDateBasis] = s.basis
  if (s.end !== null) properties[K.endDate] = s.end
  if (s.months !== null) properties[K.initialTermMonths] = s.months
  if (s.autoRenewal !== null) properties[K.autoRenewal] = s.autoRenewal
  if (s.renewalMonths !== null) properties[K.renewalTermMonths] = s.renewalMonths
  if (s.noticeDays !== null) properties[K.noticePeriodDays] = s.noticeDays
  if (s.noticeType !== null) properties[K.noticeType] = s.noticeType
  const iso = (day: number | null) => (day === null ? null : formatIsoDate(day))
  return {
    effectiveDate: s.effective,
    properties,
    document: {
      effectiveDate: iso(s.effective),
      basis: s.basis,
      endDate: iso(s.end),
      initialTermMonths: s.months,
      autoRenewal: s.autoRenewal === true,
      renewalTermMonths: s.renewalMonths,
      noticePeriodDays: s.noticeDays,
      noticeType: s.noticeType
    }
  }
}
