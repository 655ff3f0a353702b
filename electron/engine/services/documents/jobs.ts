import type { DocumentJob } from '../../../../shared/api/documents'
import type { ExtractionProgress } from '../../documents/extraction'
import { ConflictError, NotFoundError } from '../../errors'

/**
 * Imports and OCR runs in progress, so that the window can show "OCR page 3 of 12" and stop
 * one. A job is known by an id its client chose (the request that runs it answers only when it
 * is done) and only to the user who started it; it is forgotten when it ends.
 */
export class DocumentJobs {
  readonly #running = new Map<string, RunningJob>()

  /**
   * Runs `work` as a job: followed and cancellable under its id while it runs (without an id it
   * runs unseen), cancelled when its client goes away (a closed window, an aborted upload), and
   * forgotten when it ends.
   */
  async run<T>(
    init: { id: string | undefined; kind: DocumentJob['kind']; userId: string; contractId?: string },
    disconnected: AbortSignal | undefined,
    work: (job: RunningJob) => Promise<T>
  ): Promise<T> {
    if (init.id !== undefined && this.#running.has(init.id)) throw new ConflictError(`A document job with id ${init.id} is already running`)
    const job = new RunningJob(init.id ?? null, init.kind, init.userId, init.contractId ?? null)
    if (init.id !== undefined) this.#running.set(init.id, job)
    const stop = () => job.cancel()
    disconnected?.addEventListener('abort', stop, { once: true })
    try {
      return await work(job)
    } finally {
      disconnected?.removeEventListener('abort', stop)
      if (init.id !== undefined && this.#running.get(init.id) === job) this.#running.delete(init.id)
    }
  }

  get(id: string, userId: string): DocumentJob {
    return this.#find(id, userId).state()
  }

  /** Stops a job: its request answers that it was cancelled, and nothing of it is stored. */
  cancel(id: string, userId: string): DocumentJob {
    const job = this.#find(id, userId)
    job.cancel()
    return job.state()
  }

  #find(id: string, userId: string): RunningJob {
    const job = this.#running.get(id)
    if (job === undefined || job.userId !== userId) throw new NotFoundError(`No document job ${id} is running`)
    return job
  }
}

export class RunningJob {
  readonly #controller = new AbortController()
  #file: string | null = null
  #fileIndex = 0
  #fileCount = 1
  #progress: ExtractionProgress = { phase: 'reading' }

  constructor(
    readonly id: string | null,
    readonly kind: DocumentJob['kind'],
    readonly userId: string,
    readonly contractId: string | null
  ) {}

  get signal(): AbortSignal {
    return this.#controller.signal
  }

  /** What the extraction it runs is stopped by and reports its progress to. */
  control(): { signal: AbortSignal; onProgress: (progress: ExtractionProgress) => void } {
    return { signal: this.signal, onProgress: (progress) => this.report(progress) }
  }

  /** The file now being read (imports send several in one request). */
  reading(file: string, index: number, count: number): void {
    this.#file = file
    this.#fileIndex = index
    this.#fileCount = count
    this.#progress = { phase: 'reading' }
  }

  report(progress: ExtractionProgress): void {
    this.#progress = progress
  }

  cancel(): void {
    this.#controller.abort()
  }

  state(): DocumentJob {
    const ocr = this.#progress.phase === 'ocr' ? this.#progress : null
    return {
      id: this.id ?? '',
      kind: this.kind,
      contractId: this.contractId,
      file: this.#file,
      fileIndex: this.#fileIndex,
      fileCount: this.#fileCount,
      phase: this.#progress.phase,
      pagesDone: ocr?.done ?? null,
      pages: ocr?.pages ?? null,
      cancelled: this.#controller.signal.aborted
    }
  }
}
