import { runWriteNow } from '../../electron/engine/db/write'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../electron/engine/db/connection'
import { LATEST_SCHEMA_VERSION } from '../../electron/engine/db/migrate'
import { workspaceFiles } from '../../electron/engine/index'
import { createApiKey } from '../../electron/engine/services/auth/keys'
import { seedLargeWorkspace } from '../large-workspace'

/** The same instant bench/seed.ts uses, so cached workspaces are identical whoever made them. */
export const LARGE_NOW = Date.UTC(2025, 5, 2, 12)

/**
 * A large workspace of `contracts` contracts, cached under the OS temp folder between runs (keyed
 * by size and schema version): seeding 100,000 contracts takes most of a minute.
 */
export function largeWorkspace(contracts: number, log: (line: string) => void = () => undefined): string {
  const dir = join(tmpdir(), `folio-bench-large-${contracts}-schema${LATEST_SCHEMA_VERSION}`)
  const ready = join(dir, 'ready')
  if (existsSync(ready)) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  log(`seeding a ${contracts.toLocaleString('en')}-contract workspace in ${dir} (cached for later runs)`)
  const db = openDatabase(workspaceFiles(dir).database)
  try {
    seedLargeWorkspace(db, { contracts, now: LARGE_NOW })
  } finally {
    db.close()
  }
  writeFileSync(ready, new Date().toISOString())
  return dir
}

/** A fresh API key for a user of the workspace (admin by default). */
export function benchKey(dir: string, role: 'admin' | 'member' = 'admin', scopes: string[] = []): string {
  const db = openDatabase(workspaceFiles(dir).database)
  try {
    const user = db.prepare('SELECT id FROM users WHERE role = ? ORDER BY id LIMIT 1').get(role) as { id: string }
    return runWriteNow(db, (tx) => createApiKey(tx, { userId: user.id, scopes, now: Date.now() })).key
  } finally {
    db.close()
  }
}
