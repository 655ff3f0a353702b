/**
 * Calendar days in Folio are UTC midnights (the engine stores dates as epoch ms at 00:00 UTC), so
 * a day is shown and compared in UTC: a lawyer in New York must not see a deadline a day early.
 */
const DAY_MS = 86_400_000

/** Today's date where the lawyer is, as the UTC midnight of that calendar day. */
export function todayUtc(now: Date = new Date()): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
}

export function addDays(dayMs: number, days: number): number {
  return dayMs + days * DAY_MS
}

/** Whole days from `fromDay` to `toDay` (both UTC midnights or instants on those days). */
export function daysBetween(fromDay: number, toDay: number): number {
  return Math.round((startOfUtcDay(toDay) - startOfUtcDay(fromDay)) / DAY_MS)
}

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

/** `2026-11-21` for a UTC day. */
export function isoDay(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10)
}

/** A `YYYY-MM-DD` string as its UTC midnight, or null when it is not a calendar day. */
export function parseIsoDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return null
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return isoDay(ms) === text ? ms : null
}

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const instantFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })

/** "21 Nov 2026" for a calendar day given as ISO text or epoch ms. */
export function formatDay(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  const ms = typeof value === 'number' ? value : Date.parse(value)
  return Number.isNaN(ms) ? String(value) : dayFormat.format(ms)
}

/** "21 Nov" in the current year, "3 Feb 2028" otherwise: badges stay short without misleading. */
export function formatShortDay(value: string | number, today: number = todayUtc()): string {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (Number.isNaN(ms)) return String(value)
  return new Date(ms).getUTCFullYear() === new Date(today).getUTCFullYear() ? shortDayFormat.format(ms) : dayFormat.format(ms)
}

/** "21 Nov 2026, 09:03" in the lawyer's own time zone, for moments (created, updated). */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '—'
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? value : instantFormat.format(ms)
}

/** "today", "tomorrow", "in 12 days", "3 days ago". */
export function relativeDays(days: number): string {
  if (days === 0) return 'today'
  if (days === 1) return 'tomorrow'
  if (days === -1) return 'yesterday'
  return days > 0 ? `in ${days} days` : `${-days} days ago`
}
