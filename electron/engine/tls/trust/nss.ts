import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { StoredCertificate } from '../certificate-store'
import { runCommand, shellWord, storeNickname, type TrustCheck, type TrustStore } from './types'

/**
 * The NSS database Chrome and Chromium read on Linux (`~/.pki/nssdb`). The certificate goes in
 * as a trusted peer for TLS (`P,,`): trusted as a server certificate itself, never as an
 * authority that could vouch for others.
 */
export class NssStore implements TrustStore {
  readonly name = 'NSS database (Chrome, Chromium)'
  readonly decisive = true
  private readonly dir: string

  constructor(homeDir: string) {
    this.dir = join(homeDir, '.pki', 'nssdb')
  }

  private get database(): string {
    return `sql:${this.dir}`
  }

  async check(certificate: StoredCertificate): Promise<TrustCheck> {
    if (!existsSync(join(this.dir, 'cert9.db'))) return { trusted: false, detail: `no NSS database at ${this.dir} yet` }
    const listed = await runCommand('certutil', ['-L', '-d', this.database])
    if (listed.status === null) return { trusted: false, detail: 'certutil is not installed (Debian and Ubuntu: libnss3-tools)' }
    const nickname = storeNickname(certificate)
    const line = listed.stdout.split('\n').find((l) => l.startsWith(`${nickname} `))
    if (!line) return { trusted: false, detail: `not in ${this.dir}` }
    const sslTrust = line.trim().split(/\s+/).pop()?.split(',')[0] ?? ''
    if (!/[PC]/.test(sslTrust)) return { trusted: false, detail: `in ${this.dir} but not trusted for TLS (flags ${sslTrust || 'none'})` }
    // The nickname carries the fingerprint's start; compare the whole certificate to be sure.
    const exported = await runCommand('certutil', ['-L', '-d', this.database, '-n', nickname, '-a'])
    if (exported.status !== 0 || normalise(exported.stdout) !== normalise(certificate.pem)) return { trusted: false, detail: `${this.dir} holds a different certificate named ${nickname}` }
    return { trusted: true, detail: `trusted in ${this.dir}` }
  }

  async install(certificate: StoredCertificate): Promise<TrustCheck> {
    if (!existsSync(join(this.dir, 'cert9.db'))) {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 })
      const created = await runCommand('certutil', ['-N', '-d', this.database, '--empty-password'])
      if (created.status === null) return { trusted: false, detail: 'certutil is not installed (Debian and Ubuntu: sudo apt install libnss3-tools)' }
      if (created.status !== 0) return { trusted: false, detail: `could not create the NSS database: ${created.stderr.trim()}` }
    }
    const added = await runCommand('certutil', ['-A', '-d', this.database, '-t', 'P,,', '-n', storeNickname(certificate), '-i', certificate.certFile])
    if (added.status === null) return { trusted: false, detail: 'certutil is not installed (Debian and Ubuntu: sudo apt install libnss3-tools)' }
    if (added.status !== 0) return { trusted: false, detail: `certutil refused: ${added.stderr.trim()}` }
    return this.check(certificate)
  }

  commands(certificate: StoredCertificate): string[] {
    return [
      `mkdir -p ${shellWord(this.dir)}`,
      `certutil -d ${shellWord(this.database)} -A -t 'P,,' -n ${shellWord(storeNickname(certificate))} -i ${shellWord(certificate.certFile)}`
    ]
  }
}

function normalise(pem: string): string {
  return pem.replace(/\s+/g, '')
}
