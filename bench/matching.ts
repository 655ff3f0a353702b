import { existsSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { MatchResponse, PlaybookImportResponse } from '../shared/api'
import { compilePlaybook, matchParagraphs, type MatchablePosition, type PositionResult } from '../electron/engine/playbooks'
import { CompiledMatcher } from '../electron/engine/playbooks/compiled-playbook'
import { EncodedParagraphs } from '../electron/engine/playbooks/paragraph-text'
import { corpusAvailable, corpusDir, corpusParagraphs } from '../test/unit/playbooks/cuad-corpus'
import { benchPositions } from '../test/unit/playbooks/cuad-playbook'
import { call, startEngineProcess } from './lib/engine-process'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

/**
 * POST /v2/playbooks/{id}/match at its limit: 5000 paragraphs cycled from the CUAD reference
 * texts against forty positions (the CUAD review playbook plus twenty more CUAD categories),
 * beside a baseline of one JavaScript RegExp per keyword tested against every paragraph; then the
 * same request over HTTP to `folio serve`, beside the matcher called in this process.
 */

interface BenchRow {
  name: string
  ours: string
  baseline: string
  target: string
  ok: boolean | null
}

const PARAGRAPH_COUNT = 5000
const RUNS = 40
const WARM_UP = 3
const BUILT_ENGINE = fileURLToPath(new URL('../out/main/cli.js', import.meta.url))

export async function run(): Promise<BenchRow[]> {
  if (!corpusAvailable()) {
    return [{ name: 'playbook matching', ours: `skipped: no corpus at ${corpusDir}`, baseline: '—', target: '—', ok: null }]
  }
  const source = corpusParagraphs()
  const paragraphs = Array.from({ length: PARAGRAPH_COUNT }, (_, index) => source[index % source.length] ?? '')
  const positions = benchPositions()

  const compileOurs = timeRuns(() => compilePlaybook(positions))
  const compileBaseline = timeRuns(() => compileRegExpBaseline(positions))
  const firstMatch = timeColdMatches(positions, paragraphs)

  const compiled = compilePlaybook(positions)
  const baseline = compileRegExpBaseline(positions)
  const ours = timeRuns(() => matchParagraphs(compiled, paragraphs))
  const oursSpans = timeRuns(() => matchParagraphs(compiled, paragraphs, { spans: true }))
  const theirs = timeRuns(() => matchBaseline(baseline, paragraphs, false), 10)
  const theirsSpans = timeRuns(() => matchBaseline(baseline, paragraphs, true), 10)
  const agree = sameMatches(matchParagraphs(compiled, paragraphs), matchBaseline(baseline, paragraphs, false))

  const hostile = hostileRow(positions)
  const breakdown = breakdownRows(compiled, paragraphs)
  const overHttp = await httpRows(positions, paragraphs)
  const speedUp = theirs.p50 / ours.p50

  const keywords = positions.flatMap((position) => position.keywords)
  const characters = paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0)
  console.log(
    `${paragraphs.length} paragraphs, ${(characters / 1e6).toFixed(2)} M characters, ${(Buffer.byteLength(paragraphs.join('')) / 1e6).toFixed(2)} MB UTF-8; ` +
      `${positions.length} positions, ${keywords.length} keywords (${countBy(keywords.map((keyword) => keyword.type))}); ` +
      `results identical to the baseline: ${agree ? 'yes' : 'NO'}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} on this machine`
  )
  if (compiled instanceof CompiledMatcher) {
    console.log(
      `shared set: ${compiled.sharedEntries.length} sources in ${compiled.shared.passes} pass(es); ` +
        `${compiled.gated.length} gap patterns gated by probes; ${compiled.isolated.length} isolated set(s)`
    )
  }

  return [
    { name: 'compile 40 positions (p50 / p95)', ours: pair(compileOurs), baseline: pair(compileBaseline), target: '—', ok: null },
    { name: 'match 5000 paragraphs, p50', ours: withCpu(ours.p50, ours), baseline: withCpu(theirs.p50, theirs), target: '≤ 15 ms', ok: ours.p50 <= 15 },
    { name: 'match 5000 paragraphs, p95', ours: ms(ours.p95), baseline: ms(theirs.p95), target: '—', ok: null },
    { name: 'speed-up over baseline (p50)', ours: `${speedUp.toFixed(1)}×`, baseline: '1×', target: '≥ 10×', ok: speedUp >= 10 },
    { name: 'match with spans (p50 / p95)', ours: pair(oursSpans), baseline: pair(theirsSpans), target: '—', ok: null },
    { name: 'first match after compile (cold automaton)', ours: withCpu(firstMatch.p50, firstMatch), baseline: '—', target: '—', ok: null },
    { name: 'results identical to baseline', ours: agree ? 'yes' : 'no', baseline: '—', target: 'yes', ok: agree },
    hostile,
    ...breakdown,
    ...overHttp
  ]
}

