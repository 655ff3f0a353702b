import type { WriteTx } from '../write'

/** Next value of a named per-workspace sequence (e.g. contract references), atomically. */
export function nextSequenceValue(tx: WriteTx, name: string, start = 1): number {
  const row = tx
    .prepare('INSERT INTO sequences (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value')
    .get(name, start) as { value: number }
  return row.value
}
