import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RemoteClient, type RetryEvent } from '../../../electron/sync/remote/client'
import { CompanyApi } from '../../../electron/sync/remote/company-api'
import { RemoteRefused, RemoteUnavailable, SyncStopped } from '../../../electron/sync/remote/errors'

type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void

let server: Server | null = null
afterEach(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
  server = null
})

/** A real HTTP server answering each attempt with `handler`; returns its URL and the requests it saw. */
async function serve(handler: Handler): Promise<{ url: string; seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> }> {
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = []
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    req.resume()
    req.on('end', () => handler(req, res, seen.length))
  })
  server.keepAliveTimeout = 100
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), ...headers })
  res.end(text)
}

/** The company API over a remote client with deterministic retry timing. */
function client(url: string, options: { retries?: RetryEvent[]; waits?: number[]; timeoutMs?: number; signal?: AbortSignal } = {}): CompanyApi {
  const remote = new RemoteClient({
    baseUrl: url,
    timeoutMs: options.timeoutMs ?? 2_000,
    random: () => 0.5,
    now: () => Date.UTC(2026, 0, 5),
    backoff: { maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 30_000 },
    sleep: async (ms) => {
      options.waits?.push(ms)
    },
    onRetry: (event) => options.retries?.push(event),
    ...(options.signal ? { signal: options.signal } : {})
  })
  return new CompanyApi(remote, 'folio_test_key')
}

describe('the company API client', () => {
  it('sends the key in x-api-key, reads JSON and the service’s clock from Date', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 200, { message: 'hello' }, { date: 'Mon, 05 Jan 2026 10:00:00 GMT' }))
    const c = client(url)
    expect(await c.test()).toEqual({ message: 'hello' })
    expect(seen.map((s) => [s.url, s.headers['x-api-key']])).toEqual([['/v2/test', 'folio_test_key']])
    c.client.close()
  })

  it('reads the service’s clock from the Date header of a list page', async () => {
    const page = { contracts: [], pagination: { cursor: null, hasMore: false, pageSize: 50 } }
    const { url, seen } = await serve((_req, res) => json(res, 200, page, { date: 'Mon, 05 Jan 2026 10:00:00 GMT' }))
    const c = client(url)
    expect(await c.listContracts({ sort: 'updatedAt', order: 'asc', updatedAfter: undefined })).toEqual({ body: page, date: Date.UTC(2026, 0, 5, 10) })
    expect(seen.map((s) => s.url)).toEqual(['/v2/contracts?sort=updatedAt&order=asc'])
    c.client.close()
  })

  it('retries a 429 burst, honouring Retry-After in seconds and as a date', async () => {
    const waits: number[] = []
    const { url, seen } = await serve((_req, res, n) => {
      if (n === 1) return json(res, 429, { error: 'Too Many Requests', message: 'slow down' }, { 'retry-after': '3' })
      if (n === 2) return json(res, 429, { error: 'Too Many Requests', message: 'slow down' }, { 'retry-after': new Date(Date.UTC(2026, 0, 5) + 7000).toUTCString() })
      json(res, 200, { message: 'ok' })
    })
    const c = client(url, { waits })
    expect(await c.test()).toEqual({ message: 'ok' })
    expect(seen).toHaveLength(3)
    expect(waits).toEqual([3050, 7050])
    c.client.close()
  })

  it('retries 5xx and dropped connections of reads with exponential backoff and full jitter', async () => {
    const waits: number[] = []
    const { url } = await serve((_req, res, n) => {
      if (n === 1) return json(res, 503, { error: 'Service Unavailable', message: 'deploying' })
      if (n === 2) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
        res.write('{"half":')
        res.socket?.destroy()
        return
      }
      json(res, 200, { message: 'whole' })
    })
    const c = client(url, { waits })
    expect(await c.test()).toEqual({ message: 'whole' })
    expect(waits).toEqual([50, 100])
    c.client.close()
  })

  it('never retries another 4xx: the service’s error and message travel with the refusal', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 400, { error: 'Bad Request', message: "Body field 'status': unknown status 'Lost'" }))
    const c = client(url)
    const error = await c.updateStatus('x', 9, 'change-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteRefused)
    expect(error).toMatchObject({ status: 400, error: 'Bad Request', serviceMessage: "Body field 'status': unknown status 'Lost'", request: 'PUT /v2/contracts/x/status' })
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['change-1'])
    c.client.close()
  })

  it('does not resend a POST whose outcome is unknown (a 500 after it may have acted), and says so', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 500, { error: 'Internal Server Error', message: 'oops' }))
    const c = client(url)
    const error = await c.generate({ templateId: 'x' }, 'generation-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteUnavailable)
    expect(error).toMatchObject({ reason: 'status', outcomeUnknown: true, answered: true, status: 500 })
    expect(seen).toHaveLength(1)
    c.client.close()
  })

  it('times out an answer that never comes, and gives up after the attempts allowed', async () => {
    const retries: RetryEvent[] = []
    const { url, seen } = await serve(() => undefined)
    const c = client(url, { retries, timeoutMs: 150 })
    const error = await c.test().catch((e: unknown) => e)
    expect(error).toMatchObject({ reason: 'timeout', outcomeUnknown: true, answered: false })
    expect(seen).toHaveLength(4)
    expect(retries.map((r) => r.cause)).toEqual(['no complete answer within 150 ms', 'no complete answer within 150 ms', 'no complete answer within 150 ms'])
    c.client.close()
  })

  it('knows a refused connection never reached the service', async () => {
    const { url } = await serve(() => undefined)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = null
    const c = client(url)
    const error = await c.generate({ templateId: 'x' }, 'generation-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteUnavailable)
    expect(error).toMatchObject({ reason: 'network', outcomeUnknown: false, answered: false })
    c.client.close()
  })

  it('answers a contract without a file (404) as no file, not as a failure', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 404, { error: 'Not Found', message: 'no file' }))
    const c = client(url)
    expect(await c.download('x')).toBeNull()
    expect(seen).toHaveLength(1)
    c.client.close()
  })

  it('stops the sync with a clear error when an answer is not in the shape the API describes', async () => {
    const { url } = await serve((_req, res) => json(res, 200, { hello: 'world' }))
    const c = client(url)
    await expect(c.test()).rejects.toThrow(/^GET \/v2\/test answered in a shape the API does not describe: /)
    c.client.close()
  })

  it('stops at once when sync is stopped', async () => {
    const stop = new AbortController()
    const { url } = await serve(() => undefined)
    const c = client(url, { signal: stop.signal, timeoutMs: 5_000 })
    const pending = c.test().catch((e: unknown) => e)
    setTimeout(() => stop.abort(), 20)
    expect(await pending).toBeInstanceOf(SyncStopped)
    c.client.close()
  })
})
