import type { ContractPartyLink } from '../../../electron/engine/db/writers'
import type { DemoGroupKey } from '../catalogue/people'
import type { DocumentFamily, DocumentParty } from '../documents/model'
import type { DemoRandom } from '../random'
import type { Roster, RosterCompany, RosterEntity, RosterPerson } from '../parties/types'

/** Which of Harbourline's entities contracts with a counterparty from this country. */
export function ourEntityFor(roster: Roster, country: string, random: DemoRandom): RosterEntity {
  const byCountry: Record<string, number> = { US: 2, DE: 3, SG: 4 }
  const index = byCountry[country] ?? (random.chance(0.08) ? 0 : 1)
  const entity = roster.ourEntities[index] ?? roster.ourEntities[0]
  if (entity === undefined) throw new Error('the roster has no Harbourline entities')
  return entity
}

/** Negotiators by group, as `OUR_NEGOTIATORS` lists them: Daniel, Priya, Hannah, Tomás, Julia. */
const NEGOTIATORS_BY_GROUP: Record<DemoGroupKey | 'none', number[]> = {
  commercial: [0, 0, 1, 4],
  procurement: [2, 2, 4],
  employment: [3, 1],
  none: [1]
}

export interface LinkInput {
  counterparty: RosterCompany | RosterPerson
  isEmployee: boolean
  ourEntity: RosterEntity
  group: DemoGroupKey | null
  statusCode: number
}

/**
 * The contract's party links: the counterparty always; its representative and our negotiator
 * usually; signatories on both sides once the contract goes for signature; now and then a link
 * the document reader suggested that nobody has reviewed yet.
 */
export function partyLinks(input: LinkInput, roster: Roster, random: DemoRandom): ContractPartyLink[] {
  const links: ContractPartyLink[] = [{ partyId: input.counterparty.id, role: 'counterparty' }]
  const people = 'people' in input.counterparty ? input.counterparty.people : []
  const representative = people[0]
  if (representative !== undefined && random.chance(0.85)) links.push({ partyId: representative.id, role: 'counterparty_representative' })
  const negotiator = roster.ourPeople[random.pick(NEGOTIATORS_BY_GROUP[input.group ?? 'none'])]
  if (negotiator !== undefined && random.chance(0.9)) links.push({ partyId: negotiator.id, role: 'our_representative' })
  if (input.statusCode >= 4) {
    const ourSignatory = input.ourEntity.people[0]
    if (ourSignatory !== undefined) links.push({ partyId: ourSignatory.id, role: 'signer' })
    const theirSignatory = input.isEmployee ? input.counterparty : people[people.length - 1]
    if (theirSignatory !== undefined) links.push({ partyId: theirSignatory.id, role: 'signer' })
  }
  if (random.chance(0.08)) {
    const suggestion = people[1] ?? roster.ourPeople[random.int(0, roster.ourPeople.length - 1)]
    const role = random.pick(['signer', 'counterparty_representative'])
    if (suggestion !== undefined && !links.some((l) => l.partyId === suggestion.id && l.role === role)) {
      links.push({ partyId: suggestion.id, role, reviewState: 'pending' })
    }
  }
  return links
}

const COUNTRY_NAMES: Record<string, string> = {
  GB: 'England and Wales', US: 'the United States', DE: 'Germany', NL: 'the Netherlands', FR: 'France', IE: 'Ireland', IT: 'Italy',
  JP: 'Japan', SG: 'Singapore', LV: 'Latvia', AE: 'the United Arab Emirates'
}
const US_STATES: Record<string, string> = { DE: 'Delaware', NY: 'New York', CA: 'California' }

/** How a party is introduced in the document's parties clause. */
export function describeEntity(company: RosterCompany): string {
  if (company.country === 'US') {
    const state = US_STATES[company.regNo.slice(0, 2)] ?? 'Delaware'
    return `a ${state} ${company.entityType}`
  }
  if (company.country === 'GB') {
    const what = company.entityType === 'limited liability partnership' ? 'registered' : 'incorporated'
    return `a ${company.entityType} ${what} in England and Wales with number ${company.regNo}`
  }
  return `a ${company.entityType} registered in ${COUNTRY_NAMES[company.country] ?? company.country} under number ${company.regNo}`
}

/** The defined terms for (provider, recipient) in each kind of document. */
const TERMS: Record<DocumentFamily, [string, string]> = {
  nda: ['', ''],
  services: ['the Supplier', 'the Customer'],
  licence: ['the Licensor', 'the Licensee'],
  supply: ['the Supplier', 'the Buyer'],
  dpa: ['the Processor', 'the Controller'],
  employment: ['the Employee', 'the Company'],
  lease: ['the Landlord', 'the Tenant'],
  reseller: ['the Reseller', 'the Company'],
  letter: ['', '']
}

/** A mutual document calls each party by its own short name. */
function shortTerm(name: string): string {
  return name.split(' ')[0] ?? name
}

export function documentParties(input: {
  family: DocumentFamily
  /** Who provides the services, goods, licence, premises or work. */
  provider: 'ours' | 'counterparty'
  ourEntity: RosterEntity
  counterparty: RosterCompany | RosterPerson
  consultant: boolean
}): { ours: DocumentParty; counterparty: DocumentParty } {
  const [providerTerm, recipientTerm] = TERMS[input.family]
  const termFor = (side: 'ours' | 'counterparty', name: string) => {
    const term = side === input.provider ? providerTerm : recipientTerm
    if (term === 'the Employee' && input.consultant) return 'the Consultant'
    return term === '' ? shortTerm(name) : term
  }
  const ours: DocumentParty = {
    name: input.ourEntity.name,
    definedTerm: termFor('ours', input.ourEntity.shortName),
    isEntity: true,
    description: describeEntity(input.ourEntity),
    address: input.ourEntity.address,
    signatory: input.ourEntity.people[0] ? { name: input.ourEntity.people[0].name, title: input.ourEntity.people[0].title } : null
  }
  const cp = input.counterparty
  const counterparty: DocumentParty =
    'people' in cp
      ? {
          name: cp.name,
          definedTerm: termFor('counterparty', cp.shortName),
          isEntity: true,
          description: describeEntity(cp),
          address: cp.address,
          signatory: cp.people.length > 0 ? { name: cp.people[cp.people.length - 1]?.name ?? '', title: cp.people[cp.people.length - 1]?.title ?? '' } : null
        }
      : { name: cp.name, definedTerm: termFor('counterparty', cp.name), isEntity: false, description: 'an individual', address: null, signatory: { name: cp.name, title: '' } }
  return { ours, counterparty }
}
