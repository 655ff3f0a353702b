import { Document, Packer, Paragraph } from 'docx'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath } from '../../shared/api/client'
import { operations, type BodyOf } from '../../shared/api/operations'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { evidence, wholeText } from '../helpers/contract-text'
import { contracts as c, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { externalEntityDocx, numberedClausesDocx } from '../fixtures/documents/docx-fixtures'
import { contractPdf, greyPng } from '../fixtures/documents/pdf-fixtures'
import { buildZip, deflatedZeros, storedEntry } from '../fixtures/documents/zip-writer'

let t: TestEngine

beforeAll(async () => {
  // Listening for the one import that goes over a socket; the rest are called in-process.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true })
})
afterAll(() => t.close())

async function docxOf(paragraphs: string[]): Promise<Uint8Array> {
  const blob = await Packer.toBuffer(new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] }))
  return new Uint8Array(blob)
}

/** The multipart form of an import: field `files`, one part per file. */
function filesForm(files: Array<{ name: string; bytes: Uint8Array }>): FormData {
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([f.bytes]), f.name)
  return form
}

const upload = (files: Array<{ name: string; bytes: Uint8Array }>) => t.send('importContracts', { form: filesForm(files) })

async function importOne(name: string, bytes: Uint8Array): Promise<string> {
  return (await t.call('importContracts', { form: filesForm([{ name, bytes }]) })).imported[0]!.id
}


function workspaceCounts() {
  const db = t.engine.db
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
  const blobs = (dir: string): number =>
    readdirSync(dir).reduce((n, entry) => {
      const path = join(dir, entry)
      return n + (statSync(path).isDirectory() ? blobs(path) : 1)
    }, 0)
  return {
    contracts: count('SELECT COUNT(*) AS n FROM contracts'),
    documents: count('SELECT COUNT(*) AS n FROM contract_documents'),
    paragraphs: count('SELECT COUNT(*) AS n FROM contract_paragraphs'),
    audit: count('SELECT COUNT(*) AS n FROM audit_events'),
    blobs: blobs(join(t.dir, 'blobs'))
  }
}

