import { runWriteNow } from '../electron/engine/db/write'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { openDatabase } from '../electron/engine/db/connection'
import { LATEST_SCHEMA_VERSION } from '../electron/engine/db/migrate'
import { insertDocument } from '../electron/engine/db/writers/documents'
import type { Extraction } from '../electron/engine/documents/extraction'
import { workspaceFiles } from '../electron/engine/index'
import { createSyncedEngine } from '../electron/sync/synced-engine'
import { newId } from '../electron/engine/ids'
import { updateContractProperties } from '../electron/engine/services/contracts/update-properties'
import { CONTENT_TYPES, revisionOf } from '../electron/engine/services/documents/store'
import { BlobStore } from '../electron/engine/storage/blobs'
import type { ProgressSnapshot } from '../electron/sync/progress'
import { seedLargeWorkspace } from './large-workspace'
import { call, startEngineProcess } from './lib/engine-process'
import { LARGE_NOW, benchKey } from './lib/large'
import { printTable, type BenchRow } from './lib/report'
import { benchDir } from './lib/workspace'
import { seededRandom } from '../test/helpers/seeded-random'

/*
 * Sync over loopback (issue #8): the first pull of a 10,000-contract service with text and files,
 * a sync when nothing changed, and sending 1,000 queued edits. The service is a Folio engine in
 * its own process (`folio serve`, built); the local engine runs in this process and serves, as
 * the desktop app's does. Baselines, measured in the same run:
 * - first pull: a plain client fetching detail, text and file of each contract one request at a
 *   time and storing nothing (on a sample), i.e. what the wire costs without concurrency;
 * - no-change sync: one walk of the contract list, 200 per page, nothing else;
 * - push: the same number of PUTs sent back to back by a plain keep-alive client.
 */

const CONTRACTS = 10_000
const PUSHED_EDITS = 1_000
const BASELINE_SAMPLE = 300


const WORDS = (
  'the supplier shall provide services in accordance with this agreement and any statement of work including all deliverables ' +
  'customer may terminate for convenience on notice confidential information liability indemnity warranty governing law ' +
  'payment invoice days fees schedule renewal term notice period data protection subprocessor audit insurance force majeure'
).split(' ')

/** Paragraphs of contract-like text, about 8 kB per contract (a dozen pages of a short agreement is more; the mix is typical). */
function syntheticExtraction(index: number): Extraction {
  const random = seededRandom(index + 1)
  const paragraphs: Extraction['paragraphs'] = []
  let fullText = ''
  for (let p = 0; p < 28; p++) {
    const words = 20 + Math.floor(random() * 50)
    let text = `${p + 1}. `
    for (let w = 0; w < words; w++) text += `${WORDS[Math.floor(random() * WORDS.length)]} `
    text = text.trimEnd() + '.'
    if (fullText.length > 0) fullText += '\n\n'
    paragraphs.push({ text, startOffset: fullText.length, endOffset: fullText.length + text.length })
    fullText += text
  }
  return { kind: 'docx', paragraphs, fullText, coverage: { complete: true, extraction: 'docx', warning: null }, pageCount: null }
}

/**
 * The service's workspace: the 10,000-contract large workspace with a document per contract (a
 * unique 6 kB file and its paragraphs), cached in the OS temp folder by size and schema.
 */
