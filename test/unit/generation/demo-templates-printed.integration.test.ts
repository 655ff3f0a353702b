import { beforeAll, describe, expect, it } from 'vitest'
import { renderDocument } from '../../../electron/engine/documents/generation/render'
import { validateGenerateRequest } from '../../../electron/engine/documents/generation/validate'
import { CONSULTING_AGREEMENT_ID } from '../../../resources/demo/templates/consulting-agreement'
import { demoTemplates } from '../../../resources/demo/templates/index'
import { MASTER_SERVICES_AGREEMENT_ID } from '../../../resources/demo/templates/master-services-agreement'
import { MUTUAL_NDA_ID } from '../../../resources/demo/templates/mutual-nda'
import { libreOfficeText } from './helpers'

// Prints with LibreOffice (soffice) and reads the PDFs with pdftotext: the integration tier.
const templates = demoTemplates()
const bodies = new Map<string, Uint8Array>()

beforeAll(async () => {
  for (const template of templates) bodies.set(template.id, await template.buildBody())
})

/**
 * The running footer and header ("Page 2 of 4 Master Services Agreement — Ref. …") land inside
 * sentences that cross a page; they are cut out so a sentence reads whole. The first header stays.
 */
function withoutPageBreaks(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, text.replace(/ Page \d+ of \d+( [^—]+ — Ref\. \S+)?/g, '')]))
}

