import { setTimeout as delay } from 'node:timers/promises'
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff'
import type { IncomingResponse, OutgoingRequest, Transport } from '../../../shared/api/client'
import type { OperationName } from '../../../shared/api/operations'
import { RemoteUnavailable, SyncStopped } from './errors'
import { BrokenResponse, HttpConnections, type RawResponse } from './transport'

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

export interface RemoteClientOptions {
  baseUrl: string
  /** One attempt, body included, may take this long (default 30 s). */
  timeoutMs?: number
  backoff?: Partial<BackoffPolicy>
  /** Injected in tests so retry timing is deterministic. */
  random?: () => number
  sleep?: Sleep
  now?: () => number
  /** Aborts every request (the engine is closing). */
  signal?: AbortSignal
  /** Told about each retry: what failed and how long the client waits. */
  onRetry?: (event: RetryEvent) => void
  /** Connections kept open to the service (default 32). */
  maxSockets?: number
}

export interface RetryEvent {
  request: string
  attempt: number
  delayMs: number
  cause: string
}

/**
 * Operations whose failure after sending (a dropped connection, a timeout, a 5xx) is not retried
 * here: a generation may have created a contract, and its retry is decided by the pusher, which
 * looks for that contract first. Everything else sync sends reads, or sets values, and is safe
 * to send again.
 */
const NOT_RETRIED_WHEN_UNSURE: ReadonlySet<OperationName> = new Set(['generateContract'])

/** Connection failures that mean the request never left this laptop. */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'])

interface Failure {
  reason: 'network' | 'timeout' | 'status'
  /** The request may have been carried out. */
  unsure: boolean
  answered: boolean
  status: number | null
  retryAfter: string | null
  message: string
}

/**
 * The one HTTP carrier for the company API, as the typed client's transport: a timeout per attempt
 * through an AbortSignal (the body included, so a connection that stalls mid-body fails), and
 * retries of 429, 5xx, network errors and timeouts with exponential backoff and full jitter,
 * honouring Retry-After. Other 4xx are never retried: they are the service's answer, and go back
 * to the client as such. When the retries run out the request fails with RemoteUnavailable.
 */
export class RemoteClient {
  readonly baseUrl: string
  readonly transport: Transport
  private readonly policy: BackoffPolicy
  private readonly timeoutMs: number
  private readonly random: () => number
  private readonly sleep: Sleep
  private readonly now: () => number
  private readonly connections: HttpConnections

  constructor(private readonly options: RemoteClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.policy = { ...DEFAULT_BACKOFF, ...options.backoff }
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.random = options.random ?? Math.random
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }))
    this.now = options.now ?? Date.now
    this.connections = new HttpConnections(this.baseUrl, options.maxSockets ?? 32)
    this.transport = (request) => this.exchange(request)
  }

  /** Waits as a retry would (backoff with jitter), for callers that retry whole operations themselves. */
  async pause(retry: number): Promise<void> {
    this.checkStopped()
    try {
      await this.sleep(retryDelay(retry, null, this.policy, this.random, this.now()), this.stopSignal())
    } catch {
      throw new SyncStopped()
    }
  }

  /** Closes the kept-alive connections (at the end of a run). */
  close(): void {
    this.connections.close()
  }

  private async exchange(request: OutgoingRequest): Promise<IncomingResponse> {
    const label = describe(request)
    const retryUnsure = !NOT_RETRIED_WHEN_UNSURE.has(request.operation)
    let answered = false
    for (let attempt = 1; ; attempt++) {
      this.checkStopped()
      const outcome = await this.attempt(request)
      if (outcome.ok) return outcome.response
      const failure = outcome.failure
      answered ||= failure.answered
      const retryable = !failure.unsure || retryUnsure
      if (!retryable || attempt >= this.policy.maxAttempts) {
        throw new RemoteUnavailable(`${label} failed: ${failure.message}`, failure.reason, failure.unsure, answered, failure.status)
      }
      const wait = retryDelay(attempt - 1, failure.retryAfter, this.policy, this.random, this.now())
      this.options.onRetry?.({ request: label, attempt, delayMs: wait, cause: failure.message })
      try {
        await this.sleep(wait, this.stopSignal())
      } catch {
        throw new SyncStopped()
      }
    }
  }

  private async attempt(request: OutgoingRequest): Promise<{ ok: true; response: IncomingResponse } | { ok: false; failure: Failure }> {
    const timeout = AbortSignal.timeout(this.timeoutMs)
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout
    if (request.body instanceof FormData) throw new Error(`${describe(request)}: sync sends no uploads`)
    let response: RawResponse
    try {
      response = await this.connections.exchange(new URL(this.baseUrl + request.url), request.method, request.headers, request.body, signal)
    } catch (error) {
      return { ok: false, failure: this.networkFailure(error, timeout) }
    }
    const status = response.status
    if (status === 429 || status >= 500) {
      const { error, message } = errorText(response.body.toString('utf8'), status)
      return {
        ok: false,
        failure: { reason: 'status', unsure: status >= 500, answered: true, status, retryAfter: response.headers.get('retry-after'), message: `${status} ${error}: ${message}` }
      }
    }
    if (status >= 200 && status < 300 && isJson(response) && !parses(response.body)) {
      // A 2xx whose body does not parse was cut off on the way: retry it like a dropped connection.
      const broken = new BrokenResponse(`the answer of ${describe(request)} is not complete JSON`, true, null)
      return { ok: false, failure: this.networkFailure(broken, timeout) }
    }
    // Any other status is the service's answer; the typed client reads it.
    return { ok: true, response }
  }

  private networkFailure(error: unknown, timeout: AbortSignal): Failure {
    this.checkStopped()
    const answered = error instanceof BrokenResponse && error.answered
    if (timeout.aborted) return { reason: 'timeout', unsure: true, answered, status: null, retryAfter: null, message: `no complete answer within ${this.timeoutMs} ms` }
    const code = error instanceof BrokenResponse ? error.code : null
    const unsure = answered || code === null || !NOT_SENT.has(code)
    return { reason: 'network', unsure, answered, status: null, retryAfter: null, message: code ? `${code}: ${(error as Error).message}` : (error as Error).message }
  }

  private checkStopped(): void {
    if (this.options.signal?.aborted) throw new SyncStopped()
  }

  private stopSignal(): AbortSignal {
    return this.options.signal ?? new AbortController().signal
  }
}

function isJson(response: RawResponse): boolean {
  return (response.headers.get('content-type') ?? '').includes('json')
}

function parses(body: Buffer): boolean {
  if (body.byteLength === 0) return true
  try {
    JSON.parse(body.toString('utf8'))
    return true
  } catch {
    return false
  }
}

export function describe(request: Pick<OutgoingRequest, 'method' | 'url'>): string {
  return `${request.method} ${request.url.split('?')[0] ?? ''}`
}

/** The spec's error body `{error, message}`, or what can be made of another answer, for retry messages. */
function errorText(text: string, status: number): { error: string; message: string } {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown }
    if (typeof parsed.message === 'string') return { error: typeof parsed.error === 'string' ? parsed.error : `HTTP ${status}`, message: parsed.message }
  } catch {
    // Not JSON: a proxy's page or nothing at all.
  }
  return { error: `HTTP ${status}`, message: text.trim().slice(0, 300) || 'no details given' }
}
