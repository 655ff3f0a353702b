import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { loadPropertyCatalogue } from '../../../electron/engine/db/queries/catalogue'
import { describePropertyProblems, formatIsoDate, validatePropertyUpdate } from '../../../electron/engine/domain/properties'
import { RENEWAL_STATES } from '../../../electron/engine/domain/renewal'
import type { StoredPropertyValue } from '../../../shared/api/property-model'
import { DEMO_PLAYBOOK_IDS } from '../../../resources/demo/playbooks'
import { seedDemoWorkspace } from '../../../resources/demo/index'
import { demoTemplates } from '../../../resources/demo/templates/index'
import { count, tempWorkspace, type TempWorkspace } from './workspace'

const NOW = Date.UTC(2025, 10, 21, 9, 30)
const TODAY = Date.UTC(2025, 10, 21)
const DAY = 86_400_000
let w: TempWorkspace
beforeAll(() => {
  w = tempWorkspace()
  seedDemoWorkspace(w.db, { now: NOW })
})
afterAll(() => w.close())

const rows = <T>(sql: string, ...params: unknown[]) => w.db.prepare(sql).all(...params) as T[]
const column = <T>(sql: string, ...params: unknown[]) => w.db.prepare(sql).pluck().all(...params) as T[]

describe('the demo book of contracts', () => {
  it('has every storage origin in every status', () => {
    const pairs = column<string>("SELECT DISTINCT type || '/' || status_code FROM contracts WHERE deleted = 0 AND status_code IS NOT NULL ORDER BY 1")
    expect(pairs).toEqual(['template', 'playbook', 'external'].flatMap((t) => [1, 2, 3, 4, 5, 6].map((s) => `${t}/${s}`)).sort())
  })

  it('keeps one contract imported without a status, whose code is null', () => {
    const legacy = rows<{ name: string; type: string; executed: number }>('SELECT name, type, executed_at IS NOT NULL AS executed FROM contracts WHERE status_code IS NULL')
    expect(legacy.map((c) => ({ ...c, name: c.name.includes('– Maplewood Channel Partners') }))).toEqual([{ name: true, type: 'external', executed: 1 }])
  })

  it('shows every renewal state, with notice deadlines due within 30, 90 and 180 days', () => {
    expect(column<string>('SELECT DISTINCT renewal_state FROM contracts ORDER BY 1')).toEqual([...RENEWAL_STATES].sort())
    const due = (from: number, to: number) => count(w.db, 'SELECT COUNT(*) FROM contracts WHERE renewal_anchor_date >= ? AND renewal_anchor_date < ?', TODAY + from * DAY, TODAY + to * DAY)
    expect(due(0, 30)).toBeGreaterThanOrEqual(2)
    expect(due(30, 90)).toBeGreaterThanOrEqual(2)
    expect(due(90, 180)).toBeGreaterThanOrEqual(2)
    expect(count(w.db, "SELECT COUNT(*) FROM contracts WHERE renewal_state = 'renewed' AND autorenew = 1")).toBeGreaterThanOrEqual(2)
  })

  it('links parties in every role, some links awaiting review', () => {
    expect(column<string>('SELECT DISTINCT role FROM contract_parties ORDER BY 1')).toEqual(['counterparty', 'counterparty_representative', 'our_representative', 'signer'])
    expect(count(w.db, "SELECT COUNT(*) FROM contract_parties WHERE review_state = 'pending'")).toBeGreaterThanOrEqual(3)
  })

  it('links some contracts to parties the API hides: unconfirmed suggestions and deleted entries', () => {
    expect(count(w.db, 'SELECT COUNT(DISTINCT cp.party_id) FROM contract_parties cp JOIN parties p ON p.id = cp.party_id WHERE p.confirmed = 0')).toBe(3)
    expect(count(w.db, 'SELECT COUNT(DISTINCT cp.party_id) FROM contract_parties cp JOIN parties p ON p.id = cp.party_id WHERE p.deleted_at IS NOT NULL')).toBe(2)
  })

  it('links only parties that exist in the contact book', () => {
    expect(count(w.db, 'SELECT COUNT(*) FROM contract_parties WHERE party_id NOT IN (SELECT id FROM parties)')).toBe(0)
  })

  it('flags archived, aborted, final and deleted contracts', () => {
    for (const flag of ['archived', 'aborted', 'final', 'deleted']) expect(count(w.db, `SELECT COUNT(*) FROM contracts WHERE ${flag} = 1`), flag).toBeGreaterThanOrEqual(3)
  })

  it('dates execution exactly for signed and terminated contracts, and finalisation for final ones', () => {
    expect(count(w.db, 'SELECT COUNT(*) FROM contracts WHERE (executed_at IS NOT NULL) != (COALESCE(status_code, 5) IN (5, 6))')).toBe(0)
    expect(count(w.db, 'SELECT COUNT(*) FROM contracts WHERE (finalized_at IS NOT NULL) != (final = 1)')).toBe(0)
    expect(count(w.db, 'SELECT COUNT(*) FROM contracts WHERE executed_at < created_at OR finalized_at < created_at OR updated_at < created_at')).toBe(0)
  })

  it('names the demo templates on template contracts and the production playbooks on playbook contracts', () => {
    const templateIds = demoTemplates().map((t) => t.id).sort()
    expect(column<string>("SELECT DISTINCT template_id FROM contracts WHERE type = 'template' ORDER BY 1")).toEqual(templateIds)
    expect(count(w.db, "SELECT COUNT(*) FROM contracts WHERE (template_id IS NOT NULL) != (type = 'template')")).toBe(0)
    expect(column<string>("SELECT DISTINCT playbook_id FROM contracts WHERE type = 'playbook' ORDER BY 1")).toEqual(Object.values(DEMO_PLAYBOOK_IDS).sort())
    expect(count(w.db, "SELECT COUNT(*) FROM contracts WHERE (playbook_id IS NOT NULL) != (type = 'playbook')")).toBe(0)
  })

  it('files one template contract under a parent contract of the same set', () => {
    const child = rows<{ type: string; parent: string }>('SELECT c.type, p.name AS parent FROM contracts c JOIN contracts p ON p.id = c.set_module_to')
    expect(child).toEqual([{ type: 'template', parent: 'Master Services Agreement – Northwind Logistics' }])
  })

  it('gives every category its own reference scheme, with no reference used twice', () => {
    expect(count(w.db, 'SELECT COUNT(*) - COUNT(DISTINCT reference) FROM contracts')).toBe(0)
    const sample = rows<{ abbreviation: string | null; reference: string }>(
      'SELECT k.abbreviation, MIN(c.reference) AS reference FROM contracts c LEFT JOIN categories k ON k.id = c.category_id GROUP BY k.abbreviation ORDER BY k.abbreviation'
    )
    const patterns: Record<string, RegExp> = {
      null: /^GEN-\d{4}-\d{4}$/, DPA: /^DPA-\d{4}-\d{3}$/, EMP: /^HR-EMP-\d{4}$/, LIC: /^LIC-\d{5}$/, LSE: /^RE-LSE-\d{3}$/, MSA: /^MSA-\d{4}-\d{3}$/,
      NDA: /^NDA-\d{4}-\d{4}$/, RES: /^CH-RES-\d{4}-\d{3}$/, SUP: /^PROC-SUP-\d{5}$/, 'SVC-UK': /^SVC-UK\/\d{2}\/\d{3}$/, 'SVC-US': /^SVC-US-\d{4}-\d{3}$/
    }
    expect(sample.map((s) => String(s.abbreviation))).toEqual(Object.keys(patterns).sort((a, b) => (a === 'null' ? -1 : b === 'null' ? 1 : a.localeCompare(b))))
    for (const s of sample) expect(s.reference).toMatch(patterns[String(s.abbreviation)] ?? /^$/)
  })

  it('stores only values a lawyer could have set through the API, in the form the API stores them', () => {
    const catalogue = loadPropertyCatalogue(w.db)
    const liveParty = new Set(column<string>('SELECT id FROM parties WHERE confirmed = 1 AND deleted_at IS NULL'))
    const contracts = rows<{ id: string; category_id: string | null }>('SELECT id, category_id FROM contracts')
    let checked = 0
    for (const contract of contracts) {
      const stored = new Map(rows<{ key: string; value: string }>('SELECT key, value FROM contract_properties WHERE contract_id = ?', contract.id).map((r) => [r.key, JSON.parse(r.value) as StoredPropertyValue]))
      const input = Object.fromEntries([...stored].map(([key, value]) => [key, asApiInput(catalogue.get(key)?.type ?? null, value)]))
      const keys = Object.keys(input)
      for (let start = 0; start < keys.length; start += 20) {
        const chunk = Object.fromEntries(keys.slice(start, start + 20).map((k) => [k, input[k]]))
        const result = validatePropertyUpdate(chunk, { definitions: catalogue, contractCategoryId: contract.category_id, currentValues: stored, partyExists: (id) => liveParty.has(id) })
        if (!result.ok) throw new Error(`${contract.id}: ${describePropertyProblems(result.problems)}`)
        for (const [key, value] of result.changes) expect(value, `${contract.id} ${key}`).toEqual(stored.get(key))
        checked += result.changes.size
      }
    }
    expect(checked).toBe(count(w.db, 'SELECT COUNT(*) FROM contract_properties'))
  })

  it('uses every property of the catalogue on some contract, conditional ones within their parent’s choices', () => {
    expect(column<string>('SELECT key FROM property_definitions WHERE key NOT IN (SELECT key FROM contract_properties)')).toEqual([])
    const courts = count(w.db, "SELECT COUNT(*) FROM contract_properties WHERE key = 'courts'")
    const transfers = count(w.db, "SELECT COUNT(*) FROM contract_properties WHERE key = 'transfer_mechanisms'")
    expect(courts).toBeGreaterThanOrEqual(10)
    expect(transfers).toBeGreaterThanOrEqual(5)
  })
})

/** A stored value as a lawyer sends it in PUT /v2/contracts/{id}/properties. */
function asApiInput(type: string | null, value: StoredPropertyValue): unknown {
  if (type === 'date' && typeof value === 'number') return formatIsoDate(value)
  if (type === 'party' && typeof value === 'object' && !Array.isArray(value)) return value.id
  return value
}
