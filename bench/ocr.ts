import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as delay } from 'node:timers/promises'
import { createRequire } from 'node:module'
import { gunzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import type { ContractTextResponse, ImportResponse } from '../shared/api'
import { ocrSettings } from '../electron/engine/documents/extraction'
import { openPdfForOcr, renderForOcr } from '../electron/engine/documents/extraction/ocr/ocr-page'
import { PageRecognizer } from '../electron/engine/documents/extraction/ocr/recognizer'
import { greyImage, planRender, renderGrey } from '../electron/engine/documents/extraction/ocr/render-page'
import { corpusAvailable, corpusDir, wordF1 } from '../test/fixtures/documents/corpus'
import { imageOnlyPdf, pdftoppmAvailable, rasteriseCorpusPages, referencePages, type ScannedPage } from '../test/fixtures/documents/scans'
import { call, startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { summarise, time } from './lib/stats'
import { seedWriteWorkspace } from './lib/workspace'

/**
 * OCR of scanned pages: CUAD pages rasterised at 300 dpi, each wrapped as an image-only one-page
 * PDF and imported into a `folio serve` with a document worker per core, beside Debian's tesseract
 * command line run on the same images, one process per core, in the same run. Word F1 of each page
 * against CUAD's reference text cut at the filing stamp that ends every page; GET /v2/test while
 * the pages are read; the engine's peak memory above idle. Then where the time of a page goes:
 * rendering, and recognition beside the command line on the same image with the same model.
 */

const DPI = 300
// The exhibits whose every page ends with the filing stamp, so each page has its own reference.
const DOCUMENTS = [
  { file: 'cuad-01-outsourcing', pages: 7 },
  { file: 'cuad-03-endorsement', pages: 7 },
  { file: 'cuad-06-co-branding', pages: 2 },
  { file: 'cuad-07-development', pages: 14 }
]
const F1_MEDIAN_TARGET = 0.98
const F1_MIN_TARGET = 0.93
const P99_TARGET_MS = 50
// The API is probed while pages are read with a request every 10 ms: a hundred a second, more than
// the window's progress polls and a Word pane's calls together. Back-to-back requests would spend
// a core of their own (the engine answering, this process asking) that the tesseract command line
// run beside it is not asked to share, and would fill the engine's heap with their garbage.
const PROBE_GAP_MS = 10
const MEMORY_TARGET_MB = 400
// The engine's default pool: one fewer worker than the cores, between 1 and 4 (documents/worker).
const DEFAULT_WORKERS = Math.min(4, Math.max(1, availableParallelism() - 1))
// Enough pages for every default worker to read several, so the peak is the steady one.
const DEFAULT_POOL_PAGES = 8

interface Page {
  name: string
  scan: ScannedPage
  reference: string
}

export async function run(log: (line: string) => void = console.log): Promise<BenchRow[]> {
  const tesseract = spawnSync('tesseract', ['--version'], { encoding: 'utf8' })
  if (!corpusAvailable || !pdftoppmAvailable) {
    return [{ name: 'OCR', ours: `skipped: ${corpusAvailable ? 'pdftoppm is not installed' : `no corpus at ${corpusDir}`}`, baseline: '—', target: '—', ok: null }]
  }
  const hasCli = tesseract.error === undefined
  const workers = availableParallelism()
  log(`rasterising ${DOCUMENTS.reduce((n, d) => n + d.pages, 0)} CUAD pages at ${DPI} dpi`)
  const pages = DOCUMENTS.flatMap(({ file, pages: count }) => {
    const references = referencePages(`${file}.txt`)
    return rasteriseCorpusPages(`${file}.pdf`, 1, count, DPI).map((scan, index) => ({ name: `${file} p${index + 1}`, scan, reference: references[index] ?? '' }))
  })
  const folder = mkdtempSync(path.join(tmpdir(), 'folio-bench-ocr-'))
  try {
    const folio = await folioRun(pages, workers, log)
    // The memory target is for Folio's default pool (one fewer worker than the cores): a shorter run.
    const defaultPool = await folioRun(pages.slice(0, DEFAULT_POOL_PAGES), null, log)
    const cli = hasCli ? await cliRun(pages, folder, workers, null) : null
    const sameModel = hasCli ? await cliRun(pages, folder, workers, folioModelFolder(folder)) : null
    const breakdown = await timeBreakdown(pages.slice(0, 3), folder, hasCli)
    for (const [index, page] of pages.entries()) log(`${page.name}: F1 Folio ${folio.f1[index]?.toFixed(4)}${cli ? ` · tesseract ${cli.f1[index]?.toFixed(4)}` : ''}`)
    const cliText = (figure: (r: CliResult) => string) => (cli ? figure(cli) : 'tesseract not installed')
    const folioF1 = quantiles(folio.f1)
    return [
      {
        name: `word F1 per page, median (${pages.length} pages, ${DPI} dpi)`,
        ours: folioF1.median.toFixed(4),
        baseline: cliText((r) => `tesseract CLI ${quantiles(r.f1).median.toFixed(4)}`),
        target: `≥ ${F1_MEDIAN_TARGET}`,
        ok: folioF1.median >= F1_MEDIAN_TARGET
      },
      {
        name: 'word F1 per page, minimum',
        ours: `${folioF1.min.toFixed(4)} (${pages[folio.f1.indexOf(folioF1.min)]?.name})`,
        baseline: cliText((r) => `tesseract CLI ${quantiles(r.f1).min.toFixed(4)}`),
        target: `≥ ${F1_MIN_TARGET}`,
        ok: folioF1.min >= F1_MIN_TARGET
      },
      {
        name: `time per page, ${workers} at once (a worker / a process per core)`,
        ours: ms(folio.msPerPage),
        baseline: cliText((r) => `tesseract CLI ${ms(r.msPerPage)}`),
        target: '≤ 1.2× the CLI',
        ok: cli ? folio.msPerPage <= 1.2 * cli.msPerPage : null
      },
      {
        name: 'time per page, the CLI with Folio’s trained data (4.0.0_best_int)',
        ours: ms(folio.msPerPage),
        baseline: sameModel ? `tesseract CLI ${ms(sameModel.msPerPage)} (F1 median ${quantiles(sameModel.f1).median.toFixed(4)})` : 'tesseract not installed',
        target: '—',
        ok: null
      },
      ...breakdown,
      {
        name: `GET /v2/test every ${PROBE_GAP_MS} ms while the pages are read (${folio.during.samples} requests)`,
        ours: `p50 ${ms(folio.during.p50)} · p99 ${ms(folio.during.p99)}`,
        baseline: `idle p50 ${ms(folio.idle.p50)} · p99 ${ms(folio.idle.p99)}`,
        target: `p99 ≤ ${P99_TARGET_MS} ms`,
        ok: folio.during.p99 <= P99_TARGET_MS
      },
      {
        name: 'engine peak memory above idle while reading',
        ours: `${folio.peakAboveIdleMb.toFixed(0)} MB (idle ${folio.idleMb.toFixed(0)} MB)`,
        baseline: cliText((r) => `tesseract CLI ${r.peakMb.toFixed(0)} MB a process × ${workers}`),
        target: '—',
        ok: null
      },
      {
        name: `engine peak memory above idle while reading, Folio's default workers (${DEFAULT_WORKERS}; ${DEFAULT_POOL_PAGES} pages)`,
        ours: `${defaultPool.peakAboveIdleMb.toFixed(0)} MB (idle ${defaultPool.idleMb.toFixed(0)} MB)`,
        baseline: cliText((r) => `tesseract CLI ${r.peakMb.toFixed(0)} MB a process`),
        target: `≤ ${MEMORY_TARGET_MB} MB`,
        ok: defaultPool.peakAboveIdleMb <= MEMORY_TARGET_MB
      }
    ]
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

interface FolioResult {
  f1: number[]
  msPerPage: number
  idle: ReturnType<typeof summarise>
  during: ReturnType<typeof summarise>
  idleMb: number
  peakAboveIdleMb: number
}

/**
 * Every page imported at once into `folio serve` with `workers` document workers (null: the
 * engine's default pool); the API probed meanwhile.
 */
async function folioRun(pages: readonly Page[], pool: number | null, log: (line: string) => void): Promise<FolioResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-bench-ocr-workspace-'))
  const { key } = seedWriteWorkspace(dir, 0)
  const workers = pool ?? DEFAULT_WORKERS
  const engine = await startEngineProcess(dir, pool === null ? [] : ['--document-workers', String(pool)])
  try {
    const idle = await time(() => call(engine.url, 'GET', '/v2/test', key), 200, 20)
    const idleMb = engine.rssMb()
    const files = await Promise.all(pages.map(async (page) => ({ name: `${page.name}.pdf`, bytes: await imageOnlyPdf([page.scan]) })))
    log(`importing ${files.length} scanned pages into folio serve (${workers} document workers)`)
    const started = performance.now()
    let done = false
    // One page more in flight than there are workers keeps every worker busy, as a folder import
    // does, without holding the whole folder's uploads in the engine at once.
    const ids: string[] = new Array<string>(files.length).fill('')
    let next = 0
    const lane = async () => {
      for (let index = next++; index < files.length; index = next++) {
        const file = files[index]
        if (file !== undefined) ids[index] = await importFile(engine.url, key, file)
      }
    }
    const importing = Promise.all(Array.from({ length: workers + 1 }, lane)).finally(() => {
      done = true
    })
    const busy: number[] = []
    while (!done) {
      const t0 = performance.now()
      await call(engine.url, 'GET', '/v2/test', key)
      busy.push(performance.now() - t0)
      await delay(PROBE_GAP_MS)
    }
    await importing
    const wall = performance.now() - started
    const peakMb = peakResidentMb(engine.pid)
    const f1: number[] = []
    for (const [index, id] of ids.entries()) {
      const text = await call(engine.url, 'GET', `/v2/contracts/${id}/text`, key)
      const answer: ContractTextResponse = JSON.parse(text.body)
      f1.push(wordF1(answer.text.join('\n'), pages[index]?.reference ?? '').f1)
    }
    return { f1, msPerPage: wall / pages.length, idle, during: summarise(busy), idleMb, peakAboveIdleMb: peakMb - idleMb }
  } finally {
    await engine.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** POST /local/contracts/import over node:http: a page may wait minutes for a worker, longer than fetch waits for headers. */
function importFile(url: string, key: string, file: { name: string; bytes: Uint8Array }): Promise<string> {
  const boundary = `folio-bench-${Math.random().toString(16).slice(2)}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`)
  ])
  const target = new URL('/local/contracts/import', url)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { 'x-api-key': key, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.byteLength } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          if (res.statusCode !== 200) return reject(new Error(`import of ${file.name} answered ${res.statusCode}: ${text}`))
          const answer: ImportResponse = JSON.parse(text)
          const id = answer.imported[0]?.id
          if (id === undefined) reject(new Error(`${file.name} was not imported: ${text}`))
          else resolve(id)
        })
      }
    )
    req.on('error', reject)
    req.end(body)
  })
}

function peakResidentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024
}

interface CliResult {
  f1: number[]
  msPerPage: number
  peakMb: number
}

/**
 * The tesseract command line on the same images, `workers` processes at a time with one thread
 * each (OpenMP off), as a worker per core; with `tessdata`, reading Folio's trained data.
 */
async function cliRun(pages: readonly Page[], folder: string, workers: number, tessdata: string | null): Promise<CliResult> {
  const images = pages.map((page, index) => {
    const file = path.join(folder, `page-${index}.png`)
    writeFileSync(file, page.scan.png)
    return file
  })
  const texts: string[] = new Array<string>(images.length).fill('')
  let peakMb = 0
  let next = 0
  const started = performance.now()
  const lane = async () => {
    for (let index = next++; index < images.length; index = next++) {
      const image = images[index]
      if (image === undefined) continue
      const result = await tesseractCli(image, tessdata)
      texts[index] = result.text
      peakMb = Math.max(peakMb, result.peakMb)
    }
  }
  await Promise.all(Array.from({ length: workers }, lane))
  const wall = performance.now() - started
  return { f1: texts.map((text, index) => wordF1(text, pages[index]?.reference ?? '').f1), msPerPage: wall / pages.length, peakMb }
}

function tesseractCli(image: string, tessdata: string | null): Promise<{ text: string; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const args = ['-f', '%M', 'tesseract', ...(tessdata === null ? [] : ['--tessdata-dir', tessdata]), image, '-']
    const child = spawn('/usr/bin/time', args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' } })
    let text = ''
    let err = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk))
    child.once('error', reject)
    child.once('exit', (code) => {
      const peakKb = Number(err.trim().split('\n').pop())
      if (code === 0) resolve({ text, peakMb: peakKb / 1024 })
      else reject(new Error(`tesseract exited with ${code}: ${err}`))
    })
  })
}

