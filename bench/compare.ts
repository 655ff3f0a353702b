import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import type { CompareResponse, ContractVersionText, ImportResponse } from '../shared/api'
import { compareParagraphs, numberParagraphs } from '../electron/engine/documents/compare'
import { buildRedline } from '../electron/engine/documents/redline'
import { applyEdits, type Edit } from '../test/fixtures/compare/edits'
import { cuadParagraphs } from '../test/fixtures/compare/cuad-paragraphs'
import { corpusAvailable, corpusDir, readCuadManifest } from '../test/fixtures/documents/corpus'
import { contractDocx } from '../test/helpers/documents'
import { seededRandom } from '../test/helpers/seeded-random'
import { call, startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { summarise, time, type Timing } from './lib/stats'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

/**
 * Comparing two versions of a 300-page contract (5,000 paragraphs built from the CUAD contracts,
 * repeated with deterministic variations) with 50 scattered edits, in the engine's process, beside
 * `git diff --no-index --word-diff` on the same two texts (one paragraph a line) in the same run;
 * then the redline export of that comparison. A second pair shows the bounds on the work holding
 * in the worst case: the same clauses in reverse order with the parties renamed, where nearly
 * every paragraph is a move or a change.
 *
 * Then the same over HTTP, as the window asks: both drafts imported into `folio serve` as two
 * versions of one contract (.docx files, extracted by the engine), `POST /local/compare` of the
 * two versions with both texts in the answer (what the compare view loads) and without, and
 * `POST /local/compare/redline`, beside git's word diff of the texts the engine extracted.
 */
const PARAGRAPHS = 5_000
const EDITS = 50
const COMPARE_RUNS = 20
const GIT_RUNS = 10
const REDLINE_RUNS = 5
const HTTP_COMPARE_RUNS = 20
const HTTP_REDLINE_RUNS = 5
const COMPARE_TARGET_MS = 300
/** However different the texts, a comparison must not hold the engine for long. */
const WORST_CASE_TARGET_MS = 1_000
const REDLINE_TARGET_MS = 1_000
/** CUAD lines longer than this are whole PDF pages run together, not paragraphs. */
const LONGEST_PARAGRAPH = 1_200

export async function run(): Promise<BenchRow[]> {
  if (!corpusAvailable) return [{ name: 'compare', ours: `skipped: no corpus at ${corpusDir}`, baseline: '—', target: '—', ok: null }]
  const older = contractOf(PARAGRAPHS, 0)
  const newer = applyEdits(older, scatteredEdits(older, EDITS))
  const reordered = contractOf(PARAGRAPHS, 1)
  const characters = older.reduce((sum, text) => sum + text.length, 0)
  console.log(`contract: ${older.length} paragraphs, ${(characters / 1000).toFixed(0)}k characters (about ${Math.round(characters / 3000)} pages of 3,000 characters)`)

  const oldParagraphs = numberParagraphs(older)
  const newParagraphs = numberParagraphs(newer)
  const edited = await timeWithCpu(() => compareParagraphs(oldParagraphs, newParagraphs), COMPARE_RUNS)
  const comparison = compareParagraphs(oldParagraphs, newParagraphs)
  const { summary } = comparison
  console.log(
    `found: ${summary.changed} changed, ${summary.renumbered} renumbered, ${summary.moved} moved, ${summary.inserted} inserted, ${summary.deleted} deleted; ` +
      `answer ${(JSON.stringify(comparison).length / 1024).toFixed(0)} kB as JSON`
  )
  const redline = await timeWithCpu(() => buildRedline(oldParagraphs, newParagraphs, comparison), REDLINE_RUNS)
  const worst = await timeWithCpu(() => compareParagraphs(oldParagraphs, numberParagraphs(reordered)), COMPARE_RUNS)
  const workspace = mkdtempSync(path.join(tmpdir(), 'folio-bench-compare-'))
  try {
    const gitEdited = timeGitWordDiff(workspace, older, newer)
    const gitWorst = timeGitWordDiff(workspace, older, reordered)
    const overHttp = await httpRows(older, newer, workspace)
    return [
      compareRow(`compare, ${EDITS} scattered edits, p50`, edited.p50, edited.cpu, gitEdited.p50, COMPARE_TARGET_MS),
      compareRow(`compare, ${EDITS} scattered edits, p95`, edited.p95, edited.cpu, gitEdited.p95, COMPARE_TARGET_MS),
      compareRow('compare, worst case: clauses reversed and renamed, p50', worst.p50, worst.cpu, gitWorst.p50, WORST_CASE_TARGET_MS),
      {
        name: `redline export (.docx), ${EDITS} edits, p50`,
        ours: `${ms(redline.p50)} (${ms(redline.cpu)} CPU)`,
        baseline: '—',
        target: `≤ ${REDLINE_TARGET_MS} ms`,
        ok: redline.p50 <= REDLINE_TARGET_MS
      },
      ...overHttp
    ]
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
}

function compareRow(name: string, ours: number, cpu: number, git: number, target: number): BenchRow {
  return {
    name,
    ours: `${ms(ours)} (in process, ${ms(cpu)} CPU)`,
    baseline: `${ms(git)} (git diff --word-diff)`,
    target: `≤ ${target} ms over HTTP`,
    ok: ours <= target
  }
}

/**
 * The drafts as two versions of one contract in `folio serve`, compared and redlined over HTTP
 * (keep-alive, the body serialised once), beside git's word diff of the texts the engine holds.
 */
async function httpRows(older: readonly string[], newer: readonly string[], workspace: string): Promise<BenchRow[]> {
  const dir = benchDir('compare-http')
  const { key } = seedWriteWorkspace(dir, 0)
  const engine = await startEngineProcess(dir)
  try {
    const upload = async (path: string, field: string, name: string, paragraphs: readonly string[]) => {
      const form = new FormData()
      form.append(field, new Blob([new Uint8Array(await contractDocx(paragraphs))]), name)
      const response = await fetch(engine.url + path, { method: 'POST', headers: { 'x-api-key': key }, body: form })
      if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
      return response.json() as Promise<unknown>
    }
    const imported = (await upload('/local/contracts/import', 'files', 'Master Services Agreement.docx', older)) as ImportResponse
    const id = imported.imported[0]?.id
    if (id === undefined) throw new Error(`the 300-page contract was not imported: ${JSON.stringify(imported.failed)}`)
    await upload(`/local/contracts/${id}/versions`, 'file', 'Master Services Agreement (their draft).docx', newer)
    const textOf = async (version: number) => (JSON.parse((await call(engine.url, 'GET', `/local/contracts/${id}/versions/${version}/text`, key)).body) as ContractVersionText).text

    const versions = { old: { contractId: id, version: 1 }, new: { contractId: id, version: 2 } }
    const withText = JSON.stringify(versions)
    const lean = JSON.stringify({ ...versions, text: false })
    const first = await call(engine.url, 'POST', '/local/compare', key, withText)
    if (first.status !== 200) throw new Error(`POST /local/compare: ${first.status} ${first.body}`)
    const { summary } = JSON.parse(first.body) as CompareResponse
    console.log(
      `over HTTP: ${summary.oldParagraphs} → ${summary.newParagraphs} paragraphs as extracted; ${summary.changed} changed, ${summary.renumbered} renumbered, ` +
        `${summary.moved} moved, ${summary.inserted} inserted, ${summary.deleted} deleted; answer ${(first.body.length / 1e6).toFixed(1)} MB with both texts`
    )
    const compared = await time(() => call(engine.url, 'POST', '/local/compare', key, withText), HTTP_COMPARE_RUNS, 3)
    const comparedLean = await time(() => call(engine.url, 'POST', '/local/compare', key, lean), HTTP_COMPARE_RUNS, 3)
    const redline = await time(async () => {
      const answer = await call(engine.url, 'POST', '/local/compare/redline', key, withText)
      if (answer.status !== 200) throw new Error(`POST /local/compare/redline: ${answer.status} ${answer.body}`)
    }, HTTP_REDLINE_RUNS, 1)
    const git = timeGitWordDiff(workspace, await textOf(1), await textOf(2))
    return [
      {
        name: `POST /local/compare, two stored versions, ${EDITS} edits, with both texts (the compare view)`,
        ours: `p50 ${ms(compared.p50)} · p95 ${ms(compared.p95)}`,
        baseline: `${ms(git.p50)} (git diff --word-diff)`,
        target: `≤ ${COMPARE_TARGET_MS} ms over HTTP`,
        ok: compared.p50 <= COMPARE_TARGET_MS
      },
      {
        name: 'POST /local/compare, the same, alignment only (text: false)',
        ours: `p50 ${ms(comparedLean.p50)} · p95 ${ms(comparedLean.p95)}`,
        baseline: `${ms(git.p50)} (git diff --word-diff)`,
        target: `≤ ${COMPARE_TARGET_MS} ms over HTTP`,
        ok: comparedLean.p50 <= COMPARE_TARGET_MS
      },
      {
        name: `POST /local/compare/redline (.docx), ${EDITS} edits, over HTTP`,
        ours: `p50 ${ms(redline.p50)}`,
        baseline: '—',
        target: `≤ ${REDLINE_TARGET_MS} ms over HTTP`,
        ok: redline.p50 <= REDLINE_TARGET_MS
      }
    ]
  } finally {
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * `count` paragraphs from the CUAD contracts, taken in turn; each further round through them
 * renames the parties and defined terms (seeded by `variant` and the round), so that the long
 * contract does not simply repeat itself.
 */
export function contractOf(count: number, variant: number): string[] {
  const source = readCuadManifest()
    .flatMap((entry) => (entry.text === null ? [] : cuadParagraphs(entry.text)))
    .filter((text) => text.length <= LONGEST_PARAGRAPH)
  if (variant % 2 === 1) source.reverse()
  const random = seededRandom(7 + variant)
  const names = ['Company', 'Licensee', 'Licensor', 'Agreement', 'Party', 'Territory', 'Products', 'Board', 'Customer', 'Agent']
  const renames = ['Supplier', 'Distributor', 'Contractor', 'Principal', 'Purchaser', 'Vendor', 'Reseller', 'Contract', 'Deed', 'Region', 'Goods', 'Committee']
  const out: string[] = []
  for (let round = 0; out.length < count; round++) {
    const mapping = new Map(names.map((name) => [name, round === 0 && variant === 0 ? name : (renames[Math.floor(random() * renames.length)] ?? name)]))
    const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g')
    for (const text of source) {
      if (out.length === count) break
      out.push(text.replace(pattern, (name) => mapping.get(name) ?? name))
    }
  }
  return out
}

/** Edits spread through the document, one in each stretch of `length / count` paragraphs. */
export function scatteredEdits(paragraphs: readonly string[], count: number): Edit[] {
  const random = seededRandom(42)
  const stride = Math.floor(paragraphs.length / count)
  const words = ['Licensor', 'ninety', 'shall not', 'in writing', 'reasonable', 'material']
  // Positions are applied from the end, so earlier edits do not shift later ones.
  return Array.from({ length: count }, (_, k): Edit => {
    const at = k * stride + Math.floor(random() * stride)
    const pick = words[Math.floor(random() * words.length)] ?? 'material'
    switch (k % 5) {
      case 0:
      case 1:
        return { kind: 'reword', at, word: Math.floor(random() * 40), replacement: pick }
      case 2:
        return { kind: 'insert', at, text: `The ${pick} obligations of each party under this clause survive termination of this Agreement for ${k + 1} years.` }
      case 3:
        return { kind: 'delete', at }
      default:
        return k % 10 === 4 ? { kind: 'move', from: at, to: (at + 1_234) % paragraphs.length } : { kind: 'relabel', at, label: `${k}.${k % 7}` }
    }
  }).reverse()
}

/** Wall time per run after warming up, and the mean CPU time (which a busy shared machine inflates less). */
async function timeWithCpu(work: () => unknown, runs: number): Promise<Timing & { cpu: number }> {
  for (let i = 0; i < 2; i++) await work()
  const cpuBefore = process.cpuUsage()
  const timing = await time(work, runs, 0)
  const cpu = process.cpuUsage(cpuBefore)
  return { ...timing, cpu: (cpu.user + cpu.system) / 1000 / runs }
}

/** git's word diff of the same texts, one paragraph a line: a C program over plain files, process start included. */
function timeGitWordDiff(dir: string, older: readonly string[], newer: readonly string[]): Timing {
  const oldFile = path.join(dir, 'old.txt')
  const newFile = path.join(dir, 'new.txt')
  writeFileSync(oldFile, older.map((text) => text.replace(/\n/g, ' ')).join('\n') + '\n')
  writeFileSync(newFile, newer.map((text) => text.replace(/\n/g, ' ')).join('\n') + '\n')
  const samples: number[] = []
  for (let i = 0; i < GIT_RUNS + 1; i++) {
    const start = performance.now()
    const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--word-diff=plain', oldFile, newFile], { maxBuffer: 64 * 1024 * 1024 })
    const elapsed = performance.now() - start
    // git diff exits 1 when the files differ; anything else is a failure.
    if (result.status !== 1) throw new Error(`git diff --no-index exited ${String(result.status)}: ${result.stderr.toString()}`)
    if (i > 0) samples.push(elapsed)
  }
  return summarise(samples)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable('Compare and redline', await run())
}
