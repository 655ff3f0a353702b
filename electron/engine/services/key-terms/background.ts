import { performance } from 'node:perf_hooks'
import { setTimeout as delay } from 'node:timers/promises'
import type { EngineContext } from '../../context'
import { textsAwaitingKeyTerms, type AwaitingText, type WalkPosition } from '../../db/queries/key-terms'
import { runWrite } from '../../db/write'
import { ConflictError } from '../../errors'
import { KEY_TERMS_READER } from './read-in-pool'
import { keepTermsOfTexts, readStoredText, type TermsOfText } from './refresh'

/** Texts read, then stored in one transaction, per step. */
const BATCH = 16
/** Contracts looked at per step, however few of their texts wait: a step never holds the thread for long. */
const EXAMINE = 256
/** Between steps, so that requests and imports interleave with a long walk. */
const PAUSE_MS = 25
/** When another process held the workspace through every retry of a step's write. */
const BUSY_RETRY_MS = 5_000
/** A text is read once no request has been answered for this long… */
const QUIET_MS = 50
/** …or, under requests without pause (a script, a benchmark), once it has waited this long. */
const MOST_PATIENCE_MS = 1_000

/**
 * Key terms of the texts nobody read them from: pulled by sync, imported before Folio read key
 * terms, or read by an older reader (KEY_TERMS_READER). Without them a notice deadline in such a
 * contract never shows as proposed on the Renewals timeline until someone opens it.
 */
export interface KeyTermReading {
  /** Walks the texts awaiting key terms now, or once more after the walk under way. */
  wake(): void
  /** Whether a walk is under way (or about to start). */
  readonly busy: boolean
  /** Stops at once: the read in flight is dropped, nothing more is stored. Resolves when the walk has ended. */
  stop(): Promise<void>
}

type ReaderContext = Pick<EngineContext, 'db' | 'extractor' | 'now' | 'activity'>

export function startKeyTermReading(ctx: ReaderContext, log?: (message: string, error?: unknown) => void): KeyTermReading {
  return new BackgroundKeyTermReader(ctx, log ?? (() => undefined))
}

/**
 * One walk at a time over the texts awaiting key terms, a batch per step: each text is read in a
 * quiet moment between requests, in the document worker pool behind every other job (one worker
 * at a time, so imports and the API keep the rest), and the batch is stored in one short write.
 * A text the reader fails on is logged and left for this run of the engine (it is read when the
 * contract is opened), so a walk woken again by sync never retries it in a loop.
 */
class BackgroundKeyTermReader implements KeyTermReading {
  #walk: Promise<void> | null = null
  #again = false
  #stopped = false
  #retry: NodeJS.Timeout | null = null
  readonly #abort = new AbortController()
  readonly #unreadable = new Set<string>()

  constructor(
    private readonly ctx: ReaderContext,
    private readonly log: (message: string, error?: unknown) => void
  ) {}

  get busy(): boolean {
    return this.#walk !== null
  }

  wake(): void {
    if (this.#stopped) return
    if (this.#walk) {
      this.#again = true
      return
    }
    this.#walk = this.#run().finally(() => {
      this.#walk = null
      if (this.#again) this.wake()
    })
  }

  async stop(): Promise<void> {
    this.#stopped = true
    this.#abort.abort()
    if (this.#retry) clearTimeout(this.#retry)
    await this.#walk
  }

  async #run(): Promise<void> {
    // Whoever woke it (the engine starting, a sync commit) finishes its own step first.
    await new Promise((resolve) => setImmediate(resolve))
    try {
      do {
        this.#again = false
        await this.#walkOnce()
      } while (this.#again && !this.#stopped)
    } catch (error) {
      // Not retried: the next wake (a sync, a restart) walks again.
      if (!this.#stopped) this.log('reading key terms in the background failed', error)
    }
  }

  async #walkOnce(): Promise<void> {
    let after: WalkPosition | null = null
    for (;;) {
      if (this.#stopped) return
      const step = textsAwaitingKeyTerms(this.ctx.db, KEY_TERMS_READER, after, EXAMINE, BATCH)
      const read = await this.#readBatch(step.texts)
      if (this.#stopped) return
      if (read.length > 0 && !(await this.#store(read))) return
      if (step.next === null) return
      after = step.next
      if (step.texts.length > 0) await delay(PAUSE_MS, undefined, { signal: this.#abort.signal, ref: false }).catch(() => undefined)
      else await new Promise((resolve) => setImmediate(resolve))
    }
  }

  async #readBatch(batch: readonly AwaitingText[]): Promise<TermsOfText[]> {
    const read: TermsOfText[] = []
    for (const text of batch) {
      if (this.#stopped) break
      if (this.#unreadable.has(text.documentId)) continue
      await this.#quietMoment()
      if (this.#stopped) break
      try {
        read.push(await readStoredText(this.ctx, text.contractId, text.documentId, { background: true, signal: this.#abort.signal }))
      } catch (error) {
        if (this.#stopped) break
        this.#unreadable.add(text.documentId)
        this.log(`the key terms of contract ${text.contractId} could not be read; they are read when it is opened, and again after a restart`, error)
      }
    }
    return read
  }

  /** Waits for the engine to answer no request for a moment, but never so long that reading stalls. */
  async #quietMoment(): Promise<void> {
    const since = performance.now()
    while (!this.#stopped && !this.ctx.activity.quietFor(QUIET_MS) && performance.now() - since < MOST_PATIENCE_MS) {
      await delay(QUIET_MS / 2, undefined, { signal: this.#abort.signal, ref: false }).catch(() => undefined)
    }
  }

  /** Stores a batch; false when the workspace stayed busy (another process writing), to try again later. */
  async #store(read: readonly TermsOfText[]): Promise<boolean> {
    try {
      await runWrite(this.ctx.db, (tx) => keepTermsOfTexts(tx, read, this.ctx.now()), 'Storing key terms read in the background')
      return true
    } catch (error) {
      if (!(error instanceof ConflictError) || this.#stopped) throw error
      this.#retry = setTimeout(() => this.wake(), BUSY_RETRY_MS)
      this.#retry.unref()
      return false
    }
  }
}
