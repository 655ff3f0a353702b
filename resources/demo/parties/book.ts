import type { PartyRecord } from '../../../electron/engine/db/writers'
import type { DemoCalendar } from '../calendar'
import { DemoRandom, demoId } from '../random'
import { COUNTERPARTIES } from './counterparties'
import { OUR_ENTITIES, OUR_NEGOTIATORS } from './internal'
import { drawCompany, drawPerson } from './names'
import type { CompanySeed, CounterpartyKind, PersonSeed, Roster, RosterCompany, RosterEntity, RosterPerson } from './types'

export interface PartyBookOptions {
  /** Companies drawn beyond the hand-written ones (the large workspace); 0 for the demo. */
  generatedCompanies: number
  /** Individuals who are parties to employment contracts. */
  employees: number
}

export interface PartyBook {
  records: PartyRecord[]
  roster: Roster
}

/** Lower-case ASCII for an email local part: "Mārtiņš O'Neill" → "martins.oneill". */
function mailbox(person: PersonSeed, domain: string): string {
  const local = `${person.firstName}.${person.lastName}`
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '')
  return `${local}@${domain}`
}

/**
 * The contact book: Harbourline's own entities and people, its counterparties and their people,
 * employees, plus the parties the API must never serve (unconfirmed AI suggestions and
 * soft-deleted entries) so those rules have something to hide.
 */
export function buildPartyBook(calendar: DemoCalendar, options: PartyBookOptions): PartyBook {
  const random = DemoRandom.stream('parties')
  const records: PartyRecord[] = []
  // Older entries first, spread over three years whatever the size of the book; some were
  // edited since they were created.
  let age = 1150
  const step = Math.max(1, Math.floor(2200 / (100 + options.generatedCompanies * 2 + options.employees)))
  const stamp = () => {
    age = Math.max(2, age - random.int(0, step))
    const createdAt = calendar.pastInstant(age, random.int(420, 1140))
    const updatedAt = random.chance(0.35) ? calendar.pastInstant(random.int(1, age), random.int(420, 1140)) : createdAt
    return { createdAt, updatedAt: Math.max(createdAt, updatedAt) }
  }
  const idOf = (key: string) => demoId('party', key)

  const addCompany = (seed: CompanySeed, internal: boolean): RosterCompany => {
    const id = idOf(seed.key)
    records.push({
      id, isEntity: true, isInternal: internal, entityName: seed.entityName, entityType: seed.entityType, entityRegNo: seed.regNo,
      email: `legal@${seed.domain}`, phone: seed.phone, country: seed.country, address: seed.address, tags: seed.tags,
      abbreviations: seed.abbreviations ?? [], customAttributes: seed.attributes, parentId: seed.parentKey ? idOf(seed.parentKey) : null,
      sanctionsStatus: internal ? 'clear' : seed.sanctions, ...stamp()
    })
    const people = seed.people.map((p, i) => addPerson(`${seed.key}/person-${i}`, p, seed, internal))
    return {
      id, name: seed.entityName, shortName: seed.shortName, country: seed.country, entityType: seed.entityType, regNo: seed.regNo,
      address: seed.address, kinds: seed.kinds, tags: seed.tags, sanctions: internal ? 'clear' : seed.sanctions, people
    }
  }

  const addPerson = (key: string, p: PersonSeed, employer: Pick<CompanySeed, 'domain' | 'country' | 'address'>, internal: boolean, extra: Partial<PartyRecord> = {}): RosterPerson => {
    const id = idOf(key)
    const email = mailbox(p, employer.domain)
    records.push({
      id, isEntity: false, isInternal: internal, firstName: p.firstName, lastName: p.lastName, title: p.title, designation: p.designation,
      email, country: employer.country, address: internal ? employer.address : null,
      sanctionsStatus: internal ? 'clear' : random.weighted([['unknown', 3], ['clear', 2]] as const), ...stamp(), ...extra
    })
    return { id, name: `${p.firstName} ${p.lastName}`, title: p.designation, email }
  }

  const ourEntities: RosterEntity[] = OUR_ENTITIES.map((seed) => ({
    ...addCompany({ ...seed, kinds: [], sanctions: 'clear' }, true),
    governingLaws: seed.governingLaws
  }))
  const harbourline = OUR_ENTITIES[0] ?? { domain: 'harbourline.example', country: 'GB', address: '' }
  const ourPeople = OUR_NEGOTIATORS.map((p, i) => addPerson(`harbourline/negotiator-${i}`, p, harbourline, true))

  const companies = COUNTERPARTIES.map((seed) => addCompany(seed, false))
  for (let i = 0; i < options.generatedCompanies; i += 1) companies.push(addCompany(drawCompany(random, i), false))

  const employees = Array.from({ length: options.employees }, (_, i) =>
    addPerson(`employee-${i}`, drawPerson(random), { domain: 'mail.example', country: random.pick(['GB', 'GB', 'DE', 'US', 'SG']), address: '' }, false, {
      tags: ['employee'],
      customAttributes: { employee_number: `E${String(10412 + i * 37).padStart(6, '0')}` },
      sanctionsStatus: 'clear'
    })
  )

  const unconfirmedIds = addHiddenParties(records, idOf, stamp)
  const deletedIds = addDeletedParties(records, idOf, calendar)

  const eligible = companies.filter((c) => c.sanctions !== 'sanctioned')
  const byKind = new Map<CounterpartyKind, RosterCompany[]>()
  for (const company of eligible) {
    for (const kind of company.kinds) {
      const pool = byKind.get(kind)
      if (pool === undefined) byKind.set(kind, [company])
      else pool.push(company)
    }
  }
  return { records, roster: { ourEntities, ourPeople, companies, eligible, byKind, employees, unconfirmedIds, deletedIds } }
}

