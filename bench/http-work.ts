import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { PlaybookImportResponse, TemplateImportResponse } from '../shared/api'
import { compilePlaybook, matchParagraphs } from '../electron/engine/playbooks'
import { renderDocument } from '../electron/engine/documents/generation/render'
import { corpusAvailable, corpusParagraphs } from '../test/unit/playbooks/cuad-corpus'
import { benchPositions } from '../test/unit/playbooks/cuad-playbook'
import { cloudServiceCase, demoCases, type Case } from './generation'
import { call, startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { time } from './lib/stats'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

/**
 * The heavy requests over HTTP, as an add-in sends them: matching 5000 paragraphs (issue #4) and
 * generating documents, returned or stored (issue #5). Each beside the same work done in-process,
 * without HTTP, JSON or the database.
 */
export async function run(): Promise<BenchRow[]> {
  const dir = benchDir('http-work')
  const { key } = seedWriteWorkspace(dir, 10)
  const engine = await startEngineProcess(dir)
  const rows: BenchRow[] = []
  try {
    if (corpusAvailable()) rows.push(await matchingRow(engine.url, key))
    else rows.push({ name: 'match 5000 paragraphs over HTTP', ours: 'skipped: no corpus', baseline: '', target: '', ok: null })
    for (const item of [...(await demoCases()), ...cloudServiceCase()]) rows.push(...(await generationRows(engine.url, key, item)))
  } finally {
    await engine.stop()
  }
  return rows
}

async function matchingRow(url: string, key: string): Promise<BenchRow> {
  const positions = benchPositions()
  const playbook = {
    playbook: {
      name: 'Bench: CUAD categories',
      positions: positions.map((p) => ({ order: p.order, name: p.name, keywords: p.keywords, ifNotFound: p.ifNotFound }))
    }
  }
  const imported = await call(url, 'POST', '/local/playbooks/import', key, playbook)
  if (imported.status !== 200) throw new Error(`playbook import: ${imported.status} ${imported.body}`)
  const id = (JSON.parse(imported.body) as PlaybookImportResponse).id
  const source = corpusParagraphs()
  const paragraphs = Array.from({ length: 5000 }, (_, i) => source[i % source.length] ?? '')
  const body = JSON.stringify({ paragraphs })
  const http = await time(() => call(url, 'POST', `/v2/playbooks/${id}/match`, key, body), 40, 5)
  const compiled = compilePlaybook(positions)
  const inProcess = await time(() => matchParagraphs(compiled, paragraphs), 40, 5)
  const megabytes = Buffer.byteLength(body) / 1e6
  return {
    name: `match 5000 paragraphs (${megabytes.toFixed(1)} MB of JSON), ${positions.length} positions, over HTTP`,
    ours: `p50 ${ms(http.p50)} · p95 ${ms(http.p95)}`,
    baseline: `matcher in-process p50 ${ms(inProcess.p50)}`,
    target: 'p50 ≤ 20 ms over HTTP, ≤ 1.3× in-process',
    ok: http.p50 <= 20 && http.p50 <= 1.3 * inProcess.p50
  }
}

async function generationRows(url: string, key: string, item: Case): Promise<BenchRow[]> {
  const form = new FormData()
  form.append('docx', new Blob([new Uint8Array(item.body)]), 'template.docx')
  form.append('manifest', new Blob([JSON.stringify(item.definition)]), 'manifest.json')
  const imported = await fetch(`${url}/local/templates/import`, { method: 'POST', body: form, headers: { 'x-api-key': key } })
  if (imported.status !== 200) throw new Error(`template import: ${imported.status} ${await imported.text()}`)
  const templateId = ((await imported.json()) as TemplateImportResponse).id
  const request = { ...item.request, templateId }
  const options = (request as { options?: Record<string, unknown> }).options ?? {}
  const bodyFor = (persist: boolean) => ({ ...request, options: persist ? { ...options, persist: true, reference: undefined } : { ...options, persist: false, triggerWorkflows: false } })
  const check = async (persist: boolean) => {
    const r = await call(url, 'POST', '/v2/contracts/generate', key, bodyFor(persist))
    if (r.status !== 200) throw new Error(`${item.name}: ${r.status} ${r.body}`)
  }
  await check(false)
  await check(true)
  const returned = await time(() => call(url, 'POST', '/v2/contracts/generate', key, bodyFor(false)), 30, 3)
  const stored = await time(() => call(url, 'POST', '/v2/contracts/generate', key, bodyFor(true)), 30, 3)
  const started = performance.now()
  for (let i = 0; i < 10; i++) renderDocument(item.body, item.definition, (item.request as { values: Record<string, never> }).values, null)
  const renderOnly = (performance.now() - started) / 10
  return [
    { name: `generate ${item.name}, persist false, over HTTP`, ours: `p50 ${ms(returned.p50)} · p95 ${ms(returned.p95)}`, baseline: `render in-process ${ms(renderOnly)}`, target: '≤ 50 ms', ok: returned.p50 <= 50 },
    { name: `generate ${item.name}, persist true (stored, extracted, indexed), over HTTP`, ours: `p50 ${ms(stored.p50)} · p95 ${ms(stored.p95)}`, baseline: `render in-process ${ms(renderOnly)}`, target: '≤ 150 ms', ok: stored.p50 <= 150 }
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printTable('Matching and generation over HTTP (issues #4, #5)', await run())
