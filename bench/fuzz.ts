import { fork, type ChildProcess } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { createClient, fetchTransport } from '../shared/api/client'
import type { OpenApiDocument } from '../shared/api/general'
import { fuzzOperations, type FuzzRequest } from '../test/helpers/api-fuzz'
import { contracts } from '../test/helpers/fixture-workspace'
import { playbooks, templates } from '../test/helpers/fixture-library'
import { PublishedApi } from '../test/helpers/openapi-conformance'
import { buildTextBody } from '../test/fixtures/templates/bodies'
import { call, startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

/** Drawn requests per operation, valid and invalid each (the test suite draws 12). */
const RUNS = Number(process.env.FOLIO_FUZZ_RUNS ?? 60)
const SEED = 1616
const WRITE_SECONDS = Number(process.env.FOLIO_FUZZ_WRITE_SECONDS ?? 45)
const MB = 1024 * 1024

interface Probe {
  url: string
  key: string
  /** The longest event-loop delay the engine saw since the last question. */
  delay(what?: 'integrity'): Promise<{ maxDelayMs: number; integrity: string | null }>
  stop(): Promise<void>
}

async function startProbedEngine(dataDir: string): Promise<Probe> {
  const script = fileURLToPath(new URL('./lib/probed-engine.ts', import.meta.url))
  const child: ChildProcess = fork(script, [dataDir], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const first = await new Promise<{ url: string; key: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { url: string; key: string }))
    child.once('exit', (code) => reject(new Error(`the probed engine exited with ${code}`)))
  })
  return {
    ...first,
    delay: (what) =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as { maxDelayMs: number; integrity: string | null }))
        child.send(what ?? 'delay')
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.send('stop')
      })
  }
}

/** Hostile requests of the kind that once stalled or killed the engine, each under 1 MB. */
function hostileRequests(): Array<{ name: string; request: FuzzRequest }> {
  const json = (name: string, method: string, path: string, body: string): { name: string; request: FuzzRequest } => ({
    name,
    request: { method, path, operationId: name, url: path, headers: { 'content-type': 'application/json' }, body }
  })
  const ids = JSON.stringify(Array.from({ length: 150_000 }, () => 'zz'))
  const keywords = Array.from({ length: 25 }, (_, k) => ({ value: `(clause|section) ${k} of (the|this) (agreement|contract)`, type: 'pattern' }))
  const positions = Array.from({ length: 400 }, (_, i) => ({ order: i, name: `Position ${i}`, keywords, ifNotFound: { compliant: false, status: 'missing' } }))
  return [
    json('search: 150,000 malformed contract ids', 'POST', '/v2/contracts/search', `{"query":"x","contractIds":${ids}}`),
    json('playbook import: 10,000 pattern keywords', 'POST', '/local/playbooks/import', JSON.stringify({ playbook: { name: 'Bench', positions } })),
    json('playbook import: 400 positions of 500 bad keywords', 'POST', '/local/playbooks/import', JSON.stringify({ playbook: { name: 'Bad', positions: Array.from({ length: 4 }, (_, i) => ({ order: i, name: 'p', keywords: Array.from({ length: 500 }, () => ({ value: 1, type: 'exact' })), ifNotFound: { compliant: true, status: null } })) } })),
    json('match: 5,000 paragraphs', 'POST', `/v2/playbooks/${playbooks.servicesV2}/match`, JSON.stringify({ paragraphs: Array.from({ length: 5000 }, (_, i) => `Clause ${i}. The supplier shall indemnify the customer against third-party claims under the governing law.`) })),
    json('generate: 900 KB of unknown values', 'POST', '/v2/contracts/generate', JSON.stringify({ templateId: templates.nda, values: Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`v${i}`, 'x'.repeat(16)])) })),
    json('properties: a 900 KB text value', 'PUT', `/v2/contracts/${contracts.c9}/properties`, JSON.stringify({ properties: { internal_note: 'x'.repeat(900_000) } })),
    json('search: a body nested 200,000 arrays deep', 'POST', '/v2/contracts/search', `{"query":${'['.repeat(200_000)}${']'.repeat(200_000)}}`)
  ]
}

async function send(probe: Probe, request: FuzzRequest | { method: string; url: string; headers: Record<string, string>; body?: string | FormData }): Promise<number> {
  const response = await fetch(probe.url + request.url, {
    method: request.method,
    headers: { 'x-api-key': probe.key, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body })
  })
  await response.arrayBuffer()
  return response.status
}

function manifestUpload(docx: Uint8Array, manifest: string): { method: string; url: string; headers: Record<string, string>; body: FormData } {
  const form = new FormData()
  form.append('docx', new Blob([docx]), 'body.docx')
  form.append('manifest', new Blob([manifest]), 'manifest.yaml')
  return { method: 'POST', url: '/local/templates/import', headers: {}, body: form }
}