interface Timing {
  p50: number
  p95: number
  /** Median CPU time of this process: less disturbed than wall time when the machine is busy. */
  cpu50: number
}

function timeRuns(work: () => unknown, runs = RUNS): Timing {
  for (let index = 0; index < WARM_UP; index += 1) work()
  return summarise(Array.from({ length: runs }, () => measure(work)))
}

/** The first match of freshly compiled playbooks, when the automaton's states are still to build. */
function timeColdMatches(positions: MatchablePosition[], paragraphs: string[], runs = 7): Timing {
  return summarise(
    Array.from({ length: runs }, () => {
      const compiled = compilePlaybook(positions)
      return measure(() => matchParagraphs(compiled, paragraphs))
    })
  )
}

function measure(work: () => unknown): Sample {
  const before = process.cpuUsage()
  const wall = timeOnce(work)
  const used = process.cpuUsage(before)
  return { wall, cpu: (used.user + used.system) / 1000 }
}

function summarise(samples: Sample[]): Timing {
  const wall = samples.map((sample) => sample.wall).sort((a, b) => a - b)
  const cpu = samples.map((sample) => sample.cpu).sort((a, b) => a - b)
  return { p50: quantile(wall, 0.5), p95: quantile(wall, 0.95), cpu50: quantile(cpu, 0.5) }
}

