import { runWrite, rulesOf, type OutboxEntryOf, markRejected, rejectPendingOf } from '../../engine/sync-port'
import { queueRefetch } from '../store/contracts'
import type { OutboxOperationName } from '../../../shared/api/outbox'
import { refetchContracts } from '../pull/contracts'
import type { SyncRun } from '../run-context'

/**
 * A change the company service refused (a 4xx other than 409 and 429), recorded with the
 * service's message as its operation's rules say: the contract goes back to the service's
 * state, or (a generation) the changes made since to a contract the service never got are
 * rejected with it.
 */
export async function recordRejection<K extends OutboxOperationName>(run: SyncRun, entry: OutboxEntryOf<K>, message: string): Promise<void> {
  const policy = rulesOf(entry).onRejected
  await runWrite(
    run.ctx.db,
    (tx) => {
      const now = run.ctx.now()
      markRejected(tx, entry.id, message, now)
      switch (policy) {
        case 'restore-service-state':
          queueRefetch(tx, entry.contractId, 'rejected change', now)
          return
        case 'reject-followers':
          rejectPendingOf(tx, entry.contractId, `The contract's generation was refused by the company service (${message}), so this change could not follow it.`, now)
          return
        default:
          return unhandled(policy)
      }
    },
    'Recording a change the company service refused'
  )
  run.counts.changesRejected++
  if (policy === 'restore-service-state') await refetchContracts(run, [entry.contractId])
}

/** A change that cannot be sent at all (its contract is gone, or exists only here): rejected with the reason. */
export async function recordUnsendable<K extends OutboxOperationName>(run: SyncRun, entry: OutboxEntryOf<K>, reason: string): Promise<void> {
  await runWrite(run.ctx.db, (tx) => markRejected(tx, entry.id, reason, run.ctx.now()), 'Recording a change that cannot be sent')
  run.counts.changesRejected++
}

export function unhandled(value: never): never {
  throw new Error(`Unhandled outbox rule: ${JSON.stringify(value)}`)
}
