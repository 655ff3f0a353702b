import type { RequestListener } from 'node:http'
import type { TlsStatus, TrustResponse } from '../../../shared/api/tls'
import { CertificateStore, type CertificateSet, type StoredCertificate } from './certificate-store'
import { TlsListener } from './listener'
import { checkTrust, installTrust, summarise } from './trust-report'
import type { TrustStore } from './trust'

/** How often the engine looks at the certificate files (renewal due, a renewal trusted by `folio addin trust`). */
const CHECK_EVERY_MS = 60_000
/** How often it asks the trust stores whether a waiting renewal has been trusted by hand. */
const TRUST_CHECK_EVERY_MS = 3_600_000

/** What routes and the window need of the https side. */
export interface TlsControl {
  /** https://localhost:PORT once listening. */
  url(): string | null
  status(): Promise<TlsStatus>
  /** Trusts the newest certificate in the user's stores and, once trusted, serves it. */
  trust(): Promise<TrustResponse>
  /** Looks at the certificate files now (the engine also does every minute). */
  refresh(): Promise<CertificateSet>
}

export interface TlsServiceOptions {
  dataDir: string
  now: () => number
  trustStores: readonly TrustStore[]
  log?: (message: string, error?: unknown) => void
}

/**
 * HTTPS on loopback: the certificate (made, renewed, promoted), the listeners that serve it, and
 * its trust. The engine serves the current certificate until a renewal is trusted, or until the
 * current one expires.
 */
export class TlsService implements TlsControl {
  readonly store: CertificateStore
  private listener: TlsListener | null = null
  private served: StoredCertificate | null = null
  private timer: NodeJS.Timeout | null = null
  private lastTrustCheck = 0

  constructor(private readonly options: TlsServiceOptions) {
    this.store = new CertificateStore(options.dataDir)
  }

  url(): string | null {
    const port = this.listener?.port ?? null
    return port === null ? null : `https://localhost:${port}`
  }

  get port(): number | null {
    return this.listener?.port ?? null
  }

  async start(handler: RequestListener, port: number): Promise<string> {
    const set = await this.store.ensure(this.options.now())
    const listener = new TlsListener(handler, this.options.log)
    await listener.listen(port, set.current)
    this.listener = listener
    this.served = set.current
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => this.options.log?.('checking the https certificate failed', error)), CHECK_EVERY_MS)
    this.timer.unref()
    return `https://localhost:${listener.port ?? port}`
  }

  /**
   * Renews when due, serves a renewal once it is trusted (by `folio addin trust`, by hand, or
   * because the current certificate expired), and picks up certificates changed by another process.
   */
  async refresh(): Promise<CertificateSet> {
    let set = await this.store.ensure(this.options.now())
    if (set.renewal && this.options.now() - this.lastTrustCheck >= TRUST_CHECK_EVERY_MS) {
      this.lastTrustCheck = this.options.now()
      if ((await checkTrust(this.options.trustStores, set.renewal)).trusted) {
        this.store.promoteRenewal()
        set = { current: set.renewal, renewal: null }
      }
    }
    this.serve(set.current)
    return set
  }

  async status(): Promise<TlsStatus> {
    const set = await this.store.ensure(this.options.now())
    // Ensuring may have replaced an expired certificate: serve what is now current.
    this.serve(set.current)
    const report = await checkTrust(this.options.trustStores, set.current)
    return {
      url: this.url(),
      certificate: summarise(set.current),
      renewal: set.renewal ? summarise(set.renewal) : null,
      trusted: report.trusted,
      stores: report.stores,
      commands: this.options.trustStores.flatMap((store) => store.commands(set.renewal ?? set.current))
    }
  }

  async trust(): Promise<TrustResponse> {
    const outcome = await trustNewest(this.store, this.options.trustStores, this.options.now())
    this.serve(outcome.set.current)
    return { ...(await this.status()), message: outcome.message }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.listener?.close()
    this.listener = null
  }

  private serve(certificate: StoredCertificate): void {
    if (!this.listener || this.served?.fingerprint === certificate.fingerprint) return
    this.listener.setCertificate(certificate)
    this.served = certificate
    this.options.log?.(`HTTPS now serves the certificate ${certificate.fingerprint}`)
  }
}

/**
 * Trusts the newest certificate (the renewal when one waits) in the user's stores; a trusted
 * renewal then replaces the current certificate. Shared by `folio addin trust` and the window.
 */
export async function trustNewest(store: CertificateStore, stores: readonly TrustStore[], now: number): Promise<{ set: CertificateSet; trusted: boolean; message: string }> {
  const set = await store.ensure(now)
  const newest = set.renewal ?? set.current
  const report = await installTrust(stores, newest)
  if (!report.trusted) {
    return { set, trusted: false, message: `Folio could not trust its certificate here. Trust it by hand:\n${report.commands.join('\n')}` }
  }
  if (set.renewal) {
    store.promoteRenewal()
    return { set: { current: set.renewal, renewal: null }, trusted: true, message: 'The renewed certificate is trusted and now served.' }
  }
  return { set, trusted: true, message: 'Folio’s certificate is trusted on this computer.' }
}
