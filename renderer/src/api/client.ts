import { buildQuery, createClient, describeRequest, errorBodyOf, fetchTransport, ApiCallError, type CallArgs, type Client, type FileOperation, type Transport } from '../../../shared/api/client'
import type { OperationName, ResponseOf } from '../../../shared/api/operations'
import { operationRoutes } from '../../../shared/api/operation-routes'
import type { ImportResponse } from '../../../shared/api/documents'
import { createEarlyAnswers } from './early-answers'
import { EngineUnreachableError } from './errors'
import type { Session } from './session'

export type { CallInput } from '../../../shared/api/client'

export interface DownloadedFile {
  blob: Blob
  fileName: string
  contentType: string
}

export interface UploadProgress {
  loaded: number
  total: number
}

/** The window's client: the shared typed client over fetch, plus what only a page needs (blobs, upload progress). */
export interface ApiClient {
  /** Calls one operation of the shared map; resolves with its typed 200 answer or throws ApiCallError. */
  call<N extends OperationName>(name: N, ...args: CallArgs<N>): Promise<ResponseOf<N>>
  /**
   * Starts a read now, for a screen that is still loading its code: the first identical call that
   * follows (within a few seconds, no write in between) takes its answer instead of asking again.
   */
  prefetch<N extends OperationName>(name: N, ...args: CallArgs<N>): void
  download<N extends FileOperation>(name: N, ...args: CallArgs<N>): Promise<DownloadedFile>
  /**
   * POST /local/contracts/import with multipart field `files`, reporting upload progress. With a
   * job id, getDocumentJob follows the reading and cancelDocumentJob stops it.
   */
  importFiles(files: readonly File[], options?: ImportOptions): Promise<ImportResponse>
}

export interface ImportOptions {
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  jobId?: string
}

export interface ApiClientOptions {
  /** Told after every request whether the engine answered at all (drives the status bar). */
  onReachability?: (reachable: boolean) => void
  /** Told of every 403: the key may have been revoked (a pane then asks who it is to find out). */
  onForbidden?: () => void
  fetch?: typeof fetch
  /**
   * Whether the browser sends cookies with the calls: the window's do (browser mode's session is
   * a cookie); a pane's never, so that a pane never acts with the window's session, whatever
   * origin it was loaded from, and gets its own key by pairing.
   */
  credentials?: 'same-origin' | 'omit'
}

export function createApiClient(session: Session, options: ApiClientOptions = {}): ApiClient {
  const report = (reachable: boolean) => options.onReachability?.(reachable)
  const credentials = options.credentials ?? 'same-origin'
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const overFetch = fetchTransport(session.baseUrl, (input, init) => doFetch(input, { ...init, credentials }))
  const transport: Transport = async (request) => {
    try {
      const response = await overFetch(request)
      report(true)
      if (response.status === 403) options.onForbidden?.()
      return response
    } catch (error) {
      if (request.signal?.aborted) throw error
      report(false)
      throw new EngineUnreachableError(error)
    }
  }
  const early = createEarlyAnswers(transport)
  // A pane still pairing has no key yet: it sends no x-api-key at all.
  const key = () => session.key || null
  const client: Client = createClient(early.transport, { key })

  return {
    call: client.call,
    prefetch: (name, ...args) => early.prefetch(describeRequest(name, args[0], key())),
    async download(name, ...args) {
      const file = await client.download(name, ...args)
      // A copy backed by a plain ArrayBuffer, which is what Blob takes.
      const blob = new Blob([new Uint8Array(file.bytes)], { type: file.contentType })
      return { blob, contentType: file.contentType, fileName: file.fileName ?? 'contract' }
    },

    importFiles(files, { onProgress, signal, jobId } = {}) {
      const form = new FormData()
      for (const file of files) form.append('files', file, file.name)
      // XMLHttpRequest, not fetch: fetch reports no upload progress.
      return new Promise<ImportResponse>((resolve, reject) => {
        const request = new XMLHttpRequest()
        request.open('POST', session.baseUrl + operationRoutes.importContracts.path + buildQuery({ jobId }))
        // Browser mode's window has no key to send: its session cookie goes with the request.
        if (session.key) request.setRequestHeader('x-api-key', session.key)
        request.responseType = 'text'
        // XMLHttpRequest sends same-origin cookies whatever withCredentials says: a pane has no upload.
        request.upload.onprogress = (event) => onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 })
        request.onerror = () => {
          report(false)
          reject(new EngineUnreachableError(null))
        }
        request.onabort = () => reject(new DOMException('The import was cancelled', 'AbortError'))
        request.onload = () => {
          report(true)
          if (request.status >= 200 && request.status < 300) {
            try {
              const answer: ImportResponse = JSON.parse(request.responseText)
              resolve(answer)
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)))
            }
          } else {
            const body = errorBodyOf(request.status, new TextEncoder().encode(request.responseText))
            reject(new ApiCallError(request.status, body.error, body.message))
          }
        }
        signal?.addEventListener('abort', () => request.abort(), { once: true })
        request.send(form)
      })
    }
  }
}
