import { loadavg, cpus } from 'node:os'

// Every engine a benchmark starts (in this process or as `folio serve`) measures its workspace at
// rest: key terms its texts lack are not read in the background meanwhile.
process.env.FOLIO_BACKGROUND_KEY_TERMS = 'off'
import { parseArgs } from 'node:util'
import { printTable, type BenchRow } from './lib/report'

/**
 * npm run bench [-- --only name,name]: every benchmark, each printed as a table of Folio's figure
 * beside a baseline measured in the same run and the target. Sections run one after another so
 * they do not compete for the two cores. `npm run bench -- --check` runs the regression gate instead
 * (bench/gate): a short, fixed subset, each figure as a ratio to its baseline, against bench/baseline.json.
 */
interface Section {
  name: string
  title: string
  run(): Promise<BenchRow[]>
}

const sections: Section[] = [
  { name: 'contracts', title: 'GET /v2/contracts on 100,000 contracts (issue #2)', run: async () => (await import('./contracts-list')).run() },
  { name: 'seed', title: 'Seeding a large workspace (issue #2)', run: async () => (await import('./seed')).run() },
  { name: 'documents', title: 'Search, and the API while a 300-page PDF is extracted (issue #3)', run: async () => (await import('./documents')).run() },
  { name: 'extraction', title: 'Text extraction beside pdftotext, and memory (issue #3)', run: async () => (await import('./extraction')).run() },
  { name: 'matching', title: 'Playbook matching in the engine and over HTTP (issues #4, #27)', run: async () => (await import('./matching')).run() },
  { name: 'http-work', title: 'Generation over HTTP (issue #5)', run: async () => (await import('./http-work')).run() },
  { name: 'generation', title: 'Generation, persist false, in the engine (issue #5)', run: async () => (await import('./generation')).run() },
  { name: 'writes', title: 'Property writes over HTTP (issue #6)', run: async () => (await import('./writes')).run() },
  { name: 'ui', title: 'The window in Chromium (issue #7)', run: async () => (await import('./ui')).run() },
  { name: 'search-everything', title: 'Search every contract, find in a contract, preview before generating (issue #14)', run: async () => (await import('./search-everything')).run() },
  { name: 'sync', title: 'Sync with the company service (issue #8)', run: async () => (await import('./sync')).run() },
  { name: 'compare', title: 'Comparing two versions of a 300-page contract, and its redline', run: async () => (await import('./compare')).run() },
  { name: 'compare-view', title: 'The compare view of a 300-page contract in Chromium, changes only beside the whole texts (issue #28)', run: async () => (await import('./compare-view')).run() },
  { name: 'tls', title: 'HTTPS on loopback for Office add-ins', run: async () => (await import('./tls')).run() },
  { name: 'word', title: 'Folio for Word in Chromium', run: async () => (await import('./word-pane')).run() },
  { name: 'key-terms', title: 'Key terms read from the development set (issue #24)', run: async () => (await import('./key-terms')).run() },
  { name: 'key-terms-import', title: 'What reading key terms adds to an import (issue #24)', run: async () => (await import('./key-terms-import')).run() },
  { name: 'ocr', title: 'OCR of scanned CUAD pages beside the tesseract command line', run: async () => (await import('./ocr')).run() },
  { name: 'drafting', title: 'Drafting checks on CUAD contracts with planted mistakes (issue #25)', run: async () => (await import('./drafting-checks')).run() },
  { name: 'fuzz', title: 'Hostile input and the write-ahead log', run: async () => (await import('./fuzz')).run() }
]

const { values } = parseArgs({ options: { only: { type: 'string' }, check: { type: 'boolean' }, 'update-baseline': { type: 'boolean' } } })
const only = values.only?.split(',').map((s) => s.trim())
if (values.check) {
  const { runGate } = await import('./gate/check')
  process.exit((await runGate({ update: values['update-baseline'] === true, only })) ? 0 : 1)
}
const chosen = sections.filter((s) => !only || only.includes(s.name))
if (only && chosen.length !== only.length) {
  console.error(`unknown section; choose from: ${sections.map((s) => s.name).join(', ')}`)
  process.exit(2)
}

console.log(`Folio benchmarks — ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
let failed = 0
for (const section of chosen) {
  const started = Date.now()
  try {
    const rows = await section.run()
    printTable(`${section.title} — ${((Date.now() - started) / 1000).toFixed(0)} s`, rows)
  } catch (error) {
    failed++
    console.error(`\n${section.title}: could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  }
}
process.exit(failed > 0 ? 1 : 0)
