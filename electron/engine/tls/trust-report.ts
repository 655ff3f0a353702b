import type { CertificateSummary, TrustStoreState } from '../../../shared/api/tls'
import { toIso } from '../time'
import type { StoredCertificate } from './certificate-store'
import type { TrustStore } from './trust'

export interface TrustReport {
  /** True when every store Office and Chromium consult trusts the certificate. */
  trusted: boolean
  stores: TrustStoreState[]
  /** Commands that trust the certificate by hand. */
  commands: string[]
}

export function summarise(certificate: StoredCertificate): CertificateSummary {
  return {
    fingerprint: certificate.fingerprint,
    subjectAltNames: certificate.subjectAltNames,
    notBefore: toIso(certificate.notBefore),
    notAfter: toIso(certificate.notAfter),
    file: certificate.certFile
  }
}

/** Asks each store whether it trusts the certificate. */
export async function checkTrust(stores: readonly TrustStore[], certificate: StoredCertificate): Promise<TrustReport> {
  const states = await Promise.all(stores.map(async (store) => ({ store, check: await store.check(certificate) })))
  return {
    trusted: states.some((s) => s.store.decisive) && states.every((s) => !s.store.decisive || s.check.trusted),
    stores: states.map((s) => ({ store: s.store.name, trusted: s.check.trusted, detail: s.check.detail })),
    commands: stores.flatMap((store) => store.commands(certificate))
  }
}

/** Adds the certificate to every store that does not trust it yet, one after another (each may ask the user). */
export async function installTrust(stores: readonly TrustStore[], certificate: StoredCertificate): Promise<TrustReport> {
  for (const store of stores) {
    const before = await store.check(certificate)
    if (!before.trusted) await store.install(certificate)
  }
  return checkTrust(stores, certificate)
}

/** One line per store: whether it trusts the certificate, and why not. */
export function describeTrust(report: TrustReport): string {
  const lines = report.stores.map((s) => `${s.store}: ${s.trusted ? 'trusted' : 'not trusted'} (${s.detail})`)
  return lines.join('\n')
}
