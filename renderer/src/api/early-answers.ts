import type { IncomingResponse, OutgoingRequest, Transport } from '../../../shared/api/client'

/**
 * How long a prefetched answer waits for its call. The screen that asked for it mounts within this
 * even on a slow machine; an answer older than this is not handed out, lest a screen show a state
 * the lawyer has since changed elsewhere.
 */
const KEPT_MS = 5_000

/** Reads started before the screen that needs them exists, handed to that screen when it asks. */
export interface EarlyAnswers {
  /** Wraps `send`: the first GET identical to a prefetched one gets its answer, any other request is sent. */
  transport: Transport
  /** Sends a GET now and keeps its answer for the first identical call; a request already waiting is not sent twice. */
  prefetch(request: OutgoingRequest): void
}

function keyOf(request: OutgoingRequest): string {
  return `${request.method} ${request.url} ${request.headers['x-api-key'] ?? ''}`
}

/** The kept answer, unless the claiming call is aborted first (as fetch would reject it). */
function claimed(answer: Promise<IncomingResponse>, signal: AbortSignal | undefined): Promise<IncomingResponse> {
  if (!signal) return answer
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

export function createEarlyAnswers(send: Transport, now: () => number = () => Date.now()): EarlyAnswers {
  const waiting = new Map<string, { answer: Promise<IncomingResponse>; at: number }>()
  const fresh = (at: number) => now() - at <= KEPT_MS
  return {
    prefetch(request) {
      if (request.method !== 'GET') return
      const key = keyOf(request)
      const kept = waiting.get(key)
      if (kept && fresh(kept.at)) return
      const { signal: _signal, ...unbound } = request
      const answer = send(unbound)
      // A failure is reported to the call that claims it; unclaimed, it is nobody's concern.
      answer.catch(() => undefined)
      waiting.set(key, { answer, at: now() })
    },
    transport(request) {
      // A write may change what a kept answer says: the screens ask again.
      if (request.method !== 'GET') {
        waiting.clear()
        return send(request)
      }
      const key = keyOf(request)
      const kept = waiting.get(key)
      if (!kept) return send(request)
      waiting.delete(key)
      return fresh(kept.at) ? claimed(kept.answer, request.signal) : send(request)
    }
  }
}
