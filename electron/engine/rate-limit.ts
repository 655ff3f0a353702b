export interface RateLimitConfig {
  /** Requests a key may make per window. */
  limit: number
  windowMs: number
}

interface Bucket {
  tokens: number
  refilledAt: number
}

/**
 * Per-key token bucket: a key may burst up to `limit` requests, refilled evenly over the window.
 * Answers how long to wait when empty, for the Retry-After header.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly config: RateLimitConfig) {}

  take(keyId: string, now: number): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const ratePerMs = this.config.limit / this.config.windowMs
    const bucket = this.buckets.get(keyId) ?? { tokens: this.config.limit, refilledAt: now }
    bucket.tokens = Math.min(this.config.limit, bucket.tokens + (now - bucket.refilledAt) * ratePerMs)
    bucket.refilledAt = now
    this.buckets.set(keyId, bucket)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return { ok: true }
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerMs / 1000)) }
  }
}
