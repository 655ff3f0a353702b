import { openConflictKeys, rulesOf, type OutboxEntry, countPendingOutbox, nextPendingEntry } from '../../engine/sync-port'
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
    if (waitsForUser(entry, openConflictKeys(db)) || waitsForUser(entry, waiting) || (await push(run, entry)) === 'waiting') hold(waiting, entry)
    run.progress.advance()
  }
  return run.counts.changesSent - sentBefore
}

/** Sends one change the way its operation's rules say. */
async function push(run: SyncRun, entry: OutboxEntry): Promise<'sent' | 'rejected' | 'waiting' | 'done'> {
  const how = rulesOf(entry).push
  switch (how.kind) {
    case 'edit':
      return pushEdit(run, entry, how)
    case 'generation':
      await pushGeneration(run, entry, how)
      return 'done'
    default:
      return unhandled(how)
  }
}

function unhandled(how: never): never {
  throw new Error(`No push for ${JSON.stringify(how)}`)
}

