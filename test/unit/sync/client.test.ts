import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { RemoteClient, type RetryEvent } from '../../../electron/sync/remote/client'
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

function client(url: string, options: { retries?: RetryEvent[]; waits?: number[]; timeoutMs?: number; signal?: AbortSignal } = {}): RemoteClient {
  return new RemoteClient({
    baseUrl: url,
    apiKey: 'folio_test_key',
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
}

describe('the company API client', () => {
  it('sends the key in x-api-key, reads JSON and the service’s clock from Date', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 200, { message: 'hello' }, { date: 'Mon, 05 Jan 2026 10:00:00 GMT' }))
    const c = client(url)
    const r = await c.json<{ message: string }>({ method: 'GET', path: '/v2/test', query: { a: 1, skip: undefined } })
    expect(r).toMatchObject({ status: 200, body: { message: 'hello' }, date: Date.UTC(2026, 0, 5, 10) })
    expect(seen.map((s) => [s.url, s.headers['x-api-key']])).toEqual([['/v2/test?a=1', 'folio_test_key']])
    c.close()
  })

  it('retries a 429 burst, honouring Retry-After in seconds and as a date', async () => {
    const waits: number[] = []
    const { url, seen } = await serve((_req, res, n) => {
      if (n === 1) return json(res, 429, { error: 'Too Many Requests', message: 'slow down' }, { 'retry-after': '3' })
      if (n === 2) return json(res, 429, { error: 'Too Many Requests', message: 'slow down' }, { 'retry-after': new Date(Date.UTC(2026, 0, 5) + 7000).toUTCString() })
      json(res, 200, { ok: true })
    })
    const c = client(url, { waits })
    expect((await c.json({ method: 'GET', path: '/v2/contracts' })).body).toEqual({ ok: true })
    expect(seen).toHaveLength(3)
    expect(waits).toEqual([3050, 7050])
    c.close()
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
      json(res, 200, { whole: true })
    })
    const c = client(url, { waits })
    expect((await c.json({ method: 'GET', path: '/v2/contracts/x' })).body).toEqual({ whole: true })
    expect(waits).toEqual([50, 100])
    c.close()
  })

  it('never retries another 4xx: the service’s error and message travel with the refusal', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 400, { error: 'Bad Request', message: "Body field 'status': unknown status 'Lost'" }))
    const c = client(url)
    const error = await c.json({ method: 'PUT', path: '/v2/contracts/x/status', body: { status: 'Lost' } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteRefused)
    expect(error).toMatchObject({ status: 400, error: 'Bad Request', serviceMessage: "Body field 'status': unknown status 'Lost'" })
    expect(seen).toHaveLength(1)
    c.close()
  })

  it('does not resend a POST whose outcome is unknown (a 500 after it may have acted), and says so', async () => {
    const { url, seen } = await serve((_req, res) => json(res, 500, { error: 'Internal Server Error', message: 'oops' }))
    const c = client(url)
    const error = await c.json({ method: 'POST', path: '/v2/contracts/generate', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteUnavailable)
    expect(error).toMatchObject({ reason: 'status', outcomeUnknown: true, answered: true, status: 500 })
    expect(seen).toHaveLength(1)
    c.close()
  })

  it('times out an answer that never comes, and gives up after the attempts allowed', async () => {
    const retries: RetryEvent[] = []
    const { url, seen } = await serve(() => undefined)
    const c = client(url, { retries, timeoutMs: 150 })
    const error = await c.json({ method: 'GET', path: '/v2/test' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ reason: 'timeout', outcomeUnknown: true, answered: false })
    expect(seen).toHaveLength(4)
    expect(retries.map((r) => r.cause)).toEqual(['no complete answer within 150 ms', 'no complete answer within 150 ms', 'no complete answer within 150 ms'])
    c.close()
  })

  it('knows a refused connection never reached the service', async () => {
    const { url } = await serve(() => undefined)
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    server = null
    const c = client(url)
    const error = await c.json({ method: 'POST', path: '/v2/contracts/generate', body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RemoteUnavailable)
    expect(error).toMatchObject({ reason: 'network', outcomeUnknown: false, answered: false })
    c.close()
  })

  it('treats an accepted status as an answer (404 for a contract without a file)', async () => {
    const { url } = await serve((_req, res) => json(res, 404, { error: 'Not Found', message: 'no file' }))
    const c = client(url)
    expect((await c.bytes({ method: 'GET', path: '/v2/contracts/x/download', accept: [404] })).status).toBe(404)
    c.close()
  })

  it('stops at once when sync is stopped', async () => {
    const stop = new AbortController()
    const { url } = await serve(() => undefined)
    const c = client(url, { signal: stop.signal, timeoutMs: 5_000 })
    const pending = c.json({ method: 'GET', path: '/v2/test' }).catch((e: unknown) => e)
    setTimeout(() => stop.abort(), 20)
    expect(await pending).toBeInstanceOf(SyncStopped)
    c.close()
  })
})
