import type { Db } from '../../db/connection'
import { contractsWithScheduleDue, nextScheduleChangeAt } from '../../db/queries/schedules'
import { runWrite } from '../../db/write'
import { refreshContractSchedule } from '../../db/writers/contracts'

/**
 * Recomputes the renewal schedule of every contract that time alone has moved (its notice window
 * opened, its term ended or rolled on) since the schedule was last written. A derived field
 * changing with the calendar is not an edit: updatedAt and the outbox stay as they are.
 * At most `limit` contracts per call, so a workspace unopened for months catches up in short
 * transactions. Returns how many contracts were refreshed.
 */
export function refreshDueSchedules(db: Db, now: number, limit = Number.MAX_SAFE_INTEGER): Promise<number> {
  return runWrite(
    db,
    (tx) => {
      const due = contractsWithScheduleDue(tx, now, limit)
      for (const id of due) refreshContractSchedule(tx, id, now)
      return due.length
    },
    'Refreshing renewal schedules'
  )
}

/** When the next contract's schedule is due to change, or null. */
export function nextDueSchedule(db: Db): number | null {
  return nextScheduleChangeAt(db)
}