describe('import', () => {
  // Over a socket: a multipart upload and a file's headers are what HTTP itself carries.
  it('imports a .docx as an external Draft contract that lists, reads and downloads at once', async () => {
    const bytes = await numberedClausesDocx()
    const r = await t.http.call('importContracts', { form: filesForm([{ name: 'Supply Agreement (signed).docx', bytes }]) })
    expect(r.failed).toEqual([])
    const imported = r.imported[0]!
    expect(imported).toMatchObject({ file: 'Supply Agreement (signed).docx', name: 'Supply Agreement (signed)', coverage: { extraction: 'docx', complete: true, warning: null } })
    expect(imported.paragraphs).toBeGreaterThan(3)
    const listed = await t.http.call('listContracts', { query: { keyword: 'Supply Agreement (signed)' } })
    expect(listed.contracts.map((x) => [x.id, x.type, x.status.code, x.reference])).toEqual([[imported.id, 'external', 1, 'IMP-00001']])
    const download = await fetch(t.url + buildPath(operations.downloadContract.path, { id: imported.id }), { headers: { 'x-api-key': t.engine.sessionKey } })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="Supply Agreement (signed).docx"`)
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
  })

  it('imports several files and reports each refused one by name, storing nothing for it', async () => {
    const before = workspaceCounts()
    const r = await t.call('importContracts', {
      form: filesForm([
        { name: 'good.pdf', bytes: await contractPdf() },
        { name: 'photo.pdf', bytes: greyPng(4, 4) }
      ])
    })
    expect(r.imported.map((i) => i.file)).toEqual(['good.pdf'])
    expect(r.failed).toEqual([{ file: 'photo.pdf', error: 'unsupported_type', message: expect.stringMatching(/not a \.docx or \.pdf/) }])
    const after = workspaceCounts()
    expect(after.contracts).toBe(before.contracts + 1)
    expect(after.documents).toBe(before.documents + 1)
  })

  const refusals: Array<[string, () => Promise<Uint8Array> | Uint8Array, string, number]> = [
    ['a zip bomb', async () => buildZip([storedEntry('[Content_Types].xml', '<Types/>'), await deflatedZeros('word/document.xml', 300 * 1024 * 1024)]), 'bomb.docx', 413],
    ['a docx with an external entity', externalEntityDocx, 'entity.docx', 400],
    ['a truncated PDF', async () => (await contractPdf()).slice(0, 900), 'truncated.pdf', 400],
    ['a PNG named .pdf', () => greyPng(8, 8), 'scan.pdf', 415]
  ]
  for (const [what, build, name, status] of refusals) {
    it(`refuses ${what} with a ${status} naming the file, and leaves the workspace untouched`, async () => {
      const before = workspaceCounts()
      const r = refusal(await upload([{ name, bytes: await build() }]))
      expect(r.status).toBe(status)
      expect(r.body.message).toMatch(new RegExp(`^${name.replace('.', '\\.')}: `))
      expect(workspaceCounts()).toEqual(before)
    })
  }

  it('answers a request without files with a 400', async () => {
    expect((await t.send('importContracts', { form: new FormData() })).status).toBe(400)
  })
})

describe('GET /v2/contracts/{id}/text', () => {
  const paragraphs = [
    'Master Services Agreement',
    'This Agreement is made between the Customer and the Supplier.',
    `1. Services. ${'The Supplier shall perform the Services with reasonable skill and care. '.repeat(40).trim()}`,
    '2. Term and Termination. Either party may terminate this Agreement on ninety days notice.',
    '3. Governing Law. This Agreement is governed by the laws of England and Wales.'
  ]
  let id: string
  beforeAll(async () => {
    id = await importOne('msa.docx', await docxOf(paragraphs))
  })

  it('answers the whole text, one segment per paragraph, without paging parameters', async () => {
    expect(await t.call('getContractText', { params: { id } })).toEqual({ contractId: id, name: 'msa', text: paragraphs })
  })

  it('pages evidence within the budget; the pages rebuild the text exactly, offsets included', async () => {
    const fullText = paragraphs.join('\n\n')
    const pieces: Array<{ paragraph: number; text: string; startOffset: number; endOffset: number }> = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await evidence(t, id, { maxCharacters: 1000, textCursor: cursor })
      const total = page.paragraphs.reduce((n, p) => n + p.text.length, 0)
      expect(total).toBeLessThanOrEqual(1000)
      expect(page.coverage).toEqual({ totalParagraphs: 5, extraction: 'docx', complete: true, warning: null })
      for (const p of page.paragraphs) {
        expect(fullText.slice(p.startOffset, p.endOffset)).toBe(p.text)
        expect(p.reference).toBe(`${id}@${page.revision}#${p.paragraph}`)
      }
      pieces.push(...page.paragraphs)
      cursor = page.pagination.cursor ?? undefined
      expect(page.pagination.hasMore).toBe(cursor !== undefined)
      pages++
    } while (cursor)
    const rebuilt = paragraphs.map((_, i) => pieces.filter((p) => p.paragraph === i + 1).map((p) => p.text).join(''))
    expect(rebuilt).toEqual(paragraphs)
    expect(pages).toBe(4)
  })

  it('splits a paragraph longer than the budget after the last space in the final fifth', async () => {
    const first = await evidence(t, id, { maxCharacters: 1000 })
    // Paragraphs 1 and 2 fit; paragraph 3 (2923 characters) fills the rest of the page.
    expect(first.paragraphs.map((p) => p.paragraph)).toEqual([1, 2, 3])
    const split = first.paragraphs[2]!
    expect(split.text.endsWith(' ')).toBe(true)
    const used = first.paragraphs.reduce((n, p) => n + p.text.length, 0)
    expect(used).toBeGreaterThan(800)
    const second = await evidence(t, id, { maxCharacters: 1000, textCursor: first.pagination.cursor! })
    expect(second.paragraphs[0]!.paragraph).toBe(3)
    expect(second.paragraphs[0]!.startOffset).toBe(split.endOffset)
  })

  it('selects evidence pages with textCursor alone, at the default budget of 24000', async () => {
    const first = await evidence(t, id, { maxCharacters: 1000 })
    const rest = await evidence(t, id, { textCursor: first.pagination.cursor! })
    expect(rest.pagination).toEqual({ hasMore: false, cursor: null })
    expect(rest.paragraphs.map((p) => p.paragraph)).toEqual([3, 4, 5])
  })

  it('rejects budgets outside 1000..48000 and cursors that are forged or from another revision', async () => {
    for (const maxCharacters of [999, 48001]) {
      expect((await t.send('getContractText', { params: { id }, query: { maxCharacters } })).status).toBe(400)
    }
    const forged = refusal(await t.send('getContractText', { params: { id }, query: { textCursor: 'abc' } }))
    expect(forged.body.message).toBe("Query parameter 'textCursor' is not valid: pass back the cursor of the previous page unchanged")
    const other = await importOne('other.docx', await docxOf(['One.', 'Two.']))
    const otherCursor = Buffer.from(JSON.stringify({ r: 'ffffffffffffffff', p: 1, o: 0 })).toString('base64url')
    const stale = refusal(await t.send('getContractText', { params: { id: other }, query: { textCursor: otherCursor } }))
    expect(stale.status).toBe(400)
    expect(stale.body.message).toMatch(/earlier revision/)
    expect((await t.send('getContractText', { params: { id }, query: { textCursor: 'x'.repeat(1001) } })).status).toBe(400)
  })

  it('answers a contract without a document with an empty text that says why', async () => {
    expect(await t.call('getContractText', { params: { id: c.c1 } })).toEqual({ contractId: c.c1, name: 'Mutual NDA with Acme', text: [] })
    const page = await evidence(t, c.c1, { maxCharacters: 1000 })
    expect(page.paragraphs).toEqual([])
    expect(page.coverage).toEqual({ totalParagraphs: 0, extraction: 'none', complete: false, warning: 'No document is stored for this contract' })
  })

  it('has the whole text only under /v1', async () => {
    expect((await wholeText(t.v1, id)).text).toEqual(paragraphs)
    expect((await t.v1.send('getContractText', { params: { id }, query: { maxCharacters: 1000 } })).status).toBe(400)
  })

  it('follows the access rules: 400 malformed, 404 unknown, 403 unreadable', async () => {
    expect((await t.send('getContractText', { params: { id: '123' } })).status).toBe(400)
    expect((await t.send('getContractText', { params: { id: 'e'.repeat(24) } })).status).toBe(404)
    expect((await t.as(t.keyFor(users.lite.email)).send('getContractText', { params: { id } })).status).toBe(403)
  })
})

