import { type WriteTx, dropConflictsOf, tombstoneContract, rejectPendingOf } from '../../engine/sync-port'
import { clearRefetch } from '../store/contracts'

export const OUT_OF_REACH =
  'The contract is no longer available to this API key on the company service (it was deleted, or its owner or group changed), so the change could not be sent.'

/**
 * A pulled contract the key can no longer read: it is removed here and remembered as a
 * tombstone; changes still waiting to be sent to it are rejected with the reason, and its open
 * conflicts are dropped. Only ever called for contracts that came from the service.
 */
export function removeFromReach(tx: WriteTx, contractId: string, now: number): void {
  rejectPendingOf(tx, contractId, OUT_OF_REACH, now)
  dropConflictsOf(tx, contractId)
  clearRefetch(tx, contractId)
  tombstoneContract(tx, contractId, now)
}
