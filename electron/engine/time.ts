const DAY = 86_400_000
/** Years 0000..9999, where toISOString prints four-digit years. */
const FIRST_INSTANT = -62_167_219_200_000
const END_INSTANT = 253_402_300_800_000
const dayStrings = new Map<number, string>()

const two = (n: number) => (n < 10 ? `0${n}` : String(n))
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n))

/**
 * Timestamps are stored as epoch milliseconds and printed as ISO 8601 UTC, exactly as
 * Date#toISOString prints them. Lists print four timestamps a row and toISOString costs more than
 * the rest of the row together, so each day's date is computed once and the time of day by
 * arithmetic.
 */
export function toIso(ms: number): string {
  if (!(ms >= FIRST_INSTANT && ms < END_INSTANT) || !Number.isInteger(ms)) return new Date(ms).toISOString()
  const day = Math.floor(ms / DAY)
  let date = dayStrings.get(day)
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10)
    if (dayStrings.size >= 20_000) dayStrings.clear()
    dayStrings.set(day, date)
  }
  const time = ms - day * DAY
  const hours = Math.floor(time / 3_600_000)
  const minutes = Math.floor((time % 3_600_000) / 60_000)
  const seconds = Math.floor((time % 60_000) / 1000)
  return `${date}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(time % 1000)}Z`
}

export function toIsoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString()
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Parses an ISO 8601 date or date-time. A date alone is midnight UTC. Returns null for anything
 * that is not a real instant (`2025-02-30` included), so callers can name the parameter in a 400.
 */
export function parseIsoInstant(value: string): number | null {
  const ms = Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value)
  if (Number.isNaN(ms)) return null
  if (DATE_ONLY.test(value) && new Date(ms).toISOString().slice(0, 10) !== value) return null
  return ms
}

/** True when the string is an ISO 8601 date (YYYY-MM-DD) or a date-time with a time zone. */
export function isIsoInstant(value: string): boolean {
  if (DATE_ONLY.test(value)) return parseIsoInstant(value) !== null
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && parseIsoInstant(value) !== null
}
