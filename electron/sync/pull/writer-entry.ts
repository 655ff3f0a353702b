import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { BatchResult, WriteBatch } from './store-batch'

export type WriterRequest = { type: 'batch'; id: number; batch: WriteBatch } | { type: 'close' }
export type WriterReply = { type: 'done'; id: number; result: BatchResult } | { type: 'failed'; id: number; message: string }

const WORKER_NAME = 'sync-writer'

/**
 * Starts the sync writer thread from wherever this module runs (the same arrangement as the
 * document extraction worker): from TypeScript source (vitest, tsx) through tsx's API, since
 * Node 20 does not apply `--import tsx` inside worker threads; from the electron-vite bundle,
 * out/main/sync-writer.js beside this chunk.
 */
export function startWriterWorker(files: { database: string; blobs: string }): Worker {
  const here = import.meta.url
  const workerData = files
  if (/\.[cm]?ts$/.test(new URL(here).pathname)) {
    const entry = new URL(`./writer-worker.ts`, here).href
    const tsx = import.meta.resolve('tsx/esm/api')
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`
    return new Worker(bootstrap, { eval: true, workerData, name: WORKER_NAME })
  }
  const candidates = [`./${WORKER_NAME}.js`, `../${WORKER_NAME}.js`, `./${WORKER_NAME}.mjs`, `../${WORKER_NAME}.mjs`]
  const found = candidates.map((candidate) => new URL(candidate, here)).find((url) => existsSync(fileURLToPath(url)))
  if (found === undefined) throw new Error(`the sync writer (${WORKER_NAME}.js) is missing beside ${fileURLToPath(here)}`)
  return new Worker(found, { workerData, name: WORKER_NAME })
}
