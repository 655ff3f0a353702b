import type { Connection } from './handle'
import { WorkspaceVersionError } from '../errors'
import { migrations } from './migrations'

export const LATEST_SCHEMA_VERSION = migrations.reduce((max, m) => Math.max(max, m.version), 0)

export function schemaVersion(db: Connection): number {
  return db.pragma('user_version', { simple: true }) as number
}

/**
 * Brings the database to `to` (default: the latest version). All pending migrations run in one
 * transaction: a failure leaves the workspace exactly as it was. A database from a newer Folio is
 * refused rather than guessed at.
 */
export function migrate(db: Connection, options: { to?: number } = {}): number {
  const target = options.to ?? LATEST_SCHEMA_VERSION
  const current = schemaVersion(db)
  if (current > LATEST_SCHEMA_VERSION) throw new WorkspaceVersionError(current, LATEST_SCHEMA_VERSION)
  if (current >= target) return current
  const pending = migrations.filter((m) => m.version > current && m.version <= target).sort((a, b) => a.version - b.version)
  db.transaction(() => {
    for (const m of pending) {
      m.up(db)
      db.pragma(`user_version = ${m.version}`)
    }
  }).immediate()
  return target
}
