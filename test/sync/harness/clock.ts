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

