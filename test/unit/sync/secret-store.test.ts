import { chmodSync, readFileSync, statSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FileSecretStore, SafeStorageSecretStore, type StringCipher } from '../../../electron/sync/secret-store'
import { tempDir } from '../../helpers/engine'

/** A reversible stand-in for the OS keychain's encryption (XOR with a fixed byte): enough to tell plain text from ciphertext. */
function xorCipher(available = true): StringCipher {
  const flip = (b: Buffer) => Buffer.from(b.map((x) => x ^ 0x5a))
  return {
    isEncryptionAvailable: () => available,
    encryptString: (text) => flip(Buffer.from(text, 'utf8')),
    decryptString: (sealed) => flip(sealed).toString('utf8')
  }
}

describe('the file secret store (headless)', () => {
  it('keeps the key in a file only its owner can read and write', () => {
    const store = new FileSecretStore(tempDir('folio-secrets-'))
    expect(store.get('company-api-key')).toBe(null)
    store.set('company-api-key', 'folio_abc')
    expect(store.get('company-api-key')).toBe('folio_abc')
    expect(statSync(store.file).mode & 0o777).toBe(0o600)
    store.set('other', 'x')
    store.delete('company-api-key')
    expect(store.get('company-api-key')).toBe(null)
    expect(store.get('other')).toBe('x')
    expect(store.kind).toBe('file')
  })

  it('narrows a file whose permissions were widened before reading from it', () => {
    const store = new FileSecretStore(tempDir('folio-secrets-'))
    store.set('company-api-key', 'folio_abc')
    chmodSync(store.file, 0o644)
    expect(store.get('company-api-key')).toBe('folio_abc')
    expect(statSync(store.file).mode & 0o777).toBe(0o600)
  })
})

describe('the safeStorage secret store (desktop)', () => {
  it('writes only the ciphertext, and reads the key back through the OS encryption', () => {
    const store = new SafeStorageSecretStore(tempDir('folio-secrets-'), xorCipher())
    store.set('company-api-key', 'folio_secret_value')
    expect(readFileSync(store.file, 'utf8')).not.toContain('folio_secret_value')
    expect(store.get('company-api-key')).toBe('folio_secret_value')
    expect(statSync(store.file).mode & 0o777).toBe(0o600)
    expect(store.kind).toBe('os-keychain')
  })

  it('refuses to store a key when the OS offers no encryption, rather than keep it in plain text', () => {
    const store = new SafeStorageSecretStore(tempDir('folio-secrets-'), xorCipher(false))
    expect(() => store.set('company-api-key', 'folio_x')).toThrow('The operating system offers no encryption for secrets here, so the API key cannot be stored safely.')
    expect(store.get('company-api-key')).toBe(null)
  })
})
