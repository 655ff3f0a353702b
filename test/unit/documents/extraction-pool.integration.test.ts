import PizZip from 'pizzip'
import { afterEach, describe, expect, test } from 'vitest'
import { extractDocument, type Extraction } from '../../../electron/engine/documents/extraction'
import { DocumentError } from '../../../electron/engine/documents/safety'
import { renderDocument } from '../../../electron/engine/documents/generation'
import { demoTemplates } from '../../../resources/demo/templates'
import { createExtractionPool, type ExtractionPool } from '../../../electron/engine/documents/worker'
import { ApiError } from '../../../electron/engine/errors'
import { readTemplateManifest, TemplateManifestError } from '../../../electron/engine/templates'
import { corpusAvailable, readCorpusFile } from '../../fixtures/documents/corpus'
import { longDocx, numberedClausesDocx, structuredDocx } from '../../fixtures/documents/docx-fixtures'
import { contractPdf, partlyScannedPdf } from '../../fixtures/documents/pdf-fixtures'

const pools: ExtractionPool[] = []
function pool(...options: Parameters<typeof createExtractionPool>): ExtractionPool {
  const created = createExtractionPool(...options)
  pools.push(created)
  return created
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()))
})

describe('extraction worker pool', () => {
  test('a worker returns exactly what in-thread extraction returns, for .docx and .pdf', async () => {
    const workers = pool({ size: 2 })
    const documents = [await numberedClausesDocx(), await structuredDocx(), await contractPdf(), await partlyScannedPdf()]
    if (corpusAvailable) documents.push(readCorpusFile('pdf', 'cuad-03-endorsement.pdf'))
    // pdf.js keeps one page count per thread: one thread reads one PDF at a time, as each worker does.
    const inThread: Extraction[] = []
    for (const bytes of documents) inThread.push(await extractDocument(bytes))
    const inWorkers = await Promise.all(documents.map((bytes) => workers.extract(bytes.slice())))
    expect(inWorkers).toEqual(inThread)
  }, 120_000) // one page of the scanned fixture is read by OCR on each side

  test('a worker renders a template exactly as rendering in-thread does, and the caller keeps its body', async () => {
    const workers = pool({ size: 1 })
    const [nda] = demoTemplates()
    const body = await nda!.buildBody()
    const values = { effectiveDate: '2026-03-01', purpose: 'a joint bid', disclosurePeriodMonths: 6, governingLaw: 'New York' }
    const inWorker = await workers.render(body, nda!.definition, values, 'REF-9')
    expect(body.byteLength).toBeGreaterThan(0)
    // Entry by entry: the zip's own timestamps follow the clock, so the bytes differ across a second.
    expect(zipEntries(inWorker)).toEqual(zipEntries(renderDocument(body, nda!.definition, values, 'REF-9')))
  })

  test('refusals cross the thread boundary as DocumentErrors with their code and message', async () => {
    const error: unknown = await pool({ size: 1 }).extract(new TextEncoder().encode('not a contract'), 'pdf').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DocumentError)
    expect(error).toEqual(new DocumentError('unsupported_type', 'the file is not a .docx or .pdf (it starts with "not a co")'))
  })

  test('the caller keeps its bytes: the workers read a copy in shared memory', async () => {
    const workers = pool({ size: 1 })
    const whole = await contractPdf()
    const length = whole.byteLength
    const extraction = await workers.extract(whole)
    expect(whole.byteLength).toBe(length)
    expect(extraction.paragraphs[0]?.text).toBe('SUPPLY AGREEMENT')
  })

  test('a document that exhausts its worker fails alone: the job queued behind it succeeds on a fresh worker', async () => {
    const workers = pool({ size: 1, resourceLimits: { maxOldGenerationSizeMb: 128 }, limits: { maxCompressionRatio: 1e6 } })
    const [exhausting, following] = await Promise.allSettled([
      workers.extract(await longDocx(300_000)),
      workers.extract(await numberedClausesDocx())
    ])
    expect(exhausting).toEqual({
      status: 'rejected',
      reason: new DocumentError(
        'corrupt',
        'reading the document needed more memory than Folio allows for one document; it may be damaged or built to exhaust readers'
      )
    })
    expect(following.status).toBe('fulfilled')
    if (following.status === 'fulfilled') expect(following.value.paragraphs[1]?.text).toBe('1. Definitions')
    const after = await workers.extract(await structuredDocx())
    expect(after.paragraphs[0]?.text).toBe('Notices')
  })

  test('a worker reads a template manifest exactly as reading in-thread does; its problems come back as the same 400', async () => {
    const workers = pool({ size: 1 })
    const yaml = 'name: Letter\nvariables:\n  - id: name\n    question: Who is it for?\nvaluemaps:\n  - id: tone\n    options:\n      - label: Warm\n        text: Dear\n'
    expect(await workers.readManifest(yaml)).toEqual(readTemplateManifest(yaml))
    const broken = 'name: Broken\nvariables:\n  - id: x\n    valueType: colour\n'
    const message = 'The template manifest has 1 problem: variables[0].valueType must be one of "string", "number", "boolean"; got "colour"'
    expect(() => readTemplateManifest(broken)).toThrow(new TemplateManifestError([{ field: 'variables[0].valueType', message: message.replace(/^.*problem: /, '') }]))
    const inWorker: unknown = await workers.readManifest(broken).catch((caught: unknown) => caught)
    expect(inWorker).toBeInstanceOf(ApiError)
    expect(inWorker).toMatchObject({ statusCode: 400, error: 'Bad Request', message })
  })

  test('a manifest still being read past its time budget stops its worker and is refused with a 400 naming the budget', async () => {
    // 32 KB of YAML on one line: the reader's time grows faster than such a line.
    const oneLine = `name: x\nvariables: [${Array.from({ length: 3000 }, (_, i) => `{id: v${i}}`).join(', ').slice(0, 32_000)}]`
    const refused: unknown = await pool({ size: 1, manifestTimeoutMs: 1 }).readManifest(oneLine).catch((caught: unknown) => caught)
    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({
      statusCode: 400,
      message: "The template manifest took longer than 0.001 seconds to read; a manifest lists a template's fields in a few kilobytes, one per line"
    })
  })

  test('closing rejects what is queued, and the pool accepts nothing afterwards', async () => {
    const workers = pool({ size: 1 })
    const bytes = [await contractPdf(), await contractPdf()]
    const outcomes = Promise.allSettled(bytes.map((document) => workers.extract(document)))
    await workers.close()
    const closed = new Error('the extraction pool was closed before this document was extracted')
    expect(await outcomes).toEqual([
      { status: 'rejected', reason: closed },
      { status: 'rejected', reason: closed }
    ])
    await expect(workers.extract(await contractPdf())).rejects.toThrow('the document worker pool is closed')
  })
})

function zipEntries(bytes: Uint8Array): Record<string, string> {
  const zip = new PizZip(bytes)
  return Object.fromEntries(Object.values(zip.files).filter((f) => !f.dir).map((f) => [f.name, f.asText()]))
}

describe('idle workers', () => {
  test('are stopped after the idle time, giving their memory back, and the next job starts a new one', async () => {
    const workers = pool({ size: 2, idleMs: 300 })
    expect(workers.workers).toBe(0)
    const documents = [await numberedClausesDocx(), await contractPdf()]
    const first = await Promise.all(documents.map((bytes) => workers.extract(bytes.slice())))
    // The worker that answered last is still there; the other may already have idled out.
    expect(workers.workers).toBeGreaterThanOrEqual(1)
    await expect.poll(() => workers.workers).toBe(0)
    expect(await workers.extract(documents[0]!.slice())).toEqual(first[0])
    expect(workers.workers).toBe(1)
  })

  test('a worker kept busy is not stopped between jobs', async () => {
    const workers = pool({ size: 1, idleMs: 60_000 })
    const bytes = await numberedClausesDocx()
    await workers.extract(bytes.slice())
    await workers.extract(bytes.slice())
    expect(workers.workers).toBe(1)
  })
})
