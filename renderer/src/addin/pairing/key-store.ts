import type { PairingCreated } from '../../../../shared/api/pairings'

/** The key the pane was given by pairing, and who it acts as. */
export interface PaneKey {
  key: string
  keyId: string
  scopes: string[]
  user: { id: string; name: string; email: string }
}

const KEY = 'folio.addin.key'
const PENDING = 'folio.addin.pairing'

/** One JSON entry of the pane's storage, read back only when it has the expected shape. */
interface Entry<T> {
  read(): T | null
  write(value: T): void
  forget(): void
}

function entry<T>(storage: Storage | null, name: string, is: (value: unknown) => value is T): Entry<T> {
  return {
    read: (): T | null => {
      try {
        const text = storage?.getItem(name)
        if (!text) return null
        const value: unknown = JSON.parse(text)
        return is(value) ? value : null
      } catch {
        return null
      }
    },
    write: (value: T) => void storage?.setItem(name, JSON.stringify(value)),
    forget: () => void storage?.removeItem(name)
  }
}

/**
 * The pane's key lives in the pane's own storage (localStorage on Folio's origin), never in the
 * document; so does a pairing still waiting for Allow, so that a pane closed and opened again
 * goes on waiting for the same code (Folio accepts one waiting pairing per origin). Where Office
 * partitions add-in storage (Office.context.partitionKey, set on Word on the web), every entry
 * is prefixed with the partition key, as Microsoft asks.
 */
export class KeyStore {
  private readonly key: Entry<PaneKey>
  private readonly pairing: Entry<PairingCreated>

  constructor(storage: Storage | null, partitionKey: string | undefined) {
    this.key = entry(storage, `${partitionKey ?? ''}${KEY}`, isPaneKey)
    this.pairing = entry(storage, `${partitionKey ?? ''}${PENDING}`, isPairing)
  }

  read(): PaneKey | null {
    return this.key.read()
  }

  write(key: PaneKey): void {
    this.key.write(key)
  }

  forget(): void {
    this.key.forget()
  }

  /** The pairing this pane asked for and still waits on, unless it has expired by `now`. */
  waitingPairing(now: number): PairingCreated | null {
    const pairing = this.pairing.read()
    return pairing && Date.parse(pairing.expiresAt) > now ? pairing : null
  }

  keepWaitingPairing(pairing: PairingCreated): void {
    this.pairing.write(pairing)
  }

  forgetWaitingPairing(): void {
    this.pairing.forget()
  }
}

function isPaneKey(value: unknown): value is PaneKey {
  if (typeof value !== 'object' || value === null) return false
  const record: Record<string, unknown> = { ...value }
  const user = record.user
  return (
    typeof record.key === 'string' &&
    typeof record.keyId === 'string' &&
    Array.isArray(record.scopes) &&
    record.scopes.every((scope) => typeof scope === 'string') &&
    typeof user === 'object' &&
    user !== null &&
    'name' in user &&
    typeof user.name === 'string'
  )
}

function isPairing(value: unknown): value is PairingCreated {
  if (typeof value !== 'object' || value === null) return false
  const record: Record<string, unknown> = { ...value }
  return typeof record.pairingId === 'string' && typeof record.secret === 'string' && typeof record.code === 'string' && typeof record.expiresAt === 'string'
}
