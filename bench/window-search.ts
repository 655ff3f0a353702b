import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { TemplateListResponse } from '../shared/api/templates'
import { startEngineProcess, type EngineProcess } from './lib/engine-process'
import { ms, type BenchRow } from './lib/report'
import { importLongContract, sessionKey, signedInPage } from './ui'

/*
 * The window's side of search everything, in Chromium on the demo workspace:
 * - find in a 5,000-paragraph contract: first keystroke → first match highlighted on screen;
 * - the generate form's preview: last keystroke → refreshed preview on screen, per demo template.
 */

/** The DOM names the in-page functions use: the node project is typed without the DOM library. */
declare const document: {
  querySelector(selector: string): unknown
  addEventListener(type: string, listener: (event: { timeStamp: number }) => void, capture: boolean): void
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>
}
declare function requestAnimationFrame(callback: (time: number) => void): number
declare class MutationObserver {
  constructor(callback: () => void)
  observe(target: unknown, options: { childList: boolean; subtree: boolean; attributes?: boolean }): void
  disconnect(): void
}
declare const window: { __folioBench?: { keydown: number | null; painted: number | null } }

const CHROMIUM = '/usr/bin/chromium'
const FIND_PARAGRAPHS = 5000
const RUNS = 7
const FIND_TARGET_MS = 50
const PREVIEW_TARGET_MS = 150

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Keystroke → the first current-match mark painted (the frame after it enters the DOM). */
async function measureFind(page: Page): Promise<number> {
  await page.evaluate(() => {
    const state = { keydown: null as number | null, painted: null as number | null }
    window.__folioBench = state
    document.addEventListener('keydown', (event) => (state.keydown ??= event.timeStamp), true)
    const observer = new MutationObserver(() => {
      if (state.painted !== null || state.keydown === null || document.querySelector('mark.hl--find-current') === null) return
      observer.disconnect()
      requestAnimationFrame(() => (state.painted = performance.now()))
    })
    observer.observe(document.querySelector('[data-document-scroll]'), { childList: true, subtree: true })
  })
  await page.keyboard.type('warranty')
  await page.waitForFunction(() => window.__folioBench?.painted != null)
  return page.evaluate(() => (window.__folioBench?.painted ?? 0) - (window.__folioBench?.keydown ?? 0))
}

/** The same search over the same 5,000 texts in the page, and nothing drawn: what any find costs at least. */
async function rawScan(page: Page, key: string, contractId: string): Promise<readonly [number, number]> {
  return page.evaluate(
    async ({ id, apiKey }) => {
      const texts = ((await (await fetch(`/v2/contracts/${id}/text`, { headers: { 'x-api-key': apiKey } })).json()) as { text: string[] }).text
      const started = performance.now()
      const found = texts.filter((text) => text.toLowerCase().includes('w')).length
      return [performance.now() - started, found] as const
    },
    { id: contractId, apiKey: key }
  )
}

async function findInContract(browser: Browser, engine: EngineProcess, key: string): Promise<BenchRow> {
  const contract = await importLongContract(engine, key, FIND_PARAGRAPHS)
  const ours: number[] = []
  const baseline: number[] = []
  const page = await signedInPage(browser, engine, { viewport: { width: 1400, height: 900 } })
  try {
    await page.goto(`${engine.url}/contracts/${contract.id}`)
    await page.locator('[data-paragraph="1"]').waitFor({ timeout: 30_000 })
    await page.locator('.document-pane__meta').filter({ hasNotText: 'loading' }).waitFor({ timeout: 60_000 })
    for (let run = 0; run < RUNS + 1; run++) {
      await page.keyboard.press('Control+f')
      await page.getByLabel('Text to find').fill('')
      const elapsed = await measureFind(page)
      if (run > 0) {
        ours.push(elapsed)
        baseline.push((await rawScan(page, key, contract.id))[0])
      }
      await page.keyboard.press('Escape')
    }
  } finally {
    await page.close()
  }
  return {
    name: `find in a ${FIND_PARAGRAPHS.toLocaleString('en-GB')}-paragraph contract: keystroke → first match highlighted`,
    ours: ms(median(ours)),
    baseline: `${ms(median(baseline))} (scanning the texts, nothing drawn)`,
    target: `≤ ${FIND_TARGET_MS} ms`,
    ok: median(ours) <= FIND_TARGET_MS
  }
}

/** Last keystroke in the form → the refreshed preview on screen (its mark after the keystroke). */
async function previewRefresh(browser: Browser, engine: EngineProcess, key: string, template: { id: string; name: string }): Promise<BenchRow> {
  const ours: number[] = []
  const baseline: number[] = []
  const page = await signedInPage(browser, engine, { viewport: { width: 1400, height: 900 } })
  try {
    await page.goto(`${engine.url}/generate/${template.id}`)
    await page.getByTestId('preview-page').waitFor({ timeout: 30_000 })
    // The first text answer of the template's terms: what it is typed into shows in the document.
    const field = page.locator('.form-section', { hasText: 'Terms' }).locator('input.input:not([type]):not([inputmode])').first()
    for (let run = 0; run < RUNS + 1; run++) {
      await field.fill('')
      await page.waitForTimeout(300)
      await page.keyboard.press('Tab')
      await field.focus()
      const typed = `Harbourline ${run}`
      await page.evaluate(() => performance.clearMarks('folio:preview-painted'))
      await field.pressSequentially(typed, { delay: 30 })
      const lastKey = await page.evaluate(() => performance.now())
      await page.waitForFunction((after) => performance.getEntriesByName('folio:preview-painted').some((mark) => mark.startTime > after), lastKey, { timeout: 10_000 })
      await page.waitForFunction((text) => Array.from(document.querySelectorAll('[data-testid="preview-page"]')).some((el) => (el.textContent ?? '').includes(text)), typed, { timeout: 10_000 })
      const painted = await page.evaluate((after) => Math.min(...performance.getEntriesByName('folio:preview-painted').map((m) => m.startTime).filter((t) => t > after)), lastKey)
      const raw = await page.evaluate(
        async ({ id, apiKey }) => {
          const started = performance.now()
          await (await fetch(`/local/templates/${id}/preview`, { method: 'POST', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, body: '{}' })).json()
          return performance.now() - started
        },
        { id: template.id, apiKey: key }
      )
      if (run > 0) {
        ours.push(painted - lastKey)
        baseline.push(raw)
      }
    }
  } finally {
    await page.close()
  }
  return {
    name: `preview of “${template.name}”: last keystroke → refreshed preview on screen`,
    ours: ms(median(ours)),
    baseline: `${ms(median(baseline))} (the preview request alone)`,
    target: `≤ ${PREVIEW_TARGET_MS} ms`,
    ok: median(ours) <= PREVIEW_TARGET_MS
  }
}

export async function runWindowSearchBench(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  if (!existsSync(CHROMIUM)) return [{ name: 'find and preview in the window', ours: 'skipped: /usr/bin/chromium is absent', baseline: '-', target: '-', ok: null }]
  const dir = join(tmpdir(), `folio-bench-window-search-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  log('seeding the demo workspace for the window benchmarks')
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  let engine: EngineProcess | null = null
  try {
    engine = await startEngineProcess(dir, ['--demo'])
    const key = await sessionKey(engine)
    const rows = [await findInContract(browser, engine, key)]
    const templates = (await fetch(`${engine.url}/v2/templates`, { headers: { 'x-api-key': key } }).then((r) => r.json())) as TemplateListResponse
    for (const template of templates) rows.push(await previewRefresh(browser, engine, key, template))
    return rows
  } finally {
    await browser.close()
    await engine?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
