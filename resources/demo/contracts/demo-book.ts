import { DemoRandom } from '../random'
import { archetypeOf, type Archetype } from './archetypes'
import { contractIdOf, draftContract, type ContractDraft, type ContractSlot, type DraftContext } from './draft'
import { assignReferences } from './references'
import type { RenewalScenario } from './renewal'
import { CONTRACT_TYPES, STATUS_CODES, drawArchetypeFor, drawSlot } from './slots'

export const DEMO_CONTRACT_COUNT = 144

/** Renewal situations every demo shows at least once, on signed commercial contracts. */
const SHOWCASE_SCENARIOS: RenewalScenario[] = [
  'due30', 'due30', 'due90', 'due90', 'due180', 'due180', 'noticePeriod', 'noticePeriod', 'renewed', 'renewed',
  'expired', 'expired', 'indefinite', 'optionToRenew', 'noNotice', 'incomplete'
]
const SHOWCASE_FAMILIES = new Set<Archetype['family']>(['services', 'licence', 'supply', 'reseller'])

/**
 * The demo book: every storage origin in every status first, then contracts drawn in the book's
 * proportions, then the cases the API rules need on stage (hidden parties, deleted contracts, a
 * contract set, a sanctioned counterparty). Drafting is deterministic per slot.
 */
export function planDemoContracts(ctx: DraftContext, count = DEMO_CONTRACT_COUNT): ContractDraft[] {
  const random = DemoRandom.stream('plan/demo-book')
  const slots: ContractSlot[] = []
  for (const type of CONTRACT_TYPES) {
    for (const statusCode of STATUS_CODES) slots.push({ index: slots.length, archetype: drawArchetypeFor(random, type), type, statusCode })
  }
  while (slots.length < count) slots.push({ ...drawSlot(random, slots.length), deleted: false })

  const showcase = [...SHOWCASE_SCENARIOS]
  let employee = 0
  for (const slot of slots) {
    if (slot.statusCode === 5 && SHOWCASE_FAMILIES.has(slot.archetype.family) && showcase.length > 0) slot.scenario = showcase.shift()
    if (slot.archetype.counterparty === 'employee') slot.counterparty = ctx.roster.employees[employee++ % ctx.roster.employees.length]
  }
  stageSpecialCases(slots, ctx)

  const drafts = slots.map((slot) => draftContract(slot, ctx))
  assignReferences(drafts)
  distinguishNames(drafts)
  return drafts
}

function stageSpecialCases(slots: ContractSlot[], ctx: DraftContext): void {
  const { roster } = ctx
  const find = (predicate: (slot: ContractSlot) => boolean, skip = 0) => slots.filter(predicate)[skip]
  const company = (name: string) => roster.companies.find((c) => c.shortName === name)

  // A contract set: a template NDA filed under the Northwind MSA it preceded.
  const parent = find((s) => s.type === 'template' && s.archetype.key === 'msa' && s.statusCode === 5)
  const child = find((s) => s.type === 'template' && s.archetype.key === 'nda' && s.statusCode === 5)
  const northwind = company('Northwind Logistics')
  if (parent && child && northwind) {
    parent.counterparty = northwind
    child.counterparty = northwind
    child.setModuleTo = contractIdOf(ctx.idSpace, parent.index)
  }

  // The sanctioned reseller got as far as a draft NDA before screening stopped it.
  const caspian = company('Caspian Orbit Trading')
  slots.push({ index: slots.length, archetype: archetypeOf('nda'), type: 'playbook', statusCode: 1, counterparty: caspian, aborted: true })

  // Letters outside any category: the category of their list items and details is null.
  for (const statusCode of [5, 2]) slots.push({ index: slots.length, archetype: archetypeOf('uncategorised'), type: 'external', statusCode })

  // A signed agreement carried over from the old register with no status: its code is null.
  slots.push({ index: slots.length, archetype: archetypeOf('reseller'), type: 'external', statusCode: 5, withoutStatus: true, counterparty: company('Maplewood Channel Partners') })

  // Links to parties the API must hide: AI suggestions nobody confirmed, and deleted entries.
  const [suggestedNorthwind, suggestedBrightwater, suggestedPerson] = roster.unconfirmedIds
  const [atlas, peterNash] = roster.deletedIds
  const signed = (key: Archetype['key'], skip: number) => find((s) => s.archetype.key === key && s.statusCode >= 4, skip)
  const addLink = (slot: ContractSlot | undefined, partyId: string | undefined, role: string) => {
    if (slot && partyId) slot.extraLinks = [...(slot.extraLinks ?? []), { partyId, role }]
  }
  addLink(signed('msa', 1), suggestedNorthwind, 'counterparty')
  addLink(signed('licence', 0), suggestedBrightwater, 'counterparty')
  addLink(signed('msa', 2), suggestedPerson, 'counterparty_representative')
  addLink(signed('supply', 0), atlas, 'counterparty')
  addLink(signed('servicesUk', 0), peterNash, 'counterparty_representative')

  // Deleted contracts: a duplicate upload and two abandoned drafts.
  for (const [key, skip] of [['nda', 3], ['licence', 2], ['supply', 3]] as const) {
    const slot = find((s) => s.archetype.key === key && s.type === 'external', skip) ?? find((s) => s.archetype.key === key, skip)
    if (slot) slot.deleted = true
  }
}

/**
 * Two contracts with one name are told apart the way a register does: the first keeps the plain
 * name, later ones carry their year, and a number when the year repeats.
 */
function distinguishNames(drafts: ContractDraft[]): void {
  const byName = new Map<string, ContractDraft[]>()
  for (const d of drafts) byName.set(d.record.name, [...(byName.get(d.record.name) ?? []), d])
  for (const group of byName.values()) {
    const ordered = [...group].sort((a, b) => a.record.createdAt - b.record.createdAt)
    const seenYears = new Map<number, number>()
    ordered.forEach((d, i) => {
      const year = new Date(d.record.createdAt).getUTCFullYear()
      const inYear = (seenYears.get(year) ?? 0) + 1
      seenYears.set(year, inYear)
      if (i === 0) return
      d.record.name = `${d.record.name} (${year}${inYear > 1 ? `, no. ${inYear}` : ''})`
      d.document.name = d.record.name
    })
  }
}
