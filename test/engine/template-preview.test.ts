import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoTemplates } from '../../resources/demo/templates'
import { contractDocx } from '../helpers/documents'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { SERVICE_ONLY_TEMPLATE, seedWorkspaceWithDemoTemplates } from '../helpers/demo-templates'

const [nda] = demoTemplates()
let t: TestEngine

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithDemoTemplates })
})
afterAll(() => t.close())

const preview = (values: Record<string, unknown>, reference?: string) =>
  t.call('previewTemplate', { params: { id: nda!.id }, body: { values, ...(reference === undefined ? {} : { reference }) } })
/** The preview's text, with blanks as they print. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('POST /local/templates/{id}/preview', () => {
  it('renders an empty form as the template with every answer a marked blank, and says nothing is wrong', async () => {
    const r = await preview({})
    expect(r.problems).toEqual([])
    expect(r.html).toContain('<mark class="blank">[●]</mark>')
    expect(r.blanks).toBe((r.html.match(/<mark class="blank">\[●\]<\/mark>/g) ?? []).length)
    expect(r.blanks).toBeGreaterThan(10)
    expect(text(r.html)).toContain('for the purpose of [●] (the “Purpose”)')
    // Headings and paragraphs come through as HTML, not one run of text.
    expect(r.html).toMatch(/<p>.*Mutual Non-Disclosure Agreement/)
  })

  it('fills what is answered, in the same words generation writes, and the blanks go down', async () => {
    const empty = await preview({})
    const r = await preview({ purpose: 'evaluating a joint bid', disclosurePeriodMonths: 12000, counterparty: { name: 'Northwind Logistics Ltd' } }, 'NDA-7')
    expect(text(r.html)).toContain('for the purpose of evaluating a joint bid (the “Purpose”)')
    expect(text(r.html)).toContain('during the period of 12,000 months from the Effective Date')
    expect(text(r.html)).toContain('Reference: NDA-7')
    expect(r.blanks).toBeLessThan(empty.blanks)
  })

  it('puts conditional blocks in or out as the answers say', async () => {
    const kept = 'retained in the unaided memory of its personnel'
    const excluded = 'information retained in the memory of the Recipient’s personnel is not excluded'
    const withResiduals = text((await preview({ residuals: true })).html)
    const without = text((await preview({ residuals: false })).html)
    const unanswered = text((await preview({})).html)
    expect([withResiduals.includes(kept), withResiduals.includes(excluded)]).toEqual([true, false])
    expect([without.includes(kept), without.includes(excluded)]).toEqual([false, true])
    // An unanswered condition is false, as in generation.
    expect([unanswered.includes(kept), unanswered.includes(excluded)]).toEqual([false, true])
  })

  it('checks the document being generated: each blank left is a placeholder finding at its place in the generated text', async () => {
    const empty = await preview({})
    // The template's own signature lines (runs of underscores) are placeholders too.
    const blanks = empty.checks.findings.filter((f) => f.kind === 'placeholder' && f.text === '[●]')
    expect(blanks).toHaveLength(empty.blanks)
    for (const f of blanks) expect(empty.paragraphs[f.paragraphIndex]!.slice(f.start, f.end)).toBe('[●]')
    const purpose = blanks.find((f) => empty.paragraphs[f.paragraphIndex]!.includes('for the purpose of [●]'))
    expect(purpose).toMatchObject({ severity: 'error' })
    const filled = await preview({ purpose: 'evaluating a joint bid' })
    expect(filled.blanks).toBeLessThan(empty.blanks)
    const signatureLines = empty.checks.summary['placeholder']! - empty.blanks
    expect(filled.checks.findings.filter((f) => f.kind === 'placeholder' && f.text === '[●]')).toHaveLength(filled.blanks)
    expect(filled.checks.summary['placeholder']).toBe(filled.blanks + signatureLines)
  })

  it('finds a reference a choice broke: a clause left out that another still points to', async () => {
    const body = await contractDocx([
      'SERVICES AGREEMENT',
      'This Agreement is made between Harbourline Ltd (the "Supplier") and Nordlicht GmbH (the "Customer").',
      '1. Services',
      '1.1 The Supplier shall provide the services to the Customer.',
      '2. Fees',
      '2.1 The Customer shall pay the fees.',
      '{{#warranty}}',
      '3. Warranty',
      '3.1 The Supplier warrants that the services will be performed with reasonable skill.',
      '3.2 The Supplier shall perform again any services that are not.',
      '{{/warranty}}',
      '4. Remedies',
      '4.1 The remedies in clause 3.2 are the only remedies for defective services.',
      '5. General',
      '5.1 This Agreement is governed by English law.'
    ])
    const form = new FormData()
    form.append('docx', new Blob([body]), 'services.docx')
    form.append('manifest', new Blob([JSON.stringify({ name: 'Services with optional warranty', variables: [{ id: 'warranty', conditional: true }] })]), 'services.json')
    const id = (await t.call('importTemplate', { form })).id
    const withWarranty = await t.call('previewTemplate', { params: { id }, body: { values: { warranty: true } } })
    expect(withWarranty.checks.findings.filter((f) => f.kind === 'broken-reference')).toEqual([])
    const without = await t.call('previewTemplate', { params: { id }, body: { values: { warranty: false } } })
    const broken = without.checks.findings.filter((f) => f.kind === 'broken-reference')
    expect(broken.map((f) => [without.paragraphs[f.paragraphIndex], f.text])).toEqual([['4.1 The remedies in clause 3.2 are the only remedies for defective services.', 'clause 3.2']])
    expect(without.checks.findings.filter((f) => f.kind === 'numbering').map((f) => f.text)).toEqual(['4.'])
  })

  it('shows a value generation would refuse as a blank, and names the problem', async () => {
    const r = await preview({ disclosurePeriodMonths: 'twelve', nope: 1 })
    expect(r.problems).toEqual([
      { field: 'values.disclosurePeriodMonths', message: 'values.disclosurePeriodMonths must be a number; got a string' },
      { field: 'values.nope', message: 'values.nope is not a variable, valuemap or party of this template' }
    ])
    expect(text(r.html)).toContain('during the period of [●] months from the Effective Date')
  })

  it('answers 404 for an unknown template and 503 for one whose document only the company service holds', async () => {
    expect((await t.send('previewTemplate', { params: { id: 'a'.repeat(24) }, body: {} })).status).toBe(404)
    const serviceOnly = await t.send('previewTemplate', { params: { id: SERVICE_ONLY_TEMPLATE }, body: {} })
    expect(serviceOnly.status).toBe(503)
    expect(serviceOnly.body).toMatchObject({ error: 'Service Unavailable' })
    expect((await t.sendInvalid('previewTemplate', { params: { id: nda!.id }, body: { values: [] } })).body).toEqual({ error: 'Bad Request', message: "Body field 'values' must be an object" })
  })
})
