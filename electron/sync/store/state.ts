import { cachedStatement, type Db, type WriteTx } from '../../engine/sync-port'

/**
 * Sync's own small state, one JSON value per key: the connection settings (never the key, which
 * lives in a SecretStore), the pull's high-water mark and walk position, the last outcome.
 */
export function readSyncState<T>(db: Db, key: string): T | null {
  const row = cachedStatement(db, 'SELECT value FROM sync_state WHERE key = ?').get(key) as { value: string } | undefined
  return row ? (JSON.parse(row.value) as T) : null
}

export function writeSyncState(tx: WriteTx, key: string, value: unknown): void {
  if (value === null || value === undefined) {
    cachedStatement(tx, 'DELETE FROM sync_state WHERE key = ?').run(key)
    return
  }
  cachedStatement(tx, 'INSERT INTO sync_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, JSON.stringify(value))
}

export function deleteSyncState(tx: WriteTx, keys: readonly string[]): void {
  for (const key of keys) cachedStatement(tx, 'DELETE FROM sync_state WHERE key = ?').run(key)
}
