import type { Sleep } from '../../../electron/sync/remote/client'

/**
 * Retry waits for the scenarios: every wait the client asks for is recorded (so a test can check
 * that Retry-After was honoured) and then shortened, so a storm of retries costs milliseconds.
 */
export class RecordedSleep {
  readonly waits: number[] = []

  constructor(private readonly maxRealMs = 5) {}

  readonly sleep: Sleep = (ms, signal) => {
    this.waits.push(ms)
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer)
        reject(new Error('aborted'))
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      }, Math.min(ms, this.maxRealMs))
      signal.addEventListener('abort', onAbort, { once: true })
    })
  }
}

/** A deterministic random source (mulberry32) so jitter replays exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
