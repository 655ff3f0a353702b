import { join } from 'node:path'
import type { StoredCertificate } from '../certificate-store'
import { runCommand, shellWord, type TrustCheck, type TrustStore } from './types'

/**
 * The user's login keychain, which Safari, Chrome and Word's task panes (WKWebView) consult on
 * macOS. Adding a trust setting asks for the user's password in a system dialog.
 */
export class MacKeychainStore implements TrustStore {
  readonly name = 'login keychain'
  readonly decisive = true
  private readonly keychain: string

  constructor(homeDir: string) {
    this.keychain = join(homeDir, 'Library', 'Keychains', 'login.keychain-db')
  }

  async check(certificate: StoredCertificate): Promise<TrustCheck> {
    // Evaluates the certificate as an SSL server certificate for localhost, with the user's trust settings.
    const verified = await runCommand('security', ['verify-cert', '-c', certificate.certFile, '-p', 'ssl', '-s', 'localhost'])
    if (verified.status === null) return { trusted: false, detail: 'the security command is not available' }
    return verified.status === 0 ? { trusted: true, detail: 'trusted for SSL by this user' } : { trusted: false, detail: 'not trusted by this user' }
  }

  async install(certificate: StoredCertificate): Promise<TrustCheck> {
    const added = await runCommand('security', ['add-trusted-cert', '-r', 'trustRoot', '-p', 'ssl', '-k', this.keychain, certificate.certFile])
    if (added.status !== 0) return { trusted: false, detail: added.status === null ? 'the security command is not available' : `security refused: ${added.stderr.trim() || 'cancelled'}` }
    return this.check(certificate)
  }

  commands(certificate: StoredCertificate): string[] {
    return [`security add-trusted-cert -r trustRoot -p ssl -k ${shellWord(this.keychain)} ${shellWord(certificate.certFile)}`]
  }
}
