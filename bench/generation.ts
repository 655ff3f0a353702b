import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Docxtemplater from 'docxtemplater'
import PizZip from 'pizzip'
import { renderDocument } from '../electron/engine/documents/generation/render'
import { validateGenerateRequest } from '../electron/engine/documents/generation/validate'
import { importCommonPaperManifest } from '../electron/engine/templates/common-paper'
import type { TemplateDefinition } from '../electron/engine/templates/definition'
import { delimitersOf } from '../electron/engine/templates/tag-syntax'
import { demoTemplates } from '../resources/demo/templates/index'
import { CONSULTING_AGREEMENT_ID } from '../resources/demo/templates/consulting-agreement'
import { MASTER_SERVICES_AGREEMENT_ID } from '../resources/demo/templates/master-services-agreement'
import { MUTUAL_NDA_ID } from '../resources/demo/templates/mutual-nda'
import { ms, printTable } from './lib/report'

/**
 * POST /v2/contracts/generate with `persist: false`, the part Folio does itself: validate the body
 * against the template, render the .docx, base64 it for GeneratedDocument.document. Measured for
 * the three demo templates and Common Paper's cloud service agreement (a 400 kB document.xml),
 * beside a baseline of docxtemplater alone (default options, plain data, no validation) filling
 * the same body with the same values and base64-encoding it.
 */

interface BenchRow {
  name: string
  ours: string
  baseline: string
  target: string
  ok: boolean | null
}

const RUNS = 60
const WARM_UP = 5
const TARGET_MS = 50
const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const corpusDocx = path.resolve(repoRoot, '..', 'shared', 'corpus', 'docx')

export interface Case {
  name: string
  body: Uint8Array
  definition: TemplateDefinition
  request: Record<string, unknown>
  /** The same values as flat strings, for the baseline. */
  plain: Record<string, unknown>
}

export async function run(): Promise<BenchRow[]> {
  const cases = [...(await demoCases()), ...cloudServiceCase()]
  const rows: BenchRow[] = []
  for (const item of cases) {
    const { ours, baseline } = timeAlternately(
      () => generateOurs(item),
      () => generateBaseline(item)
    )
    const size = Buffer.from(generateOurs(item), 'base64').length
    console.log(`${item.name}: body ${(item.body.length / 1024).toFixed(0)} kB, generated ${(size / 1024).toFixed(0)} kB`)
    rows.push(row(`${item.name}, p50`, ours.p50, baseline.p50), row(`${item.name}, p95`, ours.p95, baseline.p95))
  }
  if (!existsSync(corpusDocx)) {
    rows.push({ name: 'Common Paper cloud service agreement', ours: `skipped: no corpus at ${corpusDocx}`, baseline: '—', target: '—', ok: null })
  }
  return rows
}

function row(name: string, ours: number, baseline: number): BenchRow {
  return { name: `generate, persist false: ${name}`, ours: ms(ours), baseline: ms(baseline), target: `≤ ${TARGET_MS} ms`, ok: ours <= TARGET_MS }
}

function generateOurs(item: Case): string {
  const result = validateGenerateRequest(item.request, item.definition, 'Folio')
  if (!result.ok) throw new Error(`${item.name}: ${JSON.stringify(result.problems)}`)
  const bytes = renderDocument(item.body, item.definition, result.request.values, result.request.options.reference)
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')
}

function generateBaseline(item: Case): string {
  const doc = new Docxtemplater(new PizZip(item.body), {
    delimiters: delimitersOf(item.definition.tagStyle),
    paragraphLoop: true,
    linebreaks: true,
    nullGetter: () => ''
  })
  doc.render(item.plain)
  return Buffer.from(doc.toUint8Array({ compression: 'DEFLATE' })).toString('base64')
}

/** Runs the two alternately, so that both meet the same load and garbage collections. */
function timeAlternately(ours: () => unknown, baseline: () => unknown): { ours: Percentiles; baseline: Percentiles } {
  for (let i = 0; i < WARM_UP; i++) {
    ours()
    baseline()
  }
  const oursTimes: number[] = []
  const baselineTimes: number[] = []
  for (let i = 0; i < RUNS; i++) {
    oursTimes.push(timeOnce(ours))
    baselineTimes.push(timeOnce(baseline))
  }
  return { ours: percentiles(oursTimes), baseline: percentiles(baselineTimes) }
}

