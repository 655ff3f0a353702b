import type { Db } from '../../db/connection'
import { findContractRow } from '../../db/queries/contract-rows'
import { findConflict } from '../../db/queries/sync-conflicts'
import { canEditContract } from '../../domain/access'
import type { Principal } from '../../domain/principal'
import { ForbiddenError } from '../../errors'

/** A conflict is resolved by a user who may edit its contract, as the edit itself needed. */
export function assertMayResolveConflict(db: Db, user: Principal, conflictId: string): void {
  const conflict = findConflict(db, conflictId.toLowerCase())
  const contract = conflict ? findContractRow(db, conflict.contractId) : null
  if (contract && !canEditContract(user, contract)) throw new ForbiddenError(`The API key's owner may not edit contract ${contract.id}, whose conflict this is`)
}
