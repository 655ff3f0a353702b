import { openConflictKeys } from '../../engine/db/queries/sync-conflicts'
import { queueRefetch } from '../../engine/db/queries/sync-contracts'
import { markAttempt, markRejected, markSent, recordAttemptError, type SyncOutboxEntry } from '../../engine/db/queries/sync-outbox'
import { runWrite } from '../../engine/services/contracts/write-transaction'
import { refetchContracts } from '../pull/contracts'
import { RemoteRefused, RemoteUnavailable } from '../remote/errors'
import type { SyncRun } from '../run-context'
import { waitsForUser } from './holds'

/** How often a change refused with 409 (a concurrent write) is refetched and sent again in one run. */
const CONFLICT_RETRIES = 3

export const LOCAL_ONLY =
  'This contract exists only in this workspace (it was imported here); the company service has no copy of it, so the change stays on this laptop.'

/**
 * Sends one property update or status change. Both are idempotent by nature: they set values,
 * so sending one again after an answer was lost leaves the service as one sending would (the
 * entry id also travels as Idempotency-Key). 409: the contract is fetched again (which may
 * record a conflict, and then the change waits for the user) and the change is sent again.
 * Another 4xx: the change is rejected with the service's message and the contract goes back to
 * the service's state. Failures to reach the service end the push; the change stays pending.
 */
export async function pushEdit(run: SyncRun, entry: SyncOutboxEntry): Promise<'sent' | 'rejected' | 'waiting'> {
  const { ctx, api } = run
  const db = ctx.db
  const origin = (db.prepare('SELECT origin FROM contracts WHERE id = ?').get(entry.contractId) as { origin: string } | undefined)?.origin
  if (origin !== 'remote') {
    const reason = origin === undefined ? 'The contract no longer exists in this workspace, so the change could not be sent.' : LOCAL_ONLY
    await runWrite(db, () => markRejected(db, entry.id, reason, ctx.now()), 'Recording a change that cannot be sent')
    run.counts.changesRejected++
    return 'rejected'
  }
  for (let attempt = 1; ; attempt++) {
    markAttempt(db, entry.id, ctx.now(), false)
    try {
      if (entry.operation === 'contract.status') await api.updateStatus(entry.contractId, Number(entry.payload.status), entry.id)
      else await api.updateProperties(entry.contractId, (entry.payload.properties ?? {}) as Record<string, unknown>, entry.id)
      markSent(db, entry.id, ctx.now())
      run.counts.changesSent++
      return 'sent'
    } catch (error) {
      if (error instanceof RemoteRefused && error.status === 409 && attempt < CONFLICT_RETRIES) {
        await refetchContracts(run, [entry.contractId])
        if (waitsForUser(entry, openConflictKeys(db))) return 'waiting'
        continue
      }
      if (error instanceof RemoteRefused && error.status !== 409) {
        await runWrite(
          db,
          () => {
            markRejected(db, entry.id, error.serviceMessage, ctx.now())
            queueRefetch(db, entry.contractId, 'rejected change', ctx.now())
          },
          'Recording a change the company service refused'
        )
        run.counts.changesRejected++
        await refetchContracts(run, [entry.contractId])
        return 'rejected'
      }
      if (error instanceof RemoteRefused || error instanceof RemoteUnavailable) recordAttemptError(db, entry.id, error.message)
      throw error
    }
  }
}
