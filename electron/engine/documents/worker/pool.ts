import type { ResourceLimits, Worker } from 'node:worker_threads'
import { DocumentError } from '../safety'
import { deserializeError, isWorkerResultMessage, type WorkerAnswer, type WorkerJobMessage, type WorkerTask } from './protocol'
import { startExtractionWorker } from './worker-entry'

/** A job stopped by its caller (an import or OCR run cancelled), not by anything wrong with the document. */
export class JobCancelledError extends Error {
  override readonly name = 'JobCancelledError'
}

export interface JobOptions {
  /** Stops the job: dropped from the queue, or its worker stopped if it is running. */
  signal?: AbortSignal
  /** A job still running after this long has its worker stopped. */
  timeoutMs: number
  /** What the job is stopped with when it runs out of time. */
  timeoutError: () => Error
  /**
   * OCR pages wait behind everything else: a generation or the next file's first read never
   * queues behind a long scan's pages.
   */
  background: boolean
}

interface Job {
  id: number
  task: WorkerTask
  transfer: ArrayBuffer[]
  options: JobOptions
  settle(answer: WorkerAnswer): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  job: Job | null
  timer: NodeJS.Timeout | null
  /** Stops the worker once it has had no job for the pool's idle time. */
  idleTimer: NodeJS.Timeout | null
  /** Why the worker is being stopped, when we stop it. */
  stopping: Error | null
}

/**
 * Worker threads that run one job each at a time. A worker whose job overruns, is cancelled,
 * crashes or runs out of memory is stopped (its job fails with the reason) and replaced on demand.
 * A worker left without a job for `idleMs` is stopped too: an OCR worker holds Tesseract's
 * WebAssembly memory, grown to the largest page it read and never given back (hundreds of MB),
 * and a folder read once must not keep it for the rest of the day. The next job starts a new one.
 */
export class WorkerPool {
  readonly #size: number
  readonly #idleMs: number
  readonly #resourceLimits: ResourceLimits
  readonly #queue: Job[] = []
  readonly #background: Job[] = []
  readonly #slots = new Set<Slot>()
  #nextJobId = 1
  #closed = false

  constructor(size: number, resourceLimits: ResourceLimits, idleMs: number) {
    this.#size = size
    this.#resourceLimits = resourceLimits
    this.#idleMs = idleMs
  }

  /** Worker threads alive now, busy or idle. */
  get workers(): number {
    return this.#slots.size
  }

