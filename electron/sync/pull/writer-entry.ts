import type { Worker } from 'node:worker_threads'
import { startWorkerThread } from '../../engine/sync-port'
import type { BatchResult, WriteBatch } from './store-batch'

export type WriterRequest = { type: 'batch'; id: number; batch: WriteBatch } | { type: 'close' }
export type WriterReply = { type: 'done'; id: number; result: BatchResult } | { type: 'failed'; id: number; message: string }

const WORKER_NAME = 'sync-writer'

/** Starts the sync writer thread (see startWorkerThread for where it is loaded from). */
export function startWriterWorker(files: { database: string; blobs: string }): Worker {
  return startWorkerThread(import.meta.url, './writer-worker.ts', WORKER_NAME, { workerData: files })
}
