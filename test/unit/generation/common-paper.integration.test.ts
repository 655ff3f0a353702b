import { beforeAll, describe, expect, it } from 'vitest'
import { renderDocument } from '../../../electron/engine/documents/generation/render'
import { validateGenerateRequest } from '../../../electron/engine/documents/generation/validate'
import { importCommonPaperManifest } from '../../../electron/engine/templates/common-paper'
import { compareTagsWithDefinition } from '../../../electron/engine/templates/compare'
import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { inspectTemplateBody } from '../../../electron/engine/templates/inspect'
import { COMMON_PAPER, hasCorpus, libreOfficeText, NO_CORPUS, readCommonPaper, type CommonPaperName } from './helpers'

const TEMPLATE_ID = '65f1a2b3c4d5e6f708192a3b'

const SIGNATORY_ATTRIBUTES = ['name', 'title', 'company', 'email']

/** A realistic subset of each template's fields, as a lawyer fills them in. */
const VALUES: Record<CommonPaperName, Record<string, unknown>> = {
  'mutual-nda': {
    purpose: 'Evaluating a joint venture for offshore wind maintenance',
    effective_date: '2026-03-01',
    mnda_term: '2 years',
    confidentiality_term: '3 years',
    confidentiality_term_start: 'Effective Date',
    governing_law: 'New York',
    jurisdiction: 'New York County, New York',
    party_1: { type: 'entity', name: 'Grace Hopper', title: 'Chief Executive Officer', company: 'Northwind Energy Inc.', email: 'legal@northwind.example' },
    party_2: { type: 'individual', name: 'Charles Babbage', email: 'charles@babbage.example' }
  },
  'cloud-service-agreement': {
    provider_name: 'Northwind Cloud Inc.',
    customer_name: 'Contoso Ltd',
    provider_legal_name: 'Northwind Cloud, Inc.',
    customer_legal_name: 'Contoso Limited',
    effective_date: '2026-03-01',
    cloud_service: 'the Northwind contract analytics platform',
    subscription_period: '24 months',
    has_pilot: true,
    pilot_period: 'three-month',
    pilot_fee_display: 'The Pilot is free of charge.',
    fees_display: 'USD 48,000 per year',
    has_dpa: true,
    dpa_reference: 'the Data Processing Agreement dated 1 March 2026',
    governing_law: 'Delaware',
    jurisdiction: 'New Castle County, Delaware',
    provider_signatory: { type: 'entity', name: 'Grace Hopper', title: 'General Counsel', email: 'legal@northwind.example' },
    customer_signatory: { type: 'entity', name: 'Alan Turing', title: 'Head of Procurement', email: 'procurement@contoso.example' }
  },
  'data-processing-agreement': {
    company_name: 'Northwind Cloud Inc.',
    product_name: 'Northwind Analytics',
    underlying_agreement: 'Cloud Service Agreement dated 1 March 2026',
    customer_contact_name: 'Alan Turing',
    customer_address: '10 Downing Lane, Cambridge',
    provider_contact_name: 'Grace Hopper',
    provider_address: '500 Market Street, San Francisco',
    provider_role: 'Processor',
    governing_law: 'Delaware',
    provider_signatory: { type: 'entity', name: 'Grace Hopper', title: 'General Counsel' },
    customer_signatory: { type: 'individual', name: 'Alan Turing' }
  },
  'professional-services-agreement': {
    company_name: 'Northwind Consulting LLC',
    provider_name: 'Northwind Consulting LLC',
    customer_name: 'Contoso Ltd',
    key_terms_effective_date: '2026-03-01',
    sow_number: '7',
    payment_terms: 'Fees are invoiced monthly in arrears and due within 30 days.',
    customer_owned_deliverables: 'a contract migration plan and data mapping',
    governing_law: 'Delaware',
    jurisdiction: 'New Castle County, Delaware',
    general_cap_type: 'multiplier',
    provider_signatory: { type: 'entity', name: 'Grace Hopper', title: 'Managing Partner', email: 'grace@northwind.example' },
    customer_signatory: { type: 'entity', name: 'Alan Turing', title: 'Chief Operating Officer', email: 'alan@contoso.example' }
  }
}

