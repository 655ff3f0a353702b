import { runWriteNow } from '../../electron/engine/db/write'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractListQuery } from '../../shared/api'
import { loadPropertyCatalogue } from '../../electron/engine/db/queries/catalogue'
import { planContractQuery } from '../../electron/engine/db/queries/contract-list'
import { insertContract } from '../../electron/engine/db/writers'
import { DRIVE_BELOW } from '../../electron/engine/db/queries/contract-filter'
import { buildContractFilter } from '../../electron/engine/services/contracts/list-filters'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { categories, fid, parties, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

/**
 * The list starts either from a selective filter's index or by walking the sort order; which one
 * must never change the answer. A workspace large enough that some filters match more than
 * DRIVE_BELOW contracts and others only a handful, every answer checked against a plain scan.
 */
let t: TestEngine
const COUNT = DRIVE_BELOW * 3 + 300
const day = 86_400_000
const start = Date.UTC(2024, 0, 1)

interface Row {
  id: string
  name: string
  status: number
  category: string | null
  owner: string
  createdAt: number
  law: string
  party: string | null
  expires: number
}
const rows: Row[] = []

beforeAll(async () => {
  t = await startTestEngine({
    seed: (e) => {
      seedFixtureWorkspace(e.db)
      const catalogue = loadPropertyCatalogue(e.db)
      runWriteNow(e.db, (tx) => {
        for (let i = 0; i < COUNT; i++) {
          const rare = i % 97 === 0
          const row: Row = {
            id: fid('c', 5000 + i),
            name: rare ? `Rare Escrow Deed ${i}` : `Common Supply Agreement ${i}`,
            status: (i % 6) + 1,
            category: rare ? categories.employment : i % 2 === 0 ? categories.nda : null,
            owner: rare ? users.member.id : users.admin.id,
            createdAt: start + i * day,
            law: rare ? 'Germany' : 'England and Wales',
            party: rare ? parties.globex : i % 3 === 0 ? parties.acme : null,
            // Fixed ends spread over two years from the engine's day, a few expiring each day.
            expires: start + 400 * day + (i % 730) * day
          }
          rows.push(row)
          insertContract(
            tx,
            {
              id: row.id,
              type: 'external',
              name: row.name,
              reference: `P-${i}`,
              statusCode: row.status,
              createdAt: row.createdAt,
              updatedAt: row.createdAt,
              ownerId: row.owner,
              categoryId: row.category,
              properties: { governing_law: row.law, end_date_basis: 'fixed', end_date: row.expires },
              parties: row.party ? [{ partyId: row.party, role: 'counterparty' }] : []
            },
            { now: start, catalogue }
          )
        }
      })
    }
  })
})
afterAll(() => t.close())

async function listAll(query: ContractListQuery): Promise<string[]> {
  const ids: string[] = []
  let cursor: string | undefined
  do {
    const page = await t.call('listContracts', { query: { ...query, pagesize: 200, cursor, keyword: query.keyword ?? 'P-' } })
    ids.push(...page.contracts.map((c) => c.id))
    cursor = page.pagination.cursor ?? undefined
  } while (cursor)
  return ids
}

function iso(days: number): string {
  return new Date(start + days * day).toISOString().slice(0, 10)
}

function expected(match: (row: Row) => boolean): string[] {
  return rows.filter(match).sort((a, b) => b.createdAt - a.createdAt).map((r) => r.id)
}

function driverOf(query: ContractListQuery): string | null {
  const admin = { id: users.admin.id, email: users.admin.email, name: 'Ada', role: 'admin' as const, canChangeStatus: true, groupIds: [] }
  const filter = buildContractFilter(t.engine.db, admin, { ...query, keyword: query.keyword ?? 'P-' }, 'v2')
  const plan = planContractQuery(t.engine.db, filter)
  return plan.driver === null ? null : (filter.predicates[plan.driver]!.check.sql.match(/status_code|category_id|owner_id|keyword_text|contract_property_terms|contract_parties|expiration_date/)?.[0] ?? 'other')
}

describe('the list planner', () => {
  const cases: Array<[string, ContractListQuery, (r: Row) => boolean, string | null]> = [
    ['a common keyword walks the sort order', { keyword: 'Common Supply' }, (r) => r.name.startsWith('Common Supply'), null],
    ['a rare keyword starts from the trigram index', { keyword: 'Escrow Deed' }, (r) => r.name.startsWith('Rare Escrow'), 'keyword_text'],
    ['a common status list walks the sort order', { status: '1,2' }, (r) => r.status <= 2, null],
    ['a common property value walks the sort order', { 'property[governing_law]': 'England and Wales' }, (r) => r.law === 'England and Wales', null],
    ['a rare property value starts from its terms', { 'property[governing_law]': 'germany' }, (r) => r.law === 'Germany', 'contract_property_terms'],
    ['a rare category starts from its index', { category: categories.employment }, (r) => r.category === categories.employment, 'category_id'],
    ['a rare counterparty starts from its links', { party: parties.globex }, (r) => r.party === parties.globex, 'contract_parties'],
    ['a common counterparty walks the sort order', { counterparty: 'acme' }, (r) => r.party === parties.acme, null],
    ['the most selective of several filters drives', { status: '1,2,3,4,5,6', category: categories.employment, 'property[governing_law]': 'germany' }, (r) => r.category === categories.employment && r.law === 'Germany', 'category_id'],
    ['a rare owner starts from the owner index', { owner: users.member.id }, (r) => r.owner === users.member.id, 'owner_id'],
    ['a wide expiry window is read from its covering index', { expirationAfter: iso(500), expirationBefore: iso(900) }, (r) => r.expires >= start + 500 * day && r.expires <= start + 900 * day, 'expiration_date'],
    ['an expiry window with a common status list is still exact', { expirationAfter: iso(500), expirationBefore: iso(900), status: '1,2,3' }, (r) => r.status <= 3 && r.expires >= start + 500 * day && r.expires <= start + 900 * day, 'expiration_date'],
    ['a rarer status drives an expiry window', { expirationAfter: iso(500), expirationBefore: iso(900), status: '2' }, (r) => r.status === 2 && r.expires >= start + 500 * day && r.expires <= start + 900 * day, 'status_code'],
    ['an expiry window sorted by update is still exact', { expirationAfter: iso(500), expirationBefore: iso(600), sort: 'updatedAt' }, (r) => r.expires >= start + 500 * day && r.expires <= start + 600 * day, 'expiration_date']
  ]
  for (const [name, query, match, driver] of cases) {
    it(`${name}, and answers exactly what a scan would`, async () => {
      expect(driverOf(query)).toBe(driver)
      expect(await listAll(query)).toEqual(expected(match))
    })
  }

  it('a filter that matches nothing answers an empty page without walking anything', async () => {
    expect(await listAll({ 'property[governing_law]': 'new york' })).toEqual([])
  })
})
