import type { StoredCertificate } from '../certificate-store'
import { runCommand, type TrustCheck, type TrustStore } from './types'

/**
 * The current user's Trusted Root Certification Authorities store, which Edge, Chrome and Word's
 * task panes (WebView2) consult on Windows. Windows asks the user to confirm the addition.
 */
export class WindowsRootStore implements TrustStore {
  readonly name = 'Windows CurrentUser Root store'
  readonly decisive = true

  async check(certificate: StoredCertificate): Promise<TrustCheck> {
    const found = await runCommand('certutil', ['-user', '-verifystore', 'Root', certificate.serialNumber])
    if (found.status === null) return { trusted: false, detail: 'certutil is not available' }
    return found.status === 0 ? { trusted: true, detail: 'in the CurrentUser Root store' } : { trusted: false, detail: 'not in the CurrentUser Root store' }
  }

  async install(certificate: StoredCertificate): Promise<TrustCheck> {
    const added = await runCommand('certutil', ['-user', '-addstore', 'Root', certificate.certFile])
    if (added.status !== 0) return { trusted: false, detail: added.status === null ? 'certutil is not available' : `certutil refused: ${(added.stdout + added.stderr).trim() || 'cancelled'}` }
    return this.check(certificate)
  }

  commands(certificate: StoredCertificate): string[] {
    return [`certutil -user -addstore Root "${certificate.certFile}"`]
  }
}
