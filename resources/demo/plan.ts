import type {
  CategoryRecord,
  ClauseRecord,
  EmailRecord,
  NewUser,
  PartyAttributeRecord,
  PartyRecord,
  PlaybookRecord,
  PropertyDefinitionInput,
  TemplateRecord
} from '../../electron/engine/db/writers'
import { DemoCalendar } from './calendar'
import { demoCategoryRecords } from './catalogue/categories'
import { demoPartyAttributes } from './catalogue/party-attributes'
import { DEMO_ADMIN_ID, demoGroupRecords, demoUsers } from './catalogue/people'
import { demoPropertyDefinitions } from './catalogue/properties'
import { DEMO_STATUS_LABELS } from './catalogue/statuses'
import type { Archetype } from './contracts/archetypes'
import { planDemoContracts } from './contracts/demo-book'
import type { ContractDraft, DraftContext } from './contracts/draft'
import { demoClauses } from './library/clauses'
import { demoEmails } from './library/emails'
import { buildPartyBook, type PartyBookOptions } from './parties/book'
import type { Roster } from './parties/types'
import { DEMO_PLAYBOOK_IDS, demoPlaybooks } from './playbooks'
import { CONSULTING_AGREEMENT_ID } from './templates/consulting-agreement'
import { demoTemplates } from './templates/index'
import { MASTER_SERVICES_AGREEMENT_ID } from './templates/master-services-agreement'
import { MUTUAL_NDA_ID } from './templates/mutual-nda'

/** The reference data every Folio demo or benchmark workspace starts from. */
export interface DemoCatalogue {
  calendar: DemoCalendar
  groups: Array<{ id: string; name: string; createdAt: number }>
  users: NewUser[]
  adminId: string
  statusLabels: Array<{ code: number; label: string | null }>
  categories: CategoryRecord[]
  properties: PropertyDefinitionInput[]
  partyAttributes: PartyAttributeRecord[]
  parties: PartyRecord[]
  roster: Roster
  templates: TemplateRecord[]
  playbooks: PlaybookRecord[]
  clauses: ClauseRecord[]
}

/** Everything the demo workspace holds, computed without a database. */
export interface DemoPlan extends DemoCatalogue {
  contracts: ContractDraft[]
  emails: EmailRecord[]
}

const TEMPLATE_CATEGORY: Record<string, Archetype['key']> = {
  [MUTUAL_NDA_ID]: 'nda',
  [MASTER_SERVICES_AGREEMENT_ID]: 'msa',
  [CONSULTING_AGREEMENT_ID]: 'employment'
}

export function demoCatalogue(now: number, book: PartyBookOptions): DemoCatalogue {
  const calendar = new DemoCalendar(now)
  const { records: parties, roster } = buildPartyBook(calendar, book)
  return {
    calendar,
    groups: demoGroupRecords(calendar),
    users: demoUsers(calendar),
    adminId: DEMO_ADMIN_ID,
    statusLabels: DEMO_STATUS_LABELS,
    categories: demoCategoryRecords(calendar),
    properties: demoPropertyDefinitions(calendar),
    partyAttributes: demoPartyAttributes(),
    parties,
    roster,
    // Bodies live in the blob store, which seeding does not reach: the engine stores them.
    templates: demoTemplates().map((t, i) => ({
      id: t.id,
      definition: t.definition,
      bodySha256: null,
      createdAt: calendar.pastInstant(700 - i * 90, 610),
      updatedAt: calendar.pastInstant(60 - i * 15, 640)
    })),
    playbooks: demoPlaybooks(calendar),
    clauses: demoClauses(calendar)
  }
}

/** How drafted contracts find their template and playbook. */
export function draftContext(catalogue: DemoCatalogue, idSpace: string): DraftContext {
  const templates = catalogue.templates
  return {
    calendar: catalogue.calendar,
    roster: catalogue.roster,
    templateFor: (archetype) => {
      const template = templates.find((t) => TEMPLATE_CATEGORY[t.id] === archetype.key)
      return template ? { id: template.id, title: titleOfTemplate(template.definition.name) } : null
    },
    playbooks: DEMO_PLAYBOOK_IDS,
    idSpace
  }
}

/** "Consulting Agreement (Individual Contractor)" → "Consulting Agreement". */
function titleOfTemplate(name: string): string {
  return name.replace(/\s*\(.*\)\s*$/, '')
}

export const DEMO_PARTY_BOOK: PartyBookOptions = { generatedCompanies: 0, employees: 16 }

/** The whole demo workspace for the UTC day of `now`: the same day always gives the same plan. */
export function planDemoWorkspace(now: number): DemoPlan {
  const catalogue = demoCatalogue(now, DEMO_PARTY_BOOK)
  const contracts = planDemoContracts(draftContext(catalogue, 'demo'))
  return { ...catalogue, contracts, emails: demoEmails(contracts, catalogue.roster, catalogue.calendar) }
}

