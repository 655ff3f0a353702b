import type { ResolveConflictResponse, SyncConfigBody, SyncConfigResponse, SyncConflict, SyncOutcome, SyncStatusResponse } from '../../shared/api/sync'

/** What the engine's /local/sync routes ask of sync (see service.ts for the implementation). */
export interface SyncControl {
  config(): SyncConfigResponse
  configure(body: SyncConfigBody): Promise<SyncConfigResponse>
  disconnect(): SyncConfigResponse
  status(): SyncStatusResponse
  /** Starts a sync, or joins the one under way; resolves when it ends. */
  run(): Promise<SyncOutcome>
  conflicts(): SyncConflict[]
  resolveConflict(id: string, resolution: 'mine' | 'theirs'): Promise<ResolveConflictResponse>
}
