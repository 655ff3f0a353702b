/** The key the pane was given by pairing, and who it acts as. */
export interface PaneKey {
  key: string
  keyId: string
  scopes: string[]
  user: { id: string; name: string; email: string }
}

const NAME = 'folio.addin.key'

/**
 * The pane's key lives in the pane's own storage (localStorage on Folio's origin), never in the
 * document. Where Office partitions add-in storage (Office.context.partitionKey, set on Word on
 * the web), every entry is prefixed with the partition key, as Microsoft asks.
 */
export class KeyStore {
  constructor(
    private readonly storage: Storage | null,
    private readonly partitionKey: string | undefined
  ) {}

  private get name(): string {
    return `${this.partitionKey ?? ''}${NAME}`
  }

  read(): PaneKey | null {
    try {
      const text = this.storage?.getItem(this.name)
      if (!text) return null
      const value: unknown = JSON.parse(text)
      return isPaneKey(value) ? value : null
    } catch {
      return null
    }
  }

  write(key: PaneKey): void {
    this.storage?.setItem(this.name, JSON.stringify(key))
  }

  forget(): void {
    this.storage?.removeItem(this.name)
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
