import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import { bundledThread } from './source-threads'

/**
 * Starts one of Folio's worker threads from wherever the calling module runs:
 * - from TypeScript source (vitest, tsx): `source`, resolved beside the caller and bundled into
 *   one module (source-threads.ts), because Node 20 applies no `--import tsx` hook inside a thread;
 * - from the electron-vite bundle: `out/main/<name>.js` (an entry of electron.vite.config.ts),
 *   found relative to the calling chunk, which may sit in out/main or in out/main/chunks.
 */
export function startWorkerThread(caller: string, source: string, name: string, options: Omit<WorkerOptions, 'eval' | 'name'> = {}): Worker {
  if (/\.[cm]?ts$/.test(new URL(caller).pathname)) {
    return new Worker(bundledThread(fileURLToPath(new URL(source, caller))), { ...options, name })
  }
  const candidates = [`./${name}.js`, `../${name}.js`, `./${name}.mjs`, `../${name}.mjs`]
  const found = candidates.map((candidate) => new URL(candidate, caller)).find((url) => existsSync(fileURLToPath(url)))
  if (found === undefined) throw new Error(`Folio's ${name} thread (${name}.js) is missing beside ${fileURLToPath(caller)}`)
  return new Worker(found, { ...options, name })
}
