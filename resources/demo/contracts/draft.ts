import type { ContractPartyLink, ContractRecord } from '../../../electron/engine/db/writers'
import { DEMO_CATEGORIES, demoCategoryId } from '../catalogue/categories'
import { DEMO_GROUPS, GROUP_OWNERS, REQUESTERS, UNGROUPED_OWNERS, demoUserId } from '../catalogue/people'
import type { DemoCalendar } from '../calendar'
import { formatIsoDate } from '../calendar'
import type { DemoContractDoc } from '../documents/model'
import { DemoRandom, demoId } from '../random'
import { JOB_TITLES } from '../parties/names'
import type { Roster, RosterCompany, RosterPerson } from '../parties/types'
import type { Archetype, ContractType } from './archetypes'
import { chooseClauses } from './clause-choices'
import { documentParties, ourEntityFor, partyLinks } from './parties'
import { drawScenario, renewalTerms, type RenewalScenario } from './renewal'
import { contractTimeline } from './timeline'
import { contractProperties, contractValue, currencyFor, drawEmployment, lawFor } from './values'

/** What the planner decides about a contract before it is drafted. */
export interface ContractSlot {
  index: number
  archetype: Archetype
  type: ContractType
  statusCode: number
  scenario?: RenewalScenario
  deleted?: boolean
  aborted?: boolean
  /** Extra links the planner adds to show hidden parties (unconfirmed, soft-deleted). */
  extraLinks?: ContractPartyLink[]
  setModuleTo?: string
  /** A counterparty chosen by the planner instead of drawn. */
  counterparty?: RosterCompany | RosterPerson
  /** Imported from the old register without a status: drafted as `statusCode`, stored with none. */
  withoutStatus?: boolean
}

export interface DraftContext {
  calendar: DemoCalendar
  roster: Roster
  /** Template ids by the category their contracts fall in. */
  templateFor: (archetype: Archetype) => { id: string; title: string } | null
  playbooks: { commercial: string; saas: string }
  /** Namespaces ids, so the large workspace's contracts never collide with the demo's. */
  idSpace: string
}

export interface ContractDraft {
  record: ContractRecord
  document: DemoContractDoc
  /** Register numbering happens after drafting, in order of creation. */
  categoryKey: Archetype['key']
}

const PROVIDED_BY_US = new Set<Archetype['key']>(['msa', 'servicesUs', 'nda', 'uncategorised'])

export function contractIdOf(idSpace: string, index: number): string {
  return demoId(`${idSpace}/contract`, index)
}

