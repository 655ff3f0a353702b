import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import { startTestEngine, refusal, type TestEngine } from '../helpers/engine'
import { contractDocx } from '../helpers/documents'
import { contracts, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { KEY_TERM_PARAGRAPHS } from '../helpers/operation-inputs'
import { corpusAvailable, corpusSkipReason, readCorpusFile } from '../fixtures/documents/corpus'

/*
 * Key terms in the engine, in-process on real SQLite: read in the worker pool as a contract is
 * imported and stored with its text revision, shown with what applying them would change, and
 * applied through the property write (validation, audit, outbox, renewal schedule); refused when
 * the text changed since they were read, when a term cannot be written, and for users who may not
 * edit. The mapping to the catalogue's properties, and the proposed renewals of terms not applied.
 */

// A fixed day, so that the schedules these tests read are the same on every run.
const TODAY = Date.UTC(2026, 0, 15)

let t: TestEngine

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), now: () => TODAY })
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

const storedRows = (contractId: string) =>
  t.engine.db
    .prepare('SELECT d.revision, k.reader FROM contract_key_terms k JOIN contract_documents d ON d.id = k.document_id WHERE d.contract_id = ? ORDER BY d.version')
    .all(contractId) as Array<{ revision: string; reader: number }>

const lastAudit = (contractId: string) => {
  const row = t.engine.db.prepare('SELECT action, details FROM audit_events WHERE contract_id = ? ORDER BY id DESC LIMIT 1').get(contractId) as { action: string; details: string }
  return { action: row.action, details: JSON.parse(row.details) as unknown }
}

