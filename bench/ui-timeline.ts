import { mkdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import { startEngineProcess, type EngineProcess } from './lib/engine-process'
import { signedInPage } from './ui'

/*
 * npx tsx bench/ui-timeline.ts [--runs N] [--against DIR]
 *
 * Where the window's first rows spend their time, from Chromium's own timeline: when the HTML and
 * each script arrived, how long the main thread compiled and ran script before the first request,
 * when each of the opening screen's requests started and ended, and when the rows were painted.
 * A diagnostic beside bench/ui.ts (which reports the figure against its target); milliseconds
 * from navigation start, medians over the runs after a warm-up. With --against, another build's
 * checkout (DIR/bin/folio.js and its out/) is measured in the same run, in turns with this one, and
 * the ratio of their first rows printed: on a loaded machine, the figure to compare.
 */

const CHROMIUM = '/usr/bin/chromium'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  url?: string
}

interface Timeline {
  html: number
  scripts: Array<{ name: string; start: number; firstByte: number; end: number; kb: number }>
  requests: Array<{ name: string; start: number; end: number }>
  painted: number
  /** Main-thread script work before the first request, and in all until the paint, by kind. */
  beforeFirstRequest: Record<string, number>
  untilPaint: Record<string, number>
}

const KINDS: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.evaluateModule': 'evaluate',
  EvaluateScript: 'evaluate',
  FunctionCall: 'run',
  RunMicrotasks: 'run',
  TimerFire: 'run',
  FireAnimationFrame: 'run',
  ParseHTML: 'html',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc'
}

function urlOf(args: unknown): string | undefined {
  if (typeof args !== 'object' || args === null || !('data' in args)) return undefined
  const data = args.data
  if (typeof data !== 'object' || data === null) return undefined
  const url = 'url' in data ? data.url : 'fileName' in data ? data.fileName : undefined
  return typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : undefined
}