function countOf(text: string, part: string): number {
  return text.split(part).length - 1
}

describe.skipIf(!hasCorpus)(hasCorpus ? 'Common Paper templates' : NO_CORPUS, () => {
  const definitions = new Map<CommonPaperName, TemplateDefinition>()
  const bodies = new Map<CommonPaperName, Uint8Array>()
  let printed: Record<string, string> = {}

  beforeAll(async () => {
    for (const name of COMMON_PAPER) {
      const { yaml, body } = await readCommonPaper(name)
      definitions.set(name, importCommonPaperManifest(yaml))
      bodies.set(name, body)
    }
    const generate = (name: CommonPaperName, values: Record<string, unknown>): Uint8Array => {
      const def = definitions.get(name)
      const body = bodies.get(name)
      if (def === undefined || body === undefined) throw new Error(`${name} was not imported`)
      const result = validateGenerateRequest({ templateId: TEMPLATE_ID, values, options: { persist: false } }, def, 'Folio')
      if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.problems)}`)
      return renderDocument(body, def, result.request.values, result.request.options.reference)
    }
    const documents: Record<string, Uint8Array> = {}
    for (const name of COMMON_PAPER) documents[name] = generate(name, VALUES[name])
    documents['csa-without-pilot'] = generate('cloud-service-agreement', { ...VALUES['cloud-service-agreement'], has_pilot: false, has_dpa: false })
    printed = await libreOfficeText(documents)
  }, 180_000)

  it('imports each field list by the documented conventions', () => {
    const summary = (name: CommonPaperName) => {
      const def = definitions.get(name)
      if (def === undefined) throw new Error(name)
      return {
        name: def.name,
        version: def.version,
        tagStyle: def.tagStyle,
        variables: def.variables.length,
        conditionals: def.variables.filter((variable) => variable.conditional).length,
        valuemaps: def.valuemaps.map((valuemap) => `${valuemap.id}: ${valuemap.options.map((choice) => choice.label).join('/')}`),
        parties: def.parties.map((party) => `${party.id} (${party.label}, ${party.type}): ${party.attributes.join(', ')}`),
        effectiveDateVariable: def.effectiveDateVariable
      }
    }
    expect(summary('mutual-nda')).toEqual({
      name: 'Mutual NDA',
      version: '1.0',
      tagStyle: 'single',
      variables: 8,
      conditionals: 0,
      valuemaps: [],
      parties: ['party_1 (Party 1, unknown): name, title, company, email', 'party_2 (Party 2, unknown): name, title, company, email'],
      effectiveDateVariable: 'effective_date'
    })
    expect(summary('cloud-service-agreement')).toMatchObject({
      variables: 74,
      conditionals: 27,
      valuemaps: [],
      parties: [
        `provider_signatory (Provider Signatory, unknown): ${SIGNATORY_ATTRIBUTES.join(', ')}`,
        `customer_signatory (Customer Signatory, unknown): ${SIGNATORY_ATTRIBUTES.join(', ')}`
      ],
      effectiveDateVariable: 'effective_date'
    })
    expect(summary('data-processing-agreement')).toMatchObject({
      variables: 92,
      parties: ['provider_signatory (Provider Signatory, unknown): name, title, company', 'customer_signatory (Customer Signatory, unknown): name, title, company'],
      effectiveDateVariable: null
    })
    expect(summary('professional-services-agreement')).toMatchObject({
      variables: 77,
      valuemaps: ['general_cap_type: multiplier/dollar/greater_of', 'increased_cap_type: multiplier/dollar/greater_of'],
      effectiveDateVariable: 'key_terms_effective_date'
    })
  })

  it('makes the priority fields required and keeps defaults typed', () => {
    const nda = definitions.get('mutual-nda')
    expect(nda?.variables.filter((variable) => variable.required).map((variable) => variable.id)).toEqual([
      'purpose',
      'effective_date',
      'mnda_term',
      'confidentiality_term',
      'confidentiality_term_start',
      'governing_law',
      'jurisdiction'
    ])
    const pilot = definitions.get('cloud-service-agreement')?.variables.find((variable) => variable.id === 'has_pilot')
    expect(pilot).toEqual({ id: 'has_pilot', question: 'Whether a pilot/trial period is included', valueType: 'boolean', required: false, default: false, conditional: true })
  })

  it('declares every tag each body uses', () => {
    for (const name of COMMON_PAPER) {
      const def = definitions.get(name)
      const body = bodies.get(name)
      if (def === undefined || body === undefined) throw new Error(name)
      expect({ name, undeclared: compareTagsWithDefinition(inspectTemplateBody(body, 'single'), def).undeclaredTags }).toEqual({ name, undeclared: [] })
    }
  })

  it('fills the mutual NDA cover page where each value belongs, as LibreOffice prints it', () => {
    const text = printed['mutual-nda'] ?? ''
    expect(text).toContain('How Confidential Information may be used Evaluating a joint venture for offshore wind maintenance')
    expect(text).toContain('Effective Date 2026-03-01')
    expect(text).toContain('Expires 2 years from Effective Date.')
    expect(text).toContain('3 years from Effective Date, but in the case of trade secrets')
    expect(text).toContain('The laws of the State of New York.')
    expect(text).toContain('The state and federal courts located in New York County, New York.')
    expect(text).toContain('Chief Executive Officer')
    expect(text).toContain('Northwind Energy Inc.')
    expect(text).toContain('charles@babbage.example')
    // Only the omitted "changes to standard terms" is a placeholder; the individual's title and company print nothing.
    expect(countOf(text, '[●]')).toBe(1)
    expect(text).toContain('List specific changes to the Standard Terms [●]')
  })

  it('fills the cloud service agreement and keeps or drops its {IF} blocks', () => {
    const text = printed['cloud-service-agreement'] ?? ''
    expect(text).toContain(
      'This Order Form incorporates and is governed by the Framework Terms dated 2026-03-01 between Northwind Cloud Inc. and Contoso Ltd.'
    )
    expect(text).toContain('The Cloud Service available under this Order Form is the Northwind contract analytics platform.')
    expect(text).toContain('Customer may access the Cloud Service for a limited three-month trial')
    expect(text).toContain('The Pilot is free of charge.')
    expect(text).toContain('the Data Processing Agreement dated 1 March 2026')
    expect(text).toContain('The laws of Delaware')
    expect(text).toContain('located in New Castle County, Delaware')
    expect(text).toContain('PROVIDER: Northwind Cloud, Inc.')
    expect(text).toContain('CUSTOMER: Contoso Limited')
    expect(text).not.toContain('Customer will reasonably cooperate with Provider to allow the performance of the services described above')

    const withoutPilot = printed['csa-without-pilot'] ?? ''
    expect(withoutPilot).toContain('The Cloud Service available under this Order Form is the Northwind contract analytics platform.')
    expect(withoutPilot).not.toContain('for a limited three-month trial')
    expect(withoutPilot).not.toContain('the Data Processing Agreement dated 1 March 2026')
  })

  it('fills the data processing agreement cover page', () => {
    const text = printed['data-processing-agreement'] ?? ''
    expect(text).toContain('This DPA supplements the Cloud Service Agreement dated 1 March 2026.')
    expect(text).toContain('Governing State means: Delaware')
    expect(text).toContain('Role: Processor')
    expect(text).toContain('Address: 500 Market Street, San Francisco')
    expect(text).toContain('Address: 10 Downing Lane, Cambridge')
    expect(text).toContain('PROVIDER: Northwind Cloud Inc.')
  })

  it('fills the professional services statement of work', () => {
    const text = printed['professional-services-agreement'] ?? ''
    expect(text).toContain(
      'This SOW 7 (“SOW”) incorporates the Agreement with a Key Terms Effective Date of 2026-03-01 between Northwind Consulting LLC and Contoso Ltd.'
    )
    expect(text).toContain('The Deliverables are: a contract migration plan and data mapping')
    expect(text).toContain('Fees are invoiced monthly in arrears and due within 30 days.')
    expect(text).toContain('The laws of Delaware')
    expect(text).toContain('Managing Partner')
  })
})