describe('a services agreement imported as a .docx', () => {
  let id: string

  beforeAll(async () => {
    id = await importContract('services agreement.docx', await contractDocx(KEY_TERM_PARAGRAPHS))
  })

  it('has its key terms read at import and stored with the revision they came from', async () => {
    const answer = await t.call('getContractKeyTerms', { params: { id } })
    const versions = await t.call('listContractVersions', { params: { id } })
    expect(answer.contractId).toBe(id)
    expect(answer.revision).toBe(versions.versions[0]?.revision)
    expect(storedRows(id)).toEqual([{ revision: answer.revision, reader: 1 }])
    const { terms } = answer
    expect(terms.noticePeriod?.value).toEqual({ days: 60 })
    expect(terms.renewalTerm?.value).toEqual({ months: 12, automatic: true })
    expect(terms.governingLaw?.value).toEqual({ jurisdiction: 'New York', country: 'United States' })
    expect(terms.agreementDate?.value).toBe('2024-03-01')
    // Every value names its paragraph and the very characters it was read from.
    for (const read of [terms.noticePeriod, terms.renewalTerm, terms.governingLaw, terms.agreementDate]) {
      if (!read) throw new Error('a term was not read')
      expect(KEY_TERM_PARAGRAPHS[read.evidence.paragraphIndex]?.slice(read.evidence.start, read.evidence.end)).toBe(read.evidence.text)
      expect(read.applied).toBe(false)
    }
  })

  it('shows, term by term, the property change applying it would make, and why a term cannot be applied', async () => {
    const { changes } = await t.call('getContractKeyTerms', { params: { id } })
    const of = (term: string) => changes.find((c) => c.term === term)
    expect(changes.map((c) => c.term)).toEqual(['parties', 'agreementDate', 'effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod', 'governingLaw'])
    // The contract renews by itself and does not say what its notice is for: notice of non-renewal.
    expect(of('noticePeriod')).toEqual({
      term: 'noticePeriod',
      changes: [
        { key: 'notice_period_days', label: 'Notice period', from: null, to: '60' },
        { key: 'notice_type', label: 'Notice type', from: null, to: 'non_renewal' }
      ],
      problem: null
    })
    expect(of('renewalTerm')).toEqual({
      term: 'renewalTerm',
      changes: [
        { key: 'renewal_term_months', label: 'Renewal term', from: null, to: '12' },
        { key: 'auto_renewal', label: 'Automatic renewal', from: null, to: 'Yes' }
      ],
      problem: null
    })
    expect(of('governingLaw')).toEqual({ term: 'governingLaw', changes: [{ key: 'governing_law', label: 'Governing law', from: null, to: 'New York' }], problem: null })
    expect(of('agreementDate')).toEqual({ term: 'agreementDate', changes: [{ key: 'signed_on', label: 'Signed on', from: null, to: '2024-03-01' }], problem: null })
    // The fixture's catalogue has no property for the parties: the term is shown, with the reason.
    expect(of('parties')?.problem).toMatch(/^Key term 'parties' \(parties\) is mapped to no property/)
  })

  it('applies terms through the property write: the values, the renewal schedule, an audit event and an outbox entry', async () => {
    const { revision } = await t.call('getContractKeyTerms', { params: { id } })
    const answer = await t.call('applyContractKeyTerms', { params: { id }, body: { terms: ['governingLaw', 'noticePeriod', 'renewalTerm'], revision } })
    expect(answer).toEqual({
      id,
      updated: { governing_law: 'New York', notice_period_days: 60, notice_type: 'non_renewal', renewal_term_months: 12, auto_renewal: true },
      expirationDate: null,
      renewalAnchorDate: null,
      renewalState: 'unknown'
    })
    const detail = await t.call('getContract', { params: { id } })
    expect(detail.properties?.governing_law?.value).toBe('New York')
    expect(lastAudit(id)).toEqual({
      action: 'contract.properties.updated',
      details: {
        source: 'key-terms',
        terms: ['governingLaw', 'noticePeriod', 'renewalTerm'],
        revision,
        changes: {
          governing_law: { from: null, to: 'New York' },
          notice_period_days: { from: null, to: 60 },
          notice_type: { from: null, to: 'non_renewal' },
          renewal_term_months: { from: null, to: 12 },
          auto_renewal: { from: null, to: true }
        }
      }
    })
    // An imported contract is local: the change is recorded for sync as any property write is.
    const entries = (await t.call('listOutbox', { query: { contractId: id } })).entries
    expect(entries.map((e) => [e.operation, e.payload])).toEqual([
      ['contract.properties', { properties: { governing_law: 'New York', notice_period_days: 60, notice_type: 'non_renewal', renewal_term_months: 12, auto_renewal: true } }]
    ])
    const again = await t.call('getContractKeyTerms', { params: { id } })
    expect([again.terms.governingLaw?.applied, again.terms.noticePeriod?.applied, again.terms.renewalTerm?.applied, again.terms.agreementDate?.applied]).toEqual([true, true, true, false])
    expect(again.changes.find((c) => c.term === 'noticePeriod')?.changes).toEqual([{ key: 'notice_period_days', label: 'Notice period', from: '60', to: '60' }])
  })

  it('refuses a term that is mapped to no property, naming it, and applies nothing', async () => {
    const { revision } = await t.call('getContractKeyTerms', { params: { id } })
    const before = t.engine.db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get()
    const r = refusal(await t.send('applyContractKeyTerms', { params: { id }, body: { terms: ['agreementDate', 'parties'], revision } }))
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/^Key term 'parties' \(parties\) is mapped to no property: choose one in the key-term settings .*Nothing was applied\.$/)
    expect(t.engine.db.prepare('SELECT COUNT(*) FROM audit_events').pluck().get()).toBe(before)
    expect((await t.call('getContract', { params: { id } })).properties?.signed_on).toBeUndefined()
  })

  it('refuses users who may not edit the contract, and keys without the write scope', async () => {
    const { revision } = await t.call('getContractKeyTerms', { params: { id } })
    const body = { terms: ['noticePeriod' as const], revision }
    const lite = refusal(await t.as(t.keyFor(users.lite.email)).send('applyContractKeyTerms', { params: { id }, body }))
    expect(lite.status).toBe(403)
    const stranger = refusal(await t.as(t.keyFor(users.member.email, { scopes: ['contracts:write'] })).send('applyContractKeyTerms', { params: { id }, body }))
    expect(stranger).toEqual({ status: 403, body: { error: 'Forbidden', message: `The API key's owner may not access contract ${id}` } })
    const readOnly = refusal(await t.as(t.keyFor(users.admin.email)).send('applyContractKeyTerms', { params: { id }, body }))
    expect(readOnly.status).toBe(403)
    expect(readOnly.body.message).toMatch(/contracts:write/)
  })

  it('refuses, with a 409, terms read from a text that a new version has since replaced', async () => {
    const { revision: first } = await t.call('getContractKeyTerms', { params: { id } })
    const draft = KEY_TERM_PARAGRAPHS.map((text) => text.replace('sixty (60) days', 'ninety (90) days'))
    const added = await t.call('addContractVersion', { params: { id }, form: fileForm('file', 'their draft.docx', await contractDocx(draft)) })
    const stale = refusal(await t.send('applyContractKeyTerms', { params: { id }, body: { terms: ['noticePeriod'], revision: first } }))
    expect(stale).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: `The text of contract ${id} is now revision ${added.revision}, not ${first}: a new version arrived since its key terms were read. Read them again (GET /local/contracts/${id}/key-terms) and apply what still holds.`
      }
    })
    // The new version's terms were read as it arrived.
    const now = await t.call('getContractKeyTerms', { params: { id } })
    expect(now.revision).toBe(added.revision)
    expect(now.terms.noticePeriod?.value).toEqual({ days: 90 })
    expect(now.changes.find((c) => c.term === 'noticePeriod')?.changes).toEqual([{ key: 'notice_period_days', label: 'Notice period', from: '60', to: '90' }])
    expect(storedRows(id)).toEqual([
      { revision: first, reader: 1 },
      { revision: added.revision, reader: 1 }
    ])
    const applied = await t.call('applyContractKeyTerms', { params: { id }, body: { terms: ['noticePeriod'], revision: now.revision } })
    expect(applied.updated).toEqual({ notice_period_days: 90 })
  })
})