describe('documents generated from the demo templates, as LibreOffice prints them', () => {
  let printed: Record<string, string> = {}

  beforeAll(async () => {
    const values: Record<string, Record<string, unknown>> = {
      nda: {
        effectiveDate: '2026-03-01',
        purpose: 'evaluating a joint bid for the Harbour Bridge maintenance tender',
        disclosurePeriodMonths: 18,
        governingLaw: 'Ireland',
        residuals: false,
        nonSolicitation: true,
        disputeResolution: 'Arbitration',
        company: { name: 'Northwind Legal Ltd', jurisdiction: 'England and Wales', address: '1 Fleet Street, London', signatoryName: 'Jane Doe', signatoryTitle: 'General Counsel' },
        counterparty: { type: 'individual', name: 'Marie Curie', address: '12 Rue de Rivoli, Paris', email: 'marie@example.org' }
      },
      ndaEntity: {
        effectiveDate: '2026-03-01',
        purpose: 'evaluating a licence of the Counterparty’s software',
        disclosurePeriodMonths: 6,
        confidentialityYears: 5,
        governingLaw: 'England and Wales',
        residuals: true,
        disputeResolution: 'Courts',
        counterparty: { type: 'entity', name: 'Fabrikam SA', jurisdiction: 'France', address: '3 Avenue Foch, Paris', signatoryName: 'Luc Martin', signatoryTitle: 'CEO' }
      },
      msa: {
        effectiveDate: 'March 1, 2026',
        initialTermMonths: 36,
        autoRenew: false,
        paymentDays: 45,
        annualFee: 150000,
        services: ['Hosting', 'Support', 'Training'],
        billingCycle: 'Quarterly',
        currency: 'EUR',
        includeSla: true,
        availabilityTarget: '99.95',
        processesPersonalData: false,
        governingLaw: 'the Netherlands',
        customer: { name: 'Contoso BV', registrationNumber: '12345678', address: 'Keizersgracht 1, Amsterdam' },
        supplier: { name: 'Fabrikam Cloud Ltd', noticeEmail: 'legal@fabrikam.example' }
      },
      consulting: {
        startDate: '2026-04-01',
        servicesDescription: 'a review of the Client’s procurement contracts',
        dailyRate: 850,
        estimatedDays: 40,
        remoteWork: true,
        expensesReimbursed: false,
        insurance: ['Professional indemnity', 'Public liability'],
        noticePeriod: '14 days',
        currency: 'GBP',
        governingLaw: 'Scotland',
        client: { name: 'Tailspin Toys plc', address: '5 George Street, Edinburgh', contactName: 'Ian Brown' },
        consultant: { name: 'Ada Lovelace', email: 'ada@example.com' }
      }
    }
    const templateOf = { nda: MUTUAL_NDA_ID, ndaEntity: MUTUAL_NDA_ID, msa: MASTER_SERVICES_AGREEMENT_ID, consulting: CONSULTING_AGREEMENT_ID }
    const documents: Record<string, Uint8Array> = {}
    for (const [name, id] of Object.entries(templateOf)) {
      const template = templates.find((candidate) => candidate.id === id)
      const body = bodies.get(id)
      if (template === undefined || body === undefined) throw new Error(id)
      const result = validateGenerateRequest({ templateId: id, values: values[name], options: { persist: false, reference: `FOL-${name}` } }, template.definition, 'Folio')
      if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.problems)}`)
      documents[name] = renderDocument(body, template.definition, result.request.values, result.request.options.reference)
    }
    printed = withoutPageBreaks(await libreOfficeText(documents))
  }, 180_000)

  it('print the reference in the running header and under the title', () => {
    expect(printed['nda']).toContain('Mutual Non-Disclosure Agreement — Ref. FOL-nda')
    expect(printed['nda']).toContain('Reference: FOL-nda')
    expect(printed['msa']).toContain('Master Services Agreement — Ref. FOL-msa')
  })

  it('describe an individual counterparty as an individual and sign for them personally', () => {
    const text = printed['nda'] ?? ''
    expect(text).toContain('is made on 2026-03-01 (the “Effective Date”) between:')
    expect(text).toContain('(2) Marie Curie, an individual residing at 12 Rue de Rivoli, Paris (the “Counterparty”)')
    expect(text).toContain('Signed by Marie Curie')
    expect(text).not.toContain('a company incorporated under the laws of [●]')
  })

  it('describe an entity counterparty as a company and sign on its behalf', () => {
    const text = printed['ndaEntity'] ?? ''
    expect(text).toContain('(2) Fabrikam SA, a company incorporated under the laws of France whose registered office is at 3 Avenue Foch, Paris (the “Counterparty”)')
    expect(text).toContain('Signed for and on behalf of Fabrikam SA')
    expect(text).not.toContain('an individual residing at')
  })

  it('switch the NDA’s optional clauses and fill its numbers, choices and omissions', () => {
    const nda = printed['nda'] ?? ''
    expect(nda).toContain('during the period of 18 months from the Effective Date')
    expect(nda).toContain('continue for [●] years after the end of the Disclosure Period')
    expect(nda).toContain('Non-solicitation')
    expect(nda).toContain('information retained in the memory of the Recipient’s personnel is not excluded from Confidential Information')
    expect(nda).not.toContain('general ideas, concepts, know-how and techniques retained in the unaided memory')
    expect(nda).toContain('shall be governed by the law of Ireland.')
    expect(nda).toContain('shall be referred to and finally resolved by arbitration under the Rules of Arbitration of the International Chamber of Commerce')
    expect(nda).toContain('or in the case of the Counterparty by email to marie@example.org.')

    const entity = printed['ndaEntity'] ?? ''
    expect(entity).toContain('continue for 5 years after the end of the Disclosure Period')
    expect(entity).toContain('general ideas, concepts, know-how and techniques retained in the unaided memory')
    expect(entity).not.toContain('Non-solicitation')
    expect(entity).toContain('submitted to the exclusive jurisdiction of the courts of the country whose law governs this Agreement')
    expect(entity).toContain('to the address of the relevant Party set out above.')
  })

  it('print the MSA’s services as a sentence and as a list, with its key terms', () => {
    const text = printed['msa'] ?? ''
    expect(text).toContain(
      'the Supplier shall provide to the Customer the hosting and operation of the Platform, technical support and maintenance and training of Customer personnel (together, the “Services”), comprising:'
    )
    expect(text).toContain('(a) hosting and operation of the Platform; (b) technical support and maintenance; (c) training of Customer personnel;')
    expect(text).toContain('Automatic renewal No')
    expect(text).toContain('The Customer shall pay the Fees, currently 150,000 euros a year, which the Supplier shall invoice quarterly in advance.')
    expect(text).toContain('at least 99.95 per cent of the time')
    expect(text).toContain('This Agreement expires at the end of the Initial Term unless the parties agree in writing to extend it.')
    expect(text).not.toContain('renews automatically for a further')
    expect(text).toContain('No personal data')
    expect(text).not.toContain('the Supplier shall act as processor')
    expect(text).toContain('a company registered under number [●] whose registered office is at [●] (the “Supplier”)')
  })

  it('fill the consulting agreement for an individual consultant, taking the inverse of unanswered conditionals', () => {
    const text = printed['consulting'] ?? ''
    expect(text).toContain('and Ada Lovelace of [●] (the “Consultant”), an individual carrying on business on their own account.')
    expect(text).toContain('The Consultant shall provide the Services from 2026-04-01, unless the engagement is ended earlier')
    expect(text).toContain('a fee of 850 pounds sterling for each day')
    expect(text).toContain('will require 40 days')
    expect(text).toContain('Remote work permitted: Yes.')
    expect(text).toContain('The fees include all expenses; the Consultant shall bear their own travel and other costs of providing the Services.')
    // The assignment question was not answered: an omitted conditional is false, so the licence wording applies.
    expect(text).toContain('The Consultant retains all intellectual property rights in the work product created in providing the Services')
    expect(text).not.toContain('The Consultant assigns to the Client')
    expect(text).toContain('The Consultant shall maintain professional indemnity insurance and public liability insurance with a reputable insurer')
    expect(text).toContain('Either party may end this Agreement by giving the other fourteen (14) days written notice.')
    expect(text).toContain('Signed by Ada Lovelace')
  })
})
