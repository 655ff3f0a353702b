import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { addMonths, calendarMonthsBetween, subtractDays } from './calendar'
import { numberOf, readRenewalInputs, type RenewalInputs } from './inputs'
import { RENEWAL_PROPERTY_KEYS as KEYS, type RenewalState } from './keys'

/** The renewal fields of a contract list item; dates are epoch ms at 00:00 UTC. */
export interface RenewalSchedule {
  expirationDate: number | null
  renewalAnchorDate: number | null
  renewalState: string | null
  endDateBasis: string | null
  noticeType: string | null
  noticePeriodDays: number | null
  autorenew: boolean | null
}

/** The schedule of one contract's current term at `now`. The rules are in this folder's README. */
export function computeRenewalSchedule(values: ReadonlyMap<string, StoredPropertyValue>, now: number): RenewalSchedule {
  const fields = currentTerm(readRenewalInputs(values), now)
  const representable = [fields.expirationDate, fields.renewalAnchorDate].every((date) => date === null || isInstant(date))
  return { ...(representable ? fields : withoutEnd('unknown')), ...storedFields(values) }
}

/** Absurd terms (a million months) would give dates the engine cannot print as ISO 8601. */
const LATEST_INSTANT = 8.64e15

function isInstant(epochMs: number): boolean {
  return Number.isFinite(epochMs) && Math.abs(epochMs) <= LATEST_INSTANT
}

/**
 * When the schedule would change with time alone: the anchor when it is still ahead (the notice
 * period opens), otherwise the expiration date (the contract expires or renews). Null when
 * nothing is ahead: expired, indefinite or unknown.
 */
export function nextScheduleChange(schedule: RenewalSchedule, now: number): number | null {
  const ahead = [schedule.renewalAnchorDate, schedule.expirationDate].filter((date): date is number => date !== null && date > now)
  return ahead.length === 0 ? null : Math.min(...ahead)
}

type TermFields = Pick<RenewalSchedule, 'expirationDate' | 'renewalAnchorDate' | 'renewalState'>

function currentTerm(inputs: RenewalInputs, now: number): TermFields {
  const basis = inputs.endDateBasis ?? inferredBasis(inputs)
  if (basis === 'indefinite') return withoutEnd('indefinite')
  const initialEnd = basis === 'fixed' ? fixedEnd(inputs) : basis === 'term' ? termEnd(inputs) : null
  if (initialEnd === null) return withoutEnd('unknown')

  if (now < initialEnd) return term(inputs, initialEnd, now, 'active')
  if (inputs.autoRenewal !== true) {
    return { expirationDate: initialEnd, renewalAnchorDate: anchorOf(inputs, initialEnd), renewalState: 'expired' }
  }

  const renewalMonths = inputs.renewalTermMonths ?? inputs.initialTermMonths
  if (renewalMonths === null) return withoutEnd('unknown')
  const end = firstRenewalEndAfter(termOrigin(inputs, basis, initialEnd), renewalMonths, now)
  return term(inputs, end, now, 'renewed')
}

/** Where the months of every term end are counted from: the start of the contract, or the fixed end. */
interface TermOrigin {
  day: number
  monthsToInitialEnd: number
}

function termOrigin(inputs: RenewalInputs, basis: RenewalInputs['endDateBasis'], initialEnd: number): TermOrigin {
  if (basis === 'term' && inputs.effectiveDate !== null && inputs.initialTermMonths !== null) {
    return { day: inputs.effectiveDate, monthsToInitialEnd: inputs.initialTermMonths }
  }
  return { day: initialEnd, monthsToInitialEnd: 0 }
}

/** A stored end date means a fixed end; an effective date with an initial term means a term. */
function inferredBasis(inputs: RenewalInputs): RenewalInputs['endDateBasis'] {
  if (inputs.endDate !== null) return 'fixed'
  if (inputs.effectiveDate !== null && inputs.initialTermMonths !== null) return 'term'
  return null
}

/** An end before the start is a typing mistake the schedule cannot guess around. */
function fixedEnd(inputs: RenewalInputs): number | null {
  if (inputs.endDate === null) return null
  if (inputs.effectiveDate !== null && inputs.endDate < inputs.effectiveDate) return null
  return inputs.endDate
}

function termEnd(inputs: RenewalInputs): number | null {
  if (inputs.effectiveDate === null || inputs.initialTermMonths === null) return null
  return addMonths(inputs.effectiveDate, inputs.initialTermMonths)
}

/**
 * The end of the renewal term containing `now`: the first `origin + initial + k × renewal` months
 * (k ≥ 1) after now. Every end is counted from the origin, not from the previous end, so month
 * ends do not drift: a monthly contract from Jan 31 ends Feb 28, then Mar 31, not Mar 28.
 */
function firstRenewalEndAfter(origin: TermOrigin, renewalMonths: number, now: number): number {
  const endOf = (k: number) => addMonths(origin.day, origin.monthsToInitialEnd + k * renewalMonths)
  // Ends in a calendar month before now's are before now, so this k is never past the answer.
  const monthsSoFar = calendarMonthsBetween(origin.day, now) - origin.monthsToInitialEnd
  let k = Math.max(1, Math.floor(monthsSoFar / renewalMonths))
  while (endOf(k) <= now) k += 1
  return endOf(k)
}

/** A term ending at `end`; from its anchor to its end the contract is in its notice period. */
function term(inputs: RenewalInputs, end: number, now: number, beforeDeadline: RenewalState): TermFields {
  const anchor = anchorOf(inputs, end)
  const state: RenewalState = anchor < end && now >= anchor ? 'notice_period' : beforeDeadline
  return { expirationDate: end, renewalAnchorDate: anchor, renewalState: state }
}

/** The notice deadline when a notice period applies, otherwise the end itself. */
function anchorOf(inputs: RenewalInputs, end: number): number {
  const noticeDays = inputs.noticeType === 'none' ? null : inputs.noticePeriodDays
  return noticeDays !== null && noticeDays > 0 ? subtractDays(end, noticeDays) : end
}

function withoutEnd(state: RenewalState): TermFields {
  return { expirationDate: null, renewalAnchorDate: null, renewalState: state }
}

/** The list item echoes what is stored, not what the schedule inferred. */
function storedFields(values: ReadonlyMap<string, StoredPropertyValue>): Omit<RenewalSchedule, keyof TermFields> {
  const text = (key: string) => {
    const value = values.get(key)
    return typeof value === 'string' ? value : null
  }
  const autoRenewal = values.get(KEYS.autoRenewal)
  return {
    endDateBasis: text(KEYS.endDateBasis),
    noticeType: text(KEYS.noticeType),
    noticePeriodDays: numberOf(values.get(KEYS.noticePeriodDays)),
    autorenew: typeof autoRenewal === 'boolean' ? autoRenewal : null
  }
}