function timeOnce(work: () => unknown): number {
  const start = performance.now()
  work()
  return performance.now() - start
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`
}

function pair(timing: Timing): string {
  return `${ms(timing.p50)} / ${ms(timing.p95)}`
}

function withCpu(value: number, timing: Timing): string {
  return `${ms(value)} (cpu ${ms(timing.cpu50)})`
}

function countBy(values: string[]): string {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].map(([value, count]) => `${count} ${value}`).join(', ')
}

/** A pattern that makes a backtracking engine run for minutes, next to the real playbook. */
function hostileRow(positions: MatchablePosition[]): BenchRow {
  const hostile: MatchablePosition = {
    order: 999,
    name: 'Hostile',
    ifNotFound: { compliant: true, status: null },
    keywords: [{ value: '^(a+)+$', type: 'pattern' }]
  }
  const compiled = compilePlaybook([...positions, hostile])
  const ours = timeOnce(() => matchParagraphs(compiled, [`${'a'.repeat(30)}!`]))
  const backtracking = /^(a+)+$/
  const shortRun = timeOnce(() => backtracking.test(`${'a'.repeat(22)}!`))
  return {
    name: "^(a+)+$ on 'a'×30 + '!'",
    ours: ms(ours),
    baseline: `${ms(shortRun)} for 'a'×22, doubling per 'a'`,
    target: 'milliseconds',
    ok: ours < 50
  }
}

/** Where the time goes: encoding, and one pass of the shared set over strings and over bytes. */
function breakdownRows(compiled: ReturnType<typeof compilePlaybook>, paragraphs: string[]): BenchRow[] {
  if (!(compiled instanceof CompiledMatcher)) return []
  const encode = timeRuns(() => new EncodedParagraphs(paragraphs))
  const encoded = new EncodedParagraphs(paragraphs)
  const hits: number[] = []
  const overBytes = timeRuns(() => {
    for (let index = 0; index < paragraphs.length; index += 1) compiled.shared.matchInto(encoded.bytes(index), hits)
    hits.length = 0
  })
  const overStrings = timeRuns(() => {
    for (const paragraph of paragraphs) compiled.shared.matchInto(paragraph, hits)
    hits.length = 0
  })
  return [
    { name: 'breakdown: UTF-8 encoding of 5000 paragraphs', ours: withCpu(encode.p50, encode), baseline: '—', target: '—', ok: null },
    { name: 'breakdown: shared set pass over bytes', ours: withCpu(overBytes.p50, overBytes), baseline: '—', target: '—', ok: null },
    { name: 'breakdown: same pass over JS strings', ours: withCpu(overStrings.p50, overStrings), baseline: '—', target: '—', ok: null }
  ]
}

/**
 * The request an add-in sends, to `folio serve` over a kept-alive connection, each call followed
 * by the matcher on the same paragraphs in this process, so both meet the same load. The body is
 * serialised and encoded once, as the client holds it. Wall time per call (p50 and best of the
 * runs); CPU per call, of the engine and this client together (read in 10 ms ticks, so given as
 * the mean over the runs), beside the matcher's.
 */
async function httpRows(positions: MatchablePosition[], paragraphs: string[]): Promise<BenchRow[]> {
  const name = `match ${paragraphs.length} paragraphs over HTTP`
  if (!existsSync(BUILT_ENGINE)) return [{ name, ours: 'skipped: Folio is not built (npm run build)', baseline: '—', target: '—', ok: null }]
  const dir = benchDir('matching')
  const { key } = seedWriteWorkspace(dir, 0)
  const engine = await startEngineProcess(dir)
  try {
    const playbook = { name: 'Bench: CUAD categories', positions: positions.map((p) => ({ order: p.order, name: p.name, keywords: p.keywords, ifNotFound: p.ifNotFound })) }
    const imported = await call(engine.url, 'POST', '/local/playbooks/import', key, { playbook })
    if (imported.status !== 200) throw new Error(`playbook import: ${imported.status} ${imported.body}`)
    const route = `/v2/playbooks/${(JSON.parse(imported.body) as PlaybookImportResponse).id}/match`
    const body = Buffer.from(JSON.stringify({ paragraphs }), 'utf8')
    const compiled = compilePlaybook(positions)
    const answer = await call(engine.url, 'POST', route, key, body)
    if (answer.status !== 200) throw new Error(`match: ${answer.status} ${answer.body.slice(0, 200)}`)
    const agree = sameMatches((JSON.parse(answer.body) as MatchResponse).positions, matchParagraphs(compiled, paragraphs))

    const http: Sample[] = []
    const inProcess: Sample[] = []
    for (let index = 0; index < WARM_UP; index += 1) {
      await call(engine.url, 'POST', route, key, body)
      matchParagraphs(compiled, paragraphs)
    }
    for (let index = 0; index < RUNS; index += 1) {
      const engineBefore = engine.cpuSeconds() ?? Number.NaN
      const clientBefore = process.cpuUsage()
      const started = performance.now()
      await call(engine.url, 'POST', route, key, body)
      const wall = performance.now() - started
      const client = process.cpuUsage(clientBefore)
      http.push({ wall, cpu: (client.user + client.system) / 1000 + ((engine.cpuSeconds() ?? Number.NaN) - engineBefore) * 1000 })
      inProcess.push(measure(() => matchParagraphs(compiled, paragraphs)))
    }
    const ours = spread(http)
    const theirs = spread(inProcess)
    const ratio = ours.p50 / theirs.p50
    const cpuRatio = ours.cpuMean / theirs.cpuMean
    return [
      {
        name: `${name} (${(body.length / 1e6).toFixed(2)} MB of JSON), p50 (best of ${RUNS})`,
        ours: `${ms(ours.p50)} (${ms(ours.best)})`,
        baseline: `matcher in this process ${ms(theirs.p50)} (${ms(theirs.best)})`,
        target: '≤ 20 ms',
        ok: ours.p50 <= 20
      },
      {
        name: 'HTTP ÷ in-process, same run: p50 (best) / CPU',
        ours: `${ratio.toFixed(2)}× (${(ours.best / theirs.best).toFixed(2)}×) / ${cpuRatio.toFixed(2)}×`,
        baseline: '1×',
        target: '≤ 1.3×',
        ok: ratio <= 1.3
      },
      {
        name: 'CPU per call, mean: engine and client / matcher',
        ours: ms(ours.cpuMean),
        baseline: ms(theirs.cpuMean),
        target: '—',
        ok: null
      },
      { name: 'HTTP answer identical to the matcher in this process', ours: agree ? 'yes' : 'no', baseline: '—', target: 'yes', ok: agree }
    ]
  } finally {
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

interface Sample {
  wall: number
  cpu: number
}

function spread(samples: Sample[]): { p50: number; best: number; cpuMean: number } {
  const wall = samples.map((sample) => sample.wall).sort((a, b) => a - b)
  return { p50: quantile(wall, 0.5), best: wall[0] ?? Number.NaN, cpuMean: samples.reduce((sum, sample) => sum + sample.cpu, 0) / samples.length }
}

// The baseline: the same keyword semantics, as one JavaScript RegExp per keyword.

export interface BaselinePosition {
  position: MatchablePosition
  positives: { keyword: MatchablePosition['keywords'][number]; regex: RegExp }[]
  negatives: RegExp[]
}

const WORD = '[\\p{L}\\p{M}\\p{Nd}_]'

export function compileRegExpBaseline(positions: MatchablePosition[]): BaselinePosition[] {
  return [...positions]
    .sort((a, b) => a.order - b.order)
    .map((position) => ({
      position,
      positives: position.keywords
        .filter((keyword) => keyword.type !== 'negative')
        .map((keyword) => ({ keyword, regex: keyword.type === 'pattern' ? new RegExp(keyword.value, 'giu') : exactRegExp(keyword.value) })),
      negatives: position.keywords.filter((keyword) => keyword.type === 'negative').map((keyword) => exactRegExp(keyword.value))
    }))
}

function exactRegExp(value: string): RegExp {
  const text = value.normalize('NFC').trim()
  let source = ''
  for (const part of text.split(/(\s+)/u)) {
    if (part === '') continue
    if (/^\s+$/u.test(part)) {
      source += '[\\s\\u0085\\u200B]+'
      continue
    }
    for (const char of part) {
      if (/[\p{Pd}\u2212]/u.test(char)) source += '[\\p{Pd}\\u2212]'
      else if (/['\u2018\u2019]/u.test(char)) source += "['\\u2018\\u2019\\u201B\\u2032\\u02BC\\uFF07]"
      else source += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
    }
  }
  const before = new RegExp(`^${WORD}`, 'u').test(text) ? `(?<!${WORD})` : ''
  const after = new RegExp(`${WORD}$`, 'u').test(text) ? `(?!${WORD})` : ''
  return new RegExp(`${before}${source}${after}`, 'giu')
}

export function matchBaseline(positions: BaselinePosition[], paragraphs: string[], withSpans: boolean): PositionResult[] {
  return positions.map(({ position, positives, negatives }) => {
    const matches: PositionResult['matches'] = []
    paragraphs.forEach((paragraph, paragraphIndex) => {
      const found = positives.filter(({ regex }) => test(regex, paragraph))
      if (found.length === 0 || negatives.some((regex) => test(regex, paragraph))) return
      const keywords = found.map(({ keyword }) => keyword)
      if (!withSpans) return void matches.push({ paragraphIndex, keywords })
      const spans = found.flatMap(({ keyword, regex }) => [...paragraph.matchAll(regex)].map((match) => ({ keyword, start: match.index, end: match.index + match[0].length })))
      matches.push({ paragraphIndex, keywords, spans: spans.sort((a, b) => a.start - b.start) })
    })
    return { order: position.order, name: position.name, ifNotFound: position.ifNotFound, matches }
  })
}

function test(regex: RegExp, text: string): boolean {
  regex.lastIndex = 0
  return regex.test(text)
}

function sameMatches(ours: Pick<PositionResult, 'matches'>[], theirs: Pick<PositionResult, 'matches'>[]): boolean {
  const shape = (results: Pick<PositionResult, 'matches'>[]): string =>
    JSON.stringify(results.map((result) => result.matches.map((match) => [match.paragraphIndex, match.keywords.map((keyword) => keyword.value)])))
  return shape(ours) === shape(theirs)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await run()
  console.table(rows)
}
