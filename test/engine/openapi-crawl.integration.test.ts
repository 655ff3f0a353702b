import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations, type Operation, type OperationName } from '../../shared/api/operations'
import { buildPath, buildQuery } from '../../shared/api/client'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedWorkspaceWithLibrary, templates } from '../helpers/fixture-library'
import { contracts as c, users } from '../helpers/fixture-workspace'
import { PublishedApi, type Answer } from '../helpers/openapi-conformance'
import { definedHeaders, documentOperations, ndaValues, prepareRecords, roundTripped, successInputs, type OperationInput, type RoundTripped, type ServedOperation } from '../helpers/operation-inputs'

/**
 * Every operation of the engine, crawled over HTTP: its success and every 4xx the suite can
 * provoke, each answer checked against the schema, status and headers the published document
 * declares for it. An undeclared status, header or field fails.
 */
// Trusting the engine's certificate writes to this user's NSS database: a temporary one.
process.env.HOME = tempDir('folio-home-')

let t: TestEngine
let api: PublishedApi
const answers: Answer[] = []
const succeeded = new Set<string>()

interface Call {
  method: string
  path: string
  query?: Record<string, string>
  body?: string | FormData
  headers?: Record<string, string>
  key?: string | null
}

async function send(call: Call): Promise<Answer> {
  const url = call.path + (call.query ? `?${new URLSearchParams(call.query).toString()}` : '')
  const headers: Record<string, string> = { ...(call.key === null ? {} : { 'x-api-key': call.key ?? t.engine.sessionKey }), ...call.headers }
  if (typeof call.body === 'string') headers['content-type'] ??= 'application/json'
  const response = await fetch(t.url + url, { method: call.method, headers, ...(call.body === undefined ? {} : { body: call.body }) })
  const type = response.headers.get('content-type') ?? ''
  const body = type.startsWith('application/json') ? await response.text() : new Uint8Array(await response.arrayBuffer())
  const answer = { method: call.method, url, status: response.status, headers: response.headers, body }
  answers.push(answer)
  const path = api.pathOf(call.method, url)
  if (response.ok && path) succeeded.add(`${call.method} ${path}`)
  return answer
}

const json = (value: unknown) => JSON.stringify(value)

/** The request of an operation's success input: its path, query, headers and body as sent over the wire. */
function successCall<N extends OperationName>(served: ServedOperation, input: OperationInput<N>): Call {
  let body: string | FormData | undefined
  if (input.parts) {
    const form = new FormData()
    for (const [field, files] of Object.entries(input.parts)) for (const file of files) form.append(field, new Blob([file.bytes]), file.name)
    body = form
  } else if (input.body !== undefined) body = json(input.body)
  return { method: served.method, path: buildPath(served.path, input.params) + buildQuery(input.query), headers: definedHeaders(input.headers), ...(body === undefined ? {} : { body }) }
}

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 1000, windowMs: 60_000 }, listen: true, tlsPort: 0 })
  api = new PublishedApi(await t.call('getOpenApiDocument'))
})
afterAll(() => t.close())

/** An operation's path with every parameter a well-formed id that names nothing. */
const pathFor = (name: OperationName): string => operations[name].path.replace(/\{\w+\}/g, 'aaaaaaaaaaaaaaaaaaaaaaaa')

describe('every operation, crawled', () => {
  it('answers every operation’s success as the document declares it, in /v2, /v1 and /local', async () => {
    const inputs = successInputs(await prepareRecords(t))
    const served = roundTripped(documentOperations(api.document))
    for (const name of Object.keys(inputs) as RoundTripped[]) {
      for (const operation of served.filter((o) => o.name === name)) {
        const answer = await send(successCall(operation, inputs[name]))
        expect(answer.status, `${operation.operationId}: ${typeof answer.body === 'string' ? answer.body : ''}`).toBe(operation.status)
      }
    }
    expect([...succeeded].sort()).toEqual(served.map((o) => `${o.method} ${o.path}`).sort())
  })

  // Path parameters that are names, not ids: 'not-an-id' is a well-formed one that names nothing.
  const KEYS_NOT_IDS = new Set<string>(['getProperty', 'getDocumentJob', 'cancelDocumentJob'])

  it('answers the refusals the suite can provoke as the document declares them', async () => {
    const lite = t.keyFor(users.lite.email, { scopes: ['contracts:write'] })
    for (const [name, described] of Object.entries(operations)) {
      const operation: Operation = described
      const path = pathFor(name as OperationName)
      const base = { method: operation.method, path }
      const upload = name === 'importContracts' || name === 'importTemplate' || name === 'addContractVersion'
      const jsonBody = upload ? { body: new FormData() } : operation.body ? { body: '{}' } : {}
      // Apps ask for a pairing, and poll it, without a key.
      if (name !== 'createPairing' && name !== 'pollPairing') expect((await send({ ...base, ...jsonBody, key: null })).status, name).toBe(403)
      expect((await send({ ...base, ...jsonBody, query: { surely: 'unknown' } })).status, name).toBe(400)
      if (operation.params) {
        expect((await send({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id') })).status, name).toBe(KEYS_NOT_IDS.has(name) ? 404 : 400)
        expect((await send({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'a'.repeat(600)) })).status, name).toBe(400)
      }
      if (operation.body) {
        expect((await send({ ...base, body: '{"unclosed' })).status, name).toBe(400)
        expect((await send({ ...base, body: 'plain words', headers: { 'content-type': 'text/plain' } })).status, name).toBe(415)
        expect((await send({ ...base, body: `{"x":"${'y'.repeat(33 * 1024 * 1024)}"}` })).status, name).toBe(413)
      }
      if (upload) {
        expect((await send({ ...base, body: '{}' })).status, name).toBe(415)
        expect((await send({ ...base, body: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } })).status, name).toBe(400)
        expect((await send({ ...base, body: new FormData(), key: lite })).status, name).toBe(403)
      }
    }
    expect((await send({ method: 'GET', path: `/v2/contracts/${c.c12.replace(/.$/, 'f')}` })).status).toBe(404)
    expect((await send({ method: 'POST', path: '/v2/contracts/generate', body: json({ templateId: templates.nda, values: ndaValues, options: { persist: false } }) })).status).toBe(503)
    expect((await send({ method: 'GET', path: `/v2/clauses`, key: t.keyFor(users.lite.email) })).status).toBe(403)
  })

  it('answers 409 while another process holds the workspace, and 429 past the rate limit, as declared', async () => {
    const other = new Database(t.engine.db.name)
    other.exec('BEGIN IMMEDIATE')
    try {
      expect((await send({ method: 'PUT', path: `/v2/contracts/${c.c9}/status`, body: json({ status: 3 }) })).status).toBe(409)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    const limited = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 1, windowMs: 60_000 }, listen: true })
    try {
      const key = limited.keyFor(users.admin.email)
      for (let i = 0; i < 2; i++) {
        const r = await fetch(`${limited.url}/v2/test`, { headers: { 'x-api-key': key } })
        answers.push({ method: 'GET', url: '/v2/test', status: r.status, headers: r.headers, body: await r.text() })
      }
      expect(answers.at(-1)?.status).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('every answer above conforms to the document', () => {
    const problems = answers.flatMap((answer) => api.check(answer))
    expect(problems).toEqual([])
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 201, 400, 403, 404, 409, 413, 415, 429, 503]))
  })
})