export function draftContract(slot: ContractSlot, ctx: DraftContext): ContractDraft {
  const { archetype } = slot
  const { calendar, roster } = ctx
  const random = DemoRandom.stream(`${ctx.idSpace}/contract/${slot.index}`)
  const id = contractIdOf(ctx.idSpace, slot.index)

  const template = slot.type === 'template' ? ctx.templateFor(archetype) : null
  const isEmployee = archetype.counterparty === 'employee'
  const consultant = isEmployee && (template !== null || random.chance(0.25))
  const counterparty = slot.counterparty ?? pickCounterparty(archetype, roster, random, slot.index)
  const country = 'country' in counterparty ? counterparty.country : 'GB'
  const ourEntity = ourEntityFor(roster, country, random)

  const scenario = slot.scenario ?? drawScenario(random, slot.statusCode, archetype.family)
  const terms = renewalTerms(scenario, calendar, random, archetype.initialTermMonths)
  const timeline = contractTimeline(slot.statusCode, terms.effectiveDate, calendar, random)

  const subject = subjectOf(archetype, counterparty, random)
  const jobTitle = random.pick(JOB_TITLES)
  const title = template?.title ?? (consultant ? 'Consulting Agreement' : titleOf(archetype, random, subject))
  const counterpartyName = 'shortName' in counterparty ? counterparty.shortName : counterparty.name
  const name = isEmployee ? `${title} – ${counterparty.name} (${jobTitle})` : `${title} – ${counterpartyName}`

  const clauses = chooseClauses(archetype, random)
  const money = {
    value: contractValue(archetype, random),
    currency: currencyFor(ourEntity, country, random),
    paymentTermsDays: archetype.paymentTermsDays.length > 0 ? random.pick(archetype.paymentTermsDays) : null
  }
  const law = lawFor(ourEntity, country, archetype.family === 'employment' || archetype.family === 'lease', random)
  const employment = isEmployee ? drawEmployment(random, jobTitle, consultant) : null

  const groupKey = archetype.group !== null && random.chance(0.92) ? archetype.group : null
  const owner = demoUserId(groupKey === null ? random.pick(UNGROUPED_OWNERS) : (GROUP_OWNERS[groupKey][random.skewedIndex(GROUP_OWNERS[groupKey].length, 1.5)] ?? 'amelia'))
  const requested = archetype.counterparty === 'customer' || archetype.counterparty === 'reseller' ? random.chance(0.45) : random.chance(0.15)
  const requester = requested ? demoUserId(random.pick(REQUESTERS)) : null

  const aborted = slot.aborted ?? (slot.statusCode < 4 && random.chance(0.12))
  const ended = scenario === 'expired' && terms.document.endDate !== null && calendar.daysFromToday(Date.parse(terms.document.endDate)) < -90
  const archived = (slot.statusCode === 6 && random.chance(0.5)) || (slot.statusCode === 5 && ended && random.chance(0.6))

  const links = [
    ...partyLinks({ counterparty, isEmployee, ourEntity, group: groupKey, statusCode: slot.statusCode }, roster, random),
    ...(slot.extraLinks ?? [])
  ]
  const properties = {
    ...terms.properties,
    ...contractProperties(
      { archetype, statusCode: slot.statusCode, ourEntity, clauses, money, law, executedAt: timeline.executedAt, createdAt: timeline.createdAt, subject, employment },
      calendar,
      random
    )
  }

  const record: ContractRecord = {
    id,
    type: slot.type,
    name,
    reference: '',
    statusCode: slot.withoutStatus ? null : slot.statusCode,
    createdAt: timeline.createdAt,
    updatedAt: timeline.updatedAt,
    finalizedAt: timeline.finalizedAt,
    executedAt: timeline.executedAt,
    executionMethod: timeline.executedAt === null ? null : random.weighted([['electronic_signature', 7], ['wet_ink', 2], ['offline_upload', 1]] as const),
    archived,
    deleted: slot.deleted ?? false,
    aborted,
    final: timeline.final,
    hubRequestStatus: requester === null ? 'none' : slot.statusCode >= 4 ? 'completed' : aborted ? 'cancelled' : 'in_progress',
    ownerId: owner,
    requesterId: requester,
    groupId: groupKey === null ? null : DEMO_GROUPS[groupKey].id,
    categoryId: archetype.key === 'uncategorised' ? null : demoCategoryId(archetype.key),
    formId: requester === null ? null : demoId('form', archetype.key),
    formentryId: requester === null ? null : demoId(`${ctx.idSpace}/form-entry`, slot.index),
    templateId: template?.id ?? null,
    playbookId: slot.type === 'playbook' ? (archetype.family === 'licence' || archetype.family === 'dpa' ? ctx.playbooks.saas : ctx.playbooks.commercial) : null,
    setModuleTo: slot.setModuleTo ?? null,
    properties,
    parties: links
  }

  const provider = PROVIDED_BY_US.has(archetype.key) ? 'ours' : 'counterparty'
  const document: DemoContractDoc = {
    contractId: id,
    kind: documentKind(slot.type, random),
    name,
    reference: '',
    title,
    family: archetype.family,
    categoryLabel: archetype.key === 'uncategorised' ? null : DEMO_CATEGORIES[archetype.key].label,
    subject,
    dated: timeline.executedAt === null ? null : formatIsoDate(timeline.executedAt),
    draft: slot.statusCode < 5,
    provider,
    ...documentParties({ family: archetype.family, provider, ourEntity, counterparty, consultant }),
    term: terms.document,
    money,
    law,
    clauses,
    employment,
    wordingSeed: id
  }
  return { record, document, categoryKey: archetype.key }
}

function subjectOf(archetype: Archetype, counterparty: RosterCompany | RosterPerson, random: DemoRandom): string | null {
  const tags = 'tags' in counterparty ? counterparty.tags : []
  const byTag = tags.map((tag) => archetype.subjectsByTag?.[tag]).find((s) => s !== undefined)
  if (byTag !== undefined) return byTag
  return archetype.subjects.length > 0 ? random.pick(archetype.subjects) : null
}

function titleOf(archetype: Archetype, random: DemoRandom, subject: string | null): string {
  const title = random.pick(archetype.titles)
  return title.replace('{subject}', subject ?? 'General')
}

/** Counterparty paper arrives as Word to mark up; signed third-party contracts often as PDF scans. */
function documentKind(type: ContractType, random: DemoRandom): 'docx' | 'pdf' {
  if (type === 'template') return 'docx'
  if (type === 'playbook') return random.chance(0.2) ? 'pdf' : 'docx'
  return random.chance(0.65) ? 'pdf' : 'docx'
}

/**
 * Key accounts come up far more often than the tail, as in a real book. Sanctioned companies are
 * never drawn: only the planner puts one on a contract, deliberately.
 */
function pickCounterparty(archetype: Archetype, roster: Roster, random: DemoRandom, index: number): RosterCompany | RosterPerson {
  if (archetype.counterparty === 'employee') {
    const employee = roster.employees[index % Math.max(1, roster.employees.length)]
    if (employee !== undefined) return employee
  }
  const kindPool = archetype.counterparty === 'any' || archetype.counterparty === 'employee' ? roster.eligible : (roster.byKind.get(archetype.counterparty) ?? roster.eligible)
  const local = archetype.countries === undefined ? kindPool : kindPool.filter((c) => archetype.countries?.includes(c.country))
  const pool = local.length > 0 ? local : kindPool
  const company = pool[random.skewedIndex(pool.length, 1.6)]
  if (company === undefined) throw new Error(`no counterparty for ${archetype.key}`)
  return company
}
