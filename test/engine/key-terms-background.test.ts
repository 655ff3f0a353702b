import Database from 'better-sqlite3'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { KeyTerms } from '../../shared/api/key-terms'
import type { ExtractionPool } from '../../electron/engine/documents/worker'
import { engineConfig, openWorkspace } from '../../electron/engine/index'
import { readKeyTerms } from '../../electron/engine/keyterms'
import { startKeyTermReading } from '../../electron/engine/services/key-terms/background'
import { KEY_TERMS_READER } from '../../electron/engine/services/key-terms/read-in-pool'
import { contractDocx } from '../helpers/documents'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace } from '../helpers/fixture-workspace'
import { KEY_TERM_PARAGRAPHS } from '../helpers/operation-inputs'

/*
 * Key terms read in the background, on real SQLite: texts whose terms were never stored (imported
 * before Folio read key terms) are read in the worker pool after the engine starts, without anyone opening them; closing the engine mid-walk ends it cleanly;
 * a text the reader fails on is tried once per run, never in a loop.
 */

// A fixed day, so that the proposed schedules these tests read are the same on every run.
const TODAY = Date.UTC(2026, 0, 15)

const SUPPLY_AGREEMENT = [
  'MASTER SUPPLY AGREEMENT',
  'This Master Supply Agreement (the "Agreement") is effective as of January 1, 2025 (the "Effective Date") by and between Northwind Traders Ltd ("Buyer") and Contoso Components Inc. ("Supplier").',
  '9. Term. This Agreement shall commence on the Effective Date and continue for a period of three (3) years. Thereafter it shall renew automatically for successive one (1) year periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
  '14. Governing Law. This Agreement shall be governed by the laws of England and Wales.'
]

/** A short agreement of its own for each number, so that every text is a distinct revision. */
const numberedAgreement = (n: number) => [`SERVICES AGREEMENT No. ${n}`, ...KEY_TERM_PARAGRAPHS.slice(1)]

const opened: TestEngine[] = []
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close()
})

async function engineOver(dir: string, log?: (message: string) => void): Promise<TestEngine> {
  const t = await startTestEngine({ dataDir: dir, now: () => TODAY, ...(log ? { log } : {}) })
  opened.push(t)
  return t
}

async function closeEngine(t: TestEngine): Promise<void> {
  opened.splice(opened.indexOf(t), 1)
  await t.close()
}

/** A fixture workspace holding these texts as imported contracts; answers their ids in order. */
async function workspaceWith(dir: string, texts: ReadonlyArray<readonly string[]>): Promise<string[]> {
  const t = await startTestEngine({ dataDir: dir, now: () => TODAY, seed: (e) => seedFixtureWorkspace(e.db) })
  try {
    const form = new FormData()
    for (const [i, paragraphs] of texts.entries()) form.append('files', new Blob([new Uint8Array(await contractDocx(paragraphs))]), `agreement ${i + 1}.docx`)
    const answer = await t.call('importContracts', { form })
    expect(answer.failed).toEqual([])
    return answer.imported.map((c) => c.id)
  } finally {
    await t.close()
  }
}

/** Changes the workspace's stored key terms as an older Folio left them, with the engine closed. */
function rewriteStoredTerms(dir: string, sql: string, ...params: unknown[]): void {
  const db = new Database(join(dir, 'folio.db'))
  db.prepare(sql).run(...params)
  db.close()
}

interface StoredRow {
  contractId: string
  reader: number
  readAt: number
  terms: KeyTerms
}

function storedTerms(dir: string, ids: readonly string[]): StoredRow[] {
  const db = new Database(join(dir, 'folio.db'), { readonly: true })
  try {
    const rows = db
      .prepare(
        `SELECT d.contract_id, k.reader, k.read_at, k.terms FROM contract_key_terms k JOIN contract_documents d ON d.id = k.document_id AND d.is_current = 1
         WHERE d.contract_id IN (SELECT value FROM json_each(?)) ORDER BY d.contract_id`
      )
      .all(JSON.stringify(ids)) as Array<{ contract_id: string; reader: number; read_at: number; terms: string }>
    return rows.map((row) => ({ contractId: row.contract_id, reader: row.reader, readAt: row.read_at, terms: JSON.parse(row.terms) as KeyTerms }))
  } finally {
    db.close()
  }
}

