import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApiClient } from '../api/client'

export interface EngineStatusState {
  /** null until the first answer or failure. */
  reachable: boolean | null
  /** Local changes recorded for the company service and not yet sent (the outbox). */
  pendingChanges: number | null
  rejectedChanges: number | null
  setReachable(reachable: boolean): void
}

export type EngineStatusStore = StoreApi<EngineStatusState>

export function createEngineStatusStore(): EngineStatusStore {
  return createStore<EngineStatusState>()((set, get) => ({
    reachable: null,
    pendingChanges: null,
    rejectedChanges: null,
    setReachable: (reachable) => {
      if (get().reachable !== reachable) set({ reachable })
    }
  }))
}

const POLL_MS = 15_000
/** The first check waits for the opening screen's own requests, which matter more. */
const FIRST_CHECK_MS = 1_000

/** Checks the engine and its outbox now and then; stops when the returned function is called. */
export function monitorEngine(store: EngineStatusStore, api: ApiClient): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = async () => {
    try {
      await api.call('test')
      const [pending, rejected] = await Promise.all([
        api.call('listOutbox', { query: { state: 'pending' } }),
        api.call('listOutbox', { query: { state: 'rejected' } })
      ])
      store.setState({ pendingChanges: pending.pending, rejectedChanges: rejected.entries.length })
    } catch {
      // The client already marked the engine unreachable; the next round tries again.
    }
    if (!stopped) timer = setTimeout(() => void check(), POLL_MS)
  }
  timer = setTimeout(() => void check(), FIRST_CHECK_MS)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
