import { createStore, type StoreApi } from 'zustand/vanilla'
import type { OutboxEntry } from '../../../../shared/api/local'
import type { SyncConfigBody, SyncConfigResponse, SyncConflict, SyncStatusResponse } from '../../../../shared/api/sync'
import type { ApiClient } from '../../api/client'
import { describeError } from '../../api/errors'

export type SyncAction = 'connect' | 'disconnect' | 'run' | 'resolve'

export interface SyncState {
  status: SyncStatusResponse | null
  config: SyncConfigResponse | null
  conflicts: SyncConflict[]
  /** Changes waiting to be sent, oldest first. */
  pending: OutboxEntry[]
  /** What the lawyer asked for and is under way. */
  busy: SyncAction | null
  /** The engine's message when the last thing asked for failed. */
  actionError: string | null
  /** The status alone (the status bar's poll). */
  refresh(): Promise<void>
  /** Everything the sync screen shows. */
  loadDetails(): Promise<void>
  connect(body: SyncConfigBody): Promise<boolean>
  disconnect(): Promise<void>
  runNow(): Promise<void>
  resolve(conflictId: string, resolution: 'mine' | 'theirs'): Promise<void>
}

export type SyncStore = StoreApi<SyncState>

/** Sync as the window sees it: the engine's /local/sync operations, read and driven from one store. */
export function createSyncStore(api: ApiClient): SyncStore {
  return createStore<SyncState>()((set, get) => {
    const act = async (action: SyncAction, work: () => Promise<void>): Promise<boolean> => {
      set({ busy: action, actionError: null })
      try {
        await work()
        return true
      } catch (error) {
        set({ actionError: describeError(error) })
        return false
      } finally {
        set({ busy: null })
      }
    }
    return {
      status: null,
      config: null,
      conflicts: [],
      pending: [],
      busy: null,
      actionError: null,
      async refresh() {
        try {
          set({ status: await api.call('getSyncStatus') })
        } catch {
          // The engine status item already says when the engine does not answer.
        }
      },
      async loadDetails() {
        const [status, config, conflicts, pending] = await Promise.all([
          api.call('getSyncStatus'),
          api.call('getSyncConfig'),
          api.call('listSyncConflicts'),
          api.call('listOutbox', { query: { state: 'pending' } })
        ])
        set({ status, config, conflicts: conflicts.conflicts, pending: pending.entries })
      },
      connect: (body) =>
        act('connect', async () => {
          set({ config: await api.call('putSyncConfig', { body }) })
          await get().loadDetails()
        }),
      async disconnect() {
        await act('disconnect', async () => {
          set({ config: await api.call('deleteSyncConfig') })
          await get().loadDetails()
        })
      },
      async runNow() {
        await act('run', async () => {
          const answer = await api.call('runSync')
          set({ status: answer.status })
        })
      },
      async resolve(conflictId, resolution) {
        await act('resolve', async () => {
          await api.call('resolveSyncConflict', { params: { id: conflictId }, body: { resolution } })
          await get().loadDetails()
        })
      }
    }
  })
}

const POLL_MS = 15_000
/** While a sync runs its progress is worth following closely. */
const POLL_SYNCING_MS = 1_500

/**
 * Follows the sync status: often while a sync runs, now and then otherwise. When a sync ends,
 * `onSynced` runs (the screens showing pulled data may reload). Stops when the returned
 * function is called.
 */
export function monitorSync(store: SyncStore, onSynced: () => void = () => undefined): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let wasSyncing = false
  const check = async () => {
    await store.getState().refresh()
    const syncing = store.getState().status?.state === 'syncing'
    if (wasSyncing && !syncing) onSynced()
    wasSyncing = syncing
    if (!stopped) timer = setTimeout(() => void check(), syncing ? POLL_SYNCING_MS : POLL_MS)
  }
  timer = setTimeout(() => void check(), 500)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