const readers = (dir: string, ids: readonly string[]) => storedTerms(dir, ids).map((row) => [row.contractId, row.reader])
const allCurrent = (ids: readonly string[]) => [...ids].sort().map((id) => [id, KEY_TERMS_READER])

describe('texts without stored key terms', () => {
  it('have them read and stored after the engine starts, without anyone opening them, and their deadlines proposed', async () => {
    const dir = tempDir('folio-kt-background-')
    const [supply, services, current] = await workspaceWith(dir, [SUPPLY_AGREEMENT, KEY_TERM_PARAGRAPHS, numberedAgreement(3)])
    if (!supply || !services || !current) throw new Error('the three agreements were not imported')
    // Two imported before Folio read key terms; the third's were read at import and stay as they are.
    rewriteStoredTerms(dir, 'DELETE FROM contract_key_terms WHERE document_id IN (SELECT id FROM contract_documents WHERE contract_id IN (?, ?))', supply, services)
    rewriteStoredTerms(dir, 'UPDATE contract_key_terms SET read_at = 1')
    expect(readers(dir, [supply, services, current])).toEqual([[current, KEY_TERMS_READER]])

    const t = await engineOver(dir)
    await expect.poll(() => readers(dir, [supply, services, current]), { timeout: 60_000 }).toEqual(allCurrent([supply, services, current]))
    const stored = new Map(storedTerms(dir, [supply, services, current]).map((row) => [row.contractId, row]))
    expect(stored.get(supply)?.terms).toEqual(readKeyTerms(SUPPLY_AGREEMENT))
    expect(stored.get(services)?.terms).toEqual(readKeyTerms(KEY_TERM_PARAGRAPHS))
    expect([stored.get(supply)?.readAt, stored.get(services)?.readAt, stored.get(current)?.readAt]).toEqual([TODAY, TODAY, 1])

    // Three years from 2025-01-01, then yearly: the term in force on 2026-01-15 ends on 2028-01-01, notice 90 days before.
    const { proposed } = await t.call('listProposedRenewals')
    expect(proposed.find((p) => p.contract.id === supply)).toEqual({
      contract: { id: supply, name: 'agreement 1', reference: expect.stringMatching(/^IMP-\d{5}$/) as unknown as string },
      revision: (await t.call('listContractVersions', { params: { id: supply } })).versions[0]?.revision,
      terms: ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'],
      expirationDate: '2028-01-01',
      renewalAnchorDate: '2027-10-03',
      noticePeriodDays: 90,
      autorenew: true
    })
    await expect.poll(() => t.engine.keyTermReading.busy).toBe(false)
  }, 120_000)

  it('are left as they are by an engine started with backgroundKeyTerms off (a benchmark measuring a workspace at rest) until it is woken', async () => {
    const dir = tempDir('folio-kt-background-')
    const [supply] = await workspaceWith(dir, [SUPPLY_AGREEMENT])
    if (!supply) throw new Error('the agreement was not imported')
    rewriteStoredTerms(dir, 'DELETE FROM contract_key_terms')
    const t = await startTestEngine({ dataDir: dir, now: () => TODAY, backgroundKeyTerms: false })
    opened.push(t)
    // wake() starts a walk at once: an engine that woke its reader would be busy here.
    expect(t.engine.keyTermReading.busy).toBe(false)
    expect(readers(dir, [supply])).toEqual([])
    t.engine.keyTermReading.wake()
    await expect.poll(() => readers(dir, [supply]), { timeout: 60_000 }).toEqual(allCurrent([supply]))
  }, 120_000)

  it('are read on where the walk stopped when the engine closes during a batch, and the close ends cleanly', async () => {
    const dir = tempDir('folio-kt-background-')
    const ids = await workspaceWith(
      dir,
      Array.from({ length: 40 }, (_, i) => numberedAgreement(i + 1))
    )
    rewriteStoredTerms(dir, 'DELETE FROM contract_key_terms')
    const logged: string[] = []
    const t = await engineOver(dir, (message) => logged.push(message))
    // A read is in the pool once its worker starts; the batch cannot end before the worker has loaded.
    await expect.poll(() => t.engine.ctx.extractor.workers, { interval: 1, timeout: 30_000 }).toBeGreaterThan(0)
    expect(t.engine.keyTermReading.busy).toBe(true)
    await closeEngine(t)
    expect(t.engine.keyTermReading.busy).toBe(false)
    expect(t.engine.ctx.extractor.workers).toBe(0)
    // Stopping is not a failure of the reader, and nothing half-stored is left behind.
    expect(logged).toEqual([])
    expect(storedTerms(dir, ids).every((row) => row.reader === KEY_TERMS_READER)).toBe(true)
    expect(storedTerms(dir, ids).length).toBeLessThan(ids.length)

    const again = await engineOver(dir)
    await expect.poll(() => readers(dir, ids), { timeout: 60_000 }).toEqual(allCurrent(ids))
    await expect.poll(() => again.engine.keyTermReading.busy).toBe(false)
  }, 120_000)
})