describe('key terms of a text sent (the Word pane, a script)', () => {
  it('reads them as a stored contract’s are, and stores nothing', async () => {
    const rows = t.engine.db.prepare('SELECT COUNT(*) FROM contract_key_terms').pluck().get()
    const { terms } = await t.call('readKeyTerms', { body: { paragraphs: KEY_TERM_PARAGRAPHS } })
    expect(terms.noticePeriod?.value).toEqual({ days: 60 })
    expect(terms.governingLaw?.value).toEqual({ jurisdiction: 'New York', country: 'United States' })
    expect(terms.governingLaw?.applied).toBe(false)
    expect(t.engine.db.prepare('SELECT COUNT(*) FROM contract_key_terms').pluck().get()).toBe(rows)
  })

  it('finds nothing in an empty text and refuses more than 5000 paragraphs', async () => {
    expect((await t.call('readKeyTerms', { body: { paragraphs: [] } })).terms).toEqual({
      parties: [],
      agreementDate: null,
      effectiveDate: null,
      expirationDate: null,
      renewalTerm: null,
      noticePeriod: null,
      governingLaw: null
    })
    const tooMany = await t.sendInvalid('readKeyTerms', { body: { paragraphs: Array.from({ length: 5001 }, () => 'x') } })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toMatch(/paragraphs/)
  })

  it('answers a 404 for a contract without text', async () => {
    expect(refusal(await t.send('getContractKeyTerms', { params: { id: contracts.c1 } }))).toEqual({
      status: 404,
      body: { error: 'Not Found', message: `Contract ${contracts.c1} has no text to read key terms from` }
    })
  })
})

