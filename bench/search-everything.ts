import { pathToFileURL } from 'node:url'
import type { SearchEverythingResponse } from '../shared/api/search-everything'
import { openDatabase } from '../electron/engine/db/connection'
import { toFtsQuery } from '../electron/engine/services/documents/search-query'
import { workspaceFiles } from '../electron/engine/index'
import { call, startEngineProcess } from './lib/engine-process'
import { benchKey } from './lib/large'
import { ms, printTable, type BenchRow } from './lib/report'
import { performance } from 'node:perf_hooks'
import { summarise } from './lib/stats'
import { textWorkspace } from './lib/text-workspace'
import { runWindowSearchBench } from './window-search'

const CONTRACTS = 10_000
const RUNS = 40

/**
 * Rare and common terms, a phrase, a prefix, an exclusion, with and without filters: what a
 * lawyer types into Search on a workspace of ten thousand contracts.
 */
const QUERIES: ReadonlyArray<{ label: string; params: Record<string, string> }> = [
  { label: 'rare words', params: { q: 'unlimited liability' } },
  { label: 'rare name', params: { q: 'Foxglove' } },
  { label: 'common word', params: { q: 'termination' } },
  { label: 'phrase', params: { q: '"limitation of liability"' } },
  { label: 'prefix', params: { q: 'indemn*' } },
  { label: 'phrase, excluding a word', params: { q: '"service credits" -availability' } },
  { label: 'common word, status Executed', params: { q: 'termination', status: '5' } },
  { label: 'phrase, category Software Licence', params: { q: '"governing law"', category: 'Software Licence' } },
  { label: 'prefix, counterparty Northwind', params: { q: 'indemn*', counterparty: 'Northwind' } },
  { label: 'common word, created in 2024', params: { q: 'confidential information', createdAfter: '2024-01-01', createdBefore: '2024-12-31' } }
]

export async function run(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const dir = textWorkspace(CONTRACTS, log)
  const key = benchKey(dir)
  const engine = await startEngineProcess(dir)
  const db = openDatabase(workspaceFiles(dir).database, { readonly: true, migrate: false })
  try {
    const paragraphs = db.prepare('SELECT COUNT(*) FROM contract_paragraphs').pluck().get() as number
    // The baseline: FTS5 alone ranking the same query's paragraphs, in this process.
    const raw = db.prepare('SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) AS score FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ? ORDER BY score LIMIT 20')
    const ours: number[] = []
    const baseline: number[] = []
    const sample = async (fn: () => unknown, into: number[]) => {
      for (let i = 0; i < 5; i++) await fn()
      const samples: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now()
        await fn()
        samples.push(performance.now() - start)
      }
      into.push(...samples)
      return summarise(samples)
    }
    for (const { label, params } of QUERIES) {
      const path = `/local/search?${new URLSearchParams({ ...params, pagesize: '20' })}`
      const first = await call(engine.url, 'GET', path, key)
      if (first.status !== 200) throw new Error(`search ${label}: ${first.status} ${first.body}`)
      const answer = JSON.parse(first.body) as SearchEverythingResponse
      const match = toFtsQuery(params.q ?? '', { strict: true })
      const http = await sample(() => call(engine.url, 'GET', path, key), ours)
      const fts = await sample(() => raw.all(match), baseline)
      rows.push({
        name: `${label}: ${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(' ')} [${answer.total.toLocaleString('en')} contracts]`,
        ours: `p50 ${ms(http.p50)} · p95 ${ms(http.p95)}`,
        baseline: `FTS5 top 20 p50 ${ms(fts.p50)}`,
        target: '≤ 3× FTS5',
        ok: http.p50 <= 3 * fts.p50
      })
    }
    const all = summarise(ours)
    const rawAll = summarise(baseline)
    rows.push({
      name: `search everything, ${QUERIES.length} queries over ${CONTRACTS.toLocaleString('en')} contracts (${paragraphs.toLocaleString('en')} paragraphs), all samples`,
      ours: `p50 ${ms(all.p50)} · p95 ${ms(all.p95)}`,
      baseline: `FTS5 p50 ${ms(rawAll.p50)} · p95 ${ms(rawAll.p95)}`,
      target: 'p50 ≤ 25 ms, p95 ≤ 80 ms, ≤ 3×',
      ok: all.p50 <= 25 && all.p95 <= 80 && all.p50 <= 3 * rawAll.p50
    })
  } finally {
    db.close()
    await engine.stop()
  }
  rows.push(...(await runWindowSearchBench(log)))
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printTable('Search everything (issue #14)', await run())
