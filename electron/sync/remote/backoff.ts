/**
 * Retry timing for the company service: exponential backoff with full jitter (a random wait
 * between 0 and base·2^n, capped), so clients that failed together do not retry together; a
 * Retry-After from the service is honoured (at least that long, up to a cap, so a hostile value
 * cannot stall sync for hours).
 */
export interface BackoffPolicy {
  /** Attempts per request, the first included. */
  maxAttempts: number
  baseDelayMs: number
  maxDelayMs: number
  /** The longest Retry-After honoured as given. */
  maxRetryAfterMs: number
}

export const DEFAULT_BACKOFF: BackoffPolicy = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 }

/** Full jitter: uniform in [0, min(cap, base·2^retry)). `retry` counts from 0. */
export function jitteredDelay(retry: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry)
  return Math.floor(random() * ceiling)
}

/**
 * Retry-After as milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Null when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  // An HTTP date names its day and month; a bare number with a sign is neither form.
  if (!/[A-Za-z]{3}/.test(text)) return null
  const at = Date.parse(text)
  if (Number.isNaN(at)) return null
  return Math.max(0, at - now)
}

/** How long to wait before retry number `retry` (from 0), given the failed answer's Retry-After. */
export function retryDelay(retry: number, retryAfter: string | null, policy: BackoffPolicy, random: () => number, now: number): number {
  const hinted = parseRetryAfter(retryAfter, now)
  if (hinted === null) return jitteredDelay(retry, policy, random)
  // A little jitter on top still spreads clients that were all told the same moment.
  return Math.min(policy.maxRetryAfterMs, hinted) + Math.floor(random() * Math.min(policy.baseDelayMs, 1000))
}
