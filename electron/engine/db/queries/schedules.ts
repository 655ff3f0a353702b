import type { Db } from '../connection'

/** Contracts whose renewal schedule time alone has changed by `now`, at most `limit`. */
export function contractsWithScheduleDue(db: Db, now: number, limit: number): string[] {
  return db.prepare('SELECT id FROM contracts WHERE schedule_changes_at <= ? LIMIT ?').pluck().all(now, limit) as string[]
}

/** When the next contract's schedule is due to change, or null. */
export function nextScheduleChangeAt(db: Db): number | null {
  const row = db.prepare('SELECT MIN(schedule_changes_at) AS at FROM contracts').get() as { at: number | null }
  return row.at
}
