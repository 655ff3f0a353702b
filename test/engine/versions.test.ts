import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import type { BodyOf, ResponseOf } from '../../shared/api/operations'
import { compareParagraphs, numberParagraphs } from '../../electron/engine/documents/compare'
import { startTestEngine, refusal, type TestEngine } from '../helpers/engine'
import { contractDocx } from '../helpers/documents'
import { contracts, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { corpusAvailable, corpusSkipReason } from '../fixtures/documents/corpus'
import { BOARD_OBSERVER, cooperationAgreementDrafts } from '../fixtures/compare/drafts'
import { readTrackedChanges } from '../fixtures/compare/tracked-changes'
import { greyPng } from '../fixtures/documents/pdf-fixtures'

/*
 * Versions of a contract and comparing them, in-process through the typed client, on a real
 * contract (CUAD's cooperation agreement) and the counterparty's draft of it made in code: a
 * clause struck out, a section inserted and the later ones renumbered, words changed, clauses
 * moved (test/fixtures/compare/drafts.ts).
 */

let t: TestEngine

beforeAll(async () => {
  // The redline is also fetched over the socket, as the window downloads it.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true })
})
afterAll(() => t.close())

function fileForm(field: string, name: string, bytes: Uint8Array): FormData {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(bytes)]), name)
  return form
}

async function importContract(name: string, bytes: Uint8Array): Promise<string> {
  const answer = await t.call('importContracts', { form: fileForm('files', name, bytes) })
  const imported = answer.imported[0]
  if (!imported) throw new Error(`the import of ${name} failed: ${JSON.stringify(answer.failed)}`)
  return imported.id
}

const addVersion = (id: string, name: string, bytes: Uint8Array, key?: string) =>
  (key === undefined ? t : t.as(key)).send('addContractVersion', { params: { id }, form: fileForm('file', name, bytes) })

/** Words of a text as search sees them (letters and digits), lower-cased. */
const wordsOf = (texts: readonly string[]) => new Set(texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))

