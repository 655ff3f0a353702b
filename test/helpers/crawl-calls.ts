import { buildPath, buildQuery } from '../../shared/api/client'
import { operations, type Operation, type OperationName } from '../../shared/api/operations'
import type { TestEngine } from './engine'
import { templates } from './fixture-library'
import { contracts as c, users } from './fixture-workspace'
import type { Answer } from './openapi-conformance'
import { definedHeaders, ndaValues, type OperationInput, type ServedOperation } from './operation-inputs'

/**
 * The requests of the crawl of every operation, as data: the crawl (test/engine/openapi-crawl.test.ts)
 * sends them to the engine and checks each answer against the document, and the Prism conformance
 * test (test/engine/prism-conformance.test.ts) replays them through a validating proxy.
 */

export interface Call {
  method: string
  path: string
  query?: Record<string, string>
  body?: string | FormData
  headers?: Record<string, string>
  /** The key sent; the engine's session key when absent, none when null. */
  key?: string | null
}

/** A request the suite can provoke a refusal with, and the status the engine answers. */
export interface Refusal {
  /** The operation refused, or what the request proves. */
  label: string
  call: Call
  status: number
}

const json = (value: unknown) => JSON.stringify(value)

/** The request of an operation's success input: its path, query, headers and body as sent over the wire. */
export function successCall<N extends OperationName>(served: ServedOperation, input: OperationInput<N>): Call {
  let body: string | FormData | undefined
  if (input.parts) {
    const form = new FormData()
    for (const [field, files] of Object.entries(input.parts)) for (const file of files) form.append(field, new Blob([Uint8Array.from(file.bytes)]), file.name)
    body = form
  } else if (input.body !== undefined) body = json(input.body)
  return { method: served.method, path: buildPath(served.path, input.params) + buildQuery(input.query), headers: definedHeaders(input.headers), ...(body === undefined ? {} : { body }) }
}

/** An operation's path with every parameter a well-formed id that names nothing. */
const pathFor = (name: OperationName): string => operations[name].path.replace(/\{\w+\}/g, 'aaaaaaaaaaaaaaaaaaaaaaaa')

// Path parameters that are names, not ids: 'not-an-id' is a well-formed one that names nothing.
const KEYS_NOT_IDS = new Set<string>(['getProperty', 'getDocumentJob', 'cancelDocumentJob'])

/** Every refusal the suite can provoke on the fixture workspace, operation by operation. */
export function refusalCalls(t: TestEngine): Refusal[] {
  const lite = t.keyFor(users.lite.email, { scopes: ['contracts:write'] })
  const refusals: Refusal[] = []
  for (const [name, described] of Object.entries(operations)) {
    const operation: Operation = described
    const path = pathFor(name as OperationName)
    const base = { method: operation.method, path }
    const upload = name === 'importContracts' || name === 'importTemplate' || name === 'addContractVersion'
    const jsonBody = upload ? { body: new FormData() } : operation.body ? { body: '{}' } : {}
    const refuse = (call: Call, status: number) => refusals.push({ label: name, call, status })
    // Apps ask for a pairing, and poll it, without a key.
    if (name !== 'createPairing' && name !== 'pollPairing') refuse({ ...base, ...jsonBody, key: null }, 403)
    refuse({ ...base, ...jsonBody, query: { surely: 'unknown' } }, 400)
    if (operation.params) {
      refuse({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id') }, KEYS_NOT_IDS.has(name) ? 404 : 400)
      refuse({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'a'.repeat(600)) }, 400)
    }
    if (operation.body) {
      refuse({ ...base, body: '{"unclosed' }, 400)
      refuse({ ...base, body: 'plain words', headers: { 'content-type': 'text/plain' } }, 415)
      refuse({ ...base, body: `{"x":"${'y'.repeat(33 * 1024 * 1024)}"}` }, 413)
    }
    if (upload) {
      refuse({ ...base, body: '{}' }, 415)
      refuse({ ...base, body: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } }, 400)
      refuse({ ...base, body: new FormData(), key: lite }, 403)
    }
  }
  refusals.push(
    { label: 'getContract of a contract nobody has', call: { method: 'GET', path: `/v2/contracts/${c.c12.replace(/.$/, 'f')}` }, status: 404 },
    { label: 'generateContract without its converter', call: { method: 'POST', path: '/v2/contracts/generate', body: json({ templateId: templates.nda, values: ndaValues, options: { persist: false } }) }, status: 503 },
    { label: 'listClauses by a Lite user', call: { method: 'GET', path: `/v2/clauses`, key: t.keyFor(users.lite.email) }, status: 403 }
  )
  return refusals
}

/** Sends a call to the server at `baseUrl`, with `sessionKey` unless the call names its own. */
export async function sendCall(baseUrl: string, sessionKey: string, call: Call): Promise<Answer> {
  const url = call.path + (call.query ? `?${new URLSearchParams(call.query).toString()}` : '')
  const headers: Record<string, string> = { ...(call.key === null ? {} : { 'x-api-key': call.key ?? sessionKey }), ...call.headers }
  if (typeof call.body === 'string') headers['content-type'] ??= 'application/json'
  const response = await fetch(baseUrl + url, { method: call.method, headers, ...(call.body === undefined ? {} : { body: call.body }) })
  const type = response.headers.get('content-type') ?? ''
  const body = type.startsWith('application/json') ? await response.text() : new Uint8Array(await response.arrayBuffer())
  return { method: call.method, url, status: response.status, headers: response.headers, body }
}
