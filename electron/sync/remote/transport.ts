import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { ResponseHeaders } from '../../../shared/api/client'


export interface RawResponse {
  status: number
  headers: ResponseHeaders
  /** The whole body, checked against Content-Length when the service sent one. */
  body: Buffer
}

/** The connection failed after the request was sent, or the body arrived incomplete. */
export class BrokenResponse extends Error {
  constructor(
    message: string,
    /** True when the status line and headers had arrived: the service did answer. */
    readonly answered: boolean,
    readonly code: string | null
  ) {
    super(message)
  }
}

function headerReader(headers: IncomingHttpHeaders): ResponseHeaders {
  return {
    get(name) {
      const value = headers[name.toLowerCase()]
      if (value === undefined) return null
      return Array.isArray(value) ? value.join(', ') : value
    }
  }
}

/**
 * One HTTP exchange over keep-alive connections (node:http): the request, then the whole body.
 * `signal` bounds both, so a service that stalls mid-body times out like one that never answers.
 * node:http rather than fetch: on loopback a pull makes tens of thousands of requests, and
 * undici's fetch costs about twice the CPU per request (bench/sync.ts measured it), which the
 * first pull's target cannot afford.
 */
export class HttpConnections {
  private readonly agent: HttpAgent
  private readonly secure: boolean

  constructor(baseUrl: string, maxSockets: number) {
    this.secure = new URL(baseUrl).protocol === 'https:'
    this.agent = this.secure ? new HttpsAgent({ keepAlive: true, maxSockets }) : new HttpAgent({ keepAlive: true, maxSockets })
  }

  exchange(url: URL, method: string, headers: Record<string, string>, body: string | undefined, signal: AbortSignal): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const send = this.secure ? httpsRequest : httpRequest
      const req = send(url, { method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: this.agent, signal })
      let answered = false
      req.on('response', (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', (error: NodeJS.ErrnoException) => reject(new BrokenResponse(error.message, true, error.code ?? null)))
        res.on('aborted', () => reject(new BrokenResponse('the connection closed before the answer was complete', true, 'ECONNRESET')))
        res.on('end', () => {
          const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
          const declared = res.headers['content-length']
          if (!res.complete || (declared !== undefined && Number(declared) !== bytes.byteLength)) {
            reject(new BrokenResponse('the answer arrived incomplete', true, 'ECONNRESET'))
            return
          }
          resolve({ status: res.statusCode ?? 0, headers: headerReader(res.headers), body: bytes })
        })
      })
      req.on('error', (error: NodeJS.ErrnoException) => reject(new BrokenResponse(error.message, answered, error.code ?? null)))
      req.end(body)
    })
  }

  close(): void {
    this.agent.destroy()
  }
}
