import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import PizZip from 'pizzip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../shared/api/operations'
import { demoTemplates } from '../../resources/demo/templates'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { SERVICE_ONLY_TEMPLATE, seedWorkspaceWithDemoTemplates } from '../helpers/demo-templates'
import { users } from '../helpers/fixture-workspace'
import { corpusAvailable, corpusDir, corpusSkipReason } from '../fixtures/documents/corpus'
import { wholeText } from '../helpers/contract-text'

const [nda, msa] = demoTemplates()
let t: TestEngine

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithDemoTemplates })
})
afterAll(() => t.close())

const ndaValues = {
  effectiveDate: '2026-03-01',
  purpose: 'evaluating a joint bid for the Northwind logistics tender',
  disclosurePeriodMonths: 12,
  governingLaw: 'England and Wales',
  residuals: false,
  disputeResolution: 'Arbitration',
  company: { name: 'Folio Law LLP', jurisdiction: 'England', address: '1 Fleet Street, London', signatoryName: 'Ada Admin', signatoryTitle: 'Partner' },
  counterparty: { type: 'entity', name: 'Northwind Logistics Ltd', jurisdiction: 'Scotland', address: '2 Quay Road, Leith', signatoryName: 'Morag Reid', signatoryTitle: 'Director', email: 'legal@northwind.test' }
}

type GenerateBody = BodyOf<'generateContract'>
const tryGenerate = (body: GenerateBody, key = t.engine.sessionKey) => t.as(key).send('generateContract', { body })

/** A generation with persist false: the .docx comes back and nothing is stored. */
async function generateDocument(body: GenerateBody) {
  const answer = await t.call('generateContract', { body })
  if (answer.persisted) throw new Error(`expected a document, got the stored contract ${answer.id}`)
  return answer
}

/** A generation with persist true (the default): a contract record is stored. */
async function generateContract(body: GenerateBody, key = t.engine.sessionKey) {
  const answer = await t.as(key).call('generateContract', { body })
  if (!answer.persisted) throw new Error(`expected a stored contract, got the document ${answer.fileName}`)
  return answer
}

function counts() {
  const db = t.engine.db
  const n = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  const blobs = (dir: string): number => (existsSync(dir) ? readdirSync(dir).reduce((s, e) => s + (statSync(join(dir, e)).isDirectory() ? blobs(join(dir, e)) : 1), 0) : 0)
  return { contracts: n('contracts'), documents: n('contract_documents'), audit: n('audit_events'), outbox: n('outbox'), generations: n('contract_generations'), blobs: blobs(join(t.dir, 'blobs')) }
}

function documentText(base64: string): string {
  const xml = new PizZip(Buffer.from(base64, 'base64')).file('word/document.xml')!.asText()
  return xml.replace(/<w:tab\/>/g, ' ').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '')
}

describe('POST /v2/contracts/generate, persist false', () => {
  it('returns the .docx with its name and stores nothing at all', async () => {
    const before = counts()
    const r = await generateDocument({ templateId: nda!.id, contractName: 'NDA – Northwind', values: ndaValues, options: { persist: false, reference: 'NDA-7' } })
    expect({ ...r, document: undefined }).toEqual({
      persisted: false,
      name: 'NDA – Northwind',
      template: nda!.id,
      reference: 'NDA-7',
      fileName: expect.stringMatching(/\.docx$/),
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      document: undefined
    })
    const text = documentText(r.document)
    expect(text).toContain('Northwind Logistics Ltd')
    expect(text).toContain('NDA-7')
    expect(counts()).toEqual(before)
  })

  it('prints [●] for omitted values and for the reference when none is supplied', async () => {
    const { returnWithinDays: _, ...values } = { ...ndaValues, returnWithinDays: undefined }
    const r = await generateDocument({ templateId: nda!.id, values, options: { persist: false } })
    expect(r.name).toBe('Folio contract')
    expect(r.reference).toBeNull()
    expect(documentText(r.document)).toContain('[●]')
  })

  it('needs the company service when the template body lives only there', async () => {
    const r = refusal(await tryGenerate({ templateId: SERVICE_ONLY_TEMPLATE, values: ndaValues, options: { persist: false } }))
    expect(r.status).toBe(503)
    expect(r.body.message).toMatch(/kept by the company service/)
  })
})

