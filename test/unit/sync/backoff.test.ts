import { describe, expect, it } from 'vitest'
import { DEFAULT_BACKOFF, jitteredDelay, parseRetryAfter, retryDelay, type BackoffPolicy } from '../../../electron/sync/remote/backoff'

const policy: BackoffPolicy = { maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 8_000, maxRetryAfterMs: 60_000 }
const NOW = Date.UTC(2026, 0, 5, 12, 0, 0)

describe('retry timing', () => {
  it('draws full jitter below base·2^retry, capped at the maximum delay', () => {
    expect([0, 1, 2, 3, 4, 5].map((retry) => jitteredDelay(retry, policy, () => 0.999999))).toEqual([499, 999, 1999, 3999, 7999, 7999])
    expect(jitteredDelay(3, policy, () => 0)).toBe(0)
    expect(jitteredDelay(2, policy, () => 0.5)).toBe(1000)
  })

  it('reads Retry-After as delta seconds or as an HTTP date, and nothing else', () => {
    expect(parseRetryAfter('7', NOW)).toBe(7000)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
    expect(parseRetryAfter(new Date(NOW + 12_000).toUTCString(), NOW)).toBe(12_000)
    expect(parseRetryAfter(new Date(NOW - 5_000).toUTCString(), NOW)).toBe(0)
    expect(parseRetryAfter(null, NOW)).toBe(null)
    expect(parseRetryAfter('soon', NOW)).toBe(null)
    expect(parseRetryAfter('-3', NOW)).toBe(null)
  })

  it('waits at least as long as Retry-After says, up to its cap, plus a little jitter', () => {
    expect(retryDelay(0, '3', policy, () => 0, NOW)).toBe(3000)
    expect(retryDelay(4, '3', policy, () => 0.5, NOW)).toBe(3250)
    expect(retryDelay(0, '3600', policy, () => 0, NOW)).toBe(60_000)
    expect(retryDelay(2, null, policy, () => 0.5, NOW)).toBe(1000)
  })

  it('defaults to six attempts, half a second doubling to thirty seconds', () => {
    expect(DEFAULT_BACKOFF).toEqual({ maxAttempts: 6, baseDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 120_000 })
  })
})