type Stamp = () => { createdAt: number; updatedAt: number }

/** Names the document reader suggested from scanned contracts; nobody has accepted them. */
function addHiddenParties(records: PartyRecord[], idOf: (key: string) => string, stamp: Stamp): string[] {
  const hidden: PartyRecord[] = [
    { id: idOf('suggested/northwind-limited'), isEntity: true, entityName: 'Northwind Logistic Limited', country: 'GB', confirmed: false, ...stamp() },
    { id: idOf('suggested/brightwater'), isEntity: true, entityName: 'Brightwater Analytics', confirmed: false, ...stamp() },
    { id: idOf('suggested/g-whitfield'), isEntity: false, firstName: 'G.', lastName: 'Whitfield', designation: 'Procurement', confirmed: false, ...stamp() }
  ]
  records.push(...hidden)
  return hidden.map((p) => p.id)
}

/** Entries removed from the contact book that old contracts still point at. */
function addDeletedParties(records: PartyRecord[], idOf: (key: string) => string, calendar: DemoCalendar): string[] {
  const atlasDeleted = calendar.pastInstant(95, 610)
  const nashDeleted = calendar.pastInstant(200, 700)
  const deleted: PartyRecord[] = [
    {
      id: idOf('deleted/atlas'), isEntity: true, entityName: 'Atlas Office Supplies Ltd', entityType: 'private limited company', country: 'GB',
      entityRegNo: '02847719', tags: ['merged-into-silverline'], sanctionsStatus: 'clear', deletedAt: atlasDeleted,
      createdAt: calendar.pastInstant(1090, 560), updatedAt: atlasDeleted
    },
    {
      id: idOf('deleted/peter-nash'), isEntity: false, firstName: 'Peter', lastName: 'Nash', designation: 'Former Sales Director', country: 'GB',
      deletedAt: nashDeleted, createdAt: calendar.pastInstant(880, 615), updatedAt: nashDeleted
    }
  ]
  records.push(...deleted)
  return deleted.map((p) => p.id)
}