describe('the properties key terms are written to', () => {
  it('defaults by key and type on the catalogue, and shows a term without a property', async () => {
    const { mappings } = await t.call('getKeyTermProperties')
    expect(mappings.map((m) => [m.term, m.property?.key ?? null, m.chosen])).toEqual([
      ['parties', null, false],
      ['agreementDate', 'signed_on', false],
      ['effectiveDate', 'effective_date', false],
      ['expirationDate', 'end_date', false],
      ['renewalTerm', 'renewal_term_months', false],
      ['noticePeriod', 'notice_period_days', false],
      ['governingLaw', 'governing_law', false]
    ])
    expect(mappings.find((m) => m.term === 'governingLaw')?.accepts).toEqual(['string', 'list'])
    // While a term follows Folio's default, its default is the property it is written to.
    expect(mappings.every((m) => JSON.stringify(m.default) === JSON.stringify(m.property))).toBe(true)
  })

  it('refuses a property that does not exist, or whose type does not fit the term, naming each, and changes nothing', async () => {
    const r = refusal(await t.send('putKeyTermProperties', { body: { properties: { noticePeriod: 'governing_law', effectiveDate: 'no_such_key', parties: 'internal_note' } } }))
    expect(r).toEqual({
      status: 400,
      body: {
        error: 'Bad Request',
        message:
          "properties.effectiveDate: no property 'no_such_key' in the catalogue (see GET /v2/properties); properties.noticePeriod: 'governing_law' is a list property; the notice period needs a number property"
      }
    })
    expect((await t.call('getKeyTermProperties')).mappings.find((m) => m.term === 'parties')?.property).toBeNull()
  })

  it('keeps a choice, maps a term to nothing on request, and is changed only by the window or an admin', async () => {
    const member = refusal(await t.as(t.keyFor(users.member.email, { scopes: ['contracts:write'] })).send('putKeyTermProperties', { body: { properties: { parties: 'internal_note' } } }))
    expect(member.status).toBe(403)
    const { mappings } = await t.call('putKeyTermProperties', { body: { properties: { parties: 'internal_note', agreementDate: null } } })
    expect(mappings.slice(0, 3).map((m) => [m.term, m.property, m.chosen])).toEqual([
      ['parties', { key: 'internal_note', label: 'Internal note', type: 'string' }, true],
      ['agreementDate', null, true],
      ['effectiveDate', { key: 'effective_date', label: 'Effective date', type: 'date' }, false]
    ])
    // Put back what the other tests expect.
    await t.call('putKeyTermProperties', { body: { properties: { parties: null } } })
    t.engine.db.prepare("DELETE FROM settings WHERE key = 'key_term_properties'").run()
  })

  it("says what Folio's default would be once a term has a choice, and puts a term back on it on request", async () => {
    const chosen = await t.call('putKeyTermProperties', { body: { properties: { noticePeriod: 'contract_value', agreementDate: null } } })
    expect(chosen.mappings.filter((m) => m.chosen).map((m) => [m.term, m.property?.key ?? null, m.default])).toEqual([
      ['agreementDate', null, { key: 'signed_on', label: 'Signed on', type: 'date' }],
      ['noticePeriod', 'contract_value', { key: 'notice_period_days', label: 'Notice period', type: 'number' }]
    ])
    // Alone in the body (no properties), a term named twice counts once; the other choice stays.
    const restored = await t.call('putKeyTermProperties', { body: { followDefault: ['noticePeriod', 'noticePeriod'] } })
    expect(restored.mappings.filter((m) => m.term === 'noticePeriod' || m.term === 'agreementDate').map((m) => [m.term, m.property?.key ?? null, m.chosen])).toEqual([
      ['agreementDate', null, true],
      ['noticePeriod', 'notice_period_days', false]
    ])
    // The default it follows again moves with the catalogue, as for a term never chosen.
    t.engine.db.prepare("UPDATE property_definitions SET manual_only = 1 WHERE key = 'notice_period_days'").run()
    try {
      const moved = (await t.call('getKeyTermProperties')).mappings.find((m) => m.term === 'noticePeriod')
      expect([moved?.property, moved?.default, moved?.chosen]).toEqual([null, null, false])
    } finally {
      t.engine.db.prepare("UPDATE property_definitions SET manual_only = 0 WHERE key = 'notice_period_days'").run()
    }
    await t.call('putKeyTermProperties', { body: { properties: {}, followDefault: ['agreementDate'] } })
    expect(t.engine.db.prepare("SELECT value FROM settings WHERE key = 'key_term_properties'").get()).toEqual({ value: '{}' })
  })

  it('refuses a term both mapped and put back on the default, naming it, and changes nothing', async () => {
    await t.call('putKeyTermProperties', { body: { properties: { noticePeriod: 'contract_value' } } })
    const r = refusal(await t.send('putKeyTermProperties', { body: { properties: { noticePeriod: null, governingLaw: 'internal_note' }, followDefault: ['noticePeriod', 'parties'] } }))
    expect(r).toEqual({
      status: 400,
      body: { error: 'Bad Request', message: "properties.noticePeriod: the notice period is also in followDefault; a term either follows Folio's default or is mapped here, not both" }
    })
    const after = (await t.call('getKeyTermProperties')).mappings
    expect(after.filter((m) => m.chosen).map((m) => [m.term, m.property?.key ?? null])).toEqual([['noticePeriod', 'contract_value']])
    const unknown = await t.sendInvalid('putKeyTermProperties', { body: { followDefault: ['noticeDays'] } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe(`Body field 'followDefault.0' must be one of: "parties", "agreementDate", "effectiveDate", "expirationDate", "renewalTerm", "noticePeriod", "governingLaw"`)
    t.engine.db.prepare("DELETE FROM settings WHERE key = 'key_term_properties'").run()
  })
})

if (!corpusAvailable) describe('key terms of a filed PDF', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('key terms of a filed PDF (development set kt-085: a promotion agreement)', () => {
  let id: string

  beforeAll(async () => {
    id = await importContract('kt-085.pdf', readCorpusFile('keyterms', 'pdf', 'kt-085.pdf'))
  })

  it('reads the dates, the renewal, the notice and the law the annotators found', async () => {
    const { terms } = await t.call('getContractKeyTerms', { params: { id } })
    // The annotators' answers: effective 5/31/19, expires 5/31/24, successive 3 years, 90 days, New York.
    expect(terms.effectiveDate?.value).toBe('2019-05-31')
    expect(terms.expirationDate?.value).toBe('2024-05-31')
    expect(terms.renewalTerm?.value).toEqual({ months: 36, automatic: true })
    expect(terms.noticePeriod?.value).toEqual({ days: 90 })
    expect(terms.governingLaw?.value).toEqual({ jurisdiction: 'New York', country: 'United States' })
  })

  it('puts the deadlines of terms read but not applied on the proposed renewals, and takes them off once applied', async () => {
    const { proposed } = await t.call('listProposedRenewals')
    const mine = proposed.find((p) => p.contract.id === id)
    // Renewed for three years on 2024-05-31: the term in force on 2026-01-15 ends on 2027-05-31, notice 90 days before.
    expect(mine).toEqual({
      contract: { id, name: 'kt-085', reference: expect.stringMatching(/^IMP-\d{5}$/) as unknown as string },
      revision: (await t.call('getContractKeyTerms', { params: { id } })).revision,
      terms: ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'],
      expirationDate: '2027-05-31',
      renewalAnchorDate: '2027-03-02',
      noticePeriodDays: 90,
      autorenew: true
    })
    const { revision } = await t.call('getContractKeyTerms', { params: { id } })
    const applied = await t.call('applyContractKeyTerms', { params: { id }, body: { terms: ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'], revision } })
    expect(applied.renewalAnchorDate).toBe('2027-03-02T00:00:00.000Z')
    expect(applied.renewalState).toBe('renewed')
    expect((await t.call('listProposedRenewals')).proposed.find((p) => p.contract.id === id)).toBeUndefined()
  })
})