describe('GET /v2/contracts/{id}/download', () => {
  it('answers 404 for a contract without a file, 400 for a malformed id, 403 when not readable', async () => {
    expect(await t.send('downloadContract', { params: { id: c.c1 } })).toMatchObject({ status: 404, body: { error: 'Not Found', message: `Contract ${c.c1} has no stored file` } })
    expect(await t.send('downloadContract', { params: { id: 'xyz' } })).toMatchObject({ status: 400, body: { error: 'Bad Request' } })
    expect((await t.as(t.keyFor(users.member.email)).send('downloadContract', { params: { id: c.c4 } })).status).toBe(403)
  })
})

describe('POST /v2/contracts/search', () => {
  let many: string
  let once: string
  let none: string
  beforeAll(async () => {
    many = await importOne('many.docx', await docxOf(['Termination for convenience.', 'Either party may terminate on notice.', 'Terminated obligations survive.', 'Unrelated boilerplate.']))
    once = await importOne('once.docx', await docxOf(['Unrelated opening.', 'The customer may terminate the agreement.']))
    none = await importOne('none.docx', await docxOf(['Fees are payable monthly.', 'Governing law is Germany.']))
  })
  const search = (body: BodyOf<'searchContracts'>) => t.call('searchContracts', { body })

  it('ranks contracts by their best paragraph, with stemmed evidence and coverage', async () => {
    const r = await search({ query: 'termination', contractIds: [once, none, many, c.c1] })
    expect(r.searchMode).toBe('keyword')
    expect(r.hits.map((h) => h.contractId)).toEqual([many, once])
    expect(r.hits[0]!.evidence.map((e) => e.paragraph).sort()).toEqual([1, 2, 3])
    expect(r.hits[0]!).toMatchObject({ matchType: 'keyword', name: 'many', type: 'external', url: `${t.engine.url}/contracts/${many}` })
    expect(r.hits[1]!.evidence.map((e) => e.text)).toEqual(['The customer may terminate the agreement.'])
    expect(r.coverage).toEqual({
      state: 'incomplete',
      requestedContracts: 4,
      missingIndexedText: [c.c1],
      exhaustive: false,
      warning: 'Keyword search ranks matches and is not exhaustive; 1 of 4 requested contracts has no indexed text.'
    })
  })

  it('matches phrases as written, prefixes, and either side of OR', async () => {
    expect((await search({ query: '"terminate the agreement"', contractIds: [many, once] })).hits.map((h) => h.contractId)).toEqual([once])
    expect((await search({ query: 'govern*', contractIds: [many, once, none] })).hits.map((h) => h.contractId)).toEqual([none])
    expect((await search({ query: 'monthly OR survive', contractIds: [many, once, none] })).hits.map((h) => h.contractId).sort()).toEqual([many, none].sort())
  })

  it('treats search syntax in the query as plain words', async () => {
    expect((await t.send('searchContracts', { body: { query: 'terminate) NEAR( "unbalanced', contractIds: [many] } })).status).toBe(200)
  })

  it('pages hits with limit and cursor', async () => {
    const first = await search({ query: 'terminate', contractIds: [many, once, none], limit: 1 })
    expect(first.hits.map((h) => h.contractId)).toEqual([many])
    expect(first.pagination.hasMore).toBe(true)
    const second = await search({ query: 'terminate', contractIds: [many, once, none], limit: 1, cursor: first.pagination.cursor! })
    expect(second.hits.map((h) => h.contractId)).toEqual([once])
    expect(second.pagination).toEqual({ hasMore: false, cursor: null })
    const replayed = await t.send('searchContracts', { body: { query: 'fees', contractIds: [many, once, none], limit: 1, cursor: first.pagination.cursor! } })
    expect(replayed.status).toBe(400)
  })

  it('reports coverage unavailable when no requested contract has text', async () => {
    const r = await search({ query: 'anything', contractIds: [c.c1, c.c2] })
    expect(r.hits).toEqual([])
    expect(r.coverage.state).toBe('unavailable')
    expect(r.coverage.missingIndexedText).toEqual([c.c1, c.c2])
  })

  it('validates the body against the limits', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i.toString(16).padStart(24, '0'))
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ query: '', contractIds: [many] }, "Body field 'query' must not be empty"],
      [{ query: 'x'.repeat(201), contractIds: [many] }, "Body field 'query' must be at most 200 characters"],
      [{ query: 'x', contractIds: [] }, "Body field 'contractIds' must have at least 1 item"],
      [{ query: 'x', contractIds: ids }, "Body field 'contractIds' must have at most 50 items"],
      [{ query: 'x', contractIds: ['nope'] }, "Body field 'contractIds.0' must be a 24-character hexadecimal id"],
      [{ query: 'x', contractIds: [many], limit: 21 }, "Body field 'limit' must be at most 20"],
      [{ query: '!!!', contractIds: [many] }, "Body field 'query' must contain a word to search for"]
    ]
    for (const [body, message] of cases) expect(await t.sendInvalid('searchContracts', { body }), JSON.stringify(body)).toEqual({ status: 400, body: { error: 'Bad Request', message } })
  })

  it('refuses contracts the key owner may not read', async () => {
    expect((await t.send('searchContracts', { body: { query: 'x', contractIds: [c.c4] } })).status).toBe(200)
    expect((await t.as(t.keyFor(users.member.email)).send('searchContracts', { body: { query: 'x', contractIds: [c.c4] } })).status).toBe(403)
  })
})

describe('contract detail after import', () => {
  it('shows the imported contract owned by the importer', async () => {
    const id = await importOne('owned.docx', await docxOf(['Text.']))
    expect(await t.call('getContract', { params: { id } })).toMatchObject({ id, type: 'external', name: 'owned', status: { label: 'Draft' }, properties: {}, parties: [] })
  })
})
