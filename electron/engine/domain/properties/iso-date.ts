const MS_PER_DAY = 86_400_000
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
/** A date followed by a time part, in any of the usual ISO 8601 spellings. */
const DATE_WITH_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d/

export type IsoDateParse =
  | { ok: true; epochMs: number }
  | { ok: false; reason: 'not-a-date' | 'has-time' | 'no-such-day' }

/**
 * Reads `YYYY-MM-DD` as 00:00 UTC of that day. Property dates are calendar days, not instants,
 * so a time part is refused rather than silently dropped.
 */
export function parseIsoDate(text: string): IsoDateParse {
  const trimmed = text.trim()
  const match = DATE_ONLY.exec(trimmed)
  if (match === null) return { ok: false, reason: DATE_WITH_TIME.test(trimmed) ? 'has-time' : 'not-a-date' }
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, reason: 'no-such-day' }
  }
  return { ok: true, epochMs: utcDay(year, month, day) }
}

/** `YYYY-MM-DD` of the UTC day containing the instant. */
export function formatIsoDate(epochMs: number): string {
  const date = new Date(startOfUtcDay(epochMs))
  const year = String(date.getUTCFullYear()).padStart(4, '0')
  const month = String(date.getUTCMonth() + 1).padStart(2, '0')
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}

export function startOfUtcDay(epochMs: number): number {
  return Math.floor(epochMs / MS_PER_DAY) * MS_PER_DAY
}

/** Epoch ms of 00:00 UTC on a calendar day; month is 1-based. */
export function utcDay(year: number, month: number, day: number): number {
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear does not.
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  return date.getTime()
}

export function daysInMonth(year: number, month: number): number {
  return new Date(utcDay(year, month + 1, 0)).getUTCDate()
}

export { MS_PER_DAY }