describe('POST /v2/contracts/generate, persist true', () => {
  it('stores a template contract with a reference, its document indexed at once, audit and outbox', async () => {
    const before = counts()
    const r = await generateContract({ templateId: nda!.id, contractName: 'NDA – Northwind (signed copy)', values: ndaValues })
    expect(r).toEqual({
      persisted: true,
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'NDA – Northwind (signed copy)',
      reference: 'FOLIO-000001',
      template: nda!.id,
      company: expect.stringMatching(/^[0-9a-f]{24}$/),
      createdAt: expect.any(String),
      effectiveDate: '2026-03-01T00:00:00.000Z',
      values: ndaValues
    })
    expect(counts()).toEqual({ ...before, contracts: before.contracts + 1, documents: before.documents + 1, audit: before.audit + 1, outbox: before.outbox + 1, generations: before.generations + 1, blobs: before.blobs + 1 })
    const detail = await t.call('getContract', { params: { id: r.id } })
    expect(detail).toMatchObject({ type: 'template', template: nda!.id, reference: 'FOLIO-000001', status: { label: 'Draft' } })
    const text = (await wholeText(t, r.id)).text.join('\n')
    expect(text).toContain('Northwind Logistics Ltd')
    expect(text).toContain('FOLIO-000001')
    const found = await t.call('searchContracts', { body: { query: 'Northwind tender', contractIds: [r.id] } })
    expect(found.hits.map((h) => h.contractId)).toEqual([r.id])
    const entry = (await t.call('listOutbox', { query: { contractId: r.id } })).entries
    expect(entry).toMatchObject([{ operation: 'contract.generate', payload: { templateId: nda!.id, contractName: 'NDA – Northwind (signed copy)', values: ndaValues, options: { persist: true, triggerWorkflows: true } } }])
    const workflow = t.engine.db.prepare('SELECT event FROM workflow_requests WHERE contract_id = ?').all(r.id)
    expect(workflow).toEqual([{ event: 'templateContractCreated' }])
  })

  it('allocates references in sequence and records no workflow when triggerWorkflows is false', async () => {
    const r = await generateContract({ templateId: nda!.id, values: ndaValues, options: { triggerWorkflows: false } })
    expect(r.reference).toBe('FOLIO-000002')
    expect(t.engine.db.prepare('SELECT COUNT(*) AS n FROM workflow_requests WHERE contract_id = ?').get(r.id)).toEqual({ n: 0 })
  })

  it('stores the record and queues it when only the company service has the body', async () => {
    const r = await generateContract({ templateId: SERVICE_ONLY_TEMPLATE, values: ndaValues })
    expect((await t.send('downloadContract', { params: { id: r.id } })).status).toBe(404)
    expect((await t.call('listOutbox', { query: { contractId: r.id } })).entries).toHaveLength(1)
  })
})

describe('POST /v2/contracts/generate: validation', () => {
  it('reports every problem in one 400, each naming its key', async () => {
    const before = counts()
    const r = await t.sendInvalid('generateContract', {
      body: {
        templateId: msa!.id,
        contractName: 'x'.repeat(257),
        values: { effectiveDate: 20260301, initialTermMonths: '12', autoRenew: 'yes', services: 'Hosting', billingCycle: 'Weekly', customer: { name: 'Acme', colour: 'red' }, mystery: 1 },
        options: { persist: false, triggerWorkflows: true, reference: 'R', colour: 'blue' },
        value: {}
      }
    })
    expect(r.status).toBe(400)
    for (const key of ['value', 'contractName', 'effectiveDate', 'initialTermMonths', 'autoRenew', 'services', 'billingCycle', 'colour', 'mystery', 'paymentDays', 'annualFee', 'governingLaw', 'triggerWorkflows']) {
      expect(r.body.message, key).toContain(key)
    }
    expect(counts()).toEqual(before)
  })

  it('refuses an unknown or malformed template id, and a reference with persist true', async () => {
    expect((await tryGenerate({ templateId: 'f'.repeat(24), values: {} })).body).toEqual({ error: 'Bad Request', message: expect.stringContaining(`no template has the id ${'f'.repeat(24)}`) })
    expect((await tryGenerate({ templateId: 'nope', values: {} })).status).toBe(400)
    expect(refusal(await tryGenerate({ templateId: nda!.id, values: ndaValues, options: { reference: 'R-1' } })).body.message).toMatch(/reference/)
  })

  it('takes an unknown party type only as entity or individual, and requires it', async () => {
    const { counterparty: _, ...withoutParty } = ndaValues
    const noType = refusal(await tryGenerate({ templateId: nda!.id, values: { ...withoutParty, counterparty: { name: 'Jane Roe' } }, options: { persist: false } }))
    expect(noType.body.message).toMatch(/counterparty/)
    const ok = await tryGenerate({ templateId: nda!.id, values: { ...withoutParty, counterparty: { type: 'individual', name: 'Jane Roe' } }, options: { persist: false } })
    expect(ok.status).toBe(200)
  })

  it('is the same under /v1', async () => {
    const r = await t.v1.call('generateContract', { body: { templateId: nda!.id, values: ndaValues, options: { persist: false } } })
    expect(r.persisted).toBe(false)
  })
})

