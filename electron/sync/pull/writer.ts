import { type Db, runWrite, type BlobStore } from '../../engine/sync-port'
import { applyBatch, type BatchResult, type WriteBatch } from './store-batch'
import { startWriterWorker, type WriterReply, type WriterRequest } from './writer-entry'
import type { Worker } from 'node:worker_threads'

/**
 * Where a pull's commits are made. Batches are applied in the order they are written; `write`
 * resolves once its batch is committed.
 */
export interface PullWriter {
  write(batch: WriteBatch): Promise<BatchResult>
  close(): Promise<void>
}

/** Commits on the engine's own connection, on this thread. */
export class InlineWriter implements PullWriter {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore
  ) {}

  write(batch: WriteBatch): Promise<BatchResult> {
    return runWrite(this.db, (tx) => applyBatch(tx, this.blobs, batch), 'Storing contracts pulled from the company service')
  }

  async close(): Promise<void> {}
}

/**
 * Commits on a second connection in a worker thread, so the event loop keeps requests flowing
 * to the service while SQLite writes and indexes the text (most of a first pull's local work).
 * The worker starts with the first contract to store: a sync with nothing to store never starts it.
 * Batches stay in order (one thread, one queue); the database's own locking keeps the two
 * connections apart, as with any two processes on one workspace.
 */
export class WorkerWriter implements PullWriter {
  private worker: Worker | null = null
  private next = 1
  private readonly waiting = new Map<number, { resolve(result: BatchResult): void; reject(error: Error): void }>()
  private failure: Error | null = null

  private readonly inline: InlineWriter

  constructor(
    db: Db,
    blobs: BlobStore,
    private readonly files: { database: string; blobs: string }
  ) {
    this.inline = new InlineWriter(db, blobs)
  }

  write(batch: WriteBatch): Promise<BatchResult> {
    if (this.failure) return Promise.reject(this.failure)
    // Bookkeeping alone (a walk's position, a few removals) is not worth a thread; before the
    // worker exists there is nothing queued that it could overtake.
    if (!this.worker && batch.contracts.length === 0) return this.inline.write(batch)
    const worker = (this.worker ??= this.start())
    const id = this.next++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      // A file's bytes move to the writer rather than being copied when they own their memory.
      worker.postMessage({ type: 'batch', id, batch } satisfies WriterRequest, transferableFiles(batch))
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    if (!worker) return
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
    worker.postMessage({ type: 'close' } satisfies WriterRequest)
    await exited
  }

  private start(): Worker {
    const worker = startWriterWorker(this.files)
    worker.on('message', (reply: WriterReply) => {
      const waiter = this.waiting.get(reply.id)
      if (!waiter) return
      this.waiting.delete(reply.id)
      if (reply.type === 'done') waiter.resolve(reply.result)
      else waiter.reject(new Error(reply.message))
    })
    const fail = (error: Error) => {
      this.failure = error
      for (const waiter of this.waiting.values()) waiter.reject(error)
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (this.waiting.size > 0) fail(new Error(`the sync writer stopped (exit code ${code}) with commits outstanding`))
    })
    return worker
  }
}

function transferableFiles(batch: WriteBatch): ArrayBuffer[] {
  const out: ArrayBuffer[] = []
  for (const { contract } of batch.contracts) {
    const file = contract?.document.kind === 'document' ? contract.document.file : null
    const buffer = file?.bytes.buffer
    if (file && buffer instanceof ArrayBuffer && file.bytes.byteOffset === 0 && file.bytes.byteLength === buffer.byteLength && !out.includes(buffer)) out.push(buffer)
  }
  return out
}
