import { readFileSync } from 'node:fs'
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

/** A clock in milliseconds: wall time, or the CPU time of the processes doing the work. */
export type Clock = () => number

export const wallClock: Clock = () => performance.now()

/**
 * CPU milliseconds used by this process (every thread), by the child processes it has waited for
 * (git, pdftotext; Linux only, in 10 ms ticks) and by the engine processes given (folio serve, read
 * from /proc in 10 ms ticks). On a machine whose cores are shared with other work, wall time
 * measures the neighbours: a request waits for a core as long as the load average says. CPU time
 * is what the code costs, and moves far less with the load.
 */
export function cpuClock(engines: ReadonlyArray<{ cpuSeconds(): number | null }> = []): Clock {
  return () => {
    const own = process.cpuUsage()
    let total = (own.user + own.system) / 1000 + childrenCpuMs()
    for (const engine of engines) total += (engine.cpuSeconds() ?? 0) * 1000
    return total
  }
}

/** cutime + cstime of /proc/self/stat: CPU of waited-for children, in clock ticks of 10 ms. */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) * 10
  } catch {
    return 0
  }
}

/** Times `ours` and `baseline` each `repeat` times, interleaved, per call, on the clock given. */
export function timedPair(ours: () => unknown, baseline: () => unknown, repeat = 1, clock: Clock = wallClock): () => Promise<GateRound> {
  const timeOf = async (work: () => unknown) => {
    const start = clock()
    for (let i = 0; i < repeat; i++) await work()
    return (clock() - start) / repeat
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
