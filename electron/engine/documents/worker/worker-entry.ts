import type { ResourceLimits, Worker } from 'node:worker_threads'
import { startWorkerThread } from '../../worker-threads'

const WORKER_NAME = 'extraction-worker'

/** Starts an extraction worker (see startWorkerThread for where it is loaded from). */
export function startExtractionWorker(resourceLimits: ResourceLimits | undefined): Worker {
  return startWorkerThread(import.meta.url, `./${WORKER_NAME}.ts`, WORKER_NAME, { resourceLimits })
}
