import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'
import { describeError } from '../api/errors'
import type { ContractListItem, ContractListQuery } from '../../../shared/api/contracts'

/** A short first page paints fast; later pages are larger so scrolling rarely waits. */
export const FIRST_PAGE_SIZE = 50
export const NEXT_PAGE_SIZE = 200

export interface ContractListState {
  /** The query shown, without its page size or cursor. */
  key: string | null
  rows: ContractListItem[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  cursor: string | null
  hasMore: boolean
  loadingMore: boolean
  moreError: string | null
  /** Keyboard position and scroll, kept so Back returns to the same row. */
  activeIndex: number
  scrollTop: number
  show(query: ContractListQuery, options?: { refresh?: boolean }): void
  loadMore(): void
  setActive(index: number): void
  rememberScroll(scrollTop: number): void
  /** Applies a change made elsewhere (status, properties) to the row, if it is loaded. */
  patchRow(id: string, patch: Partial<ContractListItem>): void
  /** Contracts were added elsewhere (import, generation): the next show() asks the engine again. */
  invalidate(): void
}

export type ContractListStore = StoreApi<ContractListState>

function keyOf(query: ContractListQuery): string {
  const { pagesize: _pagesize, cursor: _cursor, ...filters } = query
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
}

export function createContractListStore(api: ApiClient): ContractListStore {
  let query: ContractListQuery = {}
  let generation = 0
  let controller: AbortController | null = null
  let stale = false

  return createStore<ContractListState>()((set, get) => ({
    key: null,
    rows: [],
    status: 'idle',
    error: null,
    cursor: null,
    hasMore: false,
    loadingMore: false,
    moreError: null,
    activeIndex: 0,
    scrollTop: 0,

    show(next, options = {}) {
      const key = keyOf(next)
      const state = get()
      if (!options.refresh && !stale && key === state.key && state.status !== 'error') return
      stale = false
      controller?.abort()
      controller = new AbortController()
      const mine = ++generation
      query = next
      const sameView = key === state.key
      set({
        key,
        status: 'loading',
        error: null,
        moreError: null,
        loadingMore: false,
        ...(sameView ? {} : { rows: [], activeIndex: 0, scrollTop: 0, hasMore: false, cursor: null })
      })
      api.call('listContracts', { query: { ...next, pagesize: FIRST_PAGE_SIZE }, signal: controller.signal }).then(
        (page) => {
          if (mine !== generation) return
          set({
            rows: page.contracts,
            status: 'ready',
            cursor: page.pagination.cursor,
            hasMore: page.pagination.hasMore,
            activeIndex: Math.min(get().activeIndex, Math.max(0, page.contracts.length - 1))
          })
        },
        (error: unknown) => {
          if (mine !== generation) return
          set({ status: 'error', error: describeError(error) })
        }
      )
    },

    loadMore() {
      const state = get()
      if (state.status !== 'ready' || !state.hasMore || state.loadingMore || !state.cursor) return
      const mine = generation
      set({ loadingMore: true, moreError: null })
      api.call('listContracts', { query: { ...query, pagesize: NEXT_PAGE_SIZE, cursor: state.cursor }, signal: controller?.signal }).then(
        (page) => {
          if (mine !== generation) return
          set({
            rows: [...get().rows, ...page.contracts],
            cursor: page.pagination.cursor,
            hasMore: page.pagination.hasMore,
            loadingMore: false
          })
        },
        (error: unknown) => {
          if (mine !== generation) return
          set({ loadingMore: false, moreError: describeError(error) })
        }
      )
    },

    setActive(index) {
      const count = get().rows.length
      if (count === 0) return
      set({ activeIndex: Math.max(0, Math.min(count - 1, index)) })
    },

    rememberScroll(scrollTop) {
      set({ scrollTop })
    },

    invalidate() {
      stale = true
    },

    patchRow(id, patch) {
      const rows = get().rows
      const index = rows.findIndex((row) => row.id === id)
      if (index === -1) return
      const copy = rows.slice()
      const current = copy[index]
      if (current) copy[index] = { ...current, ...patch }
      set({ rows: copy })
    }
  }))
}
