import type { OutboxOperationName, OutboxPayload } from '../../../shared/api/outbox'
import type { OutboxBases, OutboxEntry, OutboxEntryOf } from './entry'

/**
 * The outbox's one table: for every operation, what it holds and what it does at push, on a
 * 409, on a rejection, at merge and in a conflict. Sync reads it (electron/sync/push, pull/merge,
 * conflicts); the database's guard on `outbox.operation` is built from its names. Adding an
 * operation is one payload schema in shared/api/outbox.ts, one base type and one entry below, and
 * a compile error wherever a kind of behaviour it introduces is not handled.
 */

/** The key under which a status change is held and a status conflict kept, beside property keys. */
export const STATUS_KEY = '$status'

export type { OutboxBases, OutboxEntry, OutboxEntryOf }

/** The company API calls an edit makes (sync's CompanyApi implements them). */
export interface EditSender {
  updateProperties(contractId: string, properties: Record<string, unknown>, idempotencyKey: string): Promise<unknown>
  updateStatus(contractId: string, status: number, idempotencyKey: string): Promise<unknown>
}

export interface EditPush<K extends OutboxOperationName> {
  kind: 'edit'
  send(api: EditSender, entry: OutboxEntryOf<K>): Promise<unknown>
}

export interface GenerationPush<K extends OutboxOperationName> {
  kind: 'generation'
  /** The body of POST /v2/contracts/generate that makes the contract on the service. */
  request(entry: OutboxEntryOf<K>): OutboxPayload<'contract.generate'>
}

/** A pending change rewritten by a conflict's resolution; null when nothing is left to send. */
export type Rewritten<K extends OutboxOperationName> = { payload: OutboxPayload<K>; base: OutboxBases[K] | null } | null

/** An edit made before bases were kept: assumed made on what the service has (never a conflict). */
export const UNKNOWN_BASE: unique symbol = Symbol('unknown base')

export interface OutboxRules<K extends OutboxOperationName> {
  /**
   * How sync sends it. `edit`: one request that sets values, safe to send again after an answer
   * was lost. `generation`: creates a contract, so it is sent exactly once (push/generation.ts).
   */
  push: EditPush<K> | GenerationPush<K>
  /**
   * A 409. `refetch-and-resend`: the contract is fetched again (which may record a conflict,
   * and then the change waits for the user) and the change is sent again. `resend`: nothing
   * was made; the next attempt sends it again.
   */
  onConflictStatus: 'refetch-and-resend' | 'resend'
  /**
   * Any other 4xx. `restore-service-state`: the change is rejected and the contract fetched back
   * to the service's state. `reject-followers`: the contract stays on this laptop only, and the
   * changes made to it since are rejected too, since they cannot follow.
   */
  onRejected: 'restore-service-state' | 'reject-followers'
  /** At merge: the keys whose pulled values this pending change holds back (property keys, or STATUS_KEY). */
  heldKeys(payload: OutboxPayload<K>): string[]
  /** The value a held key was made on, or UNKNOWN_BASE. */
  baseOf(entry: OutboxEntryOf<K>, key: string): unknown
  /** A conflict on `key` resolved "mine": the change stands, now made on the service's value. */
  keepMine(entry: OutboxEntryOf<K>, key: string, theirs: unknown): Rewritten<K>
  /** A conflict on `key` resolved "theirs": the change no longer sets `key`. */
  takeTheirs(entry: OutboxEntryOf<K>, key: string): Rewritten<K>
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const rest = { ...record }
  delete rest[key]
  return rest
}

export const OUTBOX: { [K in OutboxOperationName]: OutboxRules<K> } = {
  'contract.properties': {
    push: { kind: 'edit', send: (api, entry) => api.updateProperties(entry.contractId, entry.payload.properties, entry.id) },
    onConflictStatus: 'refetch-and-resend',
    onRejected: 'restore-service-state',
    heldKeys: (payload) => Object.keys(payload.properties),
    baseOf: (entry, key) => (entry.base && key in entry.base ? entry.base[key] : UNKNOWN_BASE),
    keepMine: (entry, key, theirs) => ({ payload: entry.payload, base: { ...entry.base, [key]: theirs } }),
    takeTheirs: (entry, key) => {
      const properties = withoutKey(entry.payload.properties, key)
      if (Object.keys(properties).length === 0) return null
      return { payload: { properties }, base: entry.base && withoutKey(entry.base, key) }
    }
  },
  'contract.status': {
    push: { kind: 'edit', send: (api, entry) => api.updateStatus(entry.contractId, entry.payload.status, entry.id) },
    onConflictStatus: 'refetch-and-resend',
    onRejected: 'restore-service-state',
    heldKeys: () => [STATUS_KEY],
    baseOf: (entry) => (entry.base ? entry.base.status : UNKNOWN_BASE),
    keepMine: (entry, _key, theirs) => ({ payload: entry.payload, base: { status: typeof theirs === 'number' ? theirs : null } }),
    takeTheirs: () => null
  },
  'contract.generate': {
    push: { kind: 'generation', request: (entry) => entry.payload },
    onConflictStatus: 'resend',
    onRejected: 'reject-followers',
    heldKeys: () => [],
    baseOf: () => UNKNOWN_BASE,
    keepMine: (entry) => ({ payload: entry.payload, base: entry.base }),
    takeTheirs: (entry) => ({ payload: entry.payload, base: entry.base })
  }
}

/** The rules of an entry's own operation, typed for it. */
export function rulesOf<K extends OutboxOperationName>(entry: OutboxEntryOf<K>): OutboxRules<K> {
  return OUTBOX[entry.operation]
}
