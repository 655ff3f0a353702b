import { countPendingOutbox } from '../../engine/db/queries/outbox'
import { openConflictKeys } from '../../engine/db/queries/sync-conflicts'
import { nextPendingEntry } from '../../engine/db/queries/sync-outbox'
import type { SyncRun } from '../run-context'
import { pushEdit } from './edits'
import { pushGeneration } from './generation'
import { hold, waitsForUser } from './holds'

/**
 * Sends the outbox in the order changes were made, one entry at a time: property updates,
 * status changes and offline generations. A change touching a key (or the status) with an open
 * conflict waits for the user: sending it would overwrite the service's value unseen. Changes
 * to other keys go on; two changes to one key keep their order, since both wait. Returns how
 * many changes were sent, so the run knows whether to pull their effects.
 */
export async function pushOutbox(run: SyncRun): Promise<number> {
  const db = run.ctx.db
  const sentBefore = run.counts.changesSent
  run.progress.start('push', countPendingOutbox(db))
  // Keys of changes that wait: a later change to one of them waits too, or it would overtake.
  const waiting = new Map<string, Set<string>>()
  let after = 0
  for (;;) {
    const entry = nextPendingEntry(db, after)
    if (!entry) break
    after = entry.seq
    if (waitsForUser(entry, openConflictKeys(db)) || waitsForUser(entry, waiting)) hold(waiting, entry)
    else if (entry.operation === 'contract.generate') await pushGeneration(run, entry)
    else if ((await pushEdit(run, entry)) === 'waiting') hold(waiting, entry)
    run.progress.advance()
  }
  return run.counts.changesSent - sentBefore
}

