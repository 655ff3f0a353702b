import type { WriteTx } from '../write'
import type { Db } from '../connection'

export function getSetting(db: Db, key: string): string | null {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value ?? null
}

export function setSetting(tx: WriteTx, key: string, value: string): void {
  tx.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value)
}

/** Next value of a named per-workspace sequence (e.g. contract references), atomically. */
export function nextSequenceValue(tx: WriteTx, name: string, start = 1): number {
  const row = tx
    .prepare('INSERT INTO sequences (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value')
    .get(name, start) as { value: number }
  return row.value
}
