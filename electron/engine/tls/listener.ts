import { createServer, type Server } from 'node:https'
import type { RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SecureContext } from 'node:tls'
import { configureConnections } from '../http/connections'
import { acceptsServerName, certificateDnsNames, secureContextFor, TLS_OPTIONS, type ServedCertificate } from './policy'

export type { ServedCertificate } from './policy'

/** Loopback addresses the https port listens on; ::1 is skipped where the machine has no IPv6 loopback. */
const LOOPBACK = ['127.0.0.1', '::1'] as const

function listenOn(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error)
    server.once('error', onError)
    server.listen({ host, port }, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/**
 * The https listeners: one server per loopback address, all handing their requests to the same
 * handler as the http port. A renewed certificate is swapped in without closing connections.
 */
export class TlsListener {
  private readonly servers: Server[] = []
  private boundPort: number | null = null
  /** The context and names of the certificate served now; SNI is checked against them. */
  private served: { context: SecureContext; names: string[] } | null = null

  constructor(
    private readonly handler: RequestListener,
    private readonly log?: (message: string, error?: unknown) => void
  ) {}

  get port(): number | null {
    return this.boundPort
  }

  /** Listens on 127.0.0.1 (required) and ::1 (when the machine has it) on one port; 0 picks a free one. */
  async listen(port: number, certificate: ServedCertificate): Promise<number> {
    let chosen = port
    for (const host of LOOPBACK) {
      this.served = { context: secureContextFor(certificate), names: certificateDnsNames(certificate.pem) }
      const server = createServer(
        {
          ...TLS_OPTIONS,
          cert: certificate.pem,
          key: certificate.keyPem,
          SNICallback: (servername, callback) => {
            const served = this.served
            if (served && acceptsServerName(servername, served.names)) callback(null, served.context)
            else callback(new Error(`Folio's certificate is not for '${servername}'`), undefined)
          }
        },
        this.handler
      )
      configureConnections(server)
      try {
        chosen = await listenOn(server, host, chosen)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (host === '::1' && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT' || code === 'EADDRINUSE')) {
          this.log?.(`HTTPS is not served on [::1]:${chosen} (${code}); 127.0.0.1 and localhost still are`)
          continue
        }
        await this.close()
        throw error
      }
      this.servers.push(server)
    }
    this.boundPort = chosen
    return chosen
  }

  /** Serves `certificate` to new connections from now on. */
  setCertificate(certificate: ServedCertificate): void {
    this.served = { context: secureContextFor(certificate), names: certificateDnsNames(certificate.pem) }
    for (const server of this.servers) server.setSecureContext({ ...TLS_OPTIONS, cert: certificate.pem, key: certificate.keyPem })
  }

  async close(): Promise<void> {
    await Promise.all(
      this.servers.splice(0).map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          })
      )
    )
  }
}
