import { runWriteNow } from '../../../electron/engine/db/write'
import { afterEach, describe, expect, it } from 'vitest'
import { loadPropertyCatalogue } from '../../../electron/engine/db/queries/catalogue'
import { insertContract } from '../../../electron/engine/db/writers'
import { bulkLoadContracts, LARGE_PARTY_BOOK, largeWorkspaceContracts, seedLargeWorkspace } from '../../../bench/large-workspace'
import { demoCatalogue } from '../../../resources/demo/plan'
import { writeCatalogue } from '../../../resources/demo/seed'
import { count, tableDigest, tempWorkspace, type TempWorkspace } from './workspace'

const NOW = Date.UTC(2025, 5, 2, 12)
const open: TempWorkspace[] = []
function workspace(): TempWorkspace {
  const w = tempWorkspace()
  open.push(w)
  return w
}
afterEach(() => {
  for (const w of open.splice(0)) w.close()
})

describe('the large benchmark workspace', () => {
  it('holds the requested contracts over the demo catalogue and a contact book of about 2,000 parties', () => {
    const { db } = workspace()
    const summary = seedLargeWorkspace(db, { contracts: 2000, now: NOW })
    expect(summary.contracts).toBe(2000)
    expect(summary.parties).toBe(2103)
    expect({
      contracts: count(db, 'SELECT COUNT(*) FROM contracts'),
      parties: count(db, 'SELECT COUNT(*) FROM parties'),
      users: count(db, 'SELECT COUNT(*) FROM users'),
      categories: count(db, 'SELECT COUNT(*) FROM categories'),
      properties: count(db, 'SELECT COUNT(*) FROM property_definitions'),
      templates: count(db, 'SELECT COUNT(*) FROM templates'),
      playbooks: count(db, 'SELECT COUNT(*) FROM playbooks'),
      clauses: count(db, 'SELECT COUNT(*) FROM clauses'),
      emails: count(db, 'SELECT COUNT(*) FROM emails'),
      propertyValues: count(db, 'SELECT COUNT(*) FROM contract_properties'),
      partyLinks: count(db, 'SELECT COUNT(*) FROM contract_parties'),
      sortLog: count(db, 'SELECT COUNT(*) FROM contract_sort_log')
    }).toEqual({
      contracts: 2000,
      parties: 2103,
      users: 10,
      categories: 10,
      properties: 27,
      templates: 3,
      playbooks: 4,
      clauses: 26,
      emails: 0,
      propertyValues: summary.propertyValues,
      partyLinks: summary.partyLinks,
      sortLog: 0
    })
  })

  it('spreads contracts over every type, status, category and renewal state, as filters will meet them', () => {
    const { db } = workspace()
    seedLargeWorkspace(db, { contracts: 2000, now: NOW })
    expect(count(db, "SELECT COUNT(DISTINCT type || '/' || status_code) FROM contracts")).toBe(18)
    expect(count(db, 'SELECT COUNT(DISTINCT category_id) FROM contracts')).toBe(10)
    expect(count(db, 'SELECT COUNT(DISTINCT renewal_state) FROM contracts')).toBe(6)
    expect(count(db, 'SELECT COUNT(DISTINCT party_id) FROM contract_parties')).toBeGreaterThan(500)
    expect(count(db, 'SELECT COUNT(*) - COUNT(DISTINCT reference) FROM contracts')).toBe(0)
  })

  it('leaves every foreign key satisfied and the connection’s settings as they were', () => {
    const { db } = workspace()
    const settings = () => ({ foreignKeys: db.pragma('foreign_keys', { simple: true }), cacheSize: db.pragma('cache_size', { simple: true }) })
    const before = settings()
    seedLargeWorkspace(db, { contracts: 2000, now: NOW })
    expect(db.pragma('foreign_key_check')).toEqual([])
    expect(settings()).toEqual(before)
  })

  it('builds the planner statistics, and the keyword index answers like a scan of the names', () => {
    const { db } = workspace()
    seedLargeWorkspace(db, { contracts: 2000, now: NOW })
    expect(count(db, "SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = 'contracts'")).toBeGreaterThan(5)
    for (const word of ['Northwind', 'Supply', 'NDA-20']) {
      const indexed = count(db, 'SELECT COUNT(*) FROM contracts_keyword WHERE contracts_keyword MATCH ?', `"${word}"`)
      expect(indexed, word).toBeGreaterThan(0)
      expect(indexed, word).toBe(count(db, "SELECT COUNT(*) FROM contracts WHERE name LIKE '%' || ? || '%' OR reference LIKE '%' || ? || '%'", word, word))
    }
  })

  it('is the same workspace every time', () => {
    const first = workspace()
    const second = workspace()
    seedLargeWorkspace(first.db, { contracts: 500, now: NOW })
    seedLargeWorkspace(second.db, { contracts: 500, now: NOW })
    for (const table of ['contracts', 'contract_properties', 'contract_property_terms', 'contract_parties', 'parties']) {
      expect(tableDigest(second.db, table), table).toBe(tableDigest(first.db, table))
    }
  })
})

describe('the bulk contract loader', () => {
  it('writes exactly the rows insertContract writes, and leaves the schema as it found it', () => {
    const catalogue = demoCatalogue(NOW, LARGE_PARTY_BOOK)
    const records = largeWorkspaceContracts(catalogue, 600)
    const bulk = workspace()
    const oneByOne = workspace()
    const schemaOf = (w: TempWorkspace) => w.db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all()
    const schemaBefore = schemaOf(bulk)
    runWriteNow(bulk.db, (tx) => {
      writeCatalogue(tx, catalogue)
      bulkLoadContracts(tx, records, { now: catalogue.calendar.today, catalogue: loadPropertyCatalogue(tx) })
    })
    runWriteNow(oneByOne.db, (tx) => {
      writeCatalogue(tx, catalogue)
      const properties = loadPropertyCatalogue(tx)
      for (const record of records) insertContract(tx, record, { now: catalogue.calendar.today, catalogue: properties })
    })
    expect(schemaOf(bulk)).toEqual(schemaBefore)
    for (const table of ['contracts', 'contract_properties', 'contract_property_terms', 'contract_parties']) {
      expect(tableDigest(bulk.db, table), table).toBe(tableDigest(oneByOne.db, table))
    }
    const matches = (w: TempWorkspace, word: string) =>
      w.db.prepare('SELECT c.id FROM contracts_keyword k JOIN contracts c ON c.rowid = k.rowid WHERE contracts_keyword MATCH ? ORDER BY c.id').pluck().all(`"${word}"`)
    for (const word of ['Lumen', 'Agreement', 'PROC-SUP']) expect(matches(bulk, word), word).toEqual(matches(oneByOne, word))
  })

  it('refuses to run outside a transaction, where a failure would leave the indexes dropped', () => {
    const { db } = workspace()
    expect(() => bulkLoadContracts(db, [], { now: NOW, catalogue: new Map() })).toThrow('bulkLoadContracts must run inside a transaction')
  })
})
