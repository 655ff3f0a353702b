import type { CompiledPlaybook } from './types'

/**
 * Compiled playbooks by a key the engine derives from playbook id, version and updatedAt, so a
 * synced change compiles afresh and the stale entry ages out. Least recently used entries go
 * first: a lawyer reviews against a handful of playbooks, while each compiled one holds native
 * RE2 automata (about 15 MB once warm for the forty-position benchmark playbook) that only the
 * garbage collector releases.
 */
export class PlaybookCache {
  private readonly entries = new Map<string, CompiledPlaybook>()

  constructor(private readonly maxEntries = 8) {
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries must be a positive integer, got ${maxEntries}`)
  }

  get size(): number {
    return this.entries.size
  }

  get(key: string, compile: () => CompiledPlaybook): CompiledPlaybook {
    const cached = this.entries.get(key)
    if (cached !== undefined) {
      // Map iteration follows insertion order, so re-inserting marks the entry most recent.
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    const compiled = compile()
    this.entries.set(key, compiled)
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
    }
    return compiled
  }
}
