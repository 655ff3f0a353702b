/** Timestamps are stored as epoch milliseconds and printed as ISO 8601 UTC. */
export function toIso(ms: number): string {
  return new Date(ms).toISOString()
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
