/** Timer functions, injected in tests so scheduling is driven by the test, not by the clock. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realTimers: Timers = {
  setTimeout(callback, ms) {
    const handle = setTimeout(callback, ms)
    // Sync never keeps a process alive on its own (folio sync keeps itself alive explicitly).
    handle.unref()
    return handle
  },
  clearTimeout(handle) {
    clearTimeout(handle as NodeJS.Timeout)
  }
}

export interface SchedulerTarget {
  /** Runs one sync (and reports its end through afterRun, like every run). */
  run(): Promise<unknown>
  /** A cheap check that the service answers again (no retries). */
  probe(): Promise<boolean>
  /** The interval between syncs the user chose, in milliseconds. */
  intervalMs(): number
  now(): number
}

/** The first probe after going offline, doubling up to the interval. */
export const FIRST_PROBE_MS = 5_000

/**
 * Syncs on an interval, and as soon as the network returns: after a sync that could not reach
 * the service, the service is probed at growing intervals, and the first probe that gets through
 * starts a sync. Syncs never overlap (the service serialises runs; the scheduler only waits for
 * its own). Stopping cancels what is scheduled.
 */
export class SyncScheduler {
  private handle: unknown = null
  private stopped = true
  private probeDelay = FIRST_PROBE_MS
  private nextAt: number | null = null

  constructor(
    private readonly target: SchedulerTarget,
    private readonly timers: Timers = realTimers
  ) {}

  start(firstDelayMs = 1_000): void {
    if (!this.stopped) return
    this.stopped = false
    this.schedule(() => this.runNow(), firstDelayMs)
  }

  stop(): void {
    this.stopped = true
    this.cancel()
  }

  /** When the next sync or probe is due (epoch ms), for the status. */
  nextRunAt(): number | null {
    return this.stopped ? null : this.nextAt
  }

  /** Told at the end of every run, scheduled or asked for: the next one counts from here. */
  afterRun(offline: boolean): void {
    if (this.stopped) return
    if (offline) {
      this.schedule(() => void this.probeNow(), this.probeDelay)
      this.probeDelay = Math.min(this.probeDelay * 2, this.target.intervalMs())
    } else {
      this.probeDelay = FIRST_PROBE_MS
      this.schedule(() => this.runNow(), this.target.intervalMs())
    }
  }

  /** The target reports the end of every run, this one included, through afterRun. */
  private runNow(): void {
    this.cancel()
    void this.target.run().catch(() => undefined)
  }

  private async probeNow(): Promise<void> {
    this.cancel()
    const back = await this.target.probe().catch(() => false)
    if (this.stopped) return
    if (back) this.runNow()
    else this.afterRun(true)
  }

  private schedule(callback: () => void, ms: number): void {
    this.cancel()
    if (this.stopped) return
    this.nextAt = this.target.now() + ms
    this.handle = this.timers.setTimeout(callback, ms)
  }

  private cancel(): void {
    if (this.handle !== null) this.timers.clearTimeout(this.handle)
    this.handle = null
    this.nextAt = null
  }
}
