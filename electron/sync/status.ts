import type { SyncStatusResponse } from '../../shared/api/sync'
import { type Db, contractName, countOpenConflicts, countPendingOutbox, rejectedChanges, toIso, toIsoOrNull } from '../engine/sync-port'
import { readOutcome } from './outcome'
import type { ProgressSnapshot } from './progress'

export interface LiveState {
  configured: boolean
  remoteUrl: string | null
  running: boolean
  progress: ProgressSnapshot | null
  nextRunAt: number | null
}

/**
 * The status the window shows. The state: syncing while a run is under way; otherwise offline
 * or error when the last attempt failed (offline: the service could not be reached, which fixes
 * itself when the network returns), idle when it succeeded or none was made yet.
 */
export function presentStatus(db: Db, live: LiveState): SyncStatusResponse {
  const outcome = readOutcome(db)
  const failedLast = outcome.lastError !== null && (outcome.lastSuccessAt === null || outcome.lastError.at >= outcome.lastSuccessAt)
  const state = !live.configured
    ? 'unconfigured'
    : live.running
      ? 'syncing'
      : failedLast && outcome.lastError!.kind === 'offline'
        ? 'offline'
        : failedLast
          ? 'error'
          : 'idle'
  return {
    state,
    remoteUrl: live.remoteUrl,
    lastSuccessAt: toIsoOrNull(outcome.lastSuccessAt),
    lastAttemptAt: toIsoOrNull(outcome.lastAttemptAt),
    lastError: outcome.lastError ? { at: toIso(outcome.lastError.at), kind: outcome.lastError.kind, message: outcome.lastError.message } : null,
    lastCounts: outcome.lastCounts,
    progress: live.progress,
    pending: countPendingOutbox(db),
    rejected: rejectedChanges(db).map(({ rejectedAt, ...r }) => ({
      ...r,
      contractName: contractName(db, r.contractId),
      rejectedAt: toIso(rejectedAt)
    })),
    conflicts: countOpenConflicts(db),
    nextRunAt: toIsoOrNull(live.nextRunAt)
  }
}
