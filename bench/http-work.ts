import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { TemplateImportResponse } from '../shared/api'
import { renderDocument } from '../electron/engine/documents/generation/render'
import { cloudServiceCase, demoCases, type Case } from './generation'
import { call, startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { time } from './lib/stats'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

/**
 * Generating documents over HTTP, returned or stored (issue #5), beside the same rendering done
 * in-process, without HTTP, JSON or the database. Matching over HTTP is measured with matching
 * (bench/matching.ts).
 */
export async function run(): Promise<BenchRow[]> {
  const dir = benchDir('http-work')
  const { key } = seedWriteWorkspace(dir, 10)
  const engine = await startEngineProcess(dir)
  const rows: BenchRow[] = []
  try {
    for (const item of [...(await demoCases()), ...cloudServiceCase()]) rows.push(...(await generationRows(engine.url, key, item)))
  } finally {
    await engine.stop()
  }
  return rows
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

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printTable('Generation over HTTP (issue #5)', await run())
