import { createStore, type StoreApi } from 'zustand/vanilla'

/** POST /v2/contracts/search takes 1 to 50 contracts. */
export const MAX_SEARCH_CONTRACTS = 50

export interface SelectedContract {
  id: string
  name: string
}

/** The contracts a lawyer picked for a text search, in the order picked. */
export interface SelectionState {
  selected: SelectedContract[]
  toggle(contract: SelectedContract): void
  replace(contracts: readonly SelectedContract[]): void
  remove(id: string): void
  clear(): void
}

export type SelectionStore = StoreApi<SelectionState>

export function createSelectionStore(): SelectionStore {
  return createStore<SelectionState>()((set, get) => ({
    selected: [],
    toggle(contract) {
      const selected = get().selected
      if (selected.some((c) => c.id === contract.id)) set({ selected: selected.filter((c) => c.id !== contract.id) })
      else if (selected.length < MAX_SEARCH_CONTRACTS) set({ selected: [...selected, contract] })
    },
    replace(contracts) {
      const unique = new Map(contracts.map((c) => [c.id, c]))
      set({ selected: [...unique.values()].slice(0, MAX_SEARCH_CONTRACTS) })
    },
    remove(id) {
      set({ selected: get().selected.filter((c) => c.id !== id) })
    },
    clear() {
      set({ selected: [] })
    }
  }))
}
