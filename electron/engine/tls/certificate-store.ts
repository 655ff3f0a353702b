import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describeCertificate, keyMatches, makeCertificate, type CertificateInfo, type CertificatePair } from './certificate'

const DAY = 86_400_000
/** A renewal is made this long before the served certificate expires, so there is time to trust it. */
export const RENEW_BEFORE_MS = 30 * DAY

/** A certificate on disk: its key and certificate, what they say, and the public file to trust. */
export interface StoredCertificate extends CertificateInfo {
  keyPem: string
  /** The certificate alone (PEM), for trust stores and for trusting by hand. */
  certFile: string
}

export interface CertificateSet {
  /** The certificate the engine serves. */
  current: StoredCertificate
  /** A renewal waiting to be trusted; it replaces `current` once trusted, or once `current` expires. */
  renewal: StoredCertificate | null
}

type Slot = 'localhost' | 'renewal'

/**
 * The https certificate in the workspace's `tls` folder (user-only, 0700):
 * `localhost.pem` holds the served key and certificate (0600), `localhost.crt` the certificate
 * alone; a renewal waits beside them as `renewal.pem` / `renewal.crt`. Key and certificate
 * share one file so that promoting a renewal is a single rename: a crash can never pair a key
 * with another key's certificate.
 */
export class CertificateStore {
  readonly dir: string

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'tls')
  }

  /**
   * The certificates to use at `now`: made on first use, renewed within 30 days of expiry (the
   * old one is served until the renewal is trusted), replaced by the renewal once expired.
   */
  async ensure(now: number): Promise<CertificateSet> {
    let current = this.read('localhost')
    let renewal = this.read('renewal')
    if (!current || now >= current.notAfter) {
      if (renewal && now < renewal.notAfter) {
        this.promoteRenewal()
        current = renewal
        renewal = null
      } else {
        current = this.write('localhost', await makeCertificate(now))
        if (renewal) this.remove('renewal')
        renewal = null
      }
    }
    if (!renewal && now >= current.notAfter - RENEW_BEFORE_MS) renewal = this.write('renewal', await makeCertificate(now))
    return { current, renewal }
  }

  /** The renewal becomes the served certificate (the .pem decides; the .crt follows it). */
  promoteRenewal(): void {
    renameSync(this.path('renewal', 'pem'), this.path('localhost', 'pem'))
    rmSync(this.path('renewal', 'crt'), { force: true })
    this.read('localhost')
  }

  /** What is on disk now, without making anything (null when nothing usable is there). */
  peek(): { current: StoredCertificate | null; renewal: StoredCertificate | null } {
    return { current: this.read('localhost'), renewal: this.read('renewal') }
  }

  private path(slot: Slot, extension: 'pem' | 'crt'): string {
    return join(this.dir, `${slot}.${extension}`)
  }

  private read(slot: Slot): StoredCertificate | null {
    const file = this.path(slot, 'pem')
    if (!existsSync(file)) return null
    const text = readFileSync(file, 'utf8')
    const keyPem = /-----BEGIN PRIVATE KEY-----[\s\S]+?-----END PRIVATE KEY-----\n?/.exec(text)?.[0]
    const certPem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/.exec(text)?.[0]
    if (!keyPem || !certPem || !keyMatches({ keyPem, certPem })) return null
    const info = describeCertificate(certPem)
    const certFile = this.path(slot, 'crt')
    // The public copy is derived from the .pem: rewritten when missing or stale (a promotion cut short).
    if (!existsSync(certFile) || readFileSync(certFile, 'utf8') !== info.pem) writeFileSync(certFile, info.pem, { mode: 0o644 })
    return { ...info, keyPem, certFile }
  }

  private write(slot: Slot, pair: CertificatePair): StoredCertificate {
    mkdirSync(this.dir, { recursive: true, mode: 0o700 })
    chmodSync(this.dir, 0o700)
    const pem = this.path(slot, 'pem')
    const temporary = `${pem}.${process.pid}.tmp`
    // Created user-only, so the private key is never readable by others even for a moment.
    writeFileSync(temporary, pair.keyPem + pair.certPem, { mode: 0o600 })
    chmodSync(temporary, 0o600)
    const info = describeCertificate(pair.certPem)
    writeFileSync(this.path(slot, 'crt'), info.pem, { mode: 0o644 })
    renameSync(temporary, pem)
    return { ...info, keyPem: pair.keyPem, certFile: this.path(slot, 'crt') }
  }

  private remove(slot: Slot): void {
    rmSync(this.path(slot, 'pem'), { force: true })
    rmSync(this.path(slot, 'crt'), { force: true })
  }
}
