import type { OutboxEntry, OutboxResponse } from '../../../../shared/api/local'
import type { SyncConflict, SyncStatusResponse } from '../../../../shared/api/sync'
import type { Db } from '../../db/connection'
import { contractAccessByRef } from '../../db/queries/contract-rows'
import { canReadContract, seesEveryContract } from '../../domain/access'
import type { Principal } from '../../domain/principal'

/** The ids among `ids` (contract ids or aliases) whose contracts the user may read. */
function readableContractIds(db: Db, user: Principal, ids: Iterable<string>): Set<string> {
  return new Set(contractAccessByRef(db, ids).filter((row) => canReadContract(user, row)).map((row) => row.ref))
}

/**
 * Local changes, their rejections and conflicts carry contracts' values (a pending property
 * value, the service's and the local value of a conflict), so each user sees those of the
 * contracts they may read, counts included; an admin sees them all.
 */
export function visibleOutbox(db: Db, user: Principal, entries: OutboxEntry[], pending: OutboxEntry[]): OutboxResponse {
  if (seesEveryContract(user)) return { entries, pending: pending.length }
  const readable = readableContractIds(db, user, [...entries, ...pending].map((e) => e.contractId))
  return { entries: entries.filter((e) => readable.has(e.contractId)), pending: pending.filter((e) => readable.has(e.contractId)).length }
}

export function visibleConflicts(db: Db, user: Principal, conflicts: SyncConflict[]): SyncConflict[] {
  if (seesEveryContract(user)) return conflicts
  const readable = readableContractIds(db, user, conflicts.map((c) => c.contractId))
  return conflicts.filter((c) => readable.has(c.contractId))
}

export function visibleSyncStatus(db: Db, user: Principal, status: SyncStatusResponse, conflicts: SyncConflict[], pending: OutboxEntry[]): SyncStatusResponse {
  if (seesEveryContract(user)) return status
  const readable = readableContractIds(db, user, [...status.rejected.map((r) => r.contractId), ...pending.map((e) => e.contractId)])
  return {
    ...status,
    pending: pending.filter((e) => readable.has(e.contractId)).length,
    rejected: status.rejected.filter((r) => readable.has(r.contractId)),
    conflicts: visibleConflicts(db, user, conflicts).length
  }
}
