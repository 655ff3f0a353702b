import { existsSync, rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { CompareResponse, ImportResponse } from '../shared/api'
import { applyEdits } from '../test/fixtures/compare/edits'
import { corpusAvailable, corpusDir } from '../test/fixtures/documents/corpus'
import { contractDocx } from '../test/helpers/documents'
import { contractOf, scatteredEdits } from './compare'
import { call, startEngineProcess, type EngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { benchDir, seedWriteWorkspace } from './lib/workspace'
import { signedInPage } from './ui'

/**
 * npx tsx bench/compare-view.ts (or npm run bench -- --only compare-view)
 *
 * The window's compare view of a 300-page contract (the 5,000 CUAD paragraphs of bench/compare.ts)
 * against a second version with 50 edits spread through it, both imported as .docx into
 * `folio serve`, in headless Chromium: navigation → the change list and the first screen of the
 * comparison painted (the 'folio:compare-rows-painted' mark CompareRows sets), and the DOM nodes
 * the page then holds, with unchanged runs folded ("changes only", `unchanged=fold`) beside the
 * whole texts (`unchanged=show`, the view before changes-only: the baseline). The two modes
 * alternate run by run so that the machine's load falls on both alike.
 */

/** The DOM names the in-page functions use: the node project is typed without the DOM library. */
declare const document: {
  getElementsByTagName(name: string): { length: number }
  querySelectorAll(selector: string): { length: number }
  querySelector(selector: string): { scrollHeight: number; clientHeight: number } | null
}

const CHROMIUM = '/usr/bin/chromium'
const PARAGRAPHS = 5_000
const EDITS = 50
const RUNS = 7
/** Changes-only must not be slower than the whole texts; beyond this margin it is, not noise. */
const NOISE = 1.1
const MODES = ['fold', 'show'] as const
type Mode = (typeof MODES)[number]

interface Paint {
  painted: number
  domNodes: number
  rows: number
  folds: number
  changes: number
  /** The comparison's scroll length in screens of its own height: what folding is for. */
  screens: number
  raw: number
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function upload(engine: EngineProcess, key: string, path: string, field: string, name: string, paragraphs: readonly string[]): Promise<unknown> {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(await contractDocx(paragraphs))]), name)
  const response = await fetch(engine.url + path, { method: 'POST', headers: { 'x-api-key': key }, body: form })
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** One fresh signed-in page: navigation start → first screen of the comparison painted, what the DOM then holds, and the raw compare call. */
async function paintOnce(browser: Browser, engine: EngineProcess, key: string, id: string, mode: Mode): Promise<Paint> {
  const page: Page = await signedInPage(browser, engine, { viewport: { width: 1400, height: 900 } })
  try {
    await page.goto(`${engine.url}/contracts/${id}/compare?old=1&new=2&unchanged=${mode}`)
    await page.waitForFunction(() => performance.getEntriesByName('folio:compare-rows-painted').length > 0, undefined, { timeout: 60_000 })
    const painted = await page.evaluate(() => performance.getEntriesByName('folio:compare-rows-painted')[0]!.startTime)
    const counts = await page.evaluate(() => ({
      domNodes: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll('.compare-row').length,
      folds: document.querySelectorAll('.compare-fold').length,
      changes: document.querySelectorAll('.changes__item').length,
      screens: ((scroller) => (scroller ? scroller.scrollHeight / scroller.clientHeight : 0))(document.querySelector('[data-compare-scroll]'))
    }))
    // The least any window could do: the same comparison asked raw from the same page, nothing drawn.
    const raw = await page.evaluate(
      async ({ contractId, apiKey }) => {
        const started = performance.now()
        const response = await fetch('/local/compare', {
          method: 'POST',
          headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({ old: { contractId, version: 1 }, new: { contractId, version: 2 } })
        })
        await response.json()
        return performance.now() - started
      },
      { contractId: id, apiKey: key }
    )
    return { painted, ...counts, raw }
  } finally {
    await page.close()
  }
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM)) return [{ name: 'compare view', ours: 'skipped: /usr/bin/chromium is absent', baseline: '—', target: '—', ok: null }]
  if (!corpusAvailable) return [{ name: 'compare view', ours: `skipped: no corpus at ${corpusDir}`, baseline: '—', target: '—', ok: null }]
  const older = contractOf(PARAGRAPHS, 0)
  const newer = applyEdits(older, scatteredEdits(older, EDITS))
  const dir = benchDir('compare-view')
  const { key } = seedWriteWorkspace(dir, 0)
  const engine = await startEngineProcess(dir)
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const imported = (await upload(engine, key, '/local/contracts/import', 'files', 'Master Services Agreement.docx', older)) as ImportResponse
    const id = imported.imported[0]?.id
    if (id === undefined) throw new Error(`the 300-page contract was not imported: ${JSON.stringify(imported.failed)}`)
    await upload(engine, key, `/local/contracts/${id}/versions`, 'file', 'Master Services Agreement (their draft).docx', newer)
    const compared = await call(engine.url, 'POST', '/local/compare', key, JSON.stringify({ old: { contractId: id, version: 1 }, new: { contractId: id, version: 2 }, text: false }))
    const { summary } = JSON.parse(compared.body) as CompareResponse
    console.log(`compare view: ${summary.oldParagraphs} → ${summary.newParagraphs} paragraphs; ${summary.changed} changed, ${summary.inserted} inserted, ${summary.deleted} deleted, ${summary.moved} moved, ${summary.renumbered} renumbered`)

    const samples: Record<Mode, Paint[]> = { fold: [], show: [] }
    const windowKey = (await engine.windowCookie()).value
    for (let run = 0; run < RUNS + 1; run++) {
      // Alternating, and starting with the other mode each round, so neither is always second.
      const order = run % 2 === 0 ? MODES : [...MODES].reverse()
      for (const mode of order) {
        const once = await paintOnce(browser, engine, windowKey, id, mode)
        // The first round warms the engine's caches and the browser's; it is not counted.
        if (run > 0) samples[mode].push(once)
      }
    }
    const at = (mode: Mode, pick: (p: Paint) => number) => median(samples[mode].map(pick))
    const fold = at('fold', (p) => p.painted)
    const show = at('show', (p) => p.painted)
    const raw = median([...samples.fold, ...samples.show].map((p) => p.raw))
    const last = (mode: Mode) => samples[mode][samples[mode].length - 1]!
    for (const mode of MODES) {
      const p = last(mode)
      console.log(`unchanged=${mode}: ${p.rows} rows and ${p.folds} folds drawn, ${p.changes} changes listed, ${p.domNodes} DOM nodes, ${p.screens.toFixed(0)} screens to scroll`)
    }
    const foldNodes = at('fold', (p) => p.domNodes)
    const showNodes = at('show', (p) => p.domNodes)
    const foldScreens = at('fold', (p) => p.screens)
    const showScreens = at('show', (p) => p.screens)
    return [
      {
        name: `navigation → change list + first screen painted, ${PARAGRAPHS.toLocaleString('en-GB')} paragraphs, ${EDITS} edits (${last('fold').changes} changes listed), median of ${RUNS}`,
        ours: `${ms(fold)} (changes only)`,
        baseline: `${ms(show)} (whole texts); raw POST /local/compare ${ms(raw)}`,
        target: 'not slower than whole texts',
        ok: fold <= show * NOISE
      },
      {
        name: 'DOM nodes once painted',
        ours: `${foldNodes.toFixed(0)} (changes only)`,
        baseline: `${showNodes.toFixed(0)} (whole texts)`,
        target: 'not more than whole texts (both are virtualised)',
        ok: foldNodes <= showNodes
      },
      {
        name: 'length to scroll, in screens of the comparison pane (1400 × 900 window)',
        ours: `${foldScreens.toFixed(0)} screens (changes only)`,
        baseline: `${showScreens.toFixed(0)} screens (whole texts)`,
        target: 'shorter than whole texts',
        ok: foldScreens < showScreens
      }
    ]
  } finally {
    await browser.close()
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable('The compare view in Chromium, changes only beside the whole texts', await run())
}
