import type { OutboxOperationName } from '../../../shared/api/outbox'
import { rulesOf, type OutboxEntryOf } from '../../engine/sync-port'

/** True when the change touches a key with an open conflict on its contract. */
export function waitsForUser<K extends OutboxOperationName>(entry: OutboxEntryOf<K>, open: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const keys = open.get(entry.contractId)
  return keys !== undefined && rulesOf(entry).heldKeys(entry.payload).some((k) => keys.has(k))
}

export function hold<K extends OutboxOperationName>(waiting: Map<string, Set<string>>, entry: OutboxEntryOf<K>): void {
  let keys = waiting.get(entry.contractId)
  if (!keys) waiting.set(entry.contractId, (keys = new Set()))
  for (const key of rulesOf(entry).heldKeys(entry.payload)) keys.add(key)
}