if (!corpusAvailable) describe('versions of a real contract', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('versions of a real contract (CUAD cooperation agreement)', () => {
  const drafts = cooperationAgreementDrafts()
  let id: string
  let oldDocx: Uint8Array
  let newDocx: Uint8Array
  let me: ResponseOf<'getMe'>
  let firstRevision: string

  beforeAll(async () => {
    me = await t.call('getMe')
    oldDocx = await contractDocx(drafts.old)
    newDocx = await contractDocx(drafts.new)
    id = await importContract('Cooperation Agreement.docx', oldDocx)
  })

  it('lists the imported file as version 1, current, with who imported it', async () => {
    const listed = await t.call('listContractVersions', { params: { id } })
    const first = listed.versions[0]
    if (!first) throw new Error('no version 1')
    firstRevision = first.revision
    expect(listed).toEqual({
      contractId: id,
      versions: [
        {
          version: 1,
          current: true,
          fileName: 'Cooperation Agreement.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: oldDocx.byteLength,
          source: 'import',
          createdBy: { id: me.user.id, name: me.user.name, email: me.user.email },
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          paragraphCount: 74,
          revision: expect.stringMatching(/^[0-9a-f]{16}$/),
          coverage: { totalParagraphs: 74, extraction: 'docx', complete: true, warning: null }
        }
      ]
    })
  })

  it('adds the counterparty’s draft as version 2: the contract’s text, file, revision and updatedAt follow it', async () => {
    const before = await t.call('getContract', { params: { id } })
    const firstPage = await t.call('getContractText', { params: { id }, query: { maxCharacters: 1000 } })
    const added = await addVersion(id, 'Cooperation Agreement (their draft).docx', newDocx)
    expect(added.status).toBe(201)
    if (!added.ok) throw new Error(added.body.message)
    expect(added.body).toMatchObject({ version: 2, current: true, fileName: 'Cooperation Agreement (their draft).docx', source: 'import', paragraphCount: 74, size: newDocx.byteLength })
    expect(added.body.revision).not.toBe(firstRevision)

    expect(await t.call('getContractText', { params: { id } })).toEqual({ contractId: id, name: 'Cooperation Agreement', text: drafts.new })
    const evidence = await t.call('getContractText', { params: { id }, query: { maxCharacters: 1000 } })
    expect('revision' in evidence && evidence.revision).toBe(added.body.revision)
    expect('paragraphs' in evidence && evidence.paragraphs[0]?.reference).toBe(`${id}@${added.body.revision}#1`)
    // A cursor into the earlier version no longer leads anywhere.
    const staleCursor = 'pagination' in firstPage ? firstPage.pagination.cursor : null
    if (staleCursor === null) throw new Error('the first page should have a cursor')
    const stale = refusal(await t.send('getContractText', { params: { id }, query: { textCursor: staleCursor } }))
    expect(stale).toEqual({ status: 400, body: { error: 'Bad Request', message: "Query parameter 'textCursor' belongs to an earlier revision of this contract's document: start again without it" } })

    const file = await t.download('downloadContract', { params: { id } })
    expect(Buffer.from(file.bytes).equals(Buffer.from(newDocx))).toBe(true)
    expect(file.fileName).toBe('Cooperation Agreement (their draft).docx')
    const after = await t.call('getContract', { params: { id } })
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt))

    const listed = await t.call('listContractVersions', { params: { id } })
    expect(listed.versions.map((v) => [v.version, v.current, v.fileName, v.revision])).toEqual([
      [1, false, 'Cooperation Agreement.docx', firstRevision],
      [2, true, 'Cooperation Agreement (their draft).docx', added.body.revision]
    ])
  })

  it('keeps every version’s text and file readable', async () => {
    expect(await t.call('getContractVersionText', { params: { id, version: 1 } })).toEqual({ contractId: id, name: 'Cooperation Agreement', version: 1, revision: firstRevision, text: drafts.old })
    expect((await t.call('getContractVersionText', { params: { id, version: 2 } })).text).toEqual(drafts.new)
    const first = await t.download('downloadContractVersion', { params: { id, version: 1 } })
    expect(Buffer.from(first.bytes).equals(Buffer.from(oldDocx))).toBe(true)
    expect(first.fileName).toBe('Cooperation Agreement.docx')
    expect(refusal(await t.send('getContractVersionText', { params: { id, version: 3 } }))).toEqual({ status: 404, body: { error: 'Not Found', message: `Contract ${id} has no version 3` } })
    expect(refusal(await t.send('downloadContractVersion', { params: { id, version: 9 } })).status).toBe(404)
  })

  it('searches only the latest version’s words', async () => {
    // Words of version 1 whose stem (as search stems them) is nowhere in version 2.
    const newer = drafts.new.join(' ').toLowerCase()
    const gone = [...wordsOf(drafts.old)].filter((w) => w.length > 5 && !newer.includes(w.slice(0, 5))).sort()
    expect(gone.length).toBeGreaterThan(0)
    for (const word of gone) {
      const r = await t.call('searchContracts', { body: { query: word, contractIds: [id] } })
      expect(r.hits, `"${word}" is only in version 1`).toEqual([])
    }
    const found = await t.call('searchContracts', { body: { query: '"Board Observer"', contractIds: [id] } })
    const revision = (await t.call('listContractVersions', { params: { id } })).versions[1]?.revision
    const observer = drafts.new.indexOf(BOARD_OBSERVER) + 1
    expect(found.hits.map((h) => [h.revision, h.evidence.map((e) => [e.paragraph, e.reference])])).toEqual([[revision, [[observer, `${id}@${revision}#${observer}`]]]])
  })

  it('compares two versions: the exact alignment of the edits, with both texts for the window', async () => {
    const answer = await t.call('compareTexts', { body: { old: { contractId: id, version: 1 }, new: { contractId: id } } })
    const expected = compareParagraphs(numberParagraphs(drafts.old), numberParagraphs(drafts.new))
    const revisions = (await t.call('listContractVersions', { params: { id } })).versions.map((v) => v.revision)
    expect(answer.old).toEqual({ contractId: id, version: 1, revision: revisions[0], name: 'Cooperation Agreement', paragraphs: 74, text: drafts.old })
    expect(answer.new).toEqual({ contractId: id, version: 2, revision: revisions[1], name: 'Cooperation Agreement', paragraphs: 74, text: drafts.new })
    expect(answer.summary).toMatchObject({ oldParagraphs: 74, newParagraphs: 74, equal: 55, renumbered: 14, changed: 2, moved: 2, inserted: 1, deleted: 1 })
    expect(answer.approximate).toBe(false)
    expect(answer.entries).toEqual(expected.entries)
    // The edits, by paragraph number on each side.
    const changes = answer.entries.filter((e) => e.kind !== 'equal' && e.kind !== 'renumbered').map((e) => [e.kind, e.oldNumber, e.newNumber, e.place ?? null])
    expect(changes).toEqual([
      ['moved', 10, 12, 'old'],
      ['moved', 10, 12, 'new'],
      ['deleted', 14, null, null],
      ['moved', 34, 55, 'old'],
      ['inserted', null, 33, null],
      ['changed', 38, 37, null],
      ['changed', 45, 44, null],
      ['moved', 34, 55, 'new']
    ])
    expect(answer.lens).toBeUndefined()
  })

  it('leaves the texts out when asked, and compares a stored contract with pasted paragraphs', async () => {
    const lean = await t.call('compareTexts', { body: { old: { contractId: id, version: 1 }, new: { contractId: id, version: 2 }, text: false } })
    expect(lean.old.text).toBeUndefined()
    expect(lean.new.text).toBeUndefined()
    const pasted = await t.call('compareTexts', { body: { old: { paragraphs: drafts.new.slice(0, 3), name: 'Our template' }, new: { contractId: id } } })
    expect(pasted.old).toEqual({ contractId: null, version: null, revision: null, name: 'Our template', paragraphs: 3, text: drafts.new.slice(0, 3) })
    expect(pasted.summary).toMatchObject({ equal: 3, inserted: 71, deleted: 0, changed: 0 })
  })

  it('exports the redline over HTTP: a .docx by Folio whose accept-all is version 2 and reject-all version 1', async () => {
    const response = await fetch(`${t.url}/local/compare/redline`, {
      method: 'POST',
      headers: { 'x-api-key': t.engine.sessionKey, 'content-type': 'application/json' },
      body: JSON.stringify({ old: { contractId: id, version: 1 }, new: { contractId: id, version: 2 } })
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Cooperation Agreement v2 redline.docx"')
    const tracked = readTrackedChanges(new Uint8Array(await response.arrayBuffer()))
    expect(tracked.accepted).toEqual(drafts.new)
    expect(tracked.rejected).toEqual(drafts.old)
    expect([...tracked.authors]).toEqual(['Folio'])
    expect(tracked.insertions).toContain(BOARD_OBSERVER)
    expect(tracked.deletions).toContain(drafts.old[13])
    // The changed clause's words, and a moved clause deleted at its old place and inserted at its new one.
    expect(tracked.deletions).toContain('good faith')
    expect(tracked.insertions).toContain('all material respects')
    expect(tracked.deletions.filter((text) => text === drafts.old[33])).toHaveLength(1)
    expect(tracked.insertions.filter((text) => text === drafts.old[33])).toHaveLength(1)
  })
})

describe('comparing through a playbook', () => {
  let playbookId: string
  beforeAll(async () => {
    const { readFileSync } = await import('node:fs')
    const body: BodyOf<'importPlaybook'> = JSON.parse(readFileSync(new URL('../fixtures/playbooks/cuad-review.json', import.meta.url), 'utf8'))
    playbookId = (await t.call('importPlaybook', { body })).id
  })

  it('says which positions each change touches and which newly match or no longer match', async () => {
    const old = [
      '1. Term. This Agreement begins on the Effective Date.',
      '2. Governing law. This Agreement is governed by the laws of New York.',
      '3. Insurance. The Supplier shall maintain general liability insurance.',
      '4. Notices. Notices are given in writing.'
    ]
    const neu = [
      '1. Term. This Agreement begins on the Effective Date.',
      '2. Governing law. This Agreement is governed by the laws of Delaware.',
      '3. Notices. Notices are given in writing.',
      '4. Non-solicitation. The Supplier shall not solicit the Customer’s customers.'
    ]
    const answer = await t.call('compareTexts', { body: { old: { paragraphs: old }, new: { paragraphs: neu }, playbookId } })
    expect(answer.entries).toEqual([
      { kind: 'equal', oldNumber: 1, newNumber: 1 },
      {
        kind: 'changed',
        oldNumber: 2,
        newNumber: 2,
        words: [
          { kind: 'equal', text: '2. Governing law. This Agreement is governed by the laws of ' },
          { kind: 'deleted', text: 'New York' },
          { kind: 'inserted', text: 'Delaware' },
          { kind: 'equal', text: '.' }
        ]
      },
      { kind: 'deleted', oldNumber: 3, newNumber: null },
      { kind: 'renumbered', oldNumber: 4, newNumber: 3, renumbering: { from: '4.', to: '3.' }, words: [{ kind: 'deleted', text: '4' }, { kind: 'inserted', text: '3' }, { kind: 'equal', text: '. Notices. Notices are given in writing.' }] },
      { kind: 'inserted', oldNumber: null, newNumber: 4 }
    ])
    const lens = answer.lens
    if (!lens) throw new Error('no lens')
    expect(lens.playbook).toEqual({ id: playbookId, name: 'Commercial contracts review (CUAD categories)', isDefault: false })
    const byName = new Map(lens.positions.map((p) => [p.name, p]))
    expect(byName.get('Governing law')).toMatchObject({ status: 'stillMatched', old: { found: true, paragraphs: [2] }, new: { found: true, paragraphs: [2] }, changes: [1] })
    expect(byName.get('Insurance')).toMatchObject({ status: 'noLongerMatched', old: { found: true, paragraphs: [3] }, new: { found: false, paragraphs: [] }, changes: [2] })
    expect(byName.get('Non-solicitation of customers')).toMatchObject({ status: 'newlyMatched', old: { found: false, paragraphs: [] }, new: { found: true, paragraphs: [4] }, changes: [4] })
    const others = lens.positions.filter((p) => !['Governing law', 'Insurance', 'Non-solicitation of customers'].includes(p.name ?? ''))
    expect(others.map((p) => [p.status, p.changes])).toEqual(others.map(() => ['neverMatched', []]))
    expect(lens.positions.map((p) => p.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1).filter((order) => lens.positions.some((p) => p.order === order)))
  })

  it('answers 404 for a playbook that is not served, before comparing', async () => {
    const r = refusal(await t.send('compareTexts', { body: { old: { paragraphs: ['a'] }, new: { paragraphs: ['b'] }, playbookId: 'f'.repeat(24) } }))
    expect(r).toEqual({ status: 404, body: { error: 'Not Found', message: `Playbook ${'f'.repeat(24)} not found (or not a production version)` } })
  })
})

describe('refusals', () => {
  let id: string
  let docx: Uint8Array
  beforeAll(async () => {
    docx = await contractDocx(['1. Scope. The Supplier supplies the Goods.', '2. Price. The Customer pays the Price.'])
    id = await importContract('Supply terms.docx', docx)
  })

  const versions = async () => (await t.call('listContractVersions', { params: { id } })).versions.map((v) => v.version)

  it('refuses a file that is not a .docx or .pdf, a corrupt one and the latest version’s own file, adding nothing', async () => {
    expect(refusal(await addVersion(id, 'photo.png', greyPng(4, 4)))).toMatchObject({ status: 415, body: { error: 'Unsupported Media Type', message: expect.stringMatching(/^photo\.png: .*not a \.docx or \.pdf/) } })
    expect(refusal(await addVersion(id, 'broken.docx', new TextEncoder().encode('PK\u0003\u0004 not really a zip')))).toMatchObject({ status: 400, body: { error: 'Bad Request' } })
    expect(refusal(await addVersion(id, 'Supply terms again.docx', docx))).toEqual({
      status: 409,
      body: { error: 'Conflict', message: `Supply terms again.docx is the file of version 1, the latest version of contract ${id}: nothing was added` }
    })
    expect(await versions()).toEqual([1])
  })

  it('wants exactly one file, in the field “file”', async () => {
    expect(refusal(await t.send('addContractVersion', { params: { id }, form: new FormData() }))).toEqual({ status: 400, body: { error: 'Bad Request', message: "Send exactly one file in the multipart field 'file' (0 were sent)" } })
    expect(refusal(await t.send('addContractVersion', { params: { id }, form: fileForm('files', 'v2.docx', docx) }))).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: "Send the file in the multipart field 'file', not 'files'" }
    })
    const two = fileForm('file', 'a.docx', docx)
    two.append('file', new Blob([new Uint8Array(docx)]), 'b.docx')
    expect(refusal(await t.send('addContractVersion', { params: { id }, form: two }))).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: 'The request has more than 1 file part: send at most 1 file in one request' }
    })
    expect(await versions()).toEqual([1])
  })

  it('needs the contracts:write scope and a user who may edit the contract', async () => {
    const next = await contractDocx(['1. Scope. The Supplier supplies the Goods and the Services.'])
    const readOnly = t.keyFor(users.admin.email)
    expect(refusal(await addVersion(id, 'v2.docx', next, readOnly)).status).toBe(403)
    const lite = t.keyFor(users.lite.email, { scopes: ['contracts:write'] })
    expect(refusal(await addVersion(id, 'v2.docx', next, lite))).toEqual({ status: 403, body: { error: 'Forbidden', message: 'Lite users only read: POST /local/contracts/{id}/versions needs a user who may edit' } })
    expect(refusal(await addVersion('0'.repeat(24), 'v2.docx', next)).status).toBe(404)
    expect(refusal(await addVersion(contracts.c7, 'v2.docx', next))).toEqual({ status: 409, body: { error: 'Conflict', message: `Contract ${contracts.c7} is deleted: a deleted contract takes no new version` } })
    expect(await versions()).toEqual([1])
    expect((await t.call('listContractVersions', { params: { id: contracts.c7 } })).versions).toEqual([])
  })

  it('names what is wrong with a side of a comparison', async () => {
    const bad = async (body: unknown) => (await t.sendInvalid('compareTexts', { body })).body.message
    expect(await bad({ old: { contractId: id, paragraphs: ['x'] }, new: { contractId: id } })).toBe("Body field 'old' takes either contractId (and version) or paragraphs (and name), not both")
    expect(await bad({ old: {}, new: { contractId: id } })).toBe("Body field 'old' needs contractId (a stored contract) or paragraphs (a text)")
    expect(await bad({ old: { paragraphs: ['x'], version: 2 }, new: { contractId: id } })).toBe("Body field 'old.version' goes with contractId, not with paragraphs")
    expect(await bad({ old: { contractId: id }, new: { contractId: id, name: 'Mine' } })).toBe("Body field 'new.name' goes with paragraphs: a stored contract is named by its record")
    expect(await bad({ old: { contractId: id, version: 0 }, new: { contractId: id } })).toMatch(/old\/version.*>= 1|version/)
    expect(await bad({ old: { contractId: id }, new: { contractId: id }, colour: 'red' })).toMatch(/colour/)
    expect((await t.sendInvalid('compareTexts', { body: { old: { contractId: id, version: 5 }, new: { contractId: id } } })).status).toBe(404)
    expect((await t.sendInvalid('compareTexts', { body: { old: { contractId: 'a'.repeat(24) }, new: { contractId: id } } })).status).toBe(404)
    expect((await t.sendInvalid('exportRedline', { body: { old: { contractId: id }, new: {} } })).status).toBe(400)
  })

  it('answers 404 for a contract without a document and 403 for one the user may not read', async () => {
    expect(refusal(await t.send('compareTexts', { body: { old: { contractId: contracts.c1 }, new: { paragraphs: ['x'] } } }))).toEqual({
      status: 404,
      body: { error: 'Not Found', message: `Contract ${contracts.c1} has no stored document to compare` }
    })
    const lite = t.keyFor(users.lite.email)
    expect(refusal(await t.as(lite).send('compareTexts', { body: { old: { contractId: id }, new: { paragraphs: ['x'] } } }))).toEqual({
      status: 403,
      body: { error: 'Forbidden', message: `The API key's owner may not access contract ${id}` }
    })
  })
})

