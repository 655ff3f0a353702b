import { describe, expect, it } from 'vitest'
import { FIRST_PROBE_MS, SyncScheduler, type Timers } from '../../../electron/sync/scheduler'

/** Timers the test fires by hand: scheduling is checked by what was asked for, never by waiting. */
class ManualTimers implements Timers {
  readonly asked: number[] = []
  private pending: { callback: () => void; handle: number } | null = null
  private next = 1

  setTimeout(callback: () => void, ms: number): unknown {
    this.asked.push(ms)
    this.pending = { callback, handle: this.next++ }
    return this.pending.handle
  }

  clearTimeout(handle: unknown): void {
    if (this.pending?.handle === handle) this.pending = null
  }

  get armed(): boolean {
    return this.pending !== null
  }

  async fire(): Promise<void> {
    const due = this.pending
    this.pending = null
    due?.callback()
    await new Promise((resolve) => setImmediate(resolve))
  }
}

const INTERVAL = 300_000

function setup(probes: boolean[]) {
  const timers = new ManualTimers()
  const log: string[] = []
  const scheduler: SyncScheduler = new SyncScheduler(
    {
      run: async () => {
        log.push('run')
      },
      probe: async () => {
        const ok = probes.shift() ?? false
        log.push(ok ? 'probe ok' : 'probe failed')
        return ok
      },
      intervalMs: () => INTERVAL,
      now: () => 0
    },
    timers
  )
  return { timers, log, scheduler }
}

describe('the sync schedule', () => {
  it('syncs shortly after start and then on the interval, counted from the end of each run', async () => {
    const { timers, log, scheduler } = setup([])
    scheduler.start(1_000)
    await timers.fire()
    scheduler.afterRun(false)
    await timers.fire()
    scheduler.afterRun(false)
    expect(log).toEqual(['run', 'run'])
    expect(timers.asked).toEqual([1_000, INTERVAL, INTERVAL])
    expect(scheduler.nextRunAt()).toBe(INTERVAL)
  })

  it('after a run that could not reach the service, probes at growing intervals and syncs as soon as a probe gets through', async () => {
    const { timers, log, scheduler } = setup([false, false, false, true])
    scheduler.start(1_000)
    await timers.fire()
    scheduler.afterRun(true)
    for (let i = 0; i < 4; i++) await timers.fire()
    expect(log).toEqual(['run', 'probe failed', 'probe failed', 'probe failed', 'probe ok', 'run'])
    expect(timers.asked).toEqual([1_000, FIRST_PROBE_MS, 2 * FIRST_PROBE_MS, 4 * FIRST_PROBE_MS, 8 * FIRST_PROBE_MS])
    scheduler.afterRun(false)
    expect(timers.asked.at(-1)).toBe(INTERVAL)
  })

  it('never probes less often than the interval', async () => {
    const { timers, scheduler } = setup(Array(12).fill(false))
    scheduler.start(1_000)
    await timers.fire()
    scheduler.afterRun(true)
    for (let i = 0; i < 9; i++) await timers.fire()
    expect(timers.asked.slice(-3)).toEqual([INTERVAL, INTERVAL, INTERVAL])
  })

  it('stops cleanly: nothing stays scheduled and a late report schedules nothing', async () => {
    const { timers, log, scheduler } = setup([])
    scheduler.start(1_000)
    scheduler.stop()
    expect(timers.armed).toBe(false)
    expect(scheduler.nextRunAt()).toBe(null)
    scheduler.afterRun(false)
    expect(timers.armed).toBe(false)
    expect(log).toEqual([])
  })
})