interface Percentiles {
  p50: number
  p95: number
}

function timeOnce(work: () => unknown): number {
  const start = performance.now()
  work()
  return performance.now() - start
}

function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
  return { p50: at(0.5), p95: at(0.95) }
}

export async function demoCases(): Promise<Case[]> {
  const values: Record<string, Record<string, unknown>> = {
    [MUTUAL_NDA_ID]: {
      effectiveDate: '2026-03-01',
      purpose: 'evaluating a joint bid for the Harbour Bridge maintenance tender',
      disclosurePeriodMonths: 18,
      governingLaw: 'Ireland',
      nonSolicitation: true,
      disputeResolution: 'Arbitration',
      company: { name: 'Northwind Legal Ltd', jurisdiction: 'England and Wales', address: '1 Fleet Street, London', signatoryName: 'Jane Doe', signatoryTitle: 'General Counsel' },
      counterparty: { type: 'individual', name: 'Marie Curie', address: '12 Rue de Rivoli, Paris', email: 'marie@example.org' }
    },
    [MASTER_SERVICES_AGREEMENT_ID]: {
      effectiveDate: '2026-03-01',
      initialTermMonths: 36,
      autoRenew: true,
      paymentDays: 45,
      annualFee: 150000,
      services: ['Hosting', 'Support', 'Training'],
      billingCycle: 'Quarterly',
      currency: 'EUR',
      includeSla: true,
      governingLaw: 'the Netherlands',
      customer: { name: 'Contoso BV', registrationNumber: '12345678', address: 'Keizersgracht 1, Amsterdam' },
      supplier: { name: 'Fabrikam Cloud Ltd', noticeEmail: 'legal@fabrikam.example' }
    },
    [CONSULTING_AGREEMENT_ID]: {
      startDate: '2026-04-01',
      servicesDescription: 'a review of the Client’s procurement contracts',
      dailyRate: 850,
      remoteWork: true,
      insurance: ['Professional indemnity', 'Public liability'],
      noticePeriod: '14 days',
      currency: 'GBP',
      governingLaw: 'Scotland',
      client: { name: 'Tailspin Toys plc', address: '5 George Street, Edinburgh', contactName: 'Ian Brown' },
      consultant: { name: 'Ada Lovelace', email: 'ada@example.com' }
    }
  }
  const cases: Case[] = []
  for (const template of demoTemplates()) {
    const given = values[template.id] ?? {}
    cases.push({
      name: template.definition.name,
      body: await template.buildBody(),
      definition: template.definition,
      request: { templateId: template.id, values: given, options: { persist: false, reference: 'FOL-2026-0042' } },
      plain: { ...given, __reference: 'FOL-2026-0042' }
    })
  }
  return cases
}

export function cloudServiceCase(): Case[] {
  const base = path.join(corpusDocx, 'common-paper-cloud-service-agreement')
  if (!existsSync(`${base}.docx`)) return []
  const values: Record<string, unknown> = {
    provider_name: 'Northwind Cloud Inc.',
    customer_name: 'Contoso Ltd',
    provider_legal_name: 'Northwind Cloud, Inc.',
    customer_legal_name: 'Contoso Limited',
    effective_date: '2026-03-01',
    cloud_service: 'the Northwind contract analytics platform',
    subscription_period: '24 months',
    has_pilot: true,
    pilot_period: 'three-month',
    fees_display: 'USD 48,000 per year',
    has_dpa: true,
    dpa_reference: 'the Data Processing Agreement dated 1 March 2026',
    governing_law: 'Delaware',
    jurisdiction: 'New Castle County, Delaware',
    provider_signatory: { type: 'entity', name: 'Grace Hopper', title: 'General Counsel', email: 'legal@northwind.example' },
    customer_signatory: { type: 'entity', name: 'Alan Turing', title: 'Head of Procurement', email: 'procurement@contoso.example' }
  }
  return [
    {
      name: 'Common Paper cloud service agreement',
      body: new Uint8Array(readFileSync(`${base}.docx`)),
      definition: importCommonPaperManifest(readFileSync(`${base}.yaml`, 'utf8')),
      request: { templateId: '65f1a2b3c4d5e6f708192a3b', values, options: { persist: false } },
      plain: values
    }
  ]
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable('Generation (validate + render + base64)', await run())
}
