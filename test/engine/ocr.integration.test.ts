import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentJob, ImportResponse } from '../../shared/api'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { corpusAvailable, corpusSkipReason, readCorpusFile } from '../fixtures/documents/corpus'
import { importedBeforeOcr } from '../fixtures/documents/imported-before-ocr'
import { imageOnlyPdf, pdftoppmAvailable, pdftoppmSkipReason, rasteriseCorpusPages } from '../fixtures/documents/scans'
import { contractPdf } from '../fixtures/documents/pdf-fixtures'

const ready = corpusAvailable && pdftoppmAvailable
// A page of OCR takes seconds, more on a busy machine.
const OCR_TIMEOUT_MS = 240_000

let t: TestEngine

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true })
})
afterAll(() => t.close())

function startImport(name: string, bytes: Uint8Array, jobId: string, signal?: AbortSignal): Promise<{ status: number; body: ImportResponse & { message?: string } }> {
  const form = new FormData()
  form.append('files', new Blob([bytes]), name)
  return fetch(`${t.url}/local/contracts/import?jobId=${jobId}`, { method: 'POST', body: form, headers: { 'x-api-key': t.engine.sessionKey }, signal }).then(async (r) => {
    const body: ImportResponse & { message?: string } = JSON.parse(await r.text())
    return { status: r.status, body }
  })
}

const jobOf = (jobId: string) => t.send('getDocumentJob', { params: { jobId } })

