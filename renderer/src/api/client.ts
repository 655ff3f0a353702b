import {
  operations,
  type BodyOf,
  type OperationName,
  type ParamsOf,
  type QueryOf,
  type ResponseOf
} from '../../../shared/api/operations'
import type { ImportResponse } from '../../../shared/api/documents'
import { ApiCallError, EngineUnreachableError } from './errors'
import { fileNameFromDisposition } from './content-disposition'
import type { Session } from './session'

type Slot<K extends string, T, Required extends boolean> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Required extends true
    ? { [P in K]: T }
    : { [P in K]?: T }

/** What one call takes: path params and body when the operation has them, an optional query. */
export type CallInput<N extends OperationName> = Slot<'params', ParamsOf<N>, true> &
  Slot<'query', QueryOf<N>, false> &
  Slot<'body', BodyOf<N>, true> & { signal?: AbortSignal }

/** Operations without params or body may be called with no input at all. */
type CallArgs<N extends OperationName> = [ParamsOf<N>, BodyOf<N>] extends [undefined, undefined]
  ? [input?: CallInput<N>]
  : [input: CallInput<N>]

/** Operations whose answer is a file rather than JSON. */
type FileOperation = { [N in OperationName]: ResponseOf<N> extends undefined ? N : never }[OperationName]

export interface DownloadedFile {
  blob: Blob
  fileName: string
  contentType: string
}

export interface UploadProgress {
  loaded: number
  total: number
}

export interface ApiClient {
  /** Calls one operation of the shared map; resolves with its typed 200 answer or throws ApiCallError. */
  call<N extends OperationName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>
  download<N extends FileOperation>(name: N, params: ParamsOf<N>, signal?: AbortSignal): Promise<DownloadedFile>
  /** POST /local/contracts/import with multipart field `files`, reporting upload progress. */
  importFiles(files: readonly File[], onProgress?: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<ImportResponse>
}

export interface ApiClientOptions {
  /** Told after every request whether the engine answered at all (drives the status bar). */
  onReachability?: (reachable: boolean) => void
  fetch?: typeof fetch
}

function entriesOf(value: unknown): Array<[string, unknown]> {
  return typeof value === 'object' && value !== null ? Object.entries(value) : []
}

export function buildPath(template: string, params: unknown): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = entriesOf(params).find(([key]) => key === name)?.[1]
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}' for ${template}`)
    return encodeURIComponent(String(value))
  })
}

export function buildQuery(query: unknown): string {
  const search = new URLSearchParams()
  for (const [key, value] of entriesOf(query)) {
    if (value === undefined || value === null || value === '') continue
    search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function errorFrom(response: Response): Promise<ApiCallError> {
  const text = await response.text().catch(() => '')
  try {
    const body: unknown = JSON.parse(text)
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      const error = 'error' in body && typeof body.error === 'string' ? body.error : response.statusText
      return new ApiCallError(response.status, error, body.message)
    }
  } catch {
    // Not the spec's error body: fall through to the status line.
  }
  return new ApiCallError(response.status, response.statusText || 'Error', text || `The engine answered ${response.status}`)
}

export function createApiClient(session: Session, options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const report = (reachable: boolean) => options.onReachability?.(reachable)

  async function send(method: string, url: string, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
    const headers: Record<string, string> = { 'x-api-key': session.key, accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    let response: Response
    try {
      response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal })
    } catch (error) {
      if (signal?.aborted) throw error
      report(false)
      throw new EngineUnreachableError(error)
    }
    report(true)
    if (!response.ok) throw await errorFrom(response)
    return response
  }

  return {
    async call<N extends OperationName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>> {
      const input: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal } = args[0] ?? {}
      const operation = operations[name]
      const url = session.baseUrl + buildPath(operation.path, input.params) + buildQuery(input.query)
      const response = await send(operation.method, url, input.body, input.signal)
      // The engine validates its answers against the same schemas this type comes from.
      const parsed: ResponseOf<N> = await response.json()
      return parsed
    },

    async download(name, params, signal) {
      const operation = operations[name]
      const response = await send(operation.method, session.baseUrl + buildPath(operation.path, params), undefined, signal)
      const blob = await response.blob()
      return {
        blob,
        contentType: response.headers.get('content-type') ?? blob.type,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? 'contract'
      }
    },

    importFiles(files, onProgress, signal) {
      const form = new FormData()
      for (const file of files) form.append('files', file, file.name)
      // XMLHttpRequest, not fetch: fetch reports no upload progress.
      return new Promise<ImportResponse>((resolve, reject) => {
        const request = new XMLHttpRequest()
        request.open('POST', session.baseUrl + operations.importContracts.path)
        request.setRequestHeader('x-api-key', session.key)
        request.responseType = 'text'
        request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
        request.onerror = () => {
          report(false)
          reject(new EngineUnreachableError(null))
        }
        request.onabort = () => reject(new DOMException('The import was cancelled', 'AbortError'))
        request.onload = () => {
          report(true)
          const response = new Response(request.responseText, { status: request.status, statusText: request.statusText })
          if (request.status >= 200 && request.status < 300) {
            response.json().then((body: ImportResponse) => resolve(body), reject)
          } else {
            errorFrom(response).then(reject, reject)
          }
        }
        signal?.addEventListener('abort', () => request.abort(), { once: true })
        request.send(form)
      })
    }
  }
}
