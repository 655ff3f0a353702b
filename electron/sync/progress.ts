/** The parts of a sync run, in the order they happen. */
export type SyncPhase = 'connecting' | 'reference' | 'contracts' | 'verify' | 'push'

export interface ProgressSnapshot {
  phase: SyncPhase
  done: number
  /** Null while the total is not known (a walk over pages the service has not listed yet). */
  total: number | null
}

/** Where a running sync stands, for GET /local/sync/status and the CLI. */
export class Progress {
  private current: ProgressSnapshot | null = null

  constructor(private readonly onChange: (snapshot: ProgressSnapshot | null) => void = () => undefined) {}

  start(phase: SyncPhase, total: number | null = null): void {
    this.current = { phase, done: 0, total }
    this.onChange(this.snapshot())
  }

  advance(by = 1): void {
    if (!this.current) return
    this.current.done += by
    this.onChange(this.snapshot())
  }

  setTotal(total: number | null): void {
    if (this.current) this.current.total = total
  }

  clear(): void {
    this.current = null
    this.onChange(null)
  }

  snapshot(): ProgressSnapshot | null {
    return this.current ? { ...this.current } : null
  }
}
