import { createStore, type StoreApi } from 'zustand/vanilla'

/**
 * The playbooks the lawyer last reviewed with: the last one for each contract category, and the
 * last one at all. Kept in the window's local storage, so Playbook review opens on the playbook
 * that fits the contract instead of "Choose a playbook".
 */
export interface PlaybookMemoryState {
  byCategory: Record<string, string>
  last: string | null
  remember(categoryId: string | null, playbookId: string): void
}

export type PlaybookMemoryStore = StoreApi<PlaybookMemoryState>

const STORAGE_KEY = 'folio.playbooks'

function read(storage: Storage | null): { byCategory: Record<string, string>; last: string | null } {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return { byCategory: {}, last: null }
    const byCategory: Record<string, string> = {}
    const stored = 'byCategory' in parsed && typeof parsed.byCategory === 'object' && parsed.byCategory !== null ? Object.entries(parsed.byCategory) : []
    for (const [category, playbook] of stored) if (typeof playbook === 'string') byCategory[category] = playbook
    const last = 'last' in parsed && typeof parsed.last === 'string' ? parsed.last : null
    return { byCategory, last }
  } catch {
    return { byCategory: {}, last: null }
  }
}

export function createPlaybookMemory(storage: Storage | null): PlaybookMemoryStore {
  const store = createStore<PlaybookMemoryState>()((set) => ({
    ...read(storage),
    remember: (categoryId, playbookId) =>
      set((state) => ({ last: playbookId, byCategory: categoryId === null ? state.byCategory : { ...state.byCategory, [categoryId]: playbookId } }))
  }))
  store.subscribe((state) => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify({ byCategory: state.byCategory, last: state.last }))
    } catch {
      // Storage full or denied: the choice still holds for this session.
    }
  })
  return store
}

/**
 * The playbook a review starts with: the contract's own (a playbook contract names it), else the
 * one last used on a contract of the same category, else the one last used; only a playbook the
 * workspace still has.
 */
export function fittingPlaybook(
  contract: { playbook: string | null; category: { id: string } | null },
  available: ReadonlyArray<{ id: string }>,
  memory: Pick<PlaybookMemoryState, 'byCategory' | 'last'>
): string | null {
  const known = new Set(available.map((p) => p.id))
  const candidates = [contract.playbook, contract.category ? memory.byCategory[contract.category.id] : undefined, memory.last]
  return candidates.find((id): id is string => typeof id === 'string' && known.has(id)) ?? null
}
