import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'

/**
 * Where the user's API key for the company service is kept. The engine never writes it to the
 * database or returns it from any endpoint; it asks the store at each sync.
 */
export interface SecretStore {
  /** How the secret is protected, shown in the settings: a user-only file, or the OS keychain. */
  readonly kind: 'file' | 'os-keychain'
  get(name: string): string | null
  set(name: string, value: string): void
  delete(name: string): void
}

/** Writes a file readable and writable by the user only, atomically (a crash leaves the old file or the new). */
function writePrivateFile(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true })
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
  writeFileSync(temp, text, { mode: 0o600 })
  // The process umask cannot widen 0600, but a file system that ignored the mode is corrected here.
  chmodSync(temp, 0o600)
  renameSync(temp, file)
}

function readPrivateFile(file: string): Record<string, string> {
  if (!existsSync(file)) return {}
  // Someone widened the file's permissions: narrow them again before reading a secret from it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
  return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
}

/**
 * Headless (folio serve, folio sync, tests): a JSON file in the workspace folder with mode
 * 0600, so only the user who owns the workspace can read the key. Protection is the file
 * system's; for the desktop app, see SafeStorageSecretStore.
 */
export class FileSecretStore implements SecretStore {
  readonly kind = 'file' as const
  readonly file: string

  constructor(dataDir: string) {
    this.file = join(dataDir, 'sync-secrets.json')
  }

  get(name: string): string | null {
    return readPrivateFile(this.file)[name] ?? null
  }

  set(name: string, value: string): void {
    writePrivateFile(this.file, JSON.stringify({ ...readPrivateFile(this.file), [name]: value }))
  }

  delete(name: string): void {
    const all = readPrivateFile(this.file)
    if (!(name in all)) return
    delete all[name]
    writePrivateFile(this.file, JSON.stringify(all))
  }
}

/** What Electron's `safeStorage` offers: encryption with a key the OS keychain holds for the app. */
export interface StringCipher {
  isEncryptionAvailable(): boolean
  encryptString(plainText: string): Buffer
  decryptString(encrypted: Buffer): string
}

/**
 * The desktop app: the key is encrypted with Electron's safeStorage (Keychain on macOS, DPAPI on
 * Windows, the Secret Service on Linux) and only the ciphertext is written, in a user-only file.
 * Refuses to store anything when the OS offers no encryption rather than fall back to plain text.
 */
export class SafeStorageSecretStore implements SecretStore {
  readonly kind = 'os-keychain' as const
  readonly file: string

  constructor(
    dataDir: string,
    private readonly cipher: StringCipher
  ) {
    this.file = join(dataDir, 'sync-secrets.enc.json')
  }

  get(name: string): string | null {
    const sealed = readPrivateFile(this.file)[name]
    if (sealed === undefined) return null
    return this.cipher.decryptString(Buffer.from(sealed, 'base64'))
  }

  set(name: string, value: string): void {
    if (!this.cipher.isEncryptionAvailable()) throw new Error('The operating system offers no encryption for secrets here, so the API key cannot be stored safely.')
    writePrivateFile(this.file, JSON.stringify({ ...readPrivateFile(this.file), [name]: this.cipher.encryptString(value).toString('base64') }))
  }

  delete(name: string): void {
    const all = readPrivateFile(this.file)
    if (!(name in all)) return
    delete all[name]
    writePrivateFile(this.file, JSON.stringify(all))
  }
}