/** Polls the job until `ready` holds of it. */
async function waitForJob(jobId: string, ready: (job: DocumentJob) => boolean): Promise<DocumentJob> {
  for (;;) {
    const r = await jobOf(jobId)
    if (r.ok && ready(r.body)) return r.body
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

function counts() {
  const one = (sql: string) => t.engine.db.prepare(sql).pluck().get() as number
  return { contracts: one('SELECT COUNT(*) FROM contracts'), documents: one('SELECT COUNT(*) FROM contract_documents'), paragraphs: one('SELECT COUNT(*) FROM contract_paragraphs') }
}

describe('document jobs', () => {
  it('an unknown job id is a 404; a malformed one a 400', async () => {
    expect((await jobOf('no-such-job-1234')).body).toEqual({ error: 'Not Found', message: 'No document job no-such-job-1234 is running' })
    expect((await jobOf('short')).status).toBe(400)
    expect((await t.send('cancelDocumentJob', { params: { jobId: 'no-such-job-1234' } })).status).toBe(404)
  })

  it('a finished job is forgotten', async () => {
    const pdf = await contractPdf()
    const done = await startImport('supply.pdf', pdf, 'finished-job-0001')
    expect(done.status).toBe(200)
    expect((await jobOf('finished-job-0001')).status).toBe(404)
  })
})

if (!ready) describe('OCR through the engine', () => {
  it.skip(corpusAvailable ? pdftoppmSkipReason : corpusSkipReason, () => undefined)
})

describe.runIf(ready)('OCR through the engine', () => {
  it(
    'while a 20-page scan is read the API answers, the job reports "OCR page n of 20", and cancelling it stores nothing',
    async () => {
      const scan = await imageOnlyPdf([...rasteriseCorpusPages('cuad-07-development.pdf', 1, 14, 150), ...rasteriseCorpusPages('cuad-03-endorsement.pdf', 1, 6, 150)])
      const before = counts()
      const importing = startImport('scanned-development.pdf', scan, 'scan-import-0001')
      const reading = await waitForJob('scan-import-0001', (job) => job.phase === 'ocr' && (job.pagesDone ?? 0) >= 1)
      expect(reading).toMatchObject({ id: 'scan-import-0001', kind: 'import', file: 'scanned-development.pdf', fileIndex: 0, fileCount: 1, phase: 'ocr', pages: 20, cancelled: false })
      const answers: number[] = []
      // Over the socket, as an add-in or script meets the engine.
      for (let i = 0; i < 20; i++) answers.push((await t.get('/v2/test')).status)
      expect(answers).toEqual(Array.from({ length: 20 }, () => 200))
      expect((await startImport('again.pdf', await contractPdf(), 'scan-import-0001')).body).toEqual({ error: 'Conflict', message: 'A document job with id scan-import-0001 is already running' })
      expect((await t.call('getDocumentJob', { params: { jobId: 'scan-import-0001' } })).phase).toBe('ocr')
      expect((await t.call('cancelDocumentJob', { params: { jobId: 'scan-import-0001' } })).cancelled).toBe(true)
      expect(await importing).toEqual({ status: 409, body: { error: 'Conflict', message: 'scanned-development.pdf: the import was cancelled; nothing was stored' } })
      expect(counts()).toEqual(before)
      expect((await jobOf('scan-import-0001')).status).toBe(404)
    },
    OCR_TIMEOUT_MS
  )

  it(
    'a client that goes away mid-OCR stops its import: nothing is stored',
    async () => {
      const scan = await imageOnlyPdf(rasteriseCorpusPages('cuad-07-development.pdf', 2, 5, 150))
      const before = counts()
      const client = new AbortController()
      const importing = startImport('walked-away.pdf', scan, 'scan-import-0002', client.signal).catch((error: unknown) => error)
      await waitForJob('scan-import-0002', (job) => job.phase === 'ocr')
      client.abort()
      expect(await importing).toBeInstanceOf(Error)
      await waitForGone('scan-import-0002')
      expect(counts()).toEqual(before)
    },
    OCR_TIMEOUT_MS
  )

  it(
    'a scan imported before Folio read scans is read by OCR as a new revision of its text: found by search, matched, the old revision’s cursor refused',
    async () => {
      const id = importedBeforeOcr(t.engine.ctx, users.member.id, { fileName: 'outsourcing-scan.pdf', bytes: readCorpusFile('pdf', 'cuad-09-scanned-outsourcing.pdf') }, 3)
      const member = t.as(t.keyFor(users.member.email, { scopes: ['contracts:write'] }))
      const before = await member.call('getContractText', { params: { id }, query: { maxCharacters: 1000 } })
      if (!('paragraphs' in before)) throw new Error('an evidence page was asked for')
      expect(before.paragraphs).toEqual([])
      expect(before.coverage).toMatchObject({ extraction: 'pdf-text', complete: false })
      const oldCursor = Buffer.from(JSON.stringify({ r: before.revision, p: 1, o: 0 })).toString('base64url')

      expect((await t.as(t.keyFor(users.lite.email)).send('ocrContract', { params: { id } })).status).toBe(403)
      const run = await member.call('ocrContract', { params: { id }, query: { jobId: 'reread-0000001' } })
      expect(run.contractId).toBe(id)
      expect(run.revision).toMatch(/^[0-9a-f]{16}$/)
      expect(run.revision).not.toBe(before.revision)
      expect(run.paragraphs).toBeGreaterThan(30)
      expect(run.coverage).toEqual({ totalParagraphs: run.paragraphs, extraction: 'ocr', complete: true, warning: null })

      const after = await member.call('getContractText', { params: { id }, query: { maxCharacters: 48000 } })
      if (!('paragraphs' in after)) throw new Error('an evidence page was asked for')
      expect(after.revision).toBe(run.revision)
      expect(after.paragraphs.map((p) => p.text)).toContain('Outsourcing Contract on Development of Miaoli Royal Resort Hotel')
      expect((await member.send('getContractText', { params: { id }, query: { textCursor: oldCursor } })).status).toBe(400)

      const rows = t.engine.db.prepare('SELECT revision, blob_sha256, is_current, extraction FROM contract_documents WHERE contract_id = ? ORDER BY created_at, is_current').all(id) as Array<{ revision: string; blob_sha256: string; is_current: number; extraction: string }>
      expect(rows.map((r) => [r.revision, r.is_current, r.extraction])).toEqual([
        [before.revision, 0, 'pdf-text'],
        [run.revision, 1, 'ocr']
      ])
      expect(rows[0]!.blob_sha256).toBe(rows[1]!.blob_sha256)

      const search = await member.call('searchContracts', { body: { query: 'Laotianliao', contractIds: [id] } })
      expect(search.hits.map((hit) => [hit.contractId, hit.revision])).toEqual([[id, run.revision]])

      const playbook = await t.call('importPlaybook', {
        body: { playbook: { name: 'Outsourcing review', groups: [], positions: [{ order: 1, name: 'Project range', keywords: [{ value: 'project range', type: 'exact' }], ifNotFound: { compliant: false, status: 'escalate' } }] } }
      })
      const matched = await member.call('matchStoredContract', { params: { id }, body: { playbookId: playbook.id } })
      expect(matched.positions[0]?.matches.map((match) => after.paragraphs[match.paragraph - 1]?.text)).toEqual([expect.stringMatching(/^Article \S+ Project Range$/)])

      expect((await member.send('ocrContract', { params: { id } })).body).toEqual({
        error: 'Conflict',
        message: `Nothing to read by OCR: the document of contract ${id} was already read by OCR`
      })
    },
    OCR_TIMEOUT_MS
  )
})

async function waitForGone(jobId: string): Promise<void> {
  while ((await jobOf(jobId)).status !== 404) await new Promise((resolve) => setTimeout(resolve, 100))
}