describe('the OpenAPI document', () => {
  it('describes the versions and compare operations with every status they answer', async () => {
    const document = await t.call('getOpenApiDocument')
    const statuses = (path: string, method: string) => {
      const operation: unknown = document.paths[path]?.[method]
      const responses = typeof operation === 'object' && operation !== null && 'responses' in operation ? operation.responses : {}
      return Object.keys(typeof responses === 'object' && responses !== null ? responses : {}).sort()
    }
    const every = ['400', '403', '429', '500', '503']
    const sorted = (list: string[]) => [...list].sort()
    expect(statuses('/local/contracts/{id}/versions', 'post')).toEqual(sorted(['201', ...every, '404', '409', '413', '415']))
    expect(statuses('/local/contracts/{id}/versions', 'get')).toEqual(sorted(['200', ...every, '404']))
    expect(statuses('/local/contracts/{id}/versions/{version}/text', 'get')).toEqual(sorted(['200', ...every, '404']))
    expect(statuses('/local/contracts/{id}/versions/{version}/download', 'get')).toEqual(sorted(['200', ...every, '404']))
    expect(statuses('/local/compare', 'post')).toEqual(sorted(['200', ...every, '404', '413', '415']))
    expect(statuses('/local/compare/redline', 'post')).toEqual(sorted(['200', ...every, '404', '413', '415']))
  })
})
