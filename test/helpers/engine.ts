import { runWriteNow } from '../../electron/engine/db/write'
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Engine } from '../../electron/engine/index'
import { buildPath, createClient, errorBodyOf, fetchTransport, type Answer, type Client, type Transport } from '../../shared/api/client'
import type { ErrorBody } from '../../shared/api/common'
import { atV1, operations, type OperationName } from '../../shared/api/operations'
import { createSyncedEngine, type SyncedEngineOptions } from '../../electron/sync/synced-engine'
import { createApiKey } from '../../electron/engine/services/auth/keys'
import { strictAnswers } from './strict-answers'

/** A raw HTTP answer: its body parsed when JSON, as text otherwise, and typed by nobody. */
export interface TestResponse {
  status: number
  headers: Headers
  body: unknown
}

export interface RequestOptions {
  key?: string | null
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
}

/** An engine's operations, called by name and typed by the operations map. */
export interface TestApi extends Client {
  /** The typed client acting with another key (null sends none). */
  as(key: string | null): Client
  /**
   * An operation called with input its types refuse (a wrong type, an unknown field, an empty
   * value, a string that is not JSON), for the tests of validation; answers the status and error body.
   */
  sendInvalid(name: OperationName, input: InvalidInput, key?: string | null): Promise<{ status: number; body: ErrorBody }>
}

export interface TestEngine extends TestApi {
  engine: Engine
  /** The same operations at their /v1 twins (the spec: "the same semantics" under /v1/). */
  v1: TestApi
  /** The same operations over a real socket, for the few tests that prove the HTTP wiring (needs `listen: true`). */
  readonly http: TestApi
  /** The engine's address; only an engine started with `listen: true` has one. */
  readonly url: string
  dir: string
  /** A new API key for the user with this email (or id). */
  keyFor(emailOrId: string, options?: { scopes?: string[]; expiresAt?: number | null }): string
  /** Raw HTTP for what no operation covers (preflights, unknown routes, the OpenAPI document); needs `listen: true`. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>
  get(path: string, options?: RequestOptions): Promise<TestResponse>
  close(): Promise<void>
}

export interface InvalidInput {
  params?: Record<string, string>
  /** Sent as written: empty values included. */
  query?: Record<string, string | number | boolean>
  /** Sent as JSON, or as is when a string. */
  body?: unknown
  headers?: Record<string, string>
}

export interface TestEngineOptions extends Partial<SyncedEngineOptions> {
  seed?: (engine: Engine) => void | Promise<void>
  /**
   * Also serve on a free loopback port: for the tests of HTTP itself, and for the engines another
   * party reaches by address (a sync client, a browser, the CLI). Other tests need no socket.
   */
  listen?: boolean
}

export function tempDir(prefix = 'folio-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/**
 * A real engine on a temporary workspace, called in-process through its whole HTTP pipeline (no
 * socket unless `listen`), with response checking on: every JSON answer is validated against its
 * route's schema. Pass `tlsPort: 0` (with `listen: true`) for the https listener too.
 */
export async function startTestEngine(options: TestEngineOptions = {}): Promise<TestEngine> {
  const dir = options.dataDir ?? tempDir()
  const { seed, listen, ...engineOptions } = options
  if (engineOptions.tlsPort !== undefined && engineOptions.tlsPort !== null && !listen) throw new Error('An engine serves https only once it listens: start it with startTestEngine({ listen: true, tlsPort: 0 })')
  const engine = await createSyncedEngine({ port: 0, rateLimit: null, validateResponses: true, ...engineOptions, dataDir: dir })
  if (seed) await seed(engine)
  const served = listen ? await engine.listen() : null
  const baseUrl = (): string => {
    if (served === null) throw new Error('This test engine has no socket: start it with startTestEngine({ listen: true }) to reach it over HTTP')
    return served
  }
  const keyFor = (emailOrId: string, o: { scopes?: string[]; expiresAt?: number | null } = {}) => {
    const user = engine.db.prepare('SELECT id FROM users WHERE id = ? OR email = ?').get(emailOrId, emailOrId) as { id: string } | undefined
    if (!user) throw new Error(`no user ${emailOrId}`)
    return runWriteNow(engine.db, (tx) => createApiKey(tx, { userId: user.id, scopes: o.scopes ?? [], expiresAt: o.expiresAt ?? null, now: Date.now() })).key
  }
  const request = async (method: string, path: string, o: RequestOptions = {}): Promise<TestResponse> => {
    const target = new URL(path, baseUrl())
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) target.searchParams.append(k, String(v))
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    if (o.key !== null) headers['x-api-key'] = o.key ?? engine.sessionKey
    let sent: string | undefined
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      sent = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
    }
    const response = await fetch(target, { method, headers, body: sent })
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    const body: unknown = type.includes('json') && text ? JSON.parse(text) : text
    return { status: response.status, headers: response.headers, body }
  }
  const transport = strictAnswers(engine.transport)
  return {
    ...testApi(transport, engine.sessionKey),
    engine,
    v1: testApi(atVersion1(transport), engine.sessionKey),
    get url() {
      return baseUrl()
    },
    get http() {
      return testApi(strictAnswers(fetchTransport(baseUrl())), engine.sessionKey)
    },
    dir,
    keyFor,
    request,
    get: (path, o) => request('GET', path, o),
    async close() {
      await engine.close()
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true })
    }
  }
}

function testApi(transport: Transport, sessionKey: string): TestApi {
  const as = (key: string | null): Client => createClient(transport, { key: () => key })
  const session = as(sessionKey)
  return {
    call: session.call,
    send: session.send,
    download: session.download,
    as,
    async sendInvalid(name, input, key = sessionKey) {
      const operation = operations[name]
      const headers: Record<string, string> = { ...(key === null ? {} : { 'x-api-key': key }), ...input.headers }
      if (input.body !== undefined) headers['content-type'] ??= 'application/json'
      const body = input.body === undefined ? undefined : typeof input.body === 'string' ? input.body : JSON.stringify(input.body)
      const query = new URLSearchParams()
      for (const [k, v] of Object.entries(input.query ?? {})) query.append(k, String(v))
      const url = buildPath(operation.path, input.params) + (query.size ? `?${query}` : '')
      const response = await transport({ operation: name, method: operation.method, url, headers, ...(body === undefined ? {} : { body }) })
      return { status: response.status, body: errorBodyOf(response.status, response.body) }
    }
  }
}

/** Carries each request to the operation's /v1 twin. */
function atVersion1(transport: Transport): Transport {
  return (request) => transport({ ...request, url: atV1({ method: request.method, path: request.url }).path })
}

/** A raw HTTP request with full control of headers (fetch refuses to send a custom Host). */
export function rawRequest(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname, port: Number(port), path, method: 'GET', headers }, (res) => {
      let data = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (data += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The status and error body of an answer the test expects to be a refusal; fails the test on a 2xx. */
export function refusal<N extends OperationName>(answer: Answer<N>): { status: number; body: ErrorBody } {
  if (answer.ok) throw new Error(`expected a refusal, got ${answer.status} ${JSON.stringify(answer.body)}`)
  return { status: answer.status, body: answer.body }
}
