import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractEvidenceResponse, DocumentJob, ImportResponse, OcrRunResponse, ResponseOf, SearchResponse, StoredMatchResponse } from '../../shared/api'
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
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
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

async function jobOf(jobId: string): Promise<{ status: number; body: DocumentJob & { message?: string } }> {
  return t.get<DocumentJob & { message?: string }>(`/local/document-jobs/${jobId}`)
}

/** Polls the job until `ready` holds of it. */
async function waitForJob(jobId: string, ready: (job: DocumentJob) => boolean): Promise<DocumentJob> {
  for (;;) {
    const r = await jobOf(jobId)
    if (r.status === 200 && ready(r.body)) return r.body
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
    expect((await t.request('DELETE', '/local/document-jobs/no-such-job-1234')).status).toBe(404)
  })

  it('a finished job is forgotten', async () => {
    const pdf = await contractPdf()
    const done = await startImport('supply.pdf', pdf, 'finished-job-0001')
    expect(done.status).toBe(200)
    expect((await jobOf('finished-job-0001')).status).toBe(404)
  })
})

describe.runIf(!ready)('OCR through the engine', () => {
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
      for (let i = 0; i < 20; i++) answers.push((await t.get<ResponseOf<'test'>>('/v2/test')).status)
      expect(answers).toEqual(Array.from({ length: 20 }, () => 200))
      expect((await startImport('again.pdf', await contractPdf(), 'scan-import-0001')).body).toEqual({ error: 'Conflict', message: 'A document job with id scan-import-0001 is already running' })
      expect((await jobOf('scan-import-0001')).body.phase).toBe('ocr')
      const cancelled = await t.request<DocumentJob>('DELETE', '/local/document-jobs/scan-import-0001')
      expect(cancelled.status).toBe(200)
      expect(cancelled.body.cancelled).toBe(true)
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
      const memberKey = t.keyFor(users.member.email)
      const before = await t.get<ContractEvidenceResponse>(`/v2/contracts/${id}/text`, { query: { maxCharacters: 1000 }, key: memberKey })
      expect(before.body.paragraphs).toEqual([])
      expect(before.body.coverage).toMatchObject({ extraction: 'pdf-text', complete: false })
      const oldCursor = Buffer.from(JSON.stringify({ r: before.body.revision, p: 1, o: 0 })).toString('base64url')

      expect((await t.request('POST', `/local/contracts/${id}/ocr`, { key: t.keyFor(users.lite.email) })).status).toBe(403)
      const run = await t.request<OcrRunResponse>('POST', `/local/contracts/${id}/ocr`, { query: { jobId: 'reread-0000001' }, key: memberKey })
      expect(run.status, JSON.stringify(run.body)).toBe(200)
      expect(run.body.contractId).toBe(id)
      expect(run.body.revision).toMatch(/^[0-9a-f]{16}$/)
      expect(run.body.revision).not.toBe(before.body.revision)
      expect(run.body.paragraphs).toBeGreaterThan(30)
      expect(run.body.coverage).toEqual({ totalParagraphs: run.body.paragraphs, extraction: 'ocr', complete: true, warning: null })

      const after = await t.get<ContractEvidenceResponse>(`/v2/contracts/${id}/text`, { query: { maxCharacters: 48000 }, key: memberKey })
      expect(after.body.revision).toBe(run.body.revision)
      expect(after.body.paragraphs.map((p) => p.text)).toContain('Outsourcing Contract on Development of Miaoli Royal Resort Hotel')
      expect((await t.get(`/v2/contracts/${id}/text`, { query: { textCursor: oldCursor }, key: memberKey })).status).toBe(400)

      const rows = t.engine.db.prepare('SELECT revision, blob_sha256, is_current, extraction FROM contract_documents WHERE contract_id = ? ORDER BY created_at, is_current').all(id) as Array<{ revision: string; blob_sha256: string; is_current: number; extraction: string }>
      expect(rows.map((r) => [r.revision, r.is_current, r.extraction])).toEqual([
        [before.body.revision, 0, 'pdf-text'],
        [run.body.revision, 1, 'ocr']
      ])
      expect(rows[0]!.blob_sha256).toBe(rows[1]!.blob_sha256)

      const search = await t.request<SearchResponse>('POST', '/v2/contracts/search', { body: { query: 'Laotianliao', contractIds: [id] }, key: memberKey })
      expect(search.body.hits.map((hit) => [hit.contractId, hit.revision])).toEqual([[id, run.body.revision]])

      const playbook = await t.request<{ id: string }>('POST', '/local/playbooks/import', {
        body: { playbook: { name: 'Outsourcing review', groups: [], positions: [{ order: 1, name: 'Project range', keywords: [{ value: 'project range', type: 'exact' }], ifNotFound: { compliant: false, status: 'escalate' } }] } }
      })
      const matched = await t.request<StoredMatchResponse>('POST', `/local/contracts/${id}/match`, { body: { playbookId: playbook.body.id }, key: memberKey })
      expect(matched.body.positions[0]!.matches.length).toBeGreaterThan(0)

      expect((await t.request('POST', `/local/contracts/${id}/ocr`, { key: memberKey })).body).toEqual({
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
