import type { DemoContractDoc } from '../model'
import type { NumberedClause, Outline, PreambleBlock, Schedule, SignatureBlock } from '../outline'
import {
  assignmentClause,
  auditClause,
  complianceClause,
  confidentialityClause,
  forceMajeureClause,
  generalClause,
  governingLawClause,
  indemnityClause,
  insuranceClause,
  liabilityClause,
  noticesClause,
  paymentClause,
  restrictionsClause,
  termClause,
  terminationClause
} from './common'
import { definitionsClause } from './definitions'
import { licenceClauses, licenceSchedules, servicesClauses, servicesSchedules } from './families/commercial'
import { leaseClauses, leaseSchedules, resellerClauses, resellerSchedules, supplyClauses, supplySchedules } from './families/goods'
import { dataProtectionClause, dpaClauses, dpaSchedules, employmentClauses, letterClauses, ndaClauses } from './families/people-and-data'
import { longDate, Wording } from './wording'

type Body = { clauses: Array<NumberedClause | null>; schedules: Schedule[] }

/** The clauses and schedules of each kind of document, in the order a lawyer expects them. */
function body(w: Wording): Body {
  const c = w.doc.clauses
  const tail = [noticesClause(w), generalClause(w), governingLawClause(w)]
  const commercialRisk = [
    liabilityClause(w),
    c.liability.kind === 'uncapped' || w.chance(0.5) ? indemnityClause(w) : null,
    terminationClause(w),
    forceMajeureClause(w),
    assignmentClause(w),
    restrictionsClause(w)
  ]
  switch (w.doc.family) {
    case 'nda':
      return { clauses: [definitionsClause(w), ...ndaClauses(w), termClause(w), restrictionsClause(w), liabilityClause(w), ...tail], schedules: [] }
    case 'services':
      return {
        clauses: [definitionsClause(w), termClause(w), ...servicesClauses(w), paymentClause(w, w.r(), w.p(), 'Services'), confidentialityClause(w), dataProtectionClause(w),
          c.insurance ? insuranceClause(w) : null, ...commercialRisk, complianceClause(w), c.auditRights ? auditClause(w) : null, ...tail],
        schedules: servicesSchedules(w)
      }
    case 'licence':
      return {
        clauses: [definitionsClause(w), termClause(w), ...licenceClauses(w), paymentClause(w, w.r(), w.p(), 'licence and the support services'), confidentialityClause(w),
          dataProtectionClause(w), ...commercialRisk, c.auditRights ? auditClause(w) : null, ...tail],
        schedules: licenceSchedules(w)
      }
    case 'supply':
      return {
        clauses: [definitionsClause(w), termClause(w), ...supplyClauses(w), paymentClause(w, w.r(), w.p(), 'Goods'), confidentialityClause(w), c.insurance ? insuranceClause(w) : null,
          ...commercialRisk, complianceClause(w), c.auditRights ? auditClause(w) : null, ...tail],
        schedules: supplySchedules(w)
      }
    case 'dpa':
      return { clauses: [definitionsClause(w), termClause(w), ...dpaClauses(w), liabilityClause(w), ...tail], schedules: dpaSchedules(w) }
    case 'employment':
      return {
        clauses: [...(w.doc.employment?.isConsultant ? [termClause(w)] : []), ...employmentClauses(w), confidentialityClause(w), restrictionsClause(w), terminationClause(w), generalClause(w), governingLawClause(w)],
        schedules: []
      }
    case 'lease':
      return { clauses: [definitionsClause(w), termClause(w, 'The term of this lease'), ...leaseClauses(w), liabilityClause(w), ...tail], schedules: leaseSchedules(w) }
    case 'reseller':
      return {
        clauses: [definitionsClause(w), termClause(w), ...resellerClauses(w), paymentClause(w, 'the Reseller', 'the Company', 'rights granted under this Agreement'), confidentialityClause(w),
          ...commercialRisk, complianceClause(w), ...tail],
        schedules: resellerSchedules(w)
      }
    case 'letter':
      return { clauses: [...letterClauses(w), termClause(w, 'This letter'), confidentialityClause(w), generalClause(w), governingLawClause(w)], schedules: [] }
  }
}