export function syncServiceWorkspace(log: (line: string) => void = () => undefined): string {
  const dir = join(tmpdir(), `folio-bench-sync-service-${CONTRACTS}-schema${LATEST_SCHEMA_VERSION}`)
  const ready = join(dir, 'ready')
  if (existsSync(ready)) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  log(`seeding the service's ${CONTRACTS.toLocaleString('en')}-contract workspace with documents in ${dir} (cached for later runs)`)
  const files = workspaceFiles(dir)
  const db = openDatabase(files.database)
  const blobs = new BlobStore(files.blobs)
  try {
    seedLargeWorkspace(db, { contracts: CONTRACTS, now: LARGE_NOW })
    const ids = db.prepare('SELECT id FROM contracts ORDER BY created_at, id').pluck().all() as string[]
    runWriteNow(db, (tx) => {
      ids.forEach((contractId, index) => {
        const random = seededRandom(1_000_000 + index)
        const bytes = Buffer.alloc(6 * 1024)
        for (let i = 0; i < bytes.length; i += 4) bytes.writeUInt32LE(Math.floor(random() * 2 ** 32), i)
        const sha = blobs.put(bytes)
        insertDocument(tx, {
          id: newId(),
          contractId,
          revision: revisionOf(sha),
          blobSha256: sha,
          fileName: `${contractId}.docx`,
          contentType: CONTENT_TYPES.docx,
          size: bytes.length,
          extraction: syntheticExtraction(index),
          createdAt: LARGE_NOW
        })
      })
    })
  } finally {
    db.close()
  }
  writeFileSync(ready, new Date().toISOString())
  return dir
}

/** Phase timings of a run, from the service's progress reports. */
class PhaseClock {
  readonly spent = new Map<string, number>()
  private phase: string | null = null
  private since = 0

  readonly onProgress = (snapshot: ProgressSnapshot | null): void => {
    const next = snapshot?.phase ?? null
    if (next === this.phase) return
    const now = performance.now()
    if (this.phase) this.spent.set(this.phase, (this.spent.get(this.phase) ?? 0) + now - this.since)
    this.phase = next
    this.since = now
  }

  reset(): void {
    this.spent.clear()
    this.phase = null
  }

  describe(): string {
    return [...this.spent].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)} s`).join(', ')
  }
}

/** The plain client: detail, text and file of each contract in turn, nothing stored. */
async function sequentialFetch(url: string, key: string, ids: readonly string[]): Promise<number> {
  const started = performance.now()
  for (const id of ids) {
    for (const path of [`/v2/contracts/${id}`, `/v2/contracts/${id}/text?maxCharacters=48000`, `/v2/contracts/${id}/download`]) {
      const r = await call(url, 'GET', path, key)
      if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
    }
  }
  return (performance.now() - started) / 1000
}

async function listWalk(url: string, key: string): Promise<{ seconds: number; ids: string[] }> {
  const started = performance.now()
  const ids: string[] = []
  let cursor: string | null = null
  for (;;) {
    const r = await call(url, 'GET', `/v2/contracts?sort=createdAt&order=asc&pagesize=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, key)
    const page = JSON.parse(r.body) as { contracts: Array<{ id: string }>; pagination: { hasMore: boolean; cursor: string | null } }
    ids.push(...page.contracts.map((c) => c.id))
    if (!page.pagination.hasMore || !page.pagination.cursor) break
    cursor = page.pagination.cursor
  }
  return { seconds: (performance.now() - started) / 1000, ids }
}

