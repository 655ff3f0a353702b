import { STATUS_CONFLICT_KEY } from '../../engine/db/queries/sync-conflicts'
import type { SyncOutboxEntry } from '../../engine/db/queries/sync-outbox'

/** The keys a change sets: property keys, or '$status'. A generation sets none a conflict can hold. */
export function keysOf(entry: SyncOutboxEntry): string[] {
  if (entry.operation === 'contract.status') return [STATUS_CONFLICT_KEY]
  if (entry.operation === 'contract.properties') return Object.keys((entry.payload.properties ?? {}) as Record<string, unknown>)
  return []
}

/** True when the change touches a key with an open conflict on its contract. */
export function waitsForUser(entry: SyncOutboxEntry, open: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const keys = open.get(entry.contractId)
  return keys !== undefined && keysOf(entry).some((k) => keys.has(k))
}

export function hold(waiting: Map<string, Set<string>>, entry: SyncOutboxEntry): void {
  let keys = waiting.get(entry.contractId)
  if (!keys) waiting.set(entry.contractId, (keys = new Set()))
  for (const key of keysOf(entry)) keys.add(key)
}