describe('a text the reader fails on', () => {
  it('is tried once in a run of the engine, logged with its contract, and the others are stored', async () => {
    const dir = tempDir('folio-kt-background-')
    const unreadable = [...KEY_TERM_PARAGRAPHS, 'SCHEDULE 7. A table the reader cannot get through.']
    const [before, bad, after] = await workspaceWith(dir, [numberedAgreement(1), unreadable, numberedAgreement(2)])
    if (!before || !bad || !after) throw new Error('the three agreements were not imported')
    rewriteStoredTerms(dir, 'DELETE FROM contract_key_terms')

    // The pool as it is, except that the worker reading this one text dies, as one out of memory does.
    const workspace = openWorkspace(engineConfig({ dataDir: dir }), () => TODAY)
    const pool = workspace.ctx.extractor
    const attempts = new Map<string, number>()
    const extractor: ExtractionPool = {
      ...pool,
      readKeyTerms(paragraphs, options) {
        const title = paragraphs[0] ?? ''
        attempts.set(title, (attempts.get(title) ?? 0) + 1)
        if (paragraphs.at(-1)?.startsWith('SCHEDULE 7')) return Promise.reject(new Error('the worker stopped: it ran out of memory'))
        return pool.readKeyTerms(paragraphs, options)
      }
    }
    const logged: string[] = []
    const reading = startKeyTermReading({ ...workspace.ctx, extractor }, (message) => logged.push(message))
    try {
      reading.wake()
      await expect.poll(() => reading.busy, { timeout: 60_000 }).toBe(false)
      expect(readers(dir, [before, bad, after])).toEqual(allCurrent([before, after]))
      expect(attempts.get('SERVICES AGREEMENT')).toBe(1)
      expect(logged).toEqual([`the key terms of contract ${bad} could not be read; they are read when it is opened, and again after a restart`])

      // Sync wakes the reader after each commit: the text it failed on is not read again.
      reading.wake()
      reading.wake()
      await expect.poll(() => reading.busy, { timeout: 60_000 }).toBe(false)
      reading.wake()
      await expect.poll(() => reading.busy, { timeout: 60_000 }).toBe(false)
      expect(attempts).toEqual(new Map([['SERVICES AGREEMENT No. 1', 1], ['SERVICES AGREEMENT', 1], ['SERVICES AGREEMENT No. 2', 1]]))
      expect(logged).toHaveLength(1)
      expect(readers(dir, [before, bad, after])).toEqual(allCurrent([before, after]))
    } finally {
      await reading.stop()
      await workspace.close()
    }
  }, 120_000)
})
