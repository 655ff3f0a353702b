/** What a counterparty does for or with Harbourline: decides which contracts it can appear on. */
export type CounterpartyKind = 'customer' | 'supplier' | 'manufacturer' | 'software-vendor' | 'processor' | 'landlord' | 'reseller' | 'investor'

export type SanctionsStatus = 'clear' | 'sanctioned' | 'unknown'

/** A person in the contact book (a representative, a signatory, an employee). */
export interface PersonSeed {
  firstName: string
  lastName: string
  title: string | null
  designation: string
}

/** A company in the contact book, before ids and timestamps are given to it. */
export interface CompanySeed {
  key: string
  entityName: string
  /** How contract names and the documents call it ("Northwind Logistics"). */
  shortName: string
  entityType: string
  country: string
  regNo: string
  address: string
  domain: string
  phone: string
  kinds: CounterpartyKind[]
  tags: string[]
  abbreviations?: string[]
  sanctions: SanctionsStatus
  attributes: Record<string, unknown>
  parentKey?: string
  people: PersonSeed[]
}

export interface RosterPerson {
  id: string
  name: string
  title: string
  email: string | null
}

/** A company as the contract generator sees it. */
export interface RosterCompany {
  id: string
  name: string
  shortName: string
  country: string
  entityType: string
  regNo: string
  address: string
  kinds: readonly CounterpartyKind[]
  tags: readonly string[]
  sanctions: SanctionsStatus
  people: RosterPerson[]
}

/** One of Harbourline's own entities, with who signs for it. */
export interface RosterEntity extends RosterCompany {
  governingLaws: string[]
}

export interface Roster {
  ourEntities: RosterEntity[]
  /** Harbourline people who sign and negotiate, by entity country. */
  ourPeople: RosterPerson[]
  companies: RosterCompany[]
  /** Companies Harbourline may contract with: every one not flagged by sanctions screening. */
  eligible: RosterCompany[]
  byKind: ReadonlyMap<CounterpartyKind, RosterCompany[]>
  employees: RosterPerson[]
  /** AI-suggested parties nobody has confirmed yet: linked to a few contracts, never served. */
  unconfirmedIds: string[]
  /** Soft-deleted parties still linked to old contracts. */
  deletedIds: string[]
}
