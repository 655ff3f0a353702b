import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

const SHA256_HEX = /^[0-9a-f]{64}$/

/**
 * Content-addressed file store: a file's bytes live at blobs/ab/cd/<sha256>. Identical files are
 * stored once, and a blob never changes once written, so readers need no locking.
 */
export class BlobStore {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true })
  }

  static hash(bytes: Uint8Array): string {
    return createHash('sha256').update(bytes).digest('hex')
  }

  pathOf(sha256: string): string {
    if (!SHA256_HEX.test(sha256)) throw new Error(`not a sha256 digest: ${sha256}`)
    return join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256)
  }

  /** Stores the bytes and returns their sha256. Writes to a temporary name first so a crash never leaves a torn blob. */
  put(bytes: Uint8Array): string {
    const sha256 = BlobStore.hash(bytes)
    const target = this.pathOf(sha256)
    if (existsSync(target)) return sha256
    mkdirSync(join(this.root, sha256.slice(0, 2), sha256.slice(2, 4)), { recursive: true })
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    writeFileSync(temp, bytes)
    renameSync(temp, target)
    return sha256
  }

  has(sha256: string): boolean {
    return existsSync(this.pathOf(sha256))
  }

  get(sha256: string): Buffer {
    return readFileSync(this.pathOf(sha256))
  }

  size(sha256: string): number {
    return statSync(this.pathOf(sha256)).size
  }

  delete(sha256: string): void {
    rmSync(this.pathOf(sha256), { force: true })
  }
}