export async function run(): Promise<BenchRow[]> {
  const serviceDir = syncServiceWorkspace((line) => console.log(line))
  const key = benchKey(serviceDir, 'admin', ['contracts:write'])
  const service = await startEngineProcess(serviceDir)
  const localDir = benchDir('sync-local')
  const clock = new PhaseClock()
  const local = await createSyncedEngine({ dataDir: localDir, port: 0, rateLimit: null, sync: { schedule: false, onProgress: clock.onProgress } })
  // Serving, as in the desktop app: the window could read while the pull writes.
  await local.listen()
  const rows: BenchRow[] = []
  try {
    const sync = local.ctx.sync!
    await sync.configure({ remoteUrl: service.url, apiKey: key })
    const walk = await listWalk(service.url, key)
    const baselineSeconds = await sequentialFetch(service.url, key, walk.ids.slice(0, BASELINE_SAMPLE))
    const baselineRate = BASELINE_SAMPLE / baselineSeconds

    clock.reset()
    let started = performance.now()
    const cpuBefore = { local: process.cpuUsage(), service: service.cpuSeconds() }
    const first = await sync.run()
    const firstSeconds = (performance.now() - started) / 1000
    const localCpu = process.cpuUsage(cpuBefore.local)
    const serviceCpu = cpuBefore.service === null ? null : (service.cpuSeconds() ?? 0) - cpuBefore.service
    // Deleted contracts are not listed, so the service shows a few less than it holds.
    if (!first.ok || first.counts.contractsFetched !== walk.ids.length) throw new Error(`first pull: ${JSON.stringify(first)}`)
    const rate = walk.ids.length / firstSeconds
    console.log(`first pull: ${firstSeconds.toFixed(1)} s (${clock.describe()})`)
    // On a machine shared with other work the wall clock measures the neighbours too; CPU time
    // says what the pull itself costs (this process: fetching, parsing, the writer thread).
    const localSeconds = (localCpu.user + localCpu.system) / 1e6
    console.log(
      `first pull CPU: Folio ${localSeconds.toFixed(1)} s, service ${serviceCpu === null ? 'n/a' : `${serviceCpu.toFixed(1)} s`}` +
        ` (${((localSeconds * 1000) / walk.ids.length).toFixed(2)} ms per contract here; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`
    )
    rows.push({
      name: `first pull, ${walk.ids.length.toLocaleString('en')} contracts with text and file`,
      ours: `${rate.toFixed(0)} contracts/s (${firstSeconds.toFixed(1)} s)`,
      baseline: `${baselineRate.toFixed(0)} contracts/s, plain sequential fetch, nothing stored`,
      target: '≥ 300 contracts/s',
      ok: rate >= 300
    })

    clock.reset()
    started = performance.now()
    const again = await sync.run()
    const noChange = (performance.now() - started) / 1000
    if (!again.ok || again.counts.contractsFetched !== 0) throw new Error(`no-change sync: ${JSON.stringify(again)}`)
    console.log(`no-change sync: ${(noChange * 1000).toFixed(0)} ms (${clock.describe()})`)
    rows.push({
      name: 'no-change sync (reference data, changes since the mark, full id walk)',
      ours: `${(noChange * 1000).toFixed(0)} ms`,
      baseline: `${(walk.seconds * 1000).toFixed(0)} ms, one walk of the contract list`,
      target: '≤ 1000 ms',
      ok: noChange <= 1
    })

    const auth = local.ctx.keys.authenticate(local.sessionKey, Date.now())
    if (typeof auth === 'string') throw new Error(auth)
    const edited = walk.ids.slice(0, PUSHED_EDITS)
    for (const [i, id] of edited.entries()) await updateContractProperties(local.ctx, auth, id, { payment_terms_days: 10 + (i % 80) })
    const directIds = walk.ids.slice(PUSHED_EDITS, PUSHED_EDITS * 2)
    started = performance.now()
    for (const [i, id] of directIds.entries()) {
      const r = await call(service.url, 'PUT', `/v2/contracts/${id}/properties`, key, { properties: { payment_terms_days: 10 + (i % 80) } })
      if (r.status !== 200) throw new Error(`baseline PUT: ${r.status} ${r.body}`)
    }
    const directRate = PUSHED_EDITS / ((performance.now() - started) / 1000)
    clock.reset()
    started = performance.now()
    const pushed = await sync.run()
    const pushRun = (performance.now() - started) / 1000
    if (!pushed.ok || pushed.counts.changesSent !== PUSHED_EDITS) throw new Error(`push: ${JSON.stringify(pushed)}`)
    const pushSeconds = (clock.spent.get('push') ?? 0) / 1000
    const pushRate = PUSHED_EDITS / pushSeconds
    console.log(`push run: ${pushRun.toFixed(1)} s (${clock.describe()})`)
    rows.push({
      name: `push of ${PUSHED_EDITS.toLocaleString('en')} queued edits`,
      ours: `${pushRate.toFixed(0)} edits/s (push ${pushSeconds.toFixed(1)} s; whole sync ${pushRun.toFixed(1)} s)`,
      baseline: `${directRate.toFixed(0)} PUTs/s, plain client`,
      target: '≥ 200 edits/s',
      ok: pushRate >= 200
    })
  } finally {
    await local.close()
    await service.stop()
    rmSync(localDir, { recursive: true, force: true })
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printTable('Sync with the company service (issue #8)', await run())
