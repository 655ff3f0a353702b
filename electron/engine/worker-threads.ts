import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * Starts one of Folio's worker threads from wherever the calling module runs:
 * - from TypeScript source (vitest, tsx): `source`, resolved beside the caller, loaded through
 *   tsx's API, because Node 20 does not apply `--import tsx` hooks inside worker threads;
 * - from the electron-vite bundle: `out/main/<name>.js` (an entry of electron.vite.config.ts),
 *   found relative to the calling chunk, which may sit in out/main or in out/main/chunks.
 */
export function startWorkerThread(caller: string, source: string, name: string, options: Omit<WorkerOptions, 'eval' | 'name'> = {}): Worker {
  if (/\.[cm]?ts$/.test(new URL(caller).pathname)) {
    const entry = new URL(source, caller).href
    const tsx = import.meta.resolve('tsx/esm/api')
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(caller)}))`
    return new Worker(bootstrap, { ...options, eval: true, name })
  }
  const candidates = [`./${name}.js`, `../${name}.js`, `./${name}.mjs`, `../${name}.mjs`]
  const found = candidates.map((candidate) => new URL(candidate, caller)).find((url) => existsSync(fileURLToPath(url)))
  if (found === undefined) throw new Error(`Folio's ${name} thread (${name}.js) is missing beside ${fileURLToPath(caller)}`)
  return new Worker(found, { ...options, name })
}