/** Requests drawn from the document, hostile requests, and the longest stall any one of them caused. */
async function fuzzFigures(): Promise<BenchRow[]> {
  const probe = await startProbedEngine(benchDir('fuzz'))
  try {
    for (let i = 0; i < 200; i++) await send(probe, { method: 'GET', url: '/v2/test', headers: {} })
    await probe.delay()
    let floor = 0
    for (let i = 0; i < 500; i++) {
      await send(probe, { method: 'GET', url: '/v2/test', headers: {} })
      floor = Math.max(floor, (await probe.delay()).maxDelayMs)
    }
    let sent = 0
    let serverErrors = 0
    let nonConforming = 0
    let longest = { ms: 0, what: '' }
    const note = async (status: number, what: string): Promise<number> => {
      sent++
      if (status >= 500 && status !== 503) serverErrors++
      const { maxDelayMs } = await probe.delay()
      if (maxDelayMs > longest.ms) longest = { ms: maxDelayMs, what }
      return maxDelayMs
    }
    // The first request for the document builds it: charged to itself, not to the first drawn request.
    const document: OpenApiDocument = await createClient(fetchTransport(probe.url), { key: () => probe.key }).call('getOpenApiDocument')
    await note(200, 'getOpenApiDocument (the first, which builds the document)')
    const api = new PublishedApi(document)
    const drawn: FuzzRequest[] = []
    for (const operation of fuzzOperations(api.document, (path, name) => (name === 'id' && path.includes('/contracts/') ? Object.values(contracts) : []))) {
      if (operation.operationId !== 'putSyncConfig' && operation.operationId !== 'runSync') drawn.push(...fc.sample(operation.valid, { numRuns: RUNS, seed: SEED }))
      drawn.push(...fc.sample(operation.invalid, { numRuns: RUNS, seed: SEED }))
    }
    let resets = 0
    for (const request of drawn) {
      let response: Response
      try {
        response = await fetch(probe.url + request.url, { method: request.method, headers: { 'x-api-key': probe.key, ...request.headers }, ...(request.body === undefined ? {} : { body: request.body }) })
      } catch (error) {
        // A connection closed without an answer counts with the server errors.
        resets++
        serverErrors++
        console.error(`no answer to ${request.method} ${request.url} ${JSON.stringify(request.headers)} ${(request.body ?? '').slice(0, 300)}: ${String(error)}`)
        continue
      }
      const type = response.headers.get('content-type') ?? ''
      const body = type.startsWith('application/json') ? await response.text() : new Uint8Array(await response.arrayBuffer())
      if (api.check({ method: request.method, url: request.url, status: response.status, headers: response.headers, body }).length > 0) nonConforming++
      await note(response.status, `${request.operationId} (drawn)`)
    }
    const docx = await buildTextBody('Dear {{name}},')
    const hostile = [
      ...hostileRequests(),
      { name: 'template manifest: 20 KB of nested arrays', request: manifestUpload(docx, '['.repeat(10_000) + ']'.repeat(10_000)) },
      { name: 'template manifest: 32 KB of variables on one line', request: manifestUpload(docx, `name: x\nvariables: [${Array.from({ length: 3000 }, (_, i) => `{id: v${i}}`).join(', ').slice(0, 32_000)}]`) }
    ]
    const hostileRows: BenchRow[] = []
    for (const { name, request } of hostile) {
      const status = await send(probe, request)
      const blocked = await note(status, name)
      hostileRows.push({ name: `  ${name}: status, longest block`, ours: `${status}, ${ms(blocked)}`, baseline: '', target: '< 500, ≤ 100 ms', ok: status < 500 && blocked <= 100 })
    }
    const { integrity } = await probe.delay('integrity')
    return [
      { name: 'requests sent (drawn from the document, valid and invalid, and hostile)', ours: sent.toLocaleString('en-US'), baseline: '', target: '', ok: null },
      { name: `server errors (5xx, or no answer: ${resets})`, ours: String(serverErrors), baseline: '', target: '0', ok: serverErrors === 0 },
      { name: 'answers outside the document (status, headers, schema)', ours: String(nonConforming), baseline: '', target: '0', ok: nonConforming === 0 },
      { name: `longest event-loop block by one request (${longest.what})`, ours: ms(longest.ms), baseline: `GET /v2/test ${ms(floor)}`, target: '≤ 100 ms', ok: longest.ms <= 100 },
      ...hostileRows,
      { name: 'PRAGMA integrity_check afterwards', ours: String(integrity), baseline: '', target: 'ok', ok: integrity === 'ok' }
    ]
  } finally {
    await probe.stop()
  }
}

/** The write-ahead log under writes without pause: 8 clients for WRITE_SECONDS, its size sampled every 100 ms. */
async function logFigures(): Promise<BenchRow[]> {
  const dataDir = benchDir('fuzz-writes')
  const { contractIds, key } = seedWriteWorkspace(dataDir, 1000)
  const engine = await startEngineProcess(dataDir)
  const log = join(dataDir, 'folio.db-wal')
  let largest = 0
  let writes = 0
  let failures = 0
  const sampler = setInterval(() => {
    if (existsSync(log)) largest = Math.max(largest, statSync(log).size)
  }, 100)
  try {
    const until = Date.now() + WRITE_SECONDS * 1000
    let counter = 0
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (Date.now() < until) {
          const id = contractIds[(counter * 7) % contractIds.length] ?? ''
          const r = await call(engine.url, 'PUT', `/v2/contracts/${id}/properties`, key, { properties: { contract_value: ++counter, notice_period_days: counter % 90 } })
          if (r.status === 200) writes++
          else failures++
        }
      })
    )
  } finally {
    clearInterval(sampler)
    await engine.stop()
  }
  const database = statSync(join(dataDir, 'folio.db')).size
  return [
    { name: `property writes, 8 clients for ${WRITE_SECONDS} s (answers other than 200: ${failures})`, ours: writes.toLocaleString('en-US'), baseline: '', target: '', ok: null },
    { name: 'largest write-ahead log seen', ours: `${(largest / MB).toFixed(1)} MB`, baseline: `workspace ${(database / MB).toFixed(1)} MB`, target: '≤ 64 MB', ok: largest <= 64 * MB }
  ]
}

export async function run(): Promise<BenchRow[]> {
  return [...(await fuzzFigures()), ...(await logFigures())]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTable('Hostile input and the write-ahead log (issue #16)', await run())
