import { createHash } from 'node:crypto'
import { STATUS_CODES, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/**
 * What the proxy can do to a request:
 * - '429': answers 429 with Retry-After, not forwarded; the next `burst429 - 1` requests too;
 * - '500': answers 500, not forwarded (the service did nothing);
 * - '500-after': forwarded and carried out, then answered 500 (the outcome is lost);
 * - '409': answers 409 to a PUT, not forwarded (a concurrent write on the service);
 * - 'slow': forwarded after `slowMs`;
 * - 'drop-mid-body': forwarded; the answer's headers and half its body are sent, then the connection drops;
 * - 'drop-after-send': forwarded and carried out; the connection drops without an answer;
 * - 'timeout': forwarded and carried out; no answer ever comes (the client times out).
 */
export type Fault = '429' | '500' | '500-after' | '409' | 'slow' | 'drop-mid-body' | 'drop-after-send' | 'timeout'

export interface FaultPlan {
  seed: number
  /** Chance of each fault per request; a request gets at most one. */
  rates: Partial<Record<Fault, number>>
  /** Only requests this accepts can get a fault (default: all). */
  applies?: (request: { method: string; path: string }) => boolean
  burst429?: number
  /** Retry-After of a 429: delta seconds, or an HTTP date this many seconds ahead. */
  retryAfter?: { seconds: number; asDate?: boolean }
  slowMs?: number
}

export interface ProxyLogEntry {
  method: string
  path: string
  fault: Fault | null
  /** The status the target answered, when the request reached it. */
  status: number | null
  idempotencyKey: string | null
  /** The status of a one-off refusal the test asked for (refuseNext), when this request met one. */
  refused?: number
}

/** A uniform number in [0, 1) from the seed and the request, the same whatever order requests arrive in. */
function draw(seed: number, key: string, occurrence: number): number {
  const digest = createHash('sha256').update(`${seed}\u0000${key}\u0000${occurrence}`).digest()
  return digest.readUInt32BE(0) / 2 ** 32
}

/**
 * A fault-injecting HTTP proxy between the local engine's sync and the engine playing the company
 * service. Faults are chosen deterministically from a seed: the n-th occurrence of the same
 * request (method, path and query) always meets the same fate, so a scenario replays exactly.
 */
export class FaultProxy {
  readonly log: ProxyLogEntry[] = []
  /** Drop the Idempotency-Key header, to play a service that ignores it. */
  stripIdempotencyKey = false
  /** Called for every request before it is handled (a test may kill the client here). */
  onRequest: ((entry: { method: string; path: string }) => void) | null = null
  private plan: FaultPlan | null = null
  private readonly refusals: Array<{ method: string; path: RegExp; status: number; message: string }> = []
  private readonly seen = new Map<string, number>()
  private burst = 0
  private server: Server | null = null
  private readonly sockets = new Set<Socket>()
  private port = 0

  private constructor(private readonly target: URL) {}

  static async start(target: string): Promise<FaultProxy> {
    const proxy = new FaultProxy(new URL(target))
    await proxy.listen(0)
    return proxy
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  setPlan(plan: FaultPlan | null): void {
    this.plan = plan
    this.burst = 0
  }

  /**
   * The next request matching `method` and `path` is answered `status` with the spec's error
   * body, without reaching the service: a 409 from a concurrent write, a refusal by a rule of the
   * service's that the API does not describe.
   */
  refuseNext(method: string, path: RegExp, status: number, message: string): void {
    this.refusals.push({ method, path, status, message })
  }

  /** Offline: the port stops listening, so connections are refused as when the network is down. */
  async setOffline(offline: boolean): Promise<void> {
    if (offline && this.server) {
      const server = this.server
      this.server = null
      for (const socket of this.sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    } else if (!offline && !this.server) await this.listen(this.port)
  }

  /** Requests that reached the service, by method and a path pattern. */
  forwarded(method: string, path: RegExp): ProxyLogEntry[] {
    return this.log.filter((e) => e.method === method && path.test(e.path) && e.status !== null)
  }

  faults(): Partial<Record<Fault, number>> {
    const counts: Partial<Record<Fault, number>> = {}
    for (const e of this.log) if (e.fault) counts[e.fault] = (counts[e.fault] ?? 0) + 1
    return counts
  }

  async close(): Promise<void> {
    await this.setOffline(true)
  }

  private async listen(port: number): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res))
    server.on('connection', (socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    const address = server.address()
    if (address && typeof address === 'object') this.port = address.port
    this.server = server
  }

  private choose(method: string, path: string): Fault | null {
    const plan = this.plan
    if (!plan || (plan.applies && !plan.applies({ method, path }))) return null
    if (this.burst > 0) {
      this.burst--
      return '429'
    }
    const key = `${method} ${path}`
    const occurrence = (this.seen.get(key) ?? 0) + 1
    this.seen.set(key, occurrence)
    let x = draw(plan.seed, key, occurrence)
    for (const [fault, rate] of Object.entries(plan.rates) as Array<[Fault, number]>) {
      if (fault === '409' && method !== 'PUT') continue
      if (x < rate) {
        if (fault === '429') this.burst = Math.max(0, (plan.burst429 ?? 1) - 1)
        return fault
      }
      x -= rate
    }
    return null
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    this.onRequest?.({ method, path })
    const fault = this.choose(method, path)
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null
    const entry: ProxyLogEntry = { method, path, fault, status: null, idempotencyKey }
    this.log.push(entry)
    const body = await readBody(req)
    const refusal = this.refusals.findIndex((r) => r.method === method && r.path.test(path))
    if (refusal >= 0) {
      const { status, message } = this.refusals.splice(refusal, 1)[0]!
      entry.refused = status
      return this.refuse(res, status, STATUS_CODES[status] ?? 'Error', message)
    }
    if (fault === '429') return this.refuse(res, 429, 'Too Many Requests', 'Rate limit exceeded (injected by the test proxy)', this.retryAfter())
    if (fault === '500') return this.refuse(res, 500, 'Internal Server Error', 'Injected failure before the service acted')
    if (fault === '409') return this.refuse(res, 409, 'Conflict', 'Concurrent writes on this contract could not be retried (injected)')
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, this.plan?.slowMs ?? 200))
    let answer: { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }
    try {
      answer = await this.forward(method, path, req.headers, body)
    } catch {
      res.socket?.destroy()
      return
    }
    entry.status = answer.status
    if (fault === '500-after') return this.refuse(res, 500, 'Internal Server Error', 'Injected failure after the service acted')
    if (fault === 'drop-after-send') {
      res.socket?.destroy()
      return
    }
    if (fault === 'timeout') return // the socket stays open until the client gives up
    const headers: Record<string, string | string[] | undefined> = { ...answer.headers, 'content-length': String(answer.body.byteLength) }
    delete headers['transfer-encoding']
    delete headers.connection
    delete headers['keep-alive']
    res.writeHead(answer.status, headers)
    if (fault === 'drop-mid-body') {
      res.write(answer.body.subarray(0, Math.floor(answer.body.byteLength / 2)), () => res.socket?.destroy())
      return
    }
    res.end(answer.body)
  }

  private retryAfter(): string {
    const after = this.plan?.retryAfter ?? { seconds: 1 }
    return after.asDate ? new Date(Date.now() + after.seconds * 1000).toUTCString() : String(after.seconds)
  }

  private refuse(res: ServerResponse, status: number, error: string, message: string, retryAfter?: string): void {
    const body = JSON.stringify({ error, message })
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), ...(retryAfter ? { 'retry-after': retryAfter } : {}) })
    res.end(body)
  }

  private forward(method: string, path: string, incoming: IncomingMessage['headers'], body: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    const headers: Record<string, string | string[] | undefined> = { ...incoming, host: this.target.host }
    if (this.stripIdempotencyKey) delete headers['idempotency-key']
    return new Promise((resolve, reject) => {
      const out = httpRequest({ host: this.target.hostname, port: this.target.port, method, path, headers }, (answer) => {
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }))
        answer.on('error', reject)
      })
      out.on('error', reject)
      out.end(body)
    })
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
