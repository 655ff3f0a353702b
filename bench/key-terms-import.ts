import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createExtractionPool } from '../electron/engine/documents/worker'
import { keyTermsAvailable, keyTermsDir } from '../test/helpers/keyterms-scoring'
import { ms, type BenchRow } from './lib/report'

/**
 * What reading key terms adds to an import: each development-set PDF (../shared/corpus/keyterms/pdf)
 * read as an import reads it, in a one-thread worker pool, then its key terms read in the same pool
 * (the task an import now awaits before it stores the contract). The import's growth is the key
 * terms' time over the extraction's, summed over the files; the target is 10%.
 */
const RUNS = 3
const TARGET = 0.1

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function run(): Promise<BenchRow[]> {
  if (!keyTermsAvailable) return [{ name: 'import growth', ours: `skipped: no development set at ${keyTermsDir}`, baseline: '—', target: '—', ok: null }]
  const folder = join(keyTermsDir, 'pdf')
  const files = readdirSync(folder).filter((name) => name.endsWith('.pdf')).sort()
  const pool = createExtractionPool({ size: 1 })
  let extraction = 0
  let keyTerms = 0
  let worst = { file: '', share: 0 }
  try {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(join(folder, file)))
      const extractions: number[] = []
      const readings: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now()
        const extracted = await pool.extract(bytes, 'pdf')
        const read = performance.now()
        await pool.readKeyTerms(extracted.paragraphs.map((p) => p.text))
        readings.push(performance.now() - read)
        extractions.push(read - start)
      }
      extraction += median(extractions)
      keyTerms += median(readings)
      const share = median(readings) / median(extractions)
      if (share > worst.share) worst = { file, share }
    }
  } finally {
    await pool.close()
  }
  const growth = keyTerms / extraction
  console.log(`${files.length} PDFs, median of ${RUNS} runs each: extraction ${ms(extraction)} in all, key terms ${ms(keyTerms)}; the largest share is ${file(worst)}`)
  return [
    { name: `import of ${files.length} development-set PDFs: extraction`, ours: ms(extraction), baseline: '—', target: '—', ok: null },
    { name: 'reading their key terms in the pool (added to the import)', ours: ms(keyTerms), baseline: '—', target: '—', ok: null },
    { name: 'import time growth', ours: `${(growth * 100).toFixed(1)}%`, baseline: '0%', target: `≤ ${TARGET * 100}%`, ok: growth <= TARGET }
  ]
}

function file(worst: { file: string; share: number }): string {
  return `${worst.file} (${(worst.share * 100).toFixed(1)}%)`
}
