import { runWriteNow, type WriteTx } from '../../electron/engine/db/write'
import type { Db } from '../../electron/engine/db/connection'
import { loadPropertyCatalogue } from '../../electron/engine/db/queries/catalogue'
import {
  insertCategory,
  insertClause,
  insertContract,
  insertEmail,
  insertGroup,
  insertParty,
  insertPartyAttribute,
  insertPlaybook,
  insertPropertyDefinition,
  insertTemplate,
  insertUser,
  setStatusLabel
} from '../../electron/engine/db/writers'
import { setWindowUser } from '../../electron/engine/services/workspace/owner'
import type { DemoCatalogue } from './plan'
import { planDemoWorkspace } from './plan'

/** What a seed wrote, by kind of record; flat so a command line can print it as it is. */
export interface DemoSummary {
  contracts: number
  parties: number
  users: number
  groups: number
  categories: number
  properties: number
  partyAttributes: number
  templates: number
  playbooks: number
  playbookPositions: number
  clauses: number
  emails: number
}

export class DemoWorkspaceNotEmptyError extends Error {
  constructor(contracts: number) {
    super(`seeding needs a workspace without contracts; this one already has ${contracts}`)
    this.name = 'DemoWorkspaceNotEmptyError'
  }
}

export function countContracts(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number }).n
}

/** Writes the reference data shared by the demo and the large benchmark workspace. */
export function writeCatalogue(tx: WriteTx, catalogue: DemoCatalogue): void {
  for (const group of catalogue.groups) insertGroup(tx, group)
  for (const user of catalogue.users) insertUser(tx, user)
  for (const { code, label } of catalogue.statusLabels) setStatusLabel(tx, code, label)
  for (const category of catalogue.categories) insertCategory(tx, category)
  for (const property of catalogue.properties) insertPropertyDefinition(tx, property)
  for (const attribute of catalogue.partyAttributes) insertPartyAttribute(tx, attribute)
  for (const party of catalogue.parties) insertParty(tx, party)
  for (const template of catalogue.templates) insertTemplate(tx, template)
  for (const playbook of catalogue.playbooks) insertPlaybook(tx, playbook)
  for (const clause of catalogue.clauses) insertClause(tx, clause)
  setWindowUser(tx, catalogue.adminId)
}

/**
 * Seeds the demo workspace for the UTC day of `now` into an empty workspace, in one transaction:
 * the same day always writes identical rows. The window acts as the demo's administrator.
 */
export function seedDemoWorkspace(db: Db, options: { now: number }): DemoSummary {
  if (!Number.isFinite(options.now)) throw new TypeError(`seedDemoWorkspace needs now as epoch milliseconds, got ${String(options.now)}`)
  const existing = countContracts(db)
  if (existing > 0) throw new DemoWorkspaceNotEmptyError(existing)
  const plan = planDemoWorkspace(options.now)
  runWriteNow(db, (tx) => {
    writeCatalogue(tx, plan)
    const catalogue = loadPropertyCatalogue(tx)
    for (const draft of plan.contracts) insertContract(tx, draft.record, { now: plan.calendar.today, catalogue })
    for (const email of plan.emails) insertEmail(tx, email)
  })
  return {
    contracts: plan.contracts.length,
    parties: plan.parties.length,
    users: plan.users.length,
    groups: plan.groups.length,
    categories: plan.categories.length,
    properties: plan.properties.length,
    partyAttributes: plan.partyAttributes.length,
    templates: plan.templates.length,
    playbooks: plan.playbooks.length,
    playbookPositions: plan.playbooks.reduce((n, p) => n + p.positions.length, 0),
    clauses: plan.clauses.length,
    emails: plan.emails.length
  }
}
