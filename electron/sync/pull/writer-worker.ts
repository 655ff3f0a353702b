import { runWriteNow, closeBulkWriter, openDatabase, BlobStore } from '../../engine/sync-port'
import { parentPort, workerData } from 'node:worker_threads'
import { applyBatch, type BatchResult } from './store-batch'
import type { WriterReply, WriterRequest } from './writer-entry'

/**
 * The sync writer thread: its own connection to the workspace (already migrated by the engine),
 * applying the pull's batches in the order they arrive, files to the blob store included. Batches that queued up while a commit
 * ran go into the next transaction together: when the network outpaces the disk, commits grow
 * (fewer transactions, fewer full-text segments to merge) instead of the queue. A long busy
 * timeout: the other writers are the engine's own short transactions.
 */
const port = parentPort
if (!port) throw new Error('the sync writer runs only as a worker thread')
const files = workerData as { database: string; blobs: string }
const db = openDatabase(files.database, { migrate: false, busyTimeoutMs: 10_000, bulkWriter: true })
const blobs = new BlobStore(files.blobs)

const queue: Array<Extract<WriterRequest, { type: 'batch' }>> = []
let closing = false
let scheduled = false

function drain(): void {
  scheduled = false
  const batches = queue.splice(0, queue.length)
  if (batches.length > 0) {
    let replies: WriterReply[]
    try {
      const results = runWriteNow(db, (tx): BatchResult[] => batches.map((b) => applyBatch(tx, blobs, b.batch)))
      replies = batches.map((b, i) => ({ type: 'done', id: b.id, result: results[i]! }))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      replies = batches.map((b) => ({ type: 'failed', id: b.id, message }))
    }
    for (const reply of replies) port!.postMessage(reply)
  }
  if (closing && queue.length === 0) {
    closeBulkWriter(db)
    port!.close()
  }
}

port.on('message', (request: WriterRequest) => {
  if (request.type === 'close') closing = true
  else queue.push(request)
  // Messages that arrived together are read before the commit starts.
  if (!scheduled) {
    scheduled = true
    setImmediate(drain)
  }
})