describe('POST /local/templates/import', () => {
  /** The multipart form of a template import: the .docx body and its manifest (YAML or JSON). */
  function templateForm(docx: Uint8Array, manifest: string, manifestName = 'manifest.yaml'): FormData {
    const form = new FormData()
    form.append('docx', new Blob([docx]), 'template.docx')
    form.append('manifest', new Blob([manifest]), manifestName)
    return form
  }
  const importTemplate = (docx: Uint8Array, manifest: string, manifestName?: string) => t.call('importTemplate', { form: templateForm(docx, manifest, manifestName) })

  it('imports a Folio template with its manifest and generates from it', async () => {
    const manifest = JSON.stringify({ ...nda!.definition, name: 'Imported NDA' })
    const r = await importTemplate(await nda!.buildBody(), manifest, 'nda.json')
    expect(r).toMatchObject({ name: 'Imported NDA', undeclaredTags: [], unusedFields: [] })
    expect((await t.call('getTemplate', { params: { id: r.id } })).name).toBe('Imported NDA')
    expect((await tryGenerate({ templateId: r.id, values: ndaValues, options: { persist: false } })).status).toBe(200)
  })

  it('reports tags the definition does not declare and fields the body never uses', async () => {
    const definition = { ...nda!.definition, variables: nda!.definition.variables.filter((v) => v.id !== 'purpose').concat([{ id: 'unusedNote', question: null, valueType: 'string' as const, required: false, default: null, conditional: false }]) }
    const r = await importTemplate(await nda!.buildBody(), JSON.stringify(definition), 'nda.json')
    expect(r.undeclaredTags).toEqual(['purpose'])
    expect(r.unusedFields).toEqual(['unusedNote'])
  })

  it('refuses a manifest with problems, listing them, and stores nothing', async () => {
    const before = t.engine.db.prepare('SELECT COUNT(*) AS n FROM templates').get()
    const r = refusal(await t.send('importTemplate', { form: templateForm(await nda!.buildBody(), 'name: Broken\nvariables:\n  - id: x\n    valueType: colour\n') }))
    expect(r.status).toBe(400)
    expect(r.body.message).toMatch(/valueType/)
    expect(t.engine.db.prepare('SELECT COUNT(*) AS n FROM templates').get()).toEqual(before)
  })

  it.skipIf(!corpusAvailable)('imports the Common Paper templates with their field lists', async () => {
    for (const name of ['mutual-nda', 'cloud-service-agreement', 'data-processing-agreement', 'professional-services-agreement']) {
      const docx = readFileSync(join(corpusDir, 'docx', `common-paper-${name}.docx`))
      const yaml = readFileSync(join(corpusDir, 'docx', `common-paper-${name}.yaml`), 'utf8')
      const r = await importTemplate(docx, yaml)
      expect(r.undeclaredTags, name).toEqual([])
      expect(r.tags).toBeGreaterThan(5)
    }
  })
  if (!corpusAvailable) it.skip(corpusSkipReason, () => undefined)
})

describe('who may generate', () => {
  it('lets any reader generate; a stored generation belongs to the key owner', async () => {
    const r = await generateContract({ templateId: nda!.id, values: ndaValues }, t.keyFor(users.member.email))
    expect((await t.call('getContract', { params: { id: r.id } })).user).toBe(users.member.id)
  })
})
