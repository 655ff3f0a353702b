import { execFile } from 'node:child_process'
import type { StoredCertificate } from '../certificate-store'

/** Whether one store trusts a certificate, in words a lawyer can act on. */
export interface TrustCheck {
  trusted: boolean
  detail: string
}

/**
 * One place the operating system or a browser looks for trusted certificates. `decisive` stores
 * are where Office and Chromium look: the certificate counts as trusted when they all trust it.
 */
export interface TrustStore {
  readonly name: string
  readonly decisive: boolean
  check(certificate: StoredCertificate): Promise<TrustCheck>
  /** Adds the certificate; resolves with what happened (the commands tell the user how by hand). */
  install(certificate: StoredCertificate): Promise<TrustCheck>
  /** The exact commands that trust the certificate by hand, for when Folio cannot. */
  commands(certificate: StoredCertificate): string[]
}

export interface CommandResult {
  /** Exit status; null when the program is not installed. */
  status: number | null
  stdout: string
  stderr: string
}

/**
 * Runs a program without a shell (arguments are never interpreted). The time limit is long: on
 * macOS and Windows the system asks the user to confirm, and the command waits for the answer.
 */
export function runCommand(program: string, args: readonly string[], timeoutMs = 120_000): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(program, args, { timeout: timeoutMs, encoding: 'utf8', windowsHide: true }, (error, stdout, stderr) => {
      if (error && 'code' in error && error.code === 'ENOENT') return resolve({ status: null, stdout: '', stderr: '' })
      const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0
      resolve({ status, stdout, stderr })
    })
  })
}

/** A shell word, quoted when it needs to be (for commands printed to the user). */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`
}

/** The name a certificate has in stores that name their entries: one per certificate, so a renewal never replaces the old one. */
export function storeNickname(certificate: StoredCertificate): string {
  return `Folio localhost ${certificate.fingerprint.replace(/:/g, '').slice(0, 12)}`
}
