import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../electron/engine/db/connection'
import { createApiKey } from '../../electron/engine/services/auth/keys'
import { runWriteNow } from '../../electron/engine/db/write'
import { workspaceFiles } from '../../electron/engine/index'
import { tempDir } from '../helpers/engine'
import { contracts as c, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { contractDocx } from '../helpers/documents'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'
import { wholeText } from '../helpers/contract-text'
import { longSaasAgreement } from '../e2e/helpers/long-contract'

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))

/** `folio import` in its own process; resolves with its exit code and output. */
function folioImport(dir: string, file: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, 'import', '--data', dir, file], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })))
}

let dir: string
let engine: ServedFolio

beforeAll(async () => {
  if (!built) return
  dir = tempDir('folio-shared-')
  const db = openDatabase(workspaceFiles(dir).database)
  seedFixtureWorkspace(db)
  db.close()
  writeFileSync(join(dir, 'long.docx'), await contractDocx(longSaasAgreement(3000)))
  engine = await serveDemo({ dataDir: dir, demo: false })
})
afterAll(async () => {
  await engine?.stop()
})

describe.skipIf(!built)('two processes writing one workspace (built by npm test)', () => {
  it('the engine keeps serving and writing while `folio import` and other connections write beside it, and the database stays sound', async () => {
    // The engine is another process: reached over HTTP, as scripts reach it.
    const api = apiOf(engine)
    let engineAnswers = 0
    const failures: string[] = []
    let stop = false
    // The engine writes without pause, so its shared WAL index is in use the whole time.
    const engineWrites = (async () => {
      for (let i = 0; !stop; i++) {
        try {
          const r = await api.send('updateContractProperties', { params: { id: c.c9 }, body: { properties: { notice_period_days: 10 + (i % 50) } } })
          // 409 is the documented answer when the other process holds the workspace too long.
          if (r.ok || r.status === 409) engineAnswers++
          else failures.push(`engine answered ${r.status}: ${r.body.message}`)
        } catch (error) {
          failures.push(`engine unreachable, or answered outside the API's two shapes: ${String(error)}`)
          return
        }
      }
    })()
    // Two `folio import` processes, one after the other, each writing a long document in.
    const imports = (async () => [await folioImport(dir, join(dir, 'long.docx')), await folioImport(dir, join(dir, 'long.docx'))])()
    // And short-lived connections of a third process (this one), as scripts and the CLI open them:
    // each new process that opens the workspace checks whether it is the only one.
    let opened = 0
    for (; opened < 150; opened++) {
      const db = openDatabase(workspaceFiles(dir).database, { busyTimeoutMs: 5000 })
      runWriteNow(db, (tx) => createApiKey(tx, { userId: users.member.id, now: Date.now() }))
      db.close()
      await delay(20)
    }
    const imported = await imports
    stop = true
    await engineWrites

    expect(failures).toEqual([])
    expect(engineAnswers).toBeGreaterThan(0)
    for (const run of imported) expect(run.code, run.stderr).toBe(0)
    const ids = imported.map((run) => (JSON.parse(run.stdout.trim()) as { id: string }).id)
    for (const id of ids) expect((await wholeText(api, id)).text.length).toBeGreaterThan(3000)
    expect((await api.send('test')).status).toBe(200)
    await engine.stop()
    const db = openDatabase(workspaceFiles(dir).database)
    expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
    expect(db.prepare('SELECT COUNT(*) FROM api_keys').pluck().get()).toBe(opened)
    db.close()
  })
})
