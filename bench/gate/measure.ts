import { performance } from 'node:perf_hooks'
import { medianRatio, type GateMeasurement } from './judge'

/** One round of a case: Folio's work and its baseline's, timed back to back, in milliseconds. */
export interface GateRound {
  ours: number
  baseline: number
}

export interface PreparedCase {
  round(): Promise<GateRound>
  close?(): Promise<void>
}

/**
 * A row of the gate: what is timed, beside what, and how to set it up (untimed). `prepare` answers
 * a sentence instead when the case cannot run on this machine (no corpus, no Chromium, no build).
 */
export interface GateCase {
  name: string
  ours: string
  baseline: string
  rounds: number
  prepare(): Promise<PreparedCase | string>
}

/** Times `ours` and `baseline` each `repeat` times, interleaved, per call. */
export function timedPair(ours: () => unknown, baseline: () => unknown, repeat = 1): () => Promise<GateRound> {
  const timeOf = async (work: () => unknown) => {
    const start = performance.now()
    for (let i = 0; i < repeat; i++) await work()
    return (performance.now() - start) / repeat
  }
  return async () => ({ ours: await timeOf(ours), baseline: await timeOf(baseline) })
}

/** Runs one case: prepared untimed, then its rounds, then closed. */
export async function measureCase(gateCase: GateCase): Promise<GateMeasurement> {
  const prepared = await gateCase.prepare()
  if (typeof prepared === 'string') return { name: gateCase.name, skipped: prepared }
  try {
    const rounds: GateRound[] = []
    for (let i = 0; i < gateCase.rounds; i++) rounds.push(await prepared.round())
    return { name: gateCase.name, samples: rounds.length, ...medianRatio(rounds) }
  } finally {
    await prepared.close?.()
  }
}
