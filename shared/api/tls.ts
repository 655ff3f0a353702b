import { Type, type Static } from '@sinclair/typebox'
import { DateTime, Nullable } from './common'

/** HTTPS on loopback for Office add-ins: the certificate and whether this computer trusts it (/local/tls). */

export const CertificateSummary = Type.Object({
  fingerprint: Type.String({ description: 'SHA-256 of the certificate, colon-separated hex' }),
  subjectAltNames: Type.Array(Type.String()),
  notBefore: DateTime,
  notAfter: DateTime,
  file: Type.String({ description: 'the PEM file, for trusting it by hand' })
})
export type CertificateSummary = Static<typeof CertificateSummary>

export const TrustStoreState = Type.Object({
  store: Type.String({ description: 'e.g. "NSS database (Chrome, Chromium)", "login keychain"' }),
  trusted: Type.Boolean(),
  detail: Type.String()
})
export type TrustStoreState = Static<typeof TrustStoreState>

export const TlsStatus = Type.Object({
  url: Nullable(Type.String({ description: 'https://localhost:PORT, or null when HTTPS is off' })),
  certificate: Nullable(CertificateSummary),
  /** A renewed certificate waiting to be trusted: the engine serves the current one until it is, or until the current one expires. */
  renewal: Nullable(CertificateSummary),
  trusted: Type.Boolean({ description: 'true when the certificate the engine serves (or its renewal) is trusted where Office and Chromium look' }),
  stores: Type.Array(TrustStoreState),
  commands: Type.Array(Type.String(), { description: 'commands that trust the certificate by hand' })
})
export type TlsStatus = Static<typeof TlsStatus>

export const TrustResponse = Type.Composite([TlsStatus, Type.Object({ message: Type.String({ description: 'what was done, or why it could not be' }) })])
export type TrustResponse = Static<typeof TrustResponse>
