import type { BodyOf, HttpMethod, OperationName, ParamsOf, QueryOf, ResponseOf } from './operations'
import { operationRoutes } from './operation-routes'
import type { ErrorBody } from './common'

/**
 * One typed client for every caller of the API: the window and the Word pane over fetch, sync over
 * its retrying HTTP client, the tests in-process through the engine's router. Paths, queries and
 * answer types all come from the operations map; a caller names an operation and its input.
 */

type Slot<K extends string, T, Required extends boolean> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Required extends true
    ? { [P in K]: T }
    : { [P in K]?: T }

/** What one call takes: path params and body when the operation has them, an optional query. */
export type CallInput<N extends OperationName> = Slot<'params', ParamsOf<N>, true> &
  Slot<'query', QueryOf<N>, false> &
  Slot<'body', BodyOf<N>, true> & {
    /** multipart/form-data for the upload operations (their parts have no JSON schema). */
    form?: FormData
    /** Extra request headers, e.g. Idempotency-Key. */
    headers?: Record<string, string>
    signal?: AbortSignal
  }

/** Operations without params or body may be called with no input at all. */
export type CallArgs<N extends OperationName> = [ParamsOf<N>, BodyOf<N>] extends [undefined, undefined] ? [input?: CallInput<N>] : [input: CallInput<N>]

/** Operations whose answer is a file rather than JSON. */
export type FileOperation = { [N in OperationName]: ResponseOf<N> extends undefined ? N : never }[OperationName]

/** A request as the client hands it to a transport: fully formed, nothing left to decide but how to carry it. */
export interface OutgoingRequest {
  operation: OperationName
  method: HttpMethod
  /** Path and query string, e.g. `/v2/contracts/abc/text?maxCharacters=500`. */
  url: string
  headers: Record<string, string>
  body?: string | FormData
  signal?: AbortSignal
}

export interface ResponseHeaders {
  get(name: string): string | null
}

export interface IncomingResponse {
  status: number
  headers: ResponseHeaders
  body: Uint8Array
}

/** Carries one request and brings back the answer, whatever its status. Failing to get an answer throws. */
export type Transport = (request: OutgoingRequest) => Promise<IncomingResponse>

/** The API answered with a status outside 2xx, with the spec's error body `{error, message}`. */
export class ApiCallError extends Error {
  override readonly name: string = 'ApiCallError'
  constructor(
    readonly status: number,
    /** The error class: the HTTP reason phrase. */
    readonly error: string,
    message: string,
    readonly headers: ResponseHeaders | null = null
  ) {
    super(message)
  }
}

/** An answer of any status: the operation's typed body on 2xx, the error body otherwise. */
export type Answer<N extends OperationName> =
  | { ok: true; status: number; headers: ResponseHeaders; body: ResponseOf<N> }
  | { ok: false; status: number; headers: ResponseHeaders; body: ErrorBody }

export interface DownloadedFile {
  bytes: Uint8Array
  fileName: string | null
  contentType: string
}

export interface ClientOptions {
  /** The x-api-key to send; null sends none (pairing, the tests of missing keys). */
  key?: () => string | null
  /** Checks a 2xx JSON answer against the operation's schema, throwing the caller's own error when it is outside it. */
  checkResponse?: (name: OperationName, body: unknown, request: OutgoingRequest) => void
  /** Builds the error thrown for a refused call (sync wraps its own refusals). */
  refusal?: (status: number, body: ErrorBody, request: OutgoingRequest, headers: ResponseHeaders) => Error
}

export interface Client {
  /** Calls one operation; resolves with its typed 2xx answer or throws ApiCallError (or the refusal option's error). */
  call<N extends OperationName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>
  /** Calls one operation and answers whatever came back, for callers that handle every status. */
  send<N extends OperationName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>>
  /** A file operation's bytes, name and type. */
  download<N extends FileOperation>(name: N, ...args: CallArgs<N>): Promise<DownloadedFile>
}

export function buildPath(template: string, params: unknown): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = entriesOf(params).find(([key]) => key === name)?.[1]
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}' for ${template}`)
    return encodeURIComponent(String(value))
  })
}

