import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import type { PlaybookImportResponse } from '../shared/api/local'
import { fakeOfficeScript } from '../test/e2e/helpers/fake-office'
import { startEngineProcess } from './lib/engine-process'
import { syntheticParagraphs } from './lib/paragraphs'
import { ms, printTable, type BenchRow } from './lib/report'
import { summarise } from './lib/stats'

/*
 * npm run bench -- --only word
 *
 * Folio for Word's pane in Chromium over a 300-paragraph document in the fake Word model: the
 * click on "Review this document" → every position painted (the document read from Word, matched
 * by the engine against the 22-position CUAD review playbook, the list rendered). Beside it, in
 * the same page and run, the bare POST /v2/playbooks/{id}/match of the same paragraphs.
 */

/** The DOM names the in-page functions use: the node project is typed without the DOM library. */
declare const document: { querySelectorAll(selector: string): Iterable<{ textContent: string | null; click(): void }> }
declare const window: { localStorage: { setItem(name: string, value: string): void } }
declare function requestAnimationFrame(callback: (time: number) => void): number

const CHROMIUM = '/usr/bin/chromium'
const OFFICE_JS_CDN = 'https://appsforoffice.microsoft.com/lib/1/hosted/office.js'
const PLAYBOOK = fileURLToPath(new URL('../test/fixtures/playbooks/cuad-review.json', import.meta.url))
const PARAGRAPHS = 300
const RUNS = 9
const TARGET_MS = 500

/** Click → the performance mark the pane sets once the positions are on screen. */
function reviewOnce(page: Page): Promise<number> {
  return page.evaluate(async () => {
    performance.clearMarks('folio:review-painted')
    const button = [...document.querySelectorAll('button')].find((b) => /^Review (this document|again)$/.test(b.textContent ?? ''))
    if (!button) throw new Error('no Review button')
    const started = performance.now()
    button.click()
    for (;;) {
      const [mark] = performance.getEntriesByName('folio:review-painted')
      if (mark) return mark.startTime - started
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
}

function bareMatch(page: Page, key: string, playbookId: string, paragraphs: string[]): Promise<number> {
  return page.evaluate(
    async ({ key, playbookId, paragraphs }) => {
      const started = performance.now()
      const response = await fetch(`/v2/playbooks/${playbookId}/match`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ paragraphs }) })
      await response.json()
      return performance.now() - started
    },
    { key, playbookId, paragraphs }
  )
}

export async function run(): Promise<BenchRow[]> {
  const dir = join(tmpdir(), `folio-bench-word-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  const engine = await startEngineProcess(dir, ['--demo'])
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  try {
    const html = await (await fetch(`${engine.url}/`)).text()
    const key = /<meta name="folio-session" content="([^"]+)"/.exec(html)?.[1]
    if (!key) throw new Error('the engine served no session key')
    const imported = await fetch(`${engine.url}/local/playbooks/import`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: readFileSync(PLAYBOOK, 'utf8') })
    if (!imported.ok) throw new Error(`the playbook import answered ${imported.status}: ${await imported.text()}`)
    const playbook = (await imported.json()) as PlaybookImportResponse
    const paragraphs = syntheticParagraphs(13, PARAGRAPHS)

    const page = await browser.newPage({ viewport: { width: 360, height: 900 } })
    const script = await fakeOfficeScript({ paragraphs, author: 'Avery Lawyer' })
    await page.route(OFFICE_JS_CDN, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: script }))
    const paneKey = { key, keyId: 'bench', scopes: [], user: { id: 'bench', name: 'Benchmark', email: 'bench@folio.test' } }
    await page.addInitScript((value) => window.localStorage.setItem('folio.addin.key', value), JSON.stringify(paneKey))
    await page.goto(`${engine.url}/addin/`)
    await page.getByLabel('Playbook', { exact: true }).selectOption(playbook.id)

    const ours: number[] = []
    const bare: number[] = []
    // The first round warms the engine's compiled playbook and the page; it is not counted.
    for (let round = 0; round <= RUNS; round++) {
      const pane = await reviewOnce(page)
      const request = await bareMatch(page, key, playbook.id, paragraphs)
      if (round > 0) {
        ours.push(pane)
        bare.push(request)
      }
    }
    const summary = await page.getByTestId('review-summary').textContent()
    const figure = summarise(ours).p50
    return [
      {
        name: `Word pane: Review → positions painted (${PARAGRAPHS} paragraphs; ${summary ?? ''})`,
        ours: ms(figure),
        baseline: `${ms(summarise(bare).p50)} (bare match over HTTP)`,
        target: `≤ ${TARGET_MS} ms`,
        ok: figure <= TARGET_MS
      }
    ]
  } finally {
    await browser.close()
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTable('Folio for Word in Chromium (issue #13)', await run())
