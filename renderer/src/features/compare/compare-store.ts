import { createStore, type StoreApi } from 'zustand/vanilla'
import type { CompareRequest, CompareResponse } from '../../../../shared/api/compare'
import type { ApiClient } from '../../api/client'
import { describeError, isAbort } from '../../api/errors'
import { buildRows, changeIndices, type CompareRow } from './compare-model'

export type CompareView = 'side' | 'inline'

/** Where the view should bring the reader: a row; `seq` changes to jump again to the same one. */
export interface CompareTarget {
  row: number
  seq: number
}

export interface CompareState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  answer: CompareResponse | null
  rows: CompareRow[]
  /** Rows that are changes, in reading order. */
  changes: number[]
  /** Index into `changes` of the change being read; -1 before the first jump. */
  current: number
  target: CompareTarget | null
  view: CompareView
  load(request: CompareRequest): void
  next(): void
  previous(): void
  /** Makes the change on `row` the current one and brings it into view. */
  goToRow(row: number): void
  setView(view: CompareView): void
  dispose(): void
}

export type CompareStore = StoreApi<CompareState>

/**
 * The compare view's state: the engine's comparison of two texts as rows, and which change the
 * lawyer is reading (n and p step through them). One store per compare screen.
 */
export function createCompareStore(api: ApiClient, view: CompareView = 'side'): CompareStore {
  let inFlight: AbortController | null = null
  let shownSides: string | null = null
  return createStore<CompareState>()((set, get) => {
    const jumpTo = (current: number) => {
      const row = get().changes[current]
      if (row === undefined) return
      set({ current, target: { row, seq: (get().target?.seq ?? 0) + 1 } })
    }
    return {
      status: 'idle',
      error: null,
      answer: null,
      rows: [],
      changes: [],
      current: -1,
      target: null,
      view,
      load(request) {
        inFlight?.abort()
        const controller = new AbortController()
        inFlight = controller
        // Another playbook over the same two texts keeps the reader's place; other texts start afresh.
        const sides = JSON.stringify([request.old, request.new, request.options])
        set({ status: 'loading', error: null })
        api.call('compareTexts', { body: request, signal: controller.signal }).then(
          (answer) => {
            if (controller.signal.aborted) return
            const rows = buildRows(answer)
            const sameTexts = sides === shownSides
            shownSides = sides
            set({ status: 'ready', answer, rows, changes: changeIndices(rows), ...(sameTexts ? {} : { current: -1, target: null }) })
          },
          (error: unknown) => {
            if (controller.signal.aborted || isAbort(error)) return
            set({ status: 'error', error: describeError(error) })
          }
        )
      },
      next() {
        const { current, changes } = get()
        if (changes.length > 0) jumpTo(Math.min(current + 1, changes.length - 1))
      },
      previous() {
        const { current, changes } = get()
        if (changes.length > 0) jumpTo(Math.max(current - 1, 0))
      },
      goToRow(row) {
        const index = get().changes.indexOf(row)
        if (index >= 0) jumpTo(index)
      },
      setView(next) {
        set({ view: next })
      },
      dispose() {
        inFlight?.abort()
      }
    }
  })
}
