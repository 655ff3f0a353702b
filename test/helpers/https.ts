import { request, type Agent } from 'node:https'
import { checkServerIdentity, type PeerCertificate, type TLSSocket } from 'node:tls'

export interface HttpsAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The certificate the server presented (as Node's TLS client saw it). */
  peer: PeerCertificate
  /** Whether this request reused a kept-alive connection. */
  reused: boolean
}

export interface HttpsOptions {
  /** The only certificate authority the client trusts: Folio's own certificate. */
  ca: string
  method?: string
  headers?: Record<string, string>
  body?: string
  agent?: Agent
  /** Connect to this address while sending the URL's host (e.g. ::1 for https://localhost). */
  connectTo?: string
}

/** A request with Node's https client trusting only `ca`: the handshake fails unless the certificate verifies for the URL's host. */
export function httpsRequest(url: string, options: HttpsOptions): Promise<HttpsAnswer> {
  const target = new URL(url)
  const hostname = target.hostname.replace(/^\[|\]$/g, '')
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: options.connectTo ?? hostname,
        // SNI carries host names only, never addresses.
        servername: hostname === 'localhost' ? hostname : undefined,
        port: Number(target.port),
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers: { host: target.host, ...(options.headers ?? {}) },
        ca: options.ca,
        agent: options.agent ?? false,
        // Node checks the name against the certificate for the host it connects to; check against the URL's.
        checkServerIdentity: (_host, cert) => checkServerIdentity(hostname, cert)
      },
      (res) => {
        const socket = res.socket as TLSSocket
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            peer: socket.getPeerCertificate(),
            reused: req.reusedSocket
          })
        )
      }
    )
    req.on('error', reject)
    if (options.body) req.write(options.body)
    req.end()
  })
}
