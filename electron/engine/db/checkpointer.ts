import type { Worker } from 'node:worker_threads'
import { startWorkerThread } from '../worker-threads'
import type { Db } from './connection'
import { holdWritesWhile } from './write'

export interface CheckpointerData {
  database: string
  intervalMs: number
  /** Size of the log file at which a round of checkpoints runs. */
  thresholdBytes: number
}

/** What the thread tells the engine: started, a round left the log unemptied, a round emptied it, stopped. */
export type CheckpointerMessage = 'ready' | 'behind' | 'emptied' | 'closed'

export interface CheckpointerOptions {
  /** Frames (pages) the log may hold before they are copied back. */
  thresholdFrames?: number
}

/** SQLite's own default: the engine's connection checkpoints at it when no thread does it. */
const DEFAULT_AUTOCHECKPOINT = 1000
/**
 * Frames (pages) the log may hold before the thread copies them back: five times SQLite's
 * default, about 20 MB. A page rewritten many times (an index during a pull) is then copied once
 * instead of five times, off the engine's thread; and the log, emptied by every round, stays
 * under about 64 MB even while writes pour in during a slow round.
 */
const THRESHOLD_FRAMES = 5_000
/** How often the thread looks at the log; looking is one stat of the log file. */
const INTERVAL_MS = 25
/**
 * When a round could not empty the log (writes kept the lock busy), the engine's next writes wait
 * this long at most, or until a round empties it, whichever comes first: the thread retries 20 ms
 * later and finds the lock free. Long enough for a round (tens of milliseconds), short enough to
 * be a hiccup to a writer.
 */
const HOLD_MS = 100
/**
 * Between two holds, at least this long: when what keeps the log from being emptied is a reader
 * in another process (the CLI reading for seconds), holding writes would not help, so they are
 * held at most a tenth of the time.
 */
const HOLD_SPACING_MS = 1000
/** A frame's header in the log, and the log's own header (https://www.sqlite.org/walformat.html). */
const FRAME_HEADER_BYTES = 24
const LOG_HEADER_BYTES = 32

/**
 * Moves write-ahead-log checkpoints off the engine's thread (see checkpoint-worker.ts). Until the
 * thread is running, and again if it ever stops, the engine's connection checkpoints itself as
 * SQLite does by default, so the log never grows without bound.
 */
export class Checkpointer {
  private worker: Worker | null = null
  /** Ends the current hold on writes; null while writes go freely. */
  private release: (() => void) | null = null
  private nextHoldAt = 0

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
    private readonly options: CheckpointerOptions = {}
  ) {}

  start(): void {
    let worker: Worker
    try {
      worker = startWorkerThread(import.meta.url, './checkpoint-worker.ts', 'checkpoint-worker', {
        workerData: { database: this.db.name, intervalMs: INTERVAL_MS, thresholdBytes: this.thresholdBytes() } satisfies CheckpointerData
      })
    } catch (error) {
      this.log('the checkpoint thread could not start; the engine checkpoints itself', error)
      return
    }
    this.worker = worker
    worker.unref()
    worker.on('message', (message: CheckpointerMessage) => {
      if (this.worker !== worker) return
      if (message === 'ready' && this.db.open) this.db.pragma('wal_autocheckpoint = 0')
      else if (message === 'behind') this.holdWrites()
      else if (message === 'emptied') this.release?.()
    })
    worker.once('error', (error) => this.log('the checkpoint thread failed; the engine checkpoints itself', error))
    worker.once('exit', () => {
      if (this.worker === worker) this.worker = null
      this.release?.()
      if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT}`)
    })
  }

  /** Holds the engine's next writes until a round empties the log, for HOLD_MS at most. */
  private holdWrites(): void {
    const now = Date.now()
    if (this.release !== null || now < this.nextHoldAt) return
    this.nextHoldAt = now + HOLD_SPACING_MS
    holdWritesWhile(
      this.db,
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => this.release?.(), HOLD_MS)
        this.release = () => {
          clearTimeout(timer)
          this.release = null
          resolve()
        }
      })
    )
  }

  private thresholdBytes(): number {
    const pageSize = this.db.pragma('page_size', { simple: true }) as number
    return LOG_HEADER_BYTES + (this.options.thresholdFrames ?? THRESHOLD_FRAMES) * (pageSize + FRAME_HEADER_BYTES)
  }

  /** Stops the thread; the engine's connection then folds the rest of the log in when it closes. */
  async stop(): Promise<void> {
    const worker = this.worker
    this.worker = null
    this.release?.()
    if (!worker) return
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT}`)
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    const closed = new Promise<void>((resolve) => worker.on('message', (message) => message === 'closed' && resolve()))
    worker.postMessage('close')
    await Promise.race([closed, exited])
    await worker.terminate()
  }
}
