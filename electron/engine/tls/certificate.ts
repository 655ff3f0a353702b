// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata API first.
import 'reflect-metadata'
import {
  BasicConstraintsExtension,
  ExtendedKeyUsage,
  ExtendedKeyUsageExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  SubjectAlternativeNameExtension,
  SubjectKeyIdentifierExtension,
  X509CertificateGenerator
} from '@peculiar/x509'
import { createPrivateKey, randomBytes, webcrypto, X509Certificate } from 'node:crypto'

const DAY = 86_400_000

/** The names the engine answers to on its https port. */
export const CERTIFICATE_NAMES = { dns: ['localhost'], ip: ['127.0.0.1', '::1'] } as const

/**
 * Apple refuses TLS certificates valid for more than 825 days, even ones a user trusts by hand;
 * a few days under it leaves no doubt about how a day is counted.
 */
export const VALIDITY_DAYS = 820
/** Certificates are dated an hour back so a clock slightly behind still accepts a new one. */
const BACKDATE_MS = 3_600_000

/** A certificate with its private key, as PEM text. */
export interface CertificatePair {
  certPem: string
  keyPem: string
}

/** What Folio and its users need to know about a certificate. */
export interface CertificateInfo {
  pem: string
  /** SHA-256, colon-separated upper-case hex (as browsers and certutil print it). */
  fingerprint: string
  serialNumber: string
  subjectAltNames: string[]
  notBefore: number
  notAfter: number
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }

/**
 * A self-signed leaf certificate for this user's loopback names: localhost, 127.0.0.1 and ::1 as
 * subject alternative names, serverAuth as its only extended key usage, not a CA (it can sign
 * nothing, so trusting it trusts only Folio's own https port). ECDSA P-256: accepted by every
 * Office host (WebView2, WKWebView) and quick to make on first start.
 */
export async function makeCertificate(now: number): Promise<CertificatePair> {
  const keys = await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])
  const notBefore = now - BACKDATE_MS
  const serial = randomBytes(16)
  // RFC 5280: a positive serial number of at most 20 octets, never starting with a zero octet.
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40
  const certificate = await X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: serial.toString('hex'),
      name: 'CN=localhost, O=Folio',
      notBefore: new Date(notBefore),
      notAfter: new Date(notBefore + VALIDITY_DAYS * DAY),
      keys,
      signingAlgorithm: ALGORITHM,
      extensions: [
        new BasicConstraintsExtension(false, undefined, true),
        new KeyUsagesExtension(KeyUsageFlags.digitalSignature, true),
        new ExtendedKeyUsageExtension([ExtendedKeyUsage.serverAuth]),
        new SubjectAlternativeNameExtension([
          ...CERTIFICATE_NAMES.dns.map((value) => ({ type: 'dns' as const, value })),
          ...CERTIFICATE_NAMES.ip.map((value) => ({ type: 'ip' as const, value }))
        ]),
        await SubjectKeyIdentifierExtension.create(keys.publicKey)
      ]
    }
    // Signed with the platform's Web Crypto (globalThis.crypto, the same as node:crypto's webcrypto).
  )
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey))
  const keyPem = createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString()
  return { certPem: certificate.toString('pem'), keyPem }
}

/** Reads a PEM certificate; throws when it is not one. */
export function describeCertificate(pem: string): CertificateInfo {
  const certificate = new X509Certificate(pem)
  return {
    pem: certificate.toString(),
    fingerprint: certificate.fingerprint256,
    serialNumber: certificate.serialNumber,
    subjectAltNames: (certificate.subjectAltName ?? '').split(', ').filter(Boolean),
    notBefore: Date.parse(certificate.validFrom),
    notAfter: Date.parse(certificate.validTo)
  }
}

/** Whether the private key belongs to the certificate (a half-written renewal must not be served). */
export function keyMatches(pair: CertificatePair): boolean {
  try {
    return new X509Certificate(pair.certPem).checkPrivateKey(createPrivateKey(pair.keyPem))
  } catch {
    return false
  }
}
