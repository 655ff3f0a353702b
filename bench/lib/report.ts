/** One line of `npm run bench`: our figure beside the baseline measured in the same run, and the target. */
export interface BenchRow {
  name: string
  ours: string
  baseline: string
  target: string
  ok: boolean | null
}

export function printTable(title: string, rows: readonly BenchRow[]): void {
  const header = ['measure', 'Folio', 'baseline', 'target', '']
  const cells = rows.map((r) => [r.name, r.ours, r.baseline, r.target, r.ok === null ? '' : r.ok ? 'ok' : 'MISSED'])
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ').trimEnd()
  console.log(`\n${title}`)
  console.log(line(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const c of cells) console.log(line(c))
}

export function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : value >= 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(2)} ms`
}