/** Folio's trained data, unpacked where the command line can read it. */
function folioModelFolder(folder: string): string {
  const root = path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json'))
  const tessdata = path.join(folder, 'tessdata')
  mkdirSync(tessdata, { recursive: true })
  writeFileSync(path.join(tessdata, 'eng.traineddata'), gunzipSync(readFileSync(path.join(root, '4.0.0_best_int', 'eng.traineddata.gz'))))
  return tessdata
}

/**
 * Where a page's time goes, on this thread: turning it into a grey image (beside drawing it with
 * pdf.js), then recognition by tesseract.js beside the command line on the very image Folio
 * made, with the same model.
 * CPU time, so the figures hold on a busy machine.
 */
async function timeBreakdown(pages: readonly Page[], folder: string, hasCli: boolean): Promise<BenchRow[]> {
  const settings = ocrSettings()
  const recognizer = new PageRecognizer(settings.languages, settings)
  const tessdata = hasCli ? folioModelFolder(folder) : null
  let render = 0
  let draw = 0
  let recognise = 0
  let cli = 0
  try {
    // Starting Tesseract (compiling its WebAssembly, loading the model) happens once per worker.
    const white = greyImage(64, 64)
    white.pixels.fill(255)
    await recognizer.recognize(white.pgm, { dpi: DPI, pixels: white.pixels.length, budgetMs: 60_000 })
    for (const [index, page] of pages.entries()) {
      const pdf = await imageOnlyPdf([page.scan])
      // What Folio does with the page (a scan is read from its own pixels) beside drawing it.
      const document = await openPdfForOcr(pdf.slice(), settings)
      const renderStart = process.cpuUsage()
      const rendered = await renderForOcr(document, 1, settings)
      render += cpuMs(renderStart)
      await document.destroy()
      if ('status' in rendered) throw new Error(`${page.name} was not rendered: ${rendered.status}`)
      const drawing = await openPdfForOcr(pdf, settings)
      const pdfPage = await drawing.getPage(1)
      const plan = planRender(pdfPage, settings.render)
      if (!plan.ok) throw new Error(plan.reason)
      const drawStart = process.cpuUsage()
      await renderGrey(pdfPage, plan)
      draw += cpuMs(drawStart)
      await drawing.destroy()
      const { pgm } = rendered
      const recogniseStart = process.cpuUsage()
      await recognizer.recognize(pgm, { dpi: rendered.dpi, pixels: rendered.pixels, budgetMs: 120_000 })
      recognise += cpuMs(recogniseStart)
      if (tessdata !== null) {
        const file = path.join(folder, `rendered-${index}.pgm`)
        writeFileSync(file, pgm)
        const result = spawnSync('/usr/bin/time', ['-f', '%U %S', 'tesseract', '--tessdata-dir', tessdata, '--dpi', String(rendered.dpi), file, '-'], { encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } })
        const [user, system] = (result.stderr.trim().split('\n').pop() ?? '').split(' ').map(Number)
        cli += ((user ?? Number.NaN) + (system ?? Number.NaN)) * 1000
      }
    }
  } finally {
    await recognizer.close()
  }
  const n = pages.length
  return [
    {
      name: `CPU per page, the page as a grey image (${n} pages; a scan is read from its own pixels)`,
      ours: ms(render / n),
      baseline: `drawn by pdf.js at ${DPI} dpi ${ms(draw / n)}; the CLI reads the image as given`,
      target: '—',
      ok: null
    },
    {
      name: 'CPU per page, recognition alone (same image, same model)',
      ours: `tesseract.js ${ms(recognise / n)}`,
      baseline: tessdata === null ? 'tesseract not installed' : `tesseract CLI ${ms(cli / n)}`,
      target: '—',
      ok: null
    }
  ]
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since)
  return (used.user + used.system) / 1000
}

function quantiles(values: readonly number[]): { median: number; min: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, min: sorted[0] ?? Number.NaN }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTable('OCR of scanned pages beside the tesseract command line', await run())
