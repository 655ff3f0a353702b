import type { ResolveConflictResponse, SyncConfigBody, SyncConfigResponse, SyncConflict, SyncOutcome, SyncStatusResponse } from '../../shared/api/sync'

/**
 * What the engine's /local/sync routes ask of sync. The engine defines the port and sync
 * (electron/sync) implements it: the engine never imports sync, so it runs without it.
 */
export interface SyncControl {
  config(): SyncConfigResponse
  configure(body: SyncConfigBody): Promise<SyncConfigResponse>
  disconnect(): Promise<SyncConfigResponse>
  status(): SyncStatusResponse
  /** Starts a sync, or joins the one under way; resolves when it ends. */
  run(): Promise<SyncOutcome>
  conflicts(): SyncConflict[]
  resolveConflict(id: string, resolution: 'mine' | 'theirs'): Promise<ResolveConflictResponse>
}

/** Sync as the engine runs it: started once the engine is built, stopped before it closes. */
export interface AttachedSync extends SyncControl {
  start(): void
  stop(): Promise<void>
  /**
   * Tells `listener` each time a pull has committed new text revisions: the engine reads their
   * key terms in the background, so a synced contract's notice deadline is proposed unopened.
   */
  onTextsStored(listener: () => void): void
}
