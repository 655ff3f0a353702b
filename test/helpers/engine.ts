import { runWriteNow } from '../../electron/engine/db/write'
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Engine } from '../../electron/engine/index'
import { buildPath, buildQuery, createClient, errorBodyOf, type Answer, type Client } from '../../shared/api/client'
import type { ErrorBody } from '../../shared/api/common'
import { operations, type OperationName } from '../../shared/api/operations'
import { createSyncedEngine, type SyncedEngineOptions } from '../../electron/sync/synced-engine'
import { createApiKey } from '../../electron/engine/services/auth/keys'

export interface TestResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
}

export interface RequestOptions {
  key?: string | null
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  headers?: Record<string, string>
}

export interface TestEngine {
  engine: Engine
  /** Typed calls in-process (no socket) with the window's session key: `t.call('getContract', { params: { id } })`. */
  call: Client['call']
  /** The same, answering any status: `{ok, status, headers, body}`. */
  send: Client['send']
  download: Client['download']
  /** The typed client acting with another key (null sends none). */
  as(key: string | null): Client
  /**
   * An operation called with input its types refuse (a wrong type, an unknown field, a string
   * that is not JSON), in-process, for the tests of validation; answers the status and error body.
   */
  sendInvalid(name: OperationName, input: InvalidInput, key?: string | null): Promise<{ status: number; body: ErrorBody }>
  url: string
  dir: string
  /** A new API key for the user with this email (or id). */
  keyFor(emailOrId: string, options?: { scopes?: string[]; expiresAt?: number | null }): string
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>
  get<T = unknown>(path: string, options?: RequestOptions): Promise<TestResponse<T>>
  close(): Promise<void>
}

export interface InvalidInput {
  params?: Record<string, string>
  query?: Record<string, string | number | boolean>
  /** Sent as JSON, or as is when a string. */
  body?: unknown
  headers?: Record<string, string>
}

export function tempDir(prefix = 'folio-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/**
 * A real engine on a temporary workspace, listening on a free loopback port, with response
 * checking on: every JSON answer is validated against its route's schema. Pass `tlsPort: 0` for
 * the https listener too.
 */
export async function startTestEngine(options: Partial<SyncedEngineOptions> & { seed?: (engine: Engine) => void | Promise<void> } = {}): Promise<TestEngine> {
  const dir = options.dataDir ?? tempDir()
  const { seed, ...engineOptions } = options
  const engine = await createSyncedEngine({ port: 0, rateLimit: null, validateResponses: true, ...engineOptions, dataDir: dir })
  if (seed) await seed(engine)
  const url = await engine.listen()
  const keyFor = (emailOrId: string, o: { scopes?: string[]; expiresAt?: number | null } = {}) => {
    const user = engine.db.prepare('SELECT id FROM users WHERE id = ? OR email = ?').get(emailOrId, emailOrId) as { id: string } | undefined
    if (!user) throw new Error(`no user ${emailOrId}`)
    return runWriteNow(engine.db, (tx) => createApiKey(tx, { userId: user.id, scopes: o.scopes ?? [], expiresAt: o.expiresAt ?? null, now: Date.now() })).key
  }
  const request = async <T>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> => {
    const target = new URL(path, url)
    for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) target.searchParams.append(k, String(v))
    const headers: Record<string, string> = { ...(o.headers ?? {}) }
    if (o.key !== null) headers['x-api-key'] = o.key ?? engine.sessionKey
    let body: string | undefined
    if (o.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
    }
    const response = await fetch(target, { method, headers, body })
    const text = await response.text()
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, headers: response.headers, body: (type.includes('json') && text ? JSON.parse(text) : text) as T }
  }
  const as = (key: string | null): Client => createClient(engine.transport, { key: () => key })
  const session = as(engine.sessionKey)
  const sendInvalid = async (name: OperationName, input: InvalidInput, key: string | null = engine.sessionKey) => {
    const operation = operations[name]
    const headers: Record<string, string> = { ...(key === null ? {} : { 'x-api-key': key }), ...input.headers }
    if (input.body !== undefined) headers['content-type'] ??= 'application/json'
    const body = input.body === undefined ? undefined : typeof input.body === 'string' ? input.body : JSON.stringify(input.body)
    const response = await engine.transport({ operation: name, method: operation.method, url: buildPath(operation.path, input.params) + buildQuery(input.query), headers, ...(body === undefined ? {} : { body }) })
    return { status: response.status, body: errorBodyOf(response.status, response.body) }
  }
  return {
    engine,
    call: session.call,
    send: session.send,
    download: session.download,
    as,
    sendInvalid,
    url,
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
