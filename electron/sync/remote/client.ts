import { setTimeout as delay } from 'node:timers/promises'
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff'
import { RemoteRefused, RemoteUnavailable, SyncStopped } from './errors'
import { BrokenResponse, Transport, type RawResponse, type ResponseHeaders } from './transport'

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>

export interface RemoteClientOptions {
  baseUrl: string
  apiKey: string
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

export type Query = Record<string, string | number | boolean | undefined>

export interface RemoteRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Query
  body?: unknown
  headers?: Record<string, string>
  /**
   * Whether a failure after the request may have been carried out (network error, timeout,
   * 5xx) is retried. True for reads and for writes that are idempotent by nature (setting a
   * property or a status to a value); false for a generation, whose retry is decided by the pusher.
   */
  retryUnsure?: boolean
  /** Statuses that are answers rather than failures (404 for a contract without a file). */
  accept?: readonly number[]
}

export interface RemoteResponse<T> {
  status: number
  headers: ResponseHeaders
  body: T
  /** The service's clock from its Date header (epoch ms), when it sent one. */
  date: number | null
}

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
 * The one HTTP client for the company API: JSON with the user's key in x-api-key, a timeout per
 * attempt through an AbortSignal (the body included, so a connection that stalls mid-body fails), and
 * retries of 429, 5xx, network errors and timeouts with exponential backoff and full jitter,
 * honouring Retry-After. Other 4xx are never retried: they are the service's answer.
 */
export class RemoteClient {
  readonly baseUrl: string
  private readonly policy: BackoffPolicy
  private readonly timeoutMs: number
  private readonly random: () => number
  private readonly sleep: Sleep
  private readonly now: () => number
  private readonly transport: Transport

  constructor(private readonly options: RemoteClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.policy = { ...DEFAULT_BACKOFF, ...options.backoff }
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.random = options.random ?? Math.random
    this.sleep = options.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }))
    this.now = options.now ?? Date.now
    this.transport = new Transport(this.baseUrl, options.maxSockets ?? 32)
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

  async json<T>(request: RemoteRequest): Promise<RemoteResponse<T>> {
    return this.send(request, (body) => {
      if (body.byteLength === 0) return undefined as T
      try {
        return JSON.parse(body.toString('utf8')) as T
      } catch {
        // A 2xx whose body does not parse was cut off on the way: retry it like a dropped connection.
        throw new BrokenResponse(`the answer of ${describe(request)} is not complete JSON`, true, null)
      }
    })
  }

  async bytes(request: RemoteRequest): Promise<RemoteResponse<Buffer>> {
    return this.send(request, (body) => body)
  }

  /** Closes the kept-alive connections (at the end of a run). */
  close(): void {
    this.transport.close()
  }

  private async send<T>(request: RemoteRequest, read: (body: Buffer) => T): Promise<RemoteResponse<T>> {
    const label = describe(request)
    const retryUnsure = request.retryUnsure ?? request.method !== 'POST'
    let answered = false
    for (let attempt = 1; ; attempt++) {
      this.checkStopped()
      const outcome = await this.attempt(request, read)
      if (outcome.ok) return outcome.response
      const failure = outcome.failure
      answered ||= failure.answered
      if (failure.status !== null && failure.status !== 429 && failure.status < 500) {
        throw outcome.refusal ?? new RemoteRefused(failure.status, 'Error', failure.message, label)
      }
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

  private async attempt<T>(
    request: RemoteRequest,
    read: (body: Buffer) => T
  ): Promise<{ ok: true; response: RemoteResponse<T> } | { ok: false; failure: Failure; refusal?: RemoteRefused }> {
    const timeout = AbortSignal.timeout(this.timeoutMs)
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout
    const headers: Record<string, string> = { 'x-api-key': this.options.apiKey, accept: 'application/json', ...request.headers }
    let body: string | undefined
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(request.body)
    }
    let response: RawResponse
    try {
      response = await this.transport.exchange(this.url(request), request.method, headers, body, signal)
    } catch (error) {
      return { ok: false, failure: this.networkFailure(error, timeout) }
    }
    const status = response.status
    if ((status >= 200 && status < 300) || request.accept?.includes(status)) {
      try {
        const parsed = status >= 200 && status < 300 ? read(response.body) : (undefined as T)
        return { ok: true, response: { status, headers: response.headers, body: parsed, date: parseDate(response.headers.get('date')) } }
      } catch (error) {
        return { ok: false, failure: this.networkFailure(error, timeout) }
      }
    }
    const { error, message } = errorBody(response.body.toString('utf8'), status)
    const failure: Failure = {
      reason: 'status',
      unsure: status >= 500,
      answered: true,
      status,
      retryAfter: response.headers.get('retry-after'),
      message: `${status} ${error}: ${message}`
    }
    if (status !== 429 && status < 500) return { ok: false, failure, refusal: new RemoteRefused(status, error, message, describe(request)) }
    return { ok: false, failure }
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

  private url(request: RemoteRequest): URL {
    const url = new URL(this.baseUrl + request.path)
    for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value))
    return url
  }

}

export function describe(request: Pick<RemoteRequest, 'method' | 'path'>): string {
  return `${request.method} ${request.path}`
}

function parseDate(value: string | null): number | null {
  if (value === null) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/** The spec's error body `{error, message}`, or what can be made of another answer. */
function errorBody(text: string, status: number): { error: string; message: string } {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown }
    if (typeof parsed.message === 'string') return { error: typeof parsed.error === 'string' ? parsed.error : `HTTP ${status}`, message: parsed.message }
  } catch {
    // Not JSON: a proxy's page or nothing at all.
  }
  return { error: `HTTP ${status}`, message: text.trim().slice(0, 300) || 'no details given' }
}
