import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import { compilePlaybook, matchParagraphs, type MatchablePosition, type PositionResult } from '../electron/engine/playbooks'
import { CompiledMatcher } from '../electron/engine/playbooks/compiled-playbook'
import { EncodedParagraphs } from '../electron/engine/playbooks/paragraph-text'
import { corpusAvailable, corpusDir, corpusParagraphs } from '../test/unit/playbooks/cuad-corpus'
import { benchPositions } from '../test/unit/playbooks/cuad-playbook'

/**
 * POST /v2/playbooks/{id}/match at its limit: 5000 paragraphs cycled from the CUAD reference
 * texts against forty positions (the CUAD review playbook plus twenty more CUAD categories),
 * beside a baseline of one JavaScript RegExp per keyword tested against every paragraph.
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
    ...breakdown
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

function measure(work: () => unknown): { wall: number; cpu: number } {
  const before = process.cpuUsage()
  const wall = timeOnce(work)
  const used = process.cpuUsage(before)
  return { wall, cpu: (used.user + used.system) / 1000 }
}

function summarise(samples: { wall: number; cpu: number }[]): Timing {
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

function sameMatches(ours: PositionResult[], theirs: PositionResult[]): boolean {
  const shape = (results: PositionResult[]): string =>
    JSON.stringify(results.map((result) => result.matches.map((match) => [match.paragraphIndex, match.keywords.map((keyword) => keyword.value)])))
  return shape(ours) === shape(theirs)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await run()
  console.table(rows)
}