/** A document's full outline: cover, parties, numbered clauses, schedules and signature blocks. */
export function composeDocument(doc: DemoContractDoc): Outline {
  const w = new Wording(doc)
  const { clauses: maybe, schedules } = body(w)
  const clauses = maybe.filter((c): c is NumberedClause => c !== null)
  const numbers = new Map(clauses.flatMap((c, i) => (c.key === undefined ? [] : [[c.key, String(i + 1)] as const])))
  const resolve = (text: string) => text.replace(/\{§([a-z-]+)\}/g, (_, key: string) => numbers.get(key) ?? '[●]')
  const resolveClause = (c: NumberedClause): NumberedClause => ({
    ...c,
    items: c.items.map((item) => ({ text: resolve(item.text), ...(item.list ? { list: { style: item.list.style, items: item.list.items.map(resolve) } } : {}) }))
  })
  return {
    title: doc.title,
    coverLines: [doc.name, `Reference: ${doc.reference}`, doc.dated === null ? 'DRAFT – subject to contract' : `Dated ${longDate(doc.dated)}`],
    runningHeader: `${doc.reference} | ${doc.title} | ${doc.draft ? 'Draft – subject to contract' : 'Confidential'}`,
    preamble: preamble(w),
    clauses: clauses.map(resolveClause),
    schedules: schedules.map((s) => ({ ...s, clauses: s.clauses.map(resolveClause) })),
    signatures: signatures(doc)
  }
}

const BACKGROUND: Record<DemoContractDoc['family'], (w: Wording) => string[]> = {
  nda: () => ['The parties wish to explore a possible business relationship and, for that purpose, expect to exchange confidential information.', 'Each party is willing to disclose its confidential information to the other on the terms of this Agreement.'],
  services: (w) => [`${w.P()} provides ${w.doc.subject === null ? 'technology and consulting services' : `services relating to ${w.doc.subject}`}.`, `${w.R()} wishes to obtain, and ${w.p()} has agreed to provide, the Services on the terms of this Agreement.`],
  licence: (w) => [`The Licensor has developed and owns ${w.doc.subject ?? 'software'} and makes it available to its customers as a hosted service.`, 'The Licensee wishes to use the Software in its business operations on the terms of this Agreement.'],
  supply: (w) => [`The Supplier manufactures and sells ${w.doc.subject?.toLowerCase() ?? 'components'}.`, 'The Buyer wishes to purchase, and the Supplier has agreed to supply, the Goods on the terms of this Agreement.'],
  dpa: () => ['The Processor provides services to the Controller under the Main Agreement, in the course of which it processes personal data on behalf of the Controller.', 'This Agreement sets out the terms required by Article 28 of the GDPR.'],
  employment: () => [],
  lease: () => ['The Landlord is the owner of the freehold interest in the building of which the Premises form part.', 'The Landlord has agreed to let the Premises to the Tenant on the terms of this lease.'],
  reseller: () => ['The Company develops and sells fleet and logistics software products.', 'The Reseller has experience in selling business software in the Territory and wishes to resell the Products.'],
  letter: () => []
}

function preamble(w: Wording): PreambleBlock[] {
  const doc = w.doc
  const party = (p: DemoContractDoc['ours']) =>
    p.isEntity
      ? `${p.name}, ${p.description}, whose registered office is at ${p.address ?? '[●]'}${p.definedTerm === '' ? '' : ` ("${p.definedTerm.replace(/^the /, '')}")`}`
      : `${p.name}${p.address === null ? '' : ` of ${p.address}`} ("${p.definedTerm.replace(/^the /, '')}")`
  const blocks: PreambleBlock[] = [
    { kind: 'paragraph', text: `THIS ${doc.family === 'lease' ? 'LEASE' : doc.family === 'letter' ? 'LETTER AGREEMENT' : 'AGREEMENT'} is dated ${doc.dated === null ? '[●]' : longDate(doc.dated)}.` },
    { kind: 'heading', text: 'Parties' },
    { kind: 'item', label: '(1)', text: `${party(doc.ours)}; and` },
    { kind: 'item', label: '(2)', text: `${party(doc.counterparty)}.` }
  ]
  const background = BACKGROUND[doc.family](w)
  if (background.length > 0) {
    blocks.push({ kind: 'heading', text: 'Background' })
    background.forEach((text, i) => blocks.push({ kind: 'item', label: `(${String.fromCharCode(65 + i)})`, text }))
  }
  blocks.push({ kind: 'heading', text: 'Agreed terms' })
  return blocks
}

function signatures(doc: DemoContractDoc): SignatureBlock[] {
  return [doc.ours, doc.counterparty].map((p) => ({ party: p.name, signatory: p.signatory?.name ?? null, title: p.signatory?.title || null }))
}
