import { availableParallelism } from 'node:os'
import type { ResourceLimits, Worker } from 'node:worker_threads'
import type { TemplateDefinition } from '../../../../shared/api/generation'
import type { DocumentKind, Extraction } from '../extraction/types'
import type { DocumentPreview } from '../generation/preview'
import type { TemplateValues } from '../generation/values'
import { BadRequestError } from '../../errors'
import { DocumentError, resolveDocumentLimits, type DocumentLimits } from '../safety'
import { deserializeError, isWorkerResultMessage, type WorkerJobMessage, type WorkerResultMessage, type WorkerTask } from './protocol'
import { startExtractionWorker } from './worker-entry'

export interface ExtractionPool {
  /**
   * Extracts in a worker thread. Takes ownership of `bytes`: when the view spans its whole
   * ArrayBuffer, that buffer is transferred to the worker and becomes detached (length 0) for the
   * caller; a view into a larger buffer (a pooled Node Buffer) is copied once instead. Store or
   * hash the bytes before calling, or pass a copy.
   */
  extract(bytes: Uint8Array, kind?: DocumentKind): Promise<Extraction>
  /**
   * Renders a template body with values in a worker (generation of a long agreement takes tens
   * of milliseconds that the API must not wait on). `body` is copied, never taken.
   */
  render(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<Uint8Array>
  /** Renders as `render` does and reads the result back as HTML (a preview), in a worker. `body` is copied. */
  preview(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<DocumentPreview>
  /**
   * Reads a template's manifest (JSON or YAML) into its definition in a worker, within the
   * manifest time budget; a manifest that cannot become a definition is refused with a 400
   * naming its problems, one that takes longer than the budget with a 400 saying so.
   */
  readManifest(text: string): Promise<TemplateDefinition>
  /** Rejects queued and running jobs and stops the workers. */
  close(): Promise<void>
}

export interface ExtractionPoolOptions {
  /** Worker threads; default: one fewer than the CPUs, between 1 and 4. */
  size?: number
  limits?: Partial<DocumentLimits>
  /**
   * V8 limits per worker. A document that needs more memory kills only its worker, and its job
   * fails with DocumentError('corrupt'). Default: 1 GB of old generation.
   */
  resourceLimits?: ResourceLimits
  /** A job still running after this long has its worker stopped; default 5 minutes. */
  jobTimeoutMs?: number
  /** The same for reading a template manifest (at most 32 KB of text); default 10 seconds. */
  manifestTimeoutMs?: number
}

const DEFAULT_RESOURCE_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 1024 }
const DEFAULT_JOB_TIMEOUT_MS = 5 * 60 * 1000
const DEFAULT_MANIFEST_TIMEOUT_MS = 10 * 1000

export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  return new WorkerExtractionPool(options)
}

interface Job {
  id: number
  task: WorkerTask
  transfer: ArrayBuffer[]
  /** How long the job may run, and what it fails with past that (its worker is stopped). */
  budget: Budget
  settle(result: WorkerResultMessage & { ok: true }): void
  reject(error: Error): void
}

interface Budget {
  timeoutMs: number
  exceeded(seconds: number): Error
}

interface Slot {
  worker: Worker
  job: Job | null
  timer: NodeJS.Timeout | null
  /** Why the worker is being stopped, when we stop it. */
  stopping: Error | null
}

class WorkerExtractionPool implements ExtractionPool {
  readonly #size: number
  readonly #limits: DocumentLimits
  readonly #resourceLimits: ResourceLimits
  readonly #documentBudget: Budget
  readonly #manifestBudget: Budget
  readonly #queue: Job[] = []
  readonly #slots = new Set<Slot>()
  #nextJobId = 1
  #closed = false

