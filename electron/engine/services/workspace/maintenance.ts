import type { EngineContext } from '../../context'
import { pruneSortLog } from '../../db/queries/contract-list'
import { nextDueSchedule, refreshDueSchedules } from '../contracts/schedule-refresh'

const HOUR = 3_600_000

/**
 * Housekeeping while the engine runs: renewal schedules that the calendar moved are recomputed
 * at start and whenever the next one falls due (checked at least hourly), and old cursor history
 * is pruned. Timers never keep the process alive.
 */
export function startMaintenance(ctx: EngineContext, log?: (message: string, error?: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  const run = () => {
    if (stopped) return
    try {
      refreshDueSchedules(ctx.db, ctx.now())
      pruneSortLog(ctx.db, ctx.now())
    } catch (error) {
      log?.('workspace maintenance failed', error)
    }
    const due = nextDueSchedule(ctx.db)
    const wait = due === null ? HOUR : Math.min(HOUR, Math.max(1000, due - ctx.now()))
    timer = setTimeout(run, wait)
    timer.unref()
  }
  run()
  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }
}
