import { afterEach, describe, expect, it } from 'vitest'
import { getSetting } from '../../../electron/engine/db/queries/settings'
import { DEMO_ADMIN_ID } from '../../../resources/demo/catalogue/people'
import { DemoWorkspaceNotEmptyError, seedDemoWorkspace, type DemoSummary } from '../../../resources/demo/index'
import { count, tempWorkspace, workspaceDigests, type TempWorkspace } from './workspace'

const DAY = Date.UTC(2025, 10, 21)
const open: TempWorkspace[] = []
function workspace(): TempWorkspace {
  const w = tempWorkspace()
  open.push(w)
  return w
}
afterEach(() => {
  for (const w of open.splice(0)) w.close()
})

const EXPECTED_SUMMARY: DemoSummary = {
  contracts: 148,
  parties: 98,
  users: 10,
  groups: 3,
  categories: 10,
  properties: 27,
  partyAttributes: 6,
  templates: 3,
  playbooks: 4,
  playbookPositions: 46,
  clauses: 26,
  emails: 30
}

describe('seeding the demo workspace', () => {
  it('writes identical rows in every table for any two instants of the same UTC day', () => {
    const morning = workspace()
    const evening = workspace()
    seedDemoWorkspace(morning.db, { now: DAY + 60_000 })
    seedDemoWorkspace(evening.db, { now: DAY + 23 * 3_600_000 })
    const digests = workspaceDigests(morning.db)
    expect(Object.keys(digests).length).toBeGreaterThan(20)
    expect(workspaceDigests(evening.db)).toEqual(digests)
  })

  it('places dates relative to the day, so seeding on another day moves them', () => {
    const today = workspace()
    const tomorrow = workspace()
    seedDemoWorkspace(today.db, { now: DAY })
    seedDemoWorkspace(tomorrow.db, { now: DAY + 86_400_000 })
    const createdAt = (w: TempWorkspace) => w.db.prepare('SELECT created_at FROM contracts ORDER BY id LIMIT 1').pluck().get() as number
    expect(createdAt(tomorrow) - createdAt(today)).toBe(86_400_000)
  })

  it('reports exactly what it wrote, and the tables hold exactly that', () => {
    const { db } = workspace()
    const summary = seedDemoWorkspace(db, { now: DAY })
    expect(summary).toEqual(EXPECTED_SUMMARY)
    expect({
      contracts: count(db, 'SELECT COUNT(*) FROM contracts'),
      parties: count(db, 'SELECT COUNT(*) FROM parties'),
      users: count(db, 'SELECT COUNT(*) FROM users'),
      groups: count(db, 'SELECT COUNT(*) FROM groups'),
      categories: count(db, 'SELECT COUNT(*) FROM categories'),
      properties: count(db, 'SELECT COUNT(*) FROM property_definitions'),
      partyAttributes: count(db, 'SELECT COUNT(*) FROM party_attributes'),
      templates: count(db, 'SELECT COUNT(*) FROM templates'),
      playbooks: count(db, 'SELECT COUNT(*) FROM playbooks'),
      playbookPositions: count(db, 'SELECT COUNT(*) FROM playbook_positions'),
      clauses: count(db, 'SELECT COUNT(*) FROM clauses'),
      emails: count(db, 'SELECT COUNT(*) FROM emails')
    }).toEqual(summary)
  })

  it('makes the demo administrator the user the window acts as', () => {
    const { db } = workspace()
    seedDemoWorkspace(db, { now: DAY })
    expect(getSetting(db, 'window_user_id')).toBe(DEMO_ADMIN_ID)
    expect(db.prepare('SELECT email, role FROM users WHERE id = ?').get(DEMO_ADMIN_ID)).toEqual({ email: 'amelia.hart@harbourline.example', role: 'admin' })
  })

  it('leaves no old sort positions behind: a fresh workspace has no cursor that could need them', () => {
    const { db } = workspace()
    seedDemoWorkspace(db, { now: DAY })
    expect(count(db, 'SELECT COUNT(*) FROM contract_sort_log')).toBe(0)
  })

  it('refuses a workspace that already has contracts, and writes nothing', () => {
    const { db } = workspace()
    seedDemoWorkspace(db, { now: DAY })
    const before = workspaceDigests(db)
    expect(() => seedDemoWorkspace(db, { now: DAY })).toThrow(DemoWorkspaceNotEmptyError)
    expect(() => seedDemoWorkspace(db, { now: DAY })).toThrow('seeding needs a workspace without contracts; this one already has 148')
    expect(workspaceDigests(db)).toEqual(before)
  })

  it('puts every timestamp before the moment of seeding', () => {
    const { db } = workspace()
    const now = DAY + 8 * 3_600_000
    seedDemoWorkspace(db, { now })
    const latest = db
      .prepare(
        `SELECT MAX(t) FROM (
           SELECT MAX(created_at, updated_at, COALESCE(finalized_at, 0), COALESCE(executed_at, 0)) AS t FROM contracts
           UNION ALL SELECT MAX(created_at, updated_at, COALESCE(deleted_at, 0)) FROM parties
           UNION ALL SELECT sent_at FROM emails
           UNION ALL SELECT MAX(created_at, updated_at) FROM playbooks
           UNION ALL SELECT MAX(created_at, updated_at) FROM clauses
           UNION ALL SELECT created_at FROM users)`
      )
      .pluck()
      .get() as number
    expect(latest).toBeLessThan(DAY)
  })
})
