import { formatIsoDate, MS_PER_DAY, startOfUtcDay } from '../../electron/engine/domain/properties/iso-date'
import { addMonths } from '../../electron/engine/domain/renewal/calendar'

export { addMonths, formatIsoDate, MS_PER_DAY, startOfUtcDay }

/**
 * Every demo date is placed relative to one day, 00:00 UTC of the seed's `now`: seeding twice on
 * the same day writes identical rows, and renewals are always upcoming whatever the day.
 */
export class DemoCalendar {
  readonly today: number

  constructor(now: number) {
    this.today = startOfUtcDay(now)
  }

  /** 00:00 UTC `days` from today (negative: in the past). */
  day(days: number): number {
    return this.today + days * MS_PER_DAY
  }

  /** An instant within a past working day: `daysAgo` ≥ 1, at `minuteOfDay` (07:00–19:00 when drawn). */
  pastInstant(daysAgo: number, minuteOfDay: number): number {
    return this.day(-Math.max(1, daysAgo)) + minuteOfDay * 60_000
  }

  daysFromToday(instant: number): number {
    return Math.round((startOfUtcDay(instant) - this.today) / MS_PER_DAY)
  }
}
