import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { StoredCertificate } from '../certificate-store'
import { runCommand, shellWord, storeNickname, type TrustCheck, type TrustStore } from './types'

/** Debian/Ubuntu and Fedora/RHEL keep the certificates added by an administrator in different places. */
const LAYOUTS = [
  { folder: '/usr/local/share/ca-certificates', update: 'update-ca-certificates' },
  { folder: '/etc/pki/ca-trust/source/anchors', update: 'update-ca-trust' }
] as const

/**
 * The system's certificate store (curl, Node, most programs other than Chromium), written only
 * when `folio addin trust` runs as root.
 */
export class LinuxSystemStore implements TrustStore {
  readonly name = 'system certificate store'
  readonly decisive = false
  private readonly layout = LAYOUTS.find((l) => existsSync(l.folder)) ?? LAYOUTS[0]

  private file(certificate: StoredCertificate): string {
    return join(this.layout.folder, `${storeNickname(certificate).toLowerCase().replace(/\s+/g, '-')}.crt`)
  }

  async check(certificate: StoredCertificate): Promise<TrustCheck> {
    const file = this.file(certificate)
    if (!existsSync(file)) return { trusted: false, detail: `not in ${this.layout.folder}` }
    return readFileSync(file, 'utf8').replace(/\s+/g, '') === certificate.pem.replace(/\s+/g, '')
      ? { trusted: true, detail: `in ${file}` }
      : { trusted: false, detail: `${file} holds a different certificate` }
  }

  async install(certificate: StoredCertificate): Promise<TrustCheck> {
    const file = this.file(certificate)
    try {
      writeFileSync(file, certificate.pem, { mode: 0o644 })
    } catch (error) {
      return { trusted: false, detail: `could not write ${file}: ${error instanceof Error ? error.message : String(error)}` }
    }
    const updated = await runCommand(this.layout.update, [])
    if (updated.status !== 0) return { trusted: false, detail: `${file} written, but ${this.layout.update} ${updated.status === null ? 'is not installed' : `failed: ${updated.stderr.trim()}`}` }
    return this.check(certificate)
  }

  commands(certificate: StoredCertificate): string[] {
    return [`sudo cp ${shellWord(certificate.certFile)} ${shellWord(this.file(certificate))}`, `sudo ${this.layout.update}`]
  }
}
