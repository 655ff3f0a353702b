import { readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { gateCases } from './cases'
import { measureCase } from './measure'
import { gatePasses, judge, updatedBaseline, type GateBaseline, type GateMeasurement, type GateVerdict } from './judge'

export const BASELINE_FILE = fileURLToPath(new URL('../baseline.json', import.meta.url))

export function readBaseline(file = BASELINE_FILE): GateBaseline {
  return JSON.parse(readFileSync(file, 'utf8')) as GateBaseline
}

function describeVerdict(verdict: GateVerdict, measured: GateMeasurement | undefined): string {
  const figures = measured && !('skipped' in measured) ? ` (${measured.ours.toFixed(2)} ms beside ${measured.baseline.toFixed(2)} ms, median of ${measured.samples})` : ''
  switch (verdict.outcome) {
    case 'skipped':
      return `skipped: ${verdict.reason}`
    case 'missing':
      return 'MISSING: committed in bench/baseline.json but not in the table of cases'
    case 'new':
      return `new, ratio ${verdict.ratio.toPrecision(3)}${figures}: not in bench/baseline.json yet`
    default: {
      const change = `${verdict.change >= 1 ? '+' : ''}${((verdict.change - 1) * 100).toFixed(0)}%`
      const label = verdict.outcome === 'regressed' ? 'REGRESSED' : verdict.outcome
      return `${label}: ratio ${verdict.ratio.toPrecision(3)} against ${verdict.committed.toPrecision(3)} committed (${change}; fails above ${verdict.limit.toPrecision(3)})${figures}`
    }
  }
}

/**
 * npm run bench -- --check [--update-baseline]: the gate. Each case's ratio to its baseline in the
 * same run against bench/baseline.json; exits 1 when one is worse than the tolerance allows.
 */
export async function runGate(options: { update: boolean; only?: readonly string[] }): Promise<boolean> {
  const committed = readBaseline()
  const chosen = gateCases.filter((c) => !options.only || options.only.includes(c.name))
  const started = Date.now()
  console.log(`Regression gate — ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; tolerance +${(committed.tolerance * 100).toFixed(0)}% on each ratio`)
  const measured: GateMeasurement[] = []
  for (const gateCase of chosen) {
    const caseStarted = Date.now()
    const result = await measureCase(gateCase)
    measured.push(result)
    const [verdict] = judge([result], { ...committed, cases: Object.fromEntries(Object.entries(committed.cases).filter(([name]) => name === gateCase.name)) })
    console.log(`  ${gateCase.name.padEnd(20)} ${verdict ? describeVerdict(verdict, result) : ''} — ${((Date.now() - caseStarted) / 1000).toFixed(0)} s`)
  }
  // Judged over the cases run: --only leaves the others out on purpose.
  const scope = { ...committed, cases: Object.fromEntries(Object.entries(committed.cases).filter(([name]) => !options.only || options.only.includes(name))) }
  const verdicts = judge(measured, scope)
  for (const verdict of verdicts.filter((v) => v.outcome === 'missing')) console.log(`  ${verdict.name.padEnd(20)} ${describeVerdict(verdict, undefined)}`)
  const passed = gatePasses(verdicts)
  console.log(`${passed ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s, load average now ${loadavg()[0]!.toFixed(2)}`)
  if (options.update) {
    const measuredOn = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`
    const describe = (name: string) => {
      const gateCase = gateCases.find((c) => c.name === name)
      return { ours: gateCase?.ours ?? '', baseline: gateCase?.baseline ?? '' }
    }
    writeFileSync(BASELINE_FILE, JSON.stringify(updatedBaseline(measured, committed, measuredOn, describe), null, 2) + '\n')
    console.log(`bench/baseline.json updated with this run's ratios`)
  }
  return passed
}
