import type { Currency } from '../catalogue/properties'

/** The shape of document a contract gets: decides its operative clauses and schedules. */
export type DocumentFamily = 'nda' | 'services' | 'licence' | 'supply' | 'dpa' | 'employment' | 'lease' | 'reseller' | 'letter'

export type LiabilityTerms =
  | { kind: 'fees'; months: number }
  | { kind: 'fixed'; amount: number }
  | { kind: 'uncapped' }
  /** The contract has no limitation-of-liability clause at all. */
  | { kind: 'absent' }

export interface DocumentParty {
  name: string
  /** The defined term the document uses for the party ("Northwind", "the Consultant"). */
  definedTerm: string
  isEntity: boolean
  /** "a private limited company incorporated in England and Wales (company number 04829331)". */
  description: string
  address: string | null
  signatory: { name: string; title: string } | null
}

/** Everything the demo document generator needs to write one contract's document. */
export interface DemoContractDoc {
  contractId: string
  kind: 'docx' | 'pdf'
  /** The contract's name in the register, printed on the cover. */
  name: string
  reference: string
  /** The document's own title ("Master Services Agreement"). */
  title: string
  family: DocumentFamily
  categoryLabel: string | null
  /** What the contract is about beyond its title: a project, goods, premises, a territory. */
  subject: string | null
  /** Day of the agreement, YYYY-MM-DD; null for a draft not yet dated. */
  dated: string | null
  draft: boolean
  /** Who provides the services, goods, licence, premises or work; in a mutual NDA, Harbourline. */
  provider: 'ours' | 'counterparty'
  ours: DocumentParty
  counterparty: DocumentParty
  term: {
    effectiveDate: string | null
    basis: 'fixed' | 'term' | 'indefinite' | null
    endDate: string | null
    initialTermMonths: number | null
    autoRenewal: boolean
    renewalTermMonths: number | null
    noticePeriodDays: number | null
    noticeType: string | null
  }
  money: { value: number | null; currency: Currency; paymentTermsDays: number | null }
  law: { governingLaw: string; courts: string | null }
  clauses: {
    liability: LiabilityTerms
    exclusivity: boolean
    nonCompete: boolean
    nonSolicitation: boolean
    mostFavouredNation: boolean
    changeOfControl: boolean
    priceIncrease: boolean
    liquidatedDamages: boolean
    insurance: boolean
    /** Present when personal data is processed: where it is, and the transfer tools relied on. */
    dataProtection: { location: string; mechanisms: string[] } | null
    auditRights: boolean
    serviceLevels: boolean
  }
  employment: { jobTitle: string; grade: string; probationMonths: number; isConsultant: boolean } | null
  /** Seeds the choice among wordings, so two contracts of one kind do not read alike. */
  wordingSeed: string
}

export interface BuiltDocument {
  fileName: string
  kind: 'docx' | 'pdf'
  bytes: Uint8Array
}
