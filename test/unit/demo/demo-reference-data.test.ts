import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROPERTY_TYPES } from '../../../shared/api/property-model'
import { renewalPropertyDefinitions } from '../../../resources/demo/catalogue/renewal-definitions'
import { seedDemoWorkspace } from '../../../resources/demo/index'
import { count, tempWorkspace, type TempWorkspace } from './workspace'

let w: TempWorkspace
beforeAll(() => {
  w = tempWorkspace()
  seedDemoWorkspace(w.db, { now: Date.UTC(2025, 10, 21, 9) })
})
afterAll(() => w.close())

const rows = <T>(sql: string, ...params: unknown[]) => w.db.prepare(sql).all(...params) as T[]
const column = <T>(sql: string, ...params: unknown[]) => w.db.prepare(sql).pluck().all(...params) as T[]

describe('the demo contact book', () => {
  it('has entities and individuals, ours and theirs, in every sanctions status', () => {
    expect(rows('SELECT is_entity, is_internal, COUNT(*) > 0 AS present FROM parties GROUP BY 1, 2 ORDER BY 1, 2')).toEqual([
      { is_entity: 0, is_internal: 0, present: 1 },
      { is_entity: 0, is_internal: 1, present: 1 },
      { is_entity: 1, is_internal: 0, present: 1 },
      { is_entity: 1, is_internal: 1, present: 1 }
    ])
    expect(column('SELECT DISTINCT sanctions_status FROM parties ORDER BY 1')).toEqual(['clear', 'sanctioned', 'unknown'])
  })

  it('keeps three unconfirmed suggestions and two soft-deleted entries', () => {
    expect(column("SELECT name FROM parties WHERE confirmed = 0 ORDER BY name")).toEqual(['Brightwater Analytics', 'G. Whitfield', 'Northwind Logistic Limited'])
    expect(column('SELECT name FROM parties WHERE deleted_at IS NOT NULL ORDER BY name')).toEqual(['Atlas Office Supplies Ltd', 'Peter Nash'])
  })

  it('has parents with children, tags and abbreviations', () => {
    const children = column<string>("SELECT c.name FROM parties c JOIN parties p ON p.id = c.parent_id WHERE p.name = 'Northwind Logistics Ltd' ORDER BY c.name")
    expect(children).toEqual(['Northwind Logistics GmbH', 'Northwind Logistics Inc.'])
    expect(count(w.db, "SELECT COUNT(*) FROM parties WHERE tags != '[]'")).toBeGreaterThanOrEqual(20)
    expect(count(w.db, "SELECT COUNT(*) FROM parties WHERE abbreviations != '[]'")).toBeGreaterThanOrEqual(8)
  })

  it('fills custom attributes only with attributes the company defined, for the right kind of party', () => {
    const definitions = new Map(rows<{ key: string; party_type: string }>('SELECT key, party_type FROM party_attributes').map((a) => [a.key, a.party_type]))
    const used = rows<{ key: string; is_entity: number }>('SELECT DISTINCT j.key, p.is_entity FROM parties p, json_each(p.custom_attributes) j ORDER BY 1, 2')
    expect(used.length).toBeGreaterThanOrEqual(6)
    for (const { key, is_entity } of used) {
      const partyType = definitions.get(key)
      expect(partyType, key).toBeDefined()
      expect(partyType === 'both' || partyType === (is_entity === 1 ? 'entity' : 'individual'), key).toBe(true)
    }
    expect(new Set(used.map((u) => u.key))).toEqual(new Set(definitions.keys()))
  })
})

