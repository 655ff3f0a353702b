/**
 * The regression gate's verdicts: each case's ratio (Folio's time over its baseline's, measured
 * in the same run) against the ratio committed in bench/baseline.json. Pure, so its rules are
 * tested with fixed figures.
 */

/** bench/baseline.json. */
export interface GateBaseline {
  /** How much worse than committed a ratio may be before the gate fails: 0.5 allows 1.5× the committed ratio. */
  tolerance: number
  /** Where and how the committed ratios were measured (machine, load), for whoever updates them. */
  measuredOn: string
  cases: Record<string, CommittedCase>
}

export interface CommittedCase {
  ratio: number
  ours: string
  baseline: string
  /** A wider tolerance for a case measured in wall time (the window in Chromium), where the load moves the ratio most. */
  tolerance?: number
}

/** One case as measured now. `skipped` names why it could not run (no corpus, no Chromium, no build). */
export type GateMeasurement = { name: string; ratio: number; ours: number; baseline: number; samples: number } | { name: string; skipped: string }

export type GateVerdict =
  | { name: string; outcome: 'ok' | 'regressed' | 'improved'; ratio: number; committed: number; limit: number; change: number }
  | { name: string; outcome: 'new'; ratio: number }
  | { name: string; outcome: 'skipped'; reason: string }
  | { name: string; outcome: 'missing' }

/**
 * A ratio above `committed × (1 + tolerance)` fails. One far below `committed / (1 + tolerance)`
 * is reported as improved, so the committed figure can be lowered and the gate kept tight. A case
 * committed but not measured at all (not even skipped) is `missing`: a case removed from the table
 * without its baseline is a gate silently weakened, and fails.
 */
export function judge(measured: readonly GateMeasurement[], committed: GateBaseline): GateVerdict[] {
  const verdicts: GateVerdict[] = measured.map((m): GateVerdict => {
    if ('skipped' in m) return { name: m.name, outcome: 'skipped', reason: m.skipped }
    const entry = committed.cases[m.name]
    if (entry === undefined) return { name: m.name, outcome: 'new', ratio: m.ratio }
    const tolerance = entry.tolerance ?? committed.tolerance
    const limit = entry.ratio * (1 + tolerance)
    const change = m.ratio / entry.ratio
    const outcome = m.ratio > limit ? 'regressed' : m.ratio * (1 + tolerance) < entry.ratio ? 'improved' : 'ok'
    return { name: m.name, outcome, ratio: m.ratio, committed: entry.ratio, limit, change }
  })
  const names = new Set(measured.map((m) => m.name))
  for (const name of Object.keys(committed.cases)) if (!names.has(name)) verdicts.push({ name, outcome: 'missing' })
  return verdicts
}

/** The gate fails on a regression or a committed case that was not run; new, skipped and improved cases pass. */
export function gatePasses(verdicts: readonly GateVerdict[]): boolean {
  return verdicts.every((v) => v.outcome !== 'regressed' && v.outcome !== 'missing')
}

/** The median of the per-round ratios: a round is Folio's work and its baseline's, timed back to back. */
export function medianRatio(rounds: ReadonlyArray<{ ours: number; baseline: number }>): { ratio: number; ours: number; baseline: number } {
  if (rounds.length === 0) throw new RangeError('a case needs at least one round')
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  return {
    ratio: median(rounds.map((r) => r.ours / Math.max(r.baseline, 1e-6))),
    ours: median(rounds.map((r) => r.ours)),
    baseline: median(rounds.map((r) => r.baseline))
  }
}

/** The committed file rewritten with this run's ratios (`npm run bench -- --check --update-baseline`). */
export function updatedBaseline(measured: readonly GateMeasurement[], previous: GateBaseline, measuredOn: string, describe: (name: string) => { ours: string; baseline: string }): GateBaseline {
  const cases: GateBaseline['cases'] = { ...previous.cases }
  for (const m of measured) {
    if ('skipped' in m) continue
    const tolerance = previous.cases[m.name]?.tolerance
    cases[m.name] = { ratio: Number(m.ratio.toPrecision(3)), ...describe(m.name), ...(tolerance === undefined ? {} : { tolerance }) }
  }
  return { tolerance: previous.tolerance, measuredOn, cases }
}
