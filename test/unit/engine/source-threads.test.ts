import { utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { bundledThread } from '../../../electron/engine/source-threads'
import { tempDir } from '../../helpers/engine'

/** What a thread started from `file` posts first. */
function firstMessage(file: string): Promise<unknown> {
  const worker = new Worker(file)
  return new Promise((resolve, reject) => {
    worker.once('message', (message: unknown) => {
      resolve(message)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

describe('a worker thread run from the TypeScript sources', () => {
  it('runs its entry and what it imports, bundled once, and bundled again once a source changed', async () => {
    const dir = tempDir('folio-thread-source-')
    const entry = join(dir, 'entry.ts')
    const helper = join(dir, 'greeting.ts')
    writeFileSync(helper, "export const greeting = (who: string): string => `hello ${who}`\n")
    writeFileSync(entry, "import { parentPort } from 'node:worker_threads'\nimport { greeting } from './greeting'\nparentPort!.postMessage(greeting('clause'))\n")
    const first = bundledThread(entry)
    expect(await firstMessage(first)).toBe('hello clause')
    expect(bundledThread(entry)).toBe(first)

    writeFileSync(helper, "export const greeting = (who: string): string => `goodbye ${who}`\n")
    // A later modification time, whatever the file system's clock granularity.
    utimesSync(helper, new Date(), new Date(Date.now() + 5_000))
    const second = bundledThread(entry)
    expect(second).not.toBe(first)
    expect(await firstMessage(second)).toBe('goodbye clause')
  })
})