describe('the demo catalogue', () => {
  it('defines every property type, the renewal keys, conditional choices and a category-bound property', () => {
    const types = column<string | null>('SELECT DISTINCT type FROM property_definitions ORDER BY type')
    expect(types).toEqual([null, ...[...PROPERTY_TYPES].sort()])
    const keys = column<string>('SELECT key FROM property_definitions')
    for (const d of renewalPropertyDefinitions()) expect(keys).toContain(d.key)
    const conditional = rows<{ key: string; type: string }>("SELECT key, type FROM property_definitions WHERE options ->> '$.dependsOn' IS NOT NULL ORDER BY key")
    expect(conditional).toEqual([{ key: 'courts', type: 'list' }, { key: 'transfer_mechanisms', type: 'multi-option' }])
    expect(column("SELECT d.key FROM property_definitions d JOIN property_definition_categories c ON c.property_id = d.id WHERE d.is_global = 0 ORDER BY d.key")).toEqual([
      'employee_grade',
      'premises',
      'probation_months'
    ])
  })

  it('has two categories with one label told apart only by their abbreviations', () => {
    expect(count(w.db, 'SELECT COUNT(*) FROM categories')).toBe(10)
    expect(rows("SELECT label, abbreviation FROM categories WHERE label IN (SELECT label FROM categories GROUP BY label COLLATE NOCASE HAVING COUNT(*) > 1) ORDER BY abbreviation")).toEqual([
      { label: 'Services Agreement', abbreviation: 'SVC-UK' },
      { label: 'Services Agreement', abbreviation: 'SVC-US' }
    ])
  })

  it('has the users every access rule needs', () => {
    const users = rows<{ email: string; role: string; can_change_status: number; groups: string }>(
      `SELECT u.email, u.role, u.can_change_status, (SELECT group_concat(g.name, ' + ') FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id) AS groups
       FROM users u ORDER BY u.email`
    )
    expect(users.filter((u) => u.role === 'admin').map((u) => u.email)).toEqual(['amelia.hart@harbourline.example'])
    expect(users.filter((u) => u.role === 'lite').map((u) => u.email)).toEqual(['sofia.rossi@harbourline.example'])
    expect(users.filter((u) => u.can_change_status === 0).map((u) => [u.email, u.role])).toEqual([['marcus.lee@harbourline.example', 'member']])
    expect(users.find((u) => u.email === 'priya.raman@harbourline.example')?.groups?.split(' + ').sort()).toEqual(['Commercial Legal', 'Employment & HR'])
    expect(column("SELECT email FROM users WHERE email = 'j.walsh@harbourline.example' COLLATE NOCASE ORDER BY email")).toEqual(['J.Walsh@harbourline.example', 'j.walsh@harbourline.example'])
  })

  it('renames one status and leaves one without a label', () => {
    expect(rows('SELECT code, label FROM contract_statuses ORDER BY code')).toEqual([
      { code: 1, label: 'Draft' },
      { code: 2, label: 'Under Negotiation' },
      { code: 3, label: null },
      { code: 4, label: 'Pending Signature' },
      { code: 5, label: 'Executed' },
      { code: 6, label: 'Terminated' }
    ])
  })

  it('has clauses with tags, some visible only to a group', () => {
    expect(count(w.db, 'SELECT COUNT(*) FROM clauses')).toBe(26)
    expect(count(w.db, "SELECT COUNT(*) FROM clauses WHERE tags = '[]'")).toBe(0)
    expect(column('SELECT DISTINCT g.name FROM clause_groups cg JOIN groups g ON g.id = cg.group_id ORDER BY 1')).toEqual(['Commercial Legal', 'Employment & HR', 'Procurement'])
    expect(count(w.db, 'SELECT COUNT(*) FROM clauses WHERE id NOT IN (SELECT clause_id FROM clause_groups)')).toBeGreaterThanOrEqual(15)
  })

  it('files emails against existing contracts, with plain and HTML bodies and attachments', () => {
    expect(count(w.db, 'SELECT COUNT(*) FROM emails')).toBe(30)
    expect(count(w.db, 'SELECT COUNT(*) FROM emails WHERE contract_id NOT IN (SELECT id FROM contracts)')).toBe(0)
    expect(count(w.db, "SELECT COUNT(*) FROM emails WHERE body NOT LIKE '<div><p>%' OR body_plain_text = '' OR body_plain_text LIKE '%<p>%'")).toBe(0)
    expect(count(w.db, "SELECT COUNT(*) FROM emails WHERE attachments != '[]'")).toBeGreaterThanOrEqual(15)
    expect(column('SELECT DISTINCT c.type FROM emails e JOIN contracts c ON c.id = e.contract_id ORDER BY 1')).toEqual(['external', 'playbook', 'template'])
  })
})

describe('the demo playbooks', () => {
  it('serves two production playbooks, one the provider default, beside a retired and a draft version', () => {
    expect(rows('SELECT name, version, status, is_default FROM playbooks ORDER BY name, version')).toEqual([
      { name: 'Harbourline Commercial Playbook', version: 2, status: 'retired', is_default: 0 },
      { name: 'Harbourline Commercial Playbook', version: 3, status: 'production', is_default: 0 },
      { name: 'Harbourline Commercial Playbook', version: 4, status: 'draft', is_default: 0 },
      { name: 'Standard SaaS Buyer Playbook', version: 1, status: 'production', is_default: 1 }
    ])
  })

  it('gives each production playbook at least eight confirmed, grouped positions and a few awaiting confirmation', () => {
    const positions = rows<{ name: string; confirmed: number; grouped: number; n: number }>(
      `SELECT p.name, pp.confirmed, pp.group_id IN (SELECT id FROM playbook_groups g WHERE g.playbook_id = p.id) AS grouped, COUNT(*) AS n
       FROM playbook_positions pp JOIN playbooks p ON p.id = pp.playbook_id WHERE p.status = 'production' GROUP BY 1, 2, 3 ORDER BY 1, 2`
    )
    expect(positions).toEqual([
      { name: 'Harbourline Commercial Playbook', confirmed: 0, grouped: 1, n: 2 },
      { name: 'Harbourline Commercial Playbook', confirmed: 1, grouped: 1, n: 12 },
      { name: 'Standard SaaS Buyer Playbook', confirmed: 0, grouped: 1, n: 1 },
      { name: 'Standard SaaS Buyer Playbook', confirmed: 1, grouped: 1, n: 10 }
    ])
  })

  it('uses every keyword kind, fallbacks, examples, absence rules and every kind of note', () => {
    const production = "playbook_id IN (SELECT id FROM playbooks WHERE status = 'production')"
    expect(column(`SELECT DISTINCT j.value ->> 'type' FROM playbook_positions, json_each(keywords) j WHERE ${production} ORDER BY 1`)).toEqual(['exact', 'negative', 'pattern'])
    expect(column(`SELECT DISTINCT j.value ->> 'type' FROM playbook_positions, json_each(notes) j WHERE ${production} ORDER BY 1`)).toEqual(['escalation', 'internal_rationale', 'technical_drafting'])
    expect(column(`SELECT DISTINCT j.value ->> 'type' FROM playbook_positions, json_each(examples) j WHERE ${production} ORDER BY 1`)).toEqual(['acceptable', 'to_reject'])
    expect(count(w.db, `SELECT COUNT(*) FROM playbook_positions, json_each(fallbacks) j WHERE ${production} AND j.value ->> 'html' LIKE '<p>%' AND j.value ->> 'text' != ''`)).toBeGreaterThanOrEqual(16)
    expect(column(`SELECT DISTINCT if_not_found ->> 'compliant' FROM playbook_positions WHERE ${production} ORDER BY 1`)).toEqual([0, 1])
  })
})
