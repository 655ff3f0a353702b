import { X509Certificate } from 'node:crypto'
import { createSecureContext, type SecureContext, type SecureContextOptions } from 'node:tls'

/**
 * What the https port negotiates: TLS 1.3, and TLS 1.2 with forward-secret AEAD suites only.
 * The certificate is ECDSA P-256, so TLS 1.2 offers the ECDHE-ECDSA suites with AES-GCM and
 * ChaCha20-Poly1305: no CBC (LUCKY13 and its kin), no RSA key exchange, no CCM or CCM8 (a
 * shortened tag), nothing below 1.2. TLS 1.3 keeps its three general suites and drops the CCM ones.
 */
export const TLS12_CIPHERS = ['ECDHE-ECDSA-AES128-GCM-SHA256', 'ECDHE-ECDSA-AES256-GCM-SHA384', 'ECDHE-ECDSA-CHACHA20-POLY1305'] as const
export const TLS13_CIPHERSUITES = ['TLS_AES_128_GCM_SHA256', 'TLS_AES_256_GCM_SHA384', 'TLS_CHACHA20_POLY1305_SHA256'] as const

export const TLS_OPTIONS = {
  minVersion: 'TLSv1.2',
  maxVersion: 'TLSv1.3',
  // Node reads TLS 1.3 suites and TLS 1.2 ciphers from the one string.
  ciphers: [...TLS13_CIPHERSUITES, ...TLS12_CIPHERS].join(':'),
  honorCipherOrder: true,
  ecdhCurve: 'X25519:P-256:P-384'
} as const satisfies SecureContextOptions

export interface ServedCertificate {
  pem: string
  keyPem: string
}

/** The DNS names a certificate is for (its subjectAltName), lower-case: what SNI may ask for. */
export function certificateDnsNames(pem: string): string[] {
  const names = new X509Certificate(pem).subjectAltName ?? ''
  return names
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4).toLowerCase())
}

/** The secure context a certificate is served with, under the policy above. */
export function secureContextFor(certificate: ServedCertificate): SecureContext {
  return createSecureContext({ ...TLS_OPTIONS, cert: certificate.pem, key: certificate.keyPem })
}

/**
 * Whether a client may ask for this server name. Clients connecting to 127.0.0.1 or [::1] send
 * none (SNI never carries an address); a name must be one the certificate is for, so a request
 * meant for another host (a rebinding name, a typo) fails at the handshake, before any HTTP.
 */
export function acceptsServerName(servername: string, names: readonly string[]): boolean {
  const asked = servername.toLowerCase().replace(/\.$/, '')
  return names.includes(asked)
}
