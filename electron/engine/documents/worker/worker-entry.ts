import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker, type ResourceLimits } from 'node:worker_threads'

const WORKER_NAME = 'extraction-worker'

/**
 * Starts an extraction worker from wherever this module runs:
 * - from TypeScript source (vitest, tsx): the .ts entry beside this file, loaded through tsx's
 *   API, because Node 20 does not apply `--import tsx` hooks inside worker threads;
 * - from the electron-vite bundle: out/main/extraction-worker.js, found relative to this chunk
 *   (which may sit in out/main or in out/main/chunks).
 */
export function startExtractionWorker(resourceLimits: ResourceLimits | undefined): Worker {
  const here = import.meta.url
  if (/\.[cm]?ts$/.test(new URL(here).pathname)) {
    const entry = new URL(`./${WORKER_NAME}.ts`, here).href
    const tsx = import.meta.resolve('tsx/esm/api')
    const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => api.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`
    return new Worker(bootstrap, { eval: true, resourceLimits, name: WORKER_NAME })
  }
  const candidates = [`./${WORKER_NAME}.js`, `../${WORKER_NAME}.js`, `./${WORKER_NAME}.mjs`, `../${WORKER_NAME}.mjs`]
  const found = candidates.map((candidate) => new URL(candidate, here)).find((url) => existsSync(fileURLToPath(url)))
  if (found === undefined) {
    throw new Error(`the document extraction worker (${WORKER_NAME}.js) is missing beside ${fileURLToPath(here)}`)
  }
  return new Worker(found, { resourceLimits, name: WORKER_NAME })
}
