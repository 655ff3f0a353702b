import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../shared/api/operations'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { corpusAvailable, corpusDir, loadAnnotations } from '../unit/playbooks/cuad-corpus'

type Hit = ResponseOf<'searchEverything'>['hits'][number]

/**
 * Relevance on real contracts: the CUAD PDFs imported as a lawyer would, searched for clause ideas
 * whose expert annotations say which contracts have them. Among the annotated contracts, those with
 * the clause must be the top hits, each with the annotated clause among its evidence paragraphs.
 */
const CASES: ReadonlyArray<{ category: string; q: string }> = [
  { category: 'Insurance', q: 'insurance' },
  { category: 'Audit Rights', q: 'audit OR inspect* OR "books and records"' },
  { category: 'Cap On Liability', q: '"cumulative liability" OR "total liability" OR "liability shall not exceed" OR "limited to"' }
]

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

describe.skipIf(!corpusAvailable())('search everything on the CUAD contracts', () => {
  let t: TestEngine
  const byFile = new Map<string, string>()

  beforeAll(async () => {
    t = await startTestEngine()
    const manifest = JSON.parse(readFileSync(path.join(corpusDir, 'pdf', 'manifest.json'), 'utf8')) as Array<{ file: string }>
    const form = new FormData()
    for (const { file } of manifest) form.append('files', new Blob([readFileSync(path.join(corpusDir, 'pdf', file))]), file)
    const imported = await t.call('importContracts', { form })
    for (const item of imported.imported) byFile.set(item.file, item.id)
  }, 300_000) // importing the PDFs (OCR included) takes minutes when the machine is busy
  afterAll(() => t?.close())

  const fileOf = (hit: Hit) => [...byFile].find(([, id]) => id === hit.contractId)?.[0]
  /** Contracts whose annotations were made: a clause missing there is known to be absent. */
  const annotatedFiles = () => new Set((JSON.parse(readFileSync(path.join(corpusDir, 'pdf', 'manifest.json'), 'utf8')) as Array<{ file: string; annotated: boolean }>).filter((e) => e.annotated).map((e) => e.file))

  for (const { category, q } of CASES) {
    it(`finds the contracts annotated with ${category} first, with the clause among the evidence`, async () => {
      const annotated = loadAnnotations().filter((a) => a.category === category)
      const files = [...new Set(annotated.map((a) => a.file))].sort()
      const answer = await t.call('searchEverything', { query: { q, pagesize: 20 } })
      const judged = annotatedFiles()
      const top = answer.hits.filter((hit) => judged.has(fileOf(hit) ?? '')).slice(0, files.length)
      expect(top.map(fileOf).sort(), q).toEqual(files)
      for (const hit of top) {
        const evidence = hit.evidence.map((e) => collapse(e.text)).join(' ')
        const clauses = annotated.filter((a) => a.file === fileOf(hit))
        // Some paragraph shown holds the start of an annotated clause.
        expect(clauses.some((a) => a.segments.some((segment) => evidence.includes(collapse(segment).slice(0, 40)))), `${category}: ${hit.name}`).toBe(true)
      }
    })
  }
})

if (!corpusAvailable()) console.warn(`CUAD search relevance skipped: no corpus at ${corpusDir}`)
