import type { Playbook } from '../../../../shared/api/playbooks'

const MEMORY = 'folio.addin.playbooks'

/** The playbook last used, overall and for each contract category. */
interface Memory {
  last: string | null
  byCategory: Record<string, string>
}

function read(storage: Storage | null): Memory {
  try {
    const value: unknown = JSON.parse(storage?.getItem(MEMORY) ?? 'null')
    if (typeof value === 'object' && value !== null && 'byCategory' in value && typeof value.byCategory === 'object' && value.byCategory !== null) {
      const byCategory: Record<string, string> = {}
      for (const [key, id] of Object.entries(value.byCategory)) if (typeof id === 'string') byCategory[key] = id
      const last = 'last' in value && typeof value.last === 'string' ? value.last : null
      return { last, byCategory }
    }
  } catch {
    // A damaged entry is forgotten.
  }
  return { last: null, byCategory: {} }
}

/** What the pane knows of the linked contract: its category, and the playbook it was negotiated on. */
export interface LinkedContractHints {
  categoryId: string | null
  playbookId: string | null
}

/**
 * The playbook to offer: the one last used for the linked contract's category, else the playbook
 * the contract itself was negotiated on, else the last one used, else the company's own first
 * playbook (before the provider's standard ones).
 */
export function defaultPlaybook(playbooks: readonly Playbook[], storage: Storage | null, linked: LinkedContractHints): string | null {
  const memory = read(storage)
  const known = new Set(playbooks.map((playbook) => playbook.id))
  const candidates = [linked.categoryId ? memory.byCategory[linked.categoryId] : undefined, linked.playbookId, memory.last]
  const offered = candidates.find((id): id is string => typeof id === 'string' && known.has(id))
  return offered ?? (playbooks.find((playbook) => !playbook.isDefault) ?? playbooks[0])?.id ?? null
}

export function rememberPlaybook(storage: Storage | null, categoryId: string | null, playbookId: string): void {
  const memory = read(storage)
  memory.last = playbookId
  if (categoryId) memory.byCategory[categoryId] = playbookId
  try {
    storage?.setItem(MEMORY, JSON.stringify(memory))
  } catch {
    // Storage full or refused: the choice is simply not remembered.
  }
}
