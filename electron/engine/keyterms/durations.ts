import { NUMBER, parseNumber } from './number-words'

/** A length of time as a contract states it: "three (3) years", "one-year", "ninety (90) days". */
export interface Duration {
  amount: number
  unit: 'day' | 'month' | 'year'
}

export const UNIT = '(?:calendar\\s|business\\s|contract\\s|full\\s|consecutive\\s)?(?:days?|months?|years?)'

/** NUMBER followed by a unit, capturing both ("thirty (30) days", "one-year", "12 months'"). */
export const DURATION = `\\b(${NUMBER})[\\s-]{1,3}(${UNIT})\\b`

export function durationOf(numberText: string, unitText: string): Duration | null {
  const amount = parseNumber(numberText)
  if (amount === null || amount <= 0) return null
  const unit = /day/i.test(unitText) ? 'day' : /month/i.test(unitText) ? 'month' : 'year'
  return { amount, unit }
}

export function inMonths(duration: Duration): number | null {
  if (duration.unit === 'year') return duration.amount * 12
  if (duration.unit === 'month') return duration.amount
  return null
}

/** Days of a notice period; a month counts as 30 days, a year as 365. */
export function inDays(duration: Duration): number {
  if (duration.unit === 'year') return duration.amount * 365
  if (duration.unit === 'month') return duration.amount * 30
  return duration.amount
}
