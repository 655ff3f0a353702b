import { runWrite } from '../../db/write'
import type { EngineContext } from '../../context'
import { pruneSortLog } from '../../db/writers/contract-sort-log'
import { mergeSearchIndex } from '../../db/writers/search-index'
import { pruneIdempotencyKeys } from '../../db/writers/idempotency-keys'
import { nextDueSchedule, refreshDueSchedules } from '../contracts/schedule-refresh'

const HOUR = 3_600_000
/** Contracts refreshed per step; between steps the engine answers requests. */
const BATCH = 200
/** Between merge steps: merging is I/O the window does not need to wait on. */
const MERGE_PAUSE = 50

/**
 * Housekeeping while the engine runs: renewal schedules that the calendar moved are recomputed
 * shortly after start and whenever the next one falls due (checked at least hourly), the search
 * index's segments are merged, and old cursor history is pruned. The work goes in small steps so
 * it never holds up start-up or a request. Timers never keep the process alive.
 */
export function startMaintenance(ctx: EngineContext, log?: (message: string, error?: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  const schedule = (wait: number) => {
    timer = setTimeout(() => void run(), wait)
    timer.unref()
  }
  const run = async () => {
    if (stopped) return
    try {
      if ((await refreshDueSchedules(ctx.db, ctx.now(), BATCH)) === BATCH) return schedule(0)
      if (stopped) return
      if (await runWrite(ctx.db, (tx) => mergeSearchIndex(tx), 'Merging the search index')) return schedule(MERGE_PAUSE)
      if (stopped) return
      await runWrite(
        ctx.db,
        (tx) => {
          pruneSortLog(tx, ctx.now())
          pruneIdempotencyKeys(tx, ctx.now())
          ctx.pairings.prune(tx)
        },
        'Pruning old cursor history and request keys'
      )
      await ctx.keys.flushUse()
    } catch (error) {
      // A write still waiting when the engine closed fails on the closed database: nothing to report.
      if (!stopped) log?.('workspace maintenance failed', error)
    }
    if (stopped) return
    // New documents add segments: look again within a minute, else when a schedule falls due.
    const due = nextDueSchedule(ctx.db)
    schedule(Math.min(60_000, due === null ? HOUR : Math.max(1000, due - ctx.now())))
  }
  schedule(0)
  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }
}