function toTraceEvent(raw: Record<string, unknown>): TraceEvent {
  return {
    name: String(raw.name),
    ph: String(raw.ph),
    ts: Number(raw.ts),
    ...(typeof raw.dur === 'number' ? { dur: raw.dur } : {}),
    tid: Number(raw.tid),
    ...(urlOf(raw.args) ? { url: urlOf(raw.args) } : {})
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function once(page: Page, url: string): Promise<Timeline> {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (message) => void events.push(...message.value.map(toTraceEvent)))
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
  await page.goto(url)
  await page.waitForFunction(() => performance.getEntriesByName('folio:contract-rows-painted').length > 0, undefined, { timeout: 30_000 })
  // The entries as plain objects: the node project is typed without the DOM library.
  const entries = await page.evaluate(() => {
    performance.mark('folio:timeline-anchor')
    return performance.getEntries().map((entry) => entry.toJSON() as Record<string, unknown>)
  })
  const number = (entry: Record<string, unknown> | undefined, field: string) => (typeof entry?.[field] === 'number' ? entry[field] : NaN)
  const named = (name: string) => entries.find((e) => e.name === name)
  const resources = entries.filter((e) => e.entryType === 'resource')
  const path = (e: Record<string, unknown>) => new URL(String(e.name)).pathname
  const seen = {
    html: number(entries.find((e) => e.entryType === 'navigation'), 'responseEnd'),
    scripts: resources
      .filter((e) => e.initiatorType !== 'fetch' && /\.(js|css)$/.test(path(e)))
      .map((e) => ({ name: path(e), start: number(e, 'startTime'), firstByte: number(e, 'responseStart'), end: number(e, 'responseEnd'), kb: number(e, 'encodedBodySize') / 1024 })),
    requests: resources.filter((e) => e.initiatorType === 'fetch').map((e) => ({ name: path(e), start: number(e, 'startTime'), end: number(e, 'responseEnd') })),
    painted: number(named('folio:contract-rows-painted'), 'startTime'),
    // The trace's clock and the page's differ: this mark, seen by both, relates them.
    anchor: number(named('folio:timeline-anchor'), 'startTime')
  }
  await cdp.send('Tracing.end')
  await complete
  await cdp.detach()
  const anchor = events.find((e) => e.name === 'folio:timeline-anchor')
  const origin = anchor ? anchor.ts / 1000 - seen.anchor : NaN
  const firstRequest = Math.min(...seen.requests.map((r) => r.start))
  const main = events.find((e) => e.name === 'folio:timeline-anchor')?.tid
  const sum = (until: number) => {
    const totals: Record<string, number> = {}
    for (const e of events) {
      const kind = KINDS[e.name]
      if (!kind || e.ph !== 'X' || e.tid !== main || e.dur === undefined) continue
      const start = e.ts / 1000 - origin
      if (start < 0 || start > until) continue
      totals[kind] = (totals[kind] ?? 0) + Math.min(e.dur / 1000, until - start)
    }
    return totals
  }
  if (process.env.FOLIO_TIMELINE_EVENTS) {
    for (const e of events) {
      const start = e.ts / 1000 - origin
      if (e.tid === main && e.ph === 'X' && (e.dur ?? 0) > 2000 && start >= 0 && start <= seen.painted) console.log(`${start.toFixed(0).padStart(5)} +${((e.dur ?? 0) / 1000).toFixed(0).padStart(3)} ${e.name} ${e.url ?? ''}`)
    }
  }
  return { ...seen, beforeFirstRequest: sum(firstRequest), untilPaint: sum(seen.painted) }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' }, against: { type: 'string' } } })
  const runs = Number(values.runs)
  const builds = [{ name: 'this build', cli: undefined }, ...(values.against ? [{ name: values.against, cli: join(values.against, 'bin/folio.js') }] : [])]
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
  const started: Array<{ name: string; dir: string; engine: EngineProcess; timelines: Timeline[] }> = []
  try {
    for (const build of builds) {
      const dir = join(tmpdir(), `folio-ui-timeline-${process.pid}-${started.length}`)
      mkdirSync(dir, { recursive: true })
      started.push({ name: build.name, dir, engine: await startEngineProcess(dir, ['--demo'], build.cli), timelines: [] })
    }
    // The builds take turns, run by run, so that both meet the same load.
    for (let run = 0; run <= runs; run++) {
      for (const build of started) {
        const page = await signedInPage(browser, build.engine, { viewport: { width: 1400, height: 900 } })
        try {
          const timeline = await once(page, `${build.engine.url}/contracts`)
          if (run > 0) build.timelines.push(timeline)
        } finally {
          await page.close()
        }
      }
    }
  } finally {
    await browser.close()
    for (const build of started) {
      await build.engine.stop()
      rmSync(build.dir, { recursive: true, force: true })
    }
  }
  for (const build of started) report(build.name, build.timelines)
  if (started.length === 2) {
    const [ours, theirs] = started.map((build) => median(build.timelines.map((t) => t.painted)))
    console.log(`\nfirst rows painted: this build ${ours!.toFixed(0)} ms, ${values.against} ${theirs!.toFixed(0)} ms (ratio ${(ours! / theirs!).toFixed(2)}), medians of ${runs} runs each, taken in turns`)
  }
}

function report(name: string, timelines: Timeline[]): void {
  console.log(`\n${name}: medians of ${timelines.length} runs, ms from navigation start`)
  const line = (label: string, values: number[]) => console.log(`${label.padEnd(58)} ${median(values).toFixed(0).padStart(5)} ms  (best ${Math.min(...values).toFixed(0)})`)
  line('HTML delivered', timelines.map((t) => t.html))
  for (const script of timelines[0]!.scripts) {
    const of = (t: Timeline) => t.scripts.find((s) => s.name === script.name)
    line(`script ${script.name} (${script.kb.toFixed(0)} KB) requested`, timelines.map((t) => of(t)?.start ?? NaN))
    line(`  its first byte`, timelines.map((t) => of(t)?.firstByte ?? NaN))
    line(`  delivered`, timelines.map((t) => of(t)?.end ?? NaN))
  }
  for (const request of timelines[0]!.requests) {
    line(`request ${request.name} starts`, timelines.map((t) => t.requests.find((r) => r.name === request.name)?.start ?? NaN))
    line(`request ${request.name} ends`, timelines.map((t) => t.requests.find((r) => r.name === request.name)?.end ?? NaN))
  }
  line('first rows painted', timelines.map((t) => t.painted))
  const kinds = [...new Set(timelines.flatMap((t) => Object.keys(t.untilPaint)))]
  for (const kind of kinds) line(`main thread: ${kind} before the first request`, timelines.map((t) => t.beforeFirstRequest[kind] ?? 0))
  for (const kind of kinds) line(`main thread: ${kind} until the rows are painted`, timelines.map((t) => t.untilPaint[kind] ?? 0))
}

await main()
