import { performance } from 'node:perf_hooks'

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]!
}

export interface Timing {
  p50: number
  p95: number
  p99: number
  mean: number
  samples: number
}

export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length),
    samples: sorted.length
  }
}

/** Times `fn` `runs` times after `warmup` unmeasured runs; milliseconds per run. */
export async function time(fn: () => unknown, runs: number, warmup = Math.min(10, runs)): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    samples.push(performance.now() - start)
  }
  return summarise(samples)
}
