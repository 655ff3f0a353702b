import { openConflictKeys, runWrite, rulesOf, type EditPush, type OutboxEntryOf, markAttempt, markSent, recordAttemptError, contractOrigin } from '../../engine/sync-port'
import type { OutboxOperationName } from '../../../shared/api/outbox'
import { refetchContracts } from '../pull/contracts'
import { RemoteRefused, RemoteUnavailable } from '../remote/errors'
import type { SyncRun } from '../run-context'
import { waitsForUser } from './holds'
import { recordRejection, recordUnsendable, unhandled } from './outcomes'

/** How often a change refused with 409 (a concurrent write) is sent again in one run. */
const CONFLICT_RETRIES = 3

export const LOCAL_ONLY =
  'This contract exists only in this workspace (it was imported here); the company service has no copy of it, so the change stays on this laptop.'

/**
 * Sends one edit (a property update, a status change). Edits set values, so sending one again
 * after an answer was lost leaves the service as one sending would (the entry id also travels as
 * Idempotency-Key). A 409 and any other 4xx are handled as the operation's rules say; failures to
 * reach the service end the push and the change stays pending.
 */
export async function pushEdit<K extends OutboxOperationName>(run: SyncRun, entry: OutboxEntryOf<K>, how: EditPush<K>): Promise<'sent' | 'rejected' | 'waiting'> {
  const { ctx, api } = run
  const db = ctx.db
  const origin = contractOrigin(db, entry.contractId) ?? undefined
  if (origin !== 'remote') {
    await recordUnsendable(run, entry, origin === undefined ? 'The contract no longer exists in this workspace, so the change could not be sent.' : LOCAL_ONLY)
    return 'rejected'
  }
  const rules = rulesOf(entry)
  for (let attempt = 1; ; attempt++) {
    await runWrite(db, (tx) => markAttempt(tx, entry.id, ctx.now(), false), 'Noting an attempt to send a change')
    try {
      await how.send(api, entry)
      await runWrite(db, (tx) => markSent(tx, entry.id, ctx.now()), 'Noting a sent change')
      run.counts.changesSent++
      return 'sent'
    } catch (error) {
      if (error instanceof RemoteRefused && error.status === 409 && attempt < CONFLICT_RETRIES) {
        switch (rules.onConflictStatus) {
          case 'refetch-and-resend':
            // The refetch may record a conflict on a key this change sets: then it waits for the user.
            await refetchContracts(run, [entry.contractId])
            if (waitsForUser(entry, openConflictKeys(db))) return 'waiting'
            continue
          case 'resend':
            continue
          default:
            return unhandled(rules.onConflictStatus)
        }
      }
      if (error instanceof RemoteRefused && error.status !== 409) {
        await recordRejection(run, entry, error.serviceMessage)
        return 'rejected'
      }
      if (error instanceof RemoteRefused || error instanceof RemoteUnavailable) await runWrite(db, (tx) => recordAttemptError(tx, entry.id, error.message), 'Noting a failed send')
      throw error
    }
  }
}
