import { MS_PER_DAY, daysInMonth, utcDay } from '../properties/iso-date'

/**
 * The same day `months` later, clamped to the end of a shorter month: Jan 31 + 1 month is
 * Feb 28 (Feb 29 in a leap year). `dayMs` is 00:00 UTC of a day.
 */
export function addMonths(dayMs: number, months: number): number {
  const date = new Date(dayMs)
  const monthIndex = date.getUTCFullYear() * 12 + date.getUTCMonth() + months
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12 + 1
  return utcDay(year, month, Math.min(date.getUTCDate(), daysInMonth(year, month)))
}

export function subtractDays(dayMs: number, days: number): number {
  return dayMs - days * MS_PER_DAY
}

/** Whole calendar months from the month of `fromMs` to the month of `toMs`, ignoring days. */
export function calendarMonthsBetween(fromMs: number, toMs: number): number {
  const from = new Date(fromMs)
  const to = new Date(toMs)
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth())
}