/** The query string of a call: absent, null and empty values are left out. */
export function buildQuery(query: unknown): string {
  const search = new URLSearchParams()
  for (const [key, value] of entriesOf(query)) {
    if (value === undefined || value === null || value === '') continue
    search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function entriesOf(value: unknown): Array<[string, unknown]> {
  return typeof value === 'object' && value !== null ? Object.entries(value) : []
}

const decoder = new TextDecoder()

/** The spec's error body, or what can be made of another answer (a proxy's page, nothing at all). */
export function errorBodyOf(status: number, bytes: Uint8Array): ErrorBody {
  const text = decoder.decode(bytes)
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed && typeof parsed.message === 'string') {
      const error = 'error' in parsed && typeof parsed.error === 'string' ? parsed.error : `HTTP ${status}`
      return { error, message: parsed.message }
    }
  } catch {
    // Not JSON: fall through.
  }
  return { error: `HTTP ${status}`, message: text.trim().slice(0, 300) || `The API answered ${status}` }
}

/** The file name of a download, from Content-Disposition: RFC 5987's `filename*` when present, else `filename`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header)
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim())
    } catch {
      // A malformed escape: the plain name below is the fallback.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header)
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim()
  return name || null
}

/** The request one call makes: its method, its path with params and query filled in, its headers and body. */
export function describeRequest<N extends OperationName>(name: N, given: CallInput<N> | undefined, key: string | null): OutgoingRequest {
  const operation = operationRoutes[name]
  const input = given as CallInput<OperationName> | undefined
  const headers: Record<string, string> = { accept: 'application/json', ...input?.headers }
  if (key !== null) headers['x-api-key'] = key
  let body: string | FormData | undefined
  if (input?.form) body = input.form
  else if (input?.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(input.body)
  }
  return {
    operation: name,
    method: operation.method,
    url: buildPath(operation.path, input?.params) + buildQuery(input?.query),
    headers,
    ...(body === undefined ? {} : { body }),
    ...(input?.signal ? { signal: input.signal } : {})
  }
}

export function createClient(transport: Transport, options: ClientOptions = {}): Client {
  const request = <N extends OperationName>(name: N, input: CallInput<N> | undefined) => describeRequest(name, input, options.key?.() ?? null)

  function refuse(status: number, body: ErrorBody, sent: OutgoingRequest, headers: ResponseHeaders): Error {
    return options.refusal?.(status, body, sent, headers) ?? new ApiCallError(status, body.error, body.message, headers)
  }

  async function exchange<N extends OperationName>(name: N, input: CallInput<N> | undefined): Promise<{ sent: OutgoingRequest; answer: Answer<N> }> {
    const sent = request(name, input)
    const response = await transport(sent)
    if (response.status < 200 || response.status >= 300) {
      return { sent, answer: { ok: false, status: response.status, headers: response.headers, body: errorBodyOf(response.status, response.body) } }
    }
    const text = decoder.decode(response.body)
    // The answer is the operation's schema type: the engine validates its answers against the
    // same schema this type comes from, and remote callers pass checkResponse.
    const body: ResponseOf<N> = text ? JSON.parse(text) : undefined
    options.checkResponse?.(name, body, sent)
    return { sent, answer: { ok: true, status: response.status, headers: response.headers, body } }
  }

  return {
    async call(name, ...args) {
      const { sent, answer } = await exchange(name, args[0])
      if (!answer.ok) throw refuse(answer.status, answer.body, sent, answer.headers)
      return answer.body
    },
    send: async (name, ...args) => (await exchange(name, args[0])).answer,
    async download(name, ...args) {
      const sent = request(name, args[0] as CallInput<OperationName> | undefined)
      const response = await transport(sent)
      if (response.status < 200 || response.status >= 300) throw refuse(response.status, errorBodyOf(response.status, response.body), sent, response.headers)
      return {
        bytes: response.body,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream'
      }
    }
  }
}

/** A transport over fetch to an engine at `baseUrl` (the window, the pane, scripts). */
export function fetchTransport(baseUrl: string, doFetch: typeof fetch = (input, init) => fetch(input, init)): Transport {
  return async (request) => {
    const response = await doFetch(baseUrl + request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      ...(request.signal ? { signal: request.signal } : {})
    })
    return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) }
  }
}
