import { type WriteTx, type Db } from '../engine/sync-port'
import { readSyncState, writeSyncState } from './store/state'
import type { SyncCounts, SyncError } from '../../shared/api/sync'
import { RemoteProtocolError, RemoteRefused, RemoteUnavailable, SyncStopped } from './remote/errors'

/** How the last runs ended, kept in the workspace so the status survives a restart. */
export interface StoredOutcome {
  lastAttemptAt: number | null
  lastSuccessAt: number | null
  lastError: { at: number; kind: SyncError['kind']; message: string } | null
  lastCounts: SyncCounts | null
}

const KEY = 'outcome'

export function readOutcome(db: Db): StoredOutcome {
  return readSyncState<StoredOutcome>(db, KEY) ?? { lastAttemptAt: null, lastSuccessAt: null, lastError: null, lastCounts: null }
}

export function writeOutcome(tx: WriteTx, outcome: StoredOutcome): void {
  writeSyncState(tx, KEY, outcome)
}

/** A sync that could not start because another process is syncing the same workspace. */
export class SyncBusy extends Error {}

/** Which kind of failure this is, for the status: offline is not an error the user must act on. */
export function classifyFailure(error: unknown): { kind: SyncError['kind']; message: string } {
  if (error instanceof SyncBusy) return { kind: 'busy', message: error.message }
  if (error instanceof RemoteUnavailable) {
    if (!error.answered) return { kind: 'offline', message: `The company service cannot be reached: ${error.message}` }
    return { kind: 'error', message: `The company service is not answering normally: ${error.message}` }
  }
  if (error instanceof RemoteRefused) {
    if (error.status === 403) return { kind: 'refused', message: `The company service refused the API key: ${error.serviceMessage}` }
    return { kind: 'error', message: error.message }
  }
  if (error instanceof RemoteProtocolError) return { kind: 'error', message: error.message }
  if (error instanceof SyncStopped) return { kind: 'error', message: 'Sync was stopped before it finished; it resumes where it stopped.' }
  return { kind: 'error', message: `Sync failed: ${error instanceof Error ? error.message : String(error)}` }
}