  constructor(options: ExtractionPoolOptions) {
    const size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1))
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`extraction pool size must be a positive integer, got ${size}`)
    this.#size = size
    this.#limits = resolveDocumentLimits(options.limits)
    this.#resourceLimits = options.resourceLimits ?? DEFAULT_RESOURCE_LIMITS
    this.#documentBudget = {
      timeoutMs: options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS,
      exceeded: (seconds) => new DocumentError('corrupt', `reading the document took longer than ${seconds} seconds; it may be damaged or built to stall readers`)
    }
    this.#manifestBudget = {
      timeoutMs: options.manifestTimeoutMs ?? DEFAULT_MANIFEST_TIMEOUT_MS,
      exceeded: (seconds) => new BadRequestError(`The template manifest took longer than ${seconds} seconds to read; a manifest lists a template's fields in a few kilobytes, one per line`)
    }
  }

  extract(bytes: Uint8Array, kind?: DocumentKind): Promise<Extraction> {
    const owned = takeOwnership(bytes)
    return this.#enqueue({ task: 'extract', bytes: owned, kind: kind ?? null, limits: this.#limits }, [owned.buffer], this.#documentBudget, (result) =>
      'extraction' in result ? result.extraction : null
    )
  }

  render(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<Uint8Array> {
    const copy = new Uint8Array(body.byteLength)
    copy.set(body)
    return this.#enqueue({ task: 'render', body: copy, definition, values, reference }, [copy.buffer], this.#documentBudget, (result) =>
      'document' in result ? result.document : null
    )
  }

  preview(body: Uint8Array, definition: TemplateDefinition, values: TemplateValues, reference: string | null): Promise<DocumentPreview> {
    const copy = new Uint8Array(body.byteLength)
    copy.set(body)
    return this.#enqueue({ task: 'preview', body: copy, definition, values, reference }, [copy.buffer], this.#documentBudget, (result) => ('preview' in result ? result.preview : null))
  }

  readManifest(text: string): Promise<TemplateDefinition> {
    return this.#enqueue({ task: 'manifest', text }, [], this.#manifestBudget, (result) => ('definition' in result ? result.definition : null))
  }

  #enqueue<T>(task: WorkerTask, transfer: ArrayBuffer[], budget: Budget, read: (result: WorkerResultMessage & { ok: true }) => T | null): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the document worker pool is closed'))
    return new Promise<T>((resolve, reject) => {
      const settle = (result: WorkerResultMessage & { ok: true }) => {
        const value = read(result)
        if (value === null) reject(new Error(`the document worker answered a ${task.task} job with the wrong result`))
        else resolve(value)
      }
      this.#queue.push({ id: this.#nextJobId++, task, transfer, budget, settle, reject })
      this.#dispatch()
    })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    const closing = new Error('the extraction pool was closed before this document was extracted')
    for (const job of this.#queue.splice(0)) job.reject(closing)
    await Promise.all([...this.#slots].map((slot) => this.#stop(slot, closing)))
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      let slot: Slot | null
      try {
        slot = this.#idleSlot()
      } catch (error) {
        // The worker cannot even start (a missing build file): no queued job can succeed.
        const reason = error instanceof Error ? error : new Error(String(error))
        for (const job of this.#queue.splice(0)) job.reject(reason)
        return
      }
      if (slot === null) return
      const job = this.#queue.shift()
      if (job === undefined) return
      this.#run(slot, job)
    }
  }

  #idleSlot(): Slot | null {
    for (const slot of this.#slots) if (slot.job === null && slot.stopping === null) return slot
    if (this.#slots.size >= this.#size) return null
    return this.#spawn()
  }

  #spawn(): Slot {
    const worker = startExtractionWorker(this.#resourceLimits)
    const slot: Slot = { worker, job: null, timer: null, stopping: null }
    worker.on('message', (message: unknown) => this.#onResult(slot, message))
    worker.on('error', (error: Error) => this.#onCrash(slot, error))
    worker.on('exit', (exitCode: number) => this.#onExit(slot, exitCode))
    worker.unref()
    this.#slots.add(slot)
    return slot
  }

  #run(slot: Slot, job: Job): void {
    slot.job = job
    slot.worker.ref()
    const { timeoutMs, exceeded } = job.budget
    slot.timer = setTimeout(() => void this.#stop(slot, exceeded(timeoutMs / 1000)), timeoutMs)
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

/**
 * Moves the bytes out of the caller's hands without copying when they own a whole buffer, so the
 * transfer to the worker is free; copies once when the view shares a larger or non-transferable
 * buffer.
 */
function takeOwnership(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const buffer = bytes.buffer
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    try {
      return new Uint8Array(structuredClone(buffer, { transfer: [buffer] }))
    } catch {
      // Buffers backed by memory Node cannot move (e.g. from native code) are copied below.
    }
  }
  const copy = new Uint8Array(bytes.byteLength)
  copy.set(bytes)
  return copy
}
