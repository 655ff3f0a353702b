import type { OutboxOperationName, OutboxPayload } from '../../../shared/api/outbox'

/** What each change was made on, in stored form: sync compares the service's values with it to tell a conflict from a change it already has. */
export interface OutboxBases {
  /** Each key's value before the update (null when unset). */
  'contract.properties': Record<string, unknown>
  /** The status code before the change. */
  'contract.status': { status: number | null }
  /** A new contract is made on nothing. */
  'contract.generate': null
}

/** One change as stored: `base` is null for changes recorded before bases were kept. */
export interface OutboxEntryOf<K extends OutboxOperationName> {
  seq: number
  id: string
  operation: K
  contractId: string
  payload: OutboxPayload<K>
  base: OutboxBases[K] | null
  attempts: number
  createdAt: number
  /** When an attempt whose outcome never came back was started; null when none is outstanding. */
  uncertainSince: number | null
}

export type OutboxEntry = { [K in OutboxOperationName]: OutboxEntryOf<K> }[OutboxOperationName]