  /** Runs a task; `read` takes the result out of the worker's answer, null if it answered another task. */
  run<T>(task: WorkerTask, transfer: ArrayBuffer[], options: JobOptions, read: (answer: WorkerAnswer) => T | null): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the document worker pool is closed'))
    if (options.signal?.aborted) return Promise.reject(cancelled())
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => this.#cancel(job)
      const finished = () => options.signal?.removeEventListener('abort', onAbort)
      const job: Job = {
        id: this.#nextJobId++,
        task,
        transfer,
        options,
        settle: (answer) => {
          finished()
          const value = read(answer)
          if (value === null) reject(new Error(`the document worker answered a ${task.task} job with the wrong result`))
          else resolve(value)
        },
        reject: (error) => {
          finished()
          reject(error)
        }
      }
      options.signal?.addEventListener('abort', onAbort, { once: true })
      ;(options.background ? this.#background : this.#queue).push(job)
      this.#dispatch()
    })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    const closing = new Error('the extraction pool was closed before this document was extracted')
    for (const job of [...this.#queue.splice(0), ...this.#background.splice(0)]) job.reject(closing)
    await Promise.all([...this.#slots].map((slot) => this.#stop(slot, closing)))
  }

  #cancel(job: Job): void {
    for (const queue of [this.#queue, this.#background]) {
      const index = queue.indexOf(job)
      if (index >= 0) {
        queue.splice(index, 1)
        job.reject(cancelled())
        return
      }
    }
    for (const slot of this.#slots) if (slot.job === job) void this.#stop(slot, cancelled())
  }

  #dispatch(): void {
    while (this.#queue.length > 0 || this.#background.length > 0) {
      let slot: Slot | null
      try {
        slot = this.#idleSlot()
      } catch (error) {
        // The worker cannot even start (a missing build file): no queued job can succeed.
        const reason = error instanceof Error ? error : new Error(String(error))
        for (const job of [...this.#queue.splice(0), ...this.#background.splice(0)]) job.reject(reason)
        return
      }
      if (slot === null) return
      const job = this.#queue.shift() ?? this.#background.shift()
      if (job === undefined) return
      this.#start(slot, job)
    }
  }

  #idleSlot(): Slot | null {
    for (const slot of this.#slots) if (slot.job === null && slot.stopping === null) return slot
    if (this.#slots.size >= this.#size) return null
    return this.#spawn()
  }

  #spawn(): Slot {
    const worker = startExtractionWorker(this.#resourceLimits)
    const slot: Slot = { worker, job: null, timer: null, idleTimer: null, stopping: null }
    worker.on('message', (message: unknown) => this.#onResult(slot, message))
    worker.on('error', (error: Error) => this.#onCrash(slot, error))
    worker.on('exit', (exitCode: number) => this.#onExit(slot, exitCode))
    worker.unref()
    this.#slots.add(slot)
    return slot
  }

  #start(slot: Slot, job: Job): void {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer)
    slot.idleTimer = null
    slot.job = job
    slot.worker.ref()
    slot.timer = setTimeout(() => void this.#stop(slot, job.options.timeoutError()), job.options.timeoutMs)
    slot.timer.unref()
    const message: WorkerJobMessage = { jobId: job.id, ...job.task }
    slot.worker.postMessage(message, job.transfer)
  }

  #onResult(slot: Slot, message: unknown): void {
    const job = slot.job
    if (job === null || !isWorkerResultMessage(message) || message.jobId !== job.id) return
    this.#release(slot)
    if (message.ok) job.settle(message)
    else job.reject(deserializeError(message.error))
    this.#dispatch()
    if (slot.job === null && slot.stopping === null) this.#idleOut(slot)
  }

  #idleOut(slot: Slot): void {
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer)
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null
      if (slot.job === null && slot.stopping === null) void this.#stop(slot, new Error('idle'))
    }, this.#idleMs)
    slot.idleTimer.unref()
  }

  /** An uncaught error or an out-of-memory kill; 'exit' follows and replaces the worker. */
  #onCrash(slot: Slot, error: Error): void {
    if (slot.stopping !== null) return
    const code = 'code' in error ? String(error.code) : ''
    slot.stopping =
      code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new DocumentError('corrupt', 'reading the document needed more memory than Folio allows for one document; it may be damaged or built to exhaust readers', { cause: error })
        : new DocumentError('corrupt', `the document could not be read: the extractor stopped unexpectedly (${error.message})`, { cause: error })
  }

  #onExit(slot: Slot, exitCode: number): void {
    this.#slots.delete(slot)
    if (slot.idleTimer !== null) clearTimeout(slot.idleTimer)
    const job = slot.job
    this.#release(slot)
    if (job !== null) {
      job.reject(slot.stopping ?? new DocumentError('corrupt', `the document could not be read: the extractor exited with code ${exitCode}`))
    }
    if (!this.#closed) this.#dispatch()
  }

  #release(slot: Slot): void {
    if (slot.timer !== null) clearTimeout(slot.timer)
    slot.timer = null
    slot.job = null
    slot.worker.unref()
  }

  async #stop(slot: Slot, reason: Error): Promise<void> {
    slot.stopping ??= reason
    await slot.worker.terminate()
  }
}

function cancelled(): JobCancelledError {
  return new JobCancelledError('cancelled')
}
