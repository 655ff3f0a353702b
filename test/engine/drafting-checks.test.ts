import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FINDING_KINDS } from '../../shared/api/drafting-checks'
import { contractDocx } from '../helpers/documents'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { contracts, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { PLANTED_DRAFT } from '../helpers/planted-draft'

/*
 * The drafting checks' two routes, in-process on a real workspace: what a contract with planted
 * defects answers, exactly, and every refusal. The checker itself is tested in test/unit/drafting.
 */

const PLANTED = [...PLANTED_DRAFT]

/** The four planted defects, and the one the misspelling implies: "Licensed Product" is never used as defined. */
const EXPECTED_FINDINGS = [
  { kind: 'unused-definition', severity: 'info', paragraphIndex: 3, start: 1, end: 17, text: 'Licensed Product', suggestion: undefined },
  { kind: 'inconsistent-term', severity: 'warning', paragraphIndex: 5, start: 54, end: 70, text: 'Licenced Product', suggestion: 'Licensed Product' },
  { kind: 'number-mismatch', severity: 'error', paragraphIndex: 7, start: 43, end: 54, text: 'thirty (60)', suggestion: 'thirty (30)' },
  { kind: 'placeholder', severity: 'error', paragraphIndex: 9, start: 25, end: 28, text: '[●]', suggestion: undefined },
  { kind: 'broken-reference', severity: 'error', paragraphIndex: 11, start: 56, end: 68, text: 'Section 14.3', suggestion: undefined }
]

const EXPECTED_DEFINITIONS = [
  { term: 'Supplier', paragraphIndex: 1, start: 53, end: 61, uses: 1 },
  { term: 'Customer', paragraphIndex: 1, start: 89, end: 97, uses: 2 },
  { term: 'Licensed Product', paragraphIndex: 3, start: 1, end: 17, uses: 0 }
]

let t: TestEngine
let contractId: string

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  const form = new FormData()
  form.append('files', new Blob([await contractDocx(PLANTED)]), 'supply.docx')
  contractId = (await t.call('importContracts', { form })).imported[0]!.id
})
afterAll(() => t.close())

const planted = () => t.call('checkDrafting', { body: { paragraphs: PLANTED } })

describe('POST /local/drafting-checks', () => {
  it('finds each planted defect at its place, and nothing else', async () => {
    const checks = await planted()
    for (const f of checks.findings) expect(PLANTED[f.paragraphIndex]!.slice(f.start, f.end)).toBe(f.text)
    expect(checks.findings.find((f) => f.kind === 'inconsistent-term')?.related).toEqual([{ paragraphIndex: 3, start: 1, end: 17 }])
    expect(checks.findings.map(({ kind, severity, paragraphIndex, start, end, text, suggestion }) => ({ kind, severity, paragraphIndex, start, end, text, suggestion }))).toEqual(EXPECTED_FINDINGS)
  })

  it('lists the definitions with their places and uses', async () => {
    expect((await planted()).definitions).toEqual(EXPECTED_DEFINITIONS)
  })

  it('counts every kind in the summary, 0 included', async () => {
    const { summary, findings } = await planted()
    expect(Object.keys(summary).sort()).toEqual([...FINDING_KINDS].sort())
    for (const kind of FINDING_KINDS) expect(summary[kind]).toBe(findings.filter((f) => f.kind === kind).length)
  })

  it('answers no findings for no paragraphs', async () => {
    const checks = await t.call('checkDrafting', { body: { paragraphs: [] } })
    expect(checks).toEqual({ findings: [], definitions: [], summary: Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) })
  })

  it('stores nothing', async () => {
    const before = (await t.call('listContracts', { query: {} })).contracts.length
    await planted()
    expect((await t.call('listContracts', { query: {} })).contracts.length).toBe(before)
  })

  it('refuses a malformed body with a 400 naming the field', async () => {
    expect((await t.sendInvalid('checkDrafting', { body: {} })).body).toEqual({ error: 'Bad Request', message: "Body field 'paragraphs' is required" })
    expect((await t.sendInvalid('checkDrafting', { body: { paragraphs: ['ok', 7] } })).body).toEqual({ error: 'Bad Request', message: "Body field 'paragraphs.1' must be a string" })
    expect((await t.sendInvalid('checkDrafting', { body: { paragraphs: 'text' } })).status).toBe(400)
    const extra = await t.sendInvalid('checkDrafting', { body: { paragraphs: [], text: 'x' } })
    expect(extra.status).toBe(400)
    expect(extra.body.message).toMatch(/text/)
    const tooMany = await t.sendInvalid('checkDrafting', { body: { paragraphs: Array.from({ length: 5001 }, () => 'A paragraph.') } })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toMatch(/^Body field 'paragraphs'/)
    expect(tooMany.body.message).toMatch(/5000/)
  })

  it('checks 5,000 paragraphs, the most it takes', async () => {
    const paragraphs = Array.from({ length: 5000 }, (_, i) => (i === 4321 ? 'The fee is due within ten (15) days.' : `Clause text number ${i + 1} of this agreement, plainly drafted.`))
    const checks = await t.call('checkDrafting', { body: { paragraphs } })
    expect(checks.findings.filter((f) => f.kind === 'number-mismatch').map((f) => [f.paragraphIndex, f.text])).toEqual([[4321, 'ten (15)']])
  })
})

describe('GET /local/contracts/{id}/drafting-checks', () => {
  it("answers the checks of the contract's current text, as the paragraphs would", async () => {
    const stored = await t.call('checkContractDrafting', { params: { id: contractId } })
    expect(stored).toEqual(await planted())
  })

  it('answers no findings for a contract without a document', async () => {
    expect((await t.call('getContractTextV1', { params: { id: contracts.c1 } })).text).toEqual([])
    expect(await t.call('checkContractDrafting', { params: { id: contracts.c1 } })).toEqual({ findings: [], definitions: [], summary: Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) })
  })

  it('is refused as reading the text is: 403 for a key that may not read it, 404 for no such contract, 400 for a malformed id', async () => {
    const lite = refusal(await t.as(t.keyFor(users.lite.email)).send('checkContractDrafting', { params: { id: contractId } }))
    expect(lite.status).toBe(403)
    expect((await t.as(t.keyFor(users.lite.email)).send('getContractTextV1', { params: { id: contractId } })).status).toBe(403)
    const missing = refusal(await t.send('checkContractDrafting', { params: { id: 'f'.repeat(24) } }))
    expect(missing.status).toBe(404)
    expect((await t.send('checkContractDrafting', { params: { id: 'not-an-id' } })).status).toBe(400)
  })
})
