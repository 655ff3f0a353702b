import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryOf, ResponseOf } from '../../shared/api/operations'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { categories, contracts as c, FIXTURE_NOW, parties, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let adminKey: string

beforeAll(async () => {
  // Renewal fields are asserted as of the fixture's day.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), now: () => FIXTURE_NOW })
  adminKey = t.keyFor(users.admin.email)
})
afterAll(() => t.close())

type ListQuery = QueryOf<'listContracts'>

async function ids(query: ListQuery, key = adminKey): Promise<string[]> {
  return (await t.as(key).call('listContracts', { query: { pagesize: 200, ...query } })).contracts.map((x) => x.id)
}

/** The message of the 400 a query gets; written as sent, so values the types refuse can be sent too. */
async function error(query: Record<string, string | number>) {
  const r = await t.sendInvalid('listContracts', { query }, adminKey)
  expect(r.status).toBe(400)
  expect(r.body.error).toBe('Bad Request')
  return r.body.message
}

const all = [c.c12, c.c11, c.c10, c.c9, c.c8, c.c6, c.c5, c.c4, c.c3, c.c2, c.c1]

describe('GET /v2/contracts: order, paging and shape', () => {
  it('lists every non-deleted contract newest first by default, 50 a page', async () => {
    const list = await t.as(adminKey).call('listContracts')
    expect(list.contracts.map((x) => x.id)).toEqual(all)
    expect(list.pagination).toEqual({ pageSize: 11, hasMore: false, cursor: null })
  })

  it('prints a list item exactly as the spec shapes it', async () => {
    expect((await t.as(adminKey).call('listContracts', { query: { keyword: 'Mutual NDA' } })).contracts).toEqual([
      {
        id: c.c1,
        name: 'Mutual NDA with Acme',
        reference: 'REF-0001',
        type: 'external',
        createdAt: '2025-01-02T00:00:00.000Z',
        updatedAt: '2025-01-02T00:00:00.000Z',
        status: { code: 5, label: 'Executed' },
        archived: false,
        aborted: false,
        renewalAnchorDate: '2025-11-02T00:00:00.000Z',
        url: `${t.engine.url}/contracts/${c.c1}`,
        expirationDate: '2026-01-01T00:00:00.000Z',
        endDateBasis: 'term',
        noticeType: 'non_renewal',
        renewalState: 'active',
        noticePeriodDays: 60,
        autorenew: true,
        category: { id: categories.nda, label: 'NDA', abbreviation: 'NDA' }
      }
    ])
  })

  it('shows company labels, and STATUS_<n> where the company configured none', async () => {
    expect((await t.as(adminKey).call('listContracts', { query: { status: '2,4' } })).contracts.map((x) => [x.id, x.status])).toEqual([
      [c.c11, { code: 4, label: 'STATUS_4' }],
      [c.c8, { code: 2, label: 'Negotiating' }],
      [c.c4, { code: 4, label: 'STATUS_4' }],
      [c.c2, { code: 2, label: 'Negotiating' }]
    ])
  })

  it('sorts ascending on request and by updatedAt', async () => {
    expect(await ids({ order: 'asc' })).toEqual([...all].reverse())
    expect(await ids({ sort: 'updatedAt', order: 'desc' })).toEqual(all)
  })

  it('sorts by renewalAnchorDate and returns only contracts that have one', async () => {
    expect(await ids({ sort: 'renewalAnchorDate', order: 'asc' })).toEqual([c.c6, c.c1, c.c2, c.c8])
  })

  it('walks pages with the cursor, each row exactly once', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page: ResponseOf<'listContracts'> = await t.as(adminKey).call('listContracts', { query: { pagesize: 4, cursor } })
      seen.push(...page.contracts.map((x) => x.id))
      expect(page.pagination.pageSize).toBe(page.contracts.length)
      cursor = page.pagination.cursor ?? undefined
      expect(page.pagination.hasMore).toBe(cursor !== undefined)
    } while (cursor)
    expect(seen).toEqual(all)
  })

  it('refuses a cursor replayed on other filters, and a forged one', async () => {
    const cursor = (await t.as(adminKey).call('listContracts', { query: { pagesize: 2 } })).pagination.cursor!
    expect(await error({ cursor, status: '1' })).toMatch(/cursor belongs to a different query/)
    expect(await error({ cursor, order: 'asc' })).toMatch(/cursor belongs to a different query/)
    expect(await error({ cursor: 'not-a-cursor' })).toMatch(/cursor is not valid/)
  })

  it('bounds pagesize to 1..200', async () => {
    expect(await error({ pagesize: 0 })).toBe("Query parameter 'pagesize' must be at least 1")
    expect(await error({ pagesize: 201 })).toBe("Query parameter 'pagesize' must be at most 200")
    expect(await error({ pagesize: 'ten' })).toBe("Query parameter 'pagesize' must be an integer")
    expect(await ids({ pagesize: 1 })).toEqual([c.c12])
  })

  it('rejects unknown parameters by name', async () => {
    expect(await error({ pageSize: 10 })).toBe("Unknown query parameter 'pageSize'")
  })
})

describe('GET /v2/contracts: filters', () => {
  it('keyword matches name and reference, case- and accent-insensitively', async () => {
    expect(await ids({ keyword: 'acme' })).toEqual([c.c5, c.c1])
    expect(await ids({ keyword: 'REF-000' })).toEqual([c.c9, c.c8, c.c6, c.c5, c.c4, c.c3, c.c2, c.c1].filter((id) => id !== c.c9))
    expect(await ids({ keyword: 'doe' })).toEqual([c.c4])
  })

  it('keyword of one or two characters still matches substrings', async () => {
    // "Unlabelled" contains "ab" too: short keywords are case-insensitive substrings like long ones.
    expect(await ids({ keyword: 'AB' })).toEqual([c.c11, c.c9])
    expect(await ids({ keyword: 'Q-' })).toEqual([c.c12])
  })

  it('keyword treats quotes, % and _ literally', async () => {
    expect(await ids({ keyword: '"special"' })).toEqual([c.c12])
    expect(await ids({ keyword: '%' })).toEqual([c.c12])
    expect(await ids({ keyword: 'name_with' })).toEqual([c.c12])
    expect(await ids({ keyword: '_' })).toEqual([c.c12])
  })

  it('filters by type', async () => {
    expect(await ids({ type: 'template' })).toEqual([c.c2])
    expect(await ids({ type: 'playbook' })).toEqual([c.c8])
    expect(await error({ type: 'business' })).toBe('Query parameter \'type\' must be one of: "template", "playbook", "external"')
  })

  it('filters by a list of status codes and rejects anything else', async () => {
    expect(await ids({ status: '5' })).toEqual([c.c6, c.c1])
    expect(await ids({ status: '5, 6' })).toEqual([c.c6, c.c5, c.c1])
    for (const bad of ['0', '7', 'a', '1,,2', '1;2', '']) {
      expect(await error({ status: bad })).toMatch(/status.*status codes 1 to 6/)
    }
  })

  it('filters by party id over confirmed links, narrowed by role', async () => {
    expect(await ids({ party: parties.acme })).toEqual([c.c5, c.c3, c.c1])
    expect(await ids({ party: parties.acme, partyRole: 'counterparty' })).toEqual([c.c1])
    expect(await ids({ party: parties.acme, partyRole: 'signer' })).toEqual([c.c3])
    // Globex's link on c1 awaits review: it is not a link yet.
    expect(await ids({ party: parties.globex })).toEqual([c.c2])
    expect(await error({ party: 'acme' })).toBe("Query parameter 'party' must be a 24-character hexadecimal id")
  })

  it('filters by counterparty name, folded, over readable parties only', async () => {
    // Without partyRole any role counts: Acme signs c3.
    expect(await ids({ counterparty: 'ACME corp' })).toEqual([c.c5, c.c3, c.c1])
    expect(await ids({ counterparty: 'acme' })).toEqual([c.c5, c.c3, c.c1])
    expect(await ids({ counterparty: 'acme', partyRole: 'counterparty' })).toEqual([c.c3, c.c1])
    expect(await ids({ counterparty: 'ACME corp', partyRole: 'counterparty' })).toEqual([c.c1])
    expect(await ids({ counterparty: 'Acme Europe BV' })).toEqual([c.c3])
    expect(await ids({ counterparty: 'Jane Doe' })).toEqual([c.c4, c.c1])
    // Unconfirmed and soft-deleted parties match nothing.
    expect(await ids({ counterparty: 'Suggested' })).toEqual([])
    expect(await ids({ counterparty: 'Deleted' })).toEqual([])
  })

  it('requires party or counterparty with partyRole, and a known role', async () => {
    expect(await error({ partyRole: 'signer' })).toMatch(/narrows a 'party' or 'counterparty' filter/)
    expect(await error({ party: parties.acme, partyRole: 'witness' })).toMatch(/partyRole/)
  })

  it('filters by category id or exact label; an ambiguous label is a 400', async () => {
    expect(await ids({ category: categories.nda })).toEqual([c.c10, c.c1])
    expect(await ids({ category: 'nda' })).toEqual([c.c10, c.c1])
    expect(await ids({ category: categories.servicesEu })).toEqual([c.c3])
    expect(await error({ category: 'Services' })).toBe(
      "Query parameter 'category': the label 'Services' is ambiguous (2 categories carry it); filter by category id instead"
    )
    expect(await ids({ category: 'No such category' })).toEqual([])
    expect(await error({ category: 'x'.repeat(201) })).toBe("Query parameter 'category' must be at most 200 characters")
  })

  it('filters by owner id or exact email; an ambiguous email is a 400', async () => {
    expect(await ids({ owner: users.member.id })).toEqual([c.c8, c.c1])
    expect(await ids({ owner: 'MIA@firm.test' })).toEqual([c.c8, c.c1])
    expect(await error({ owner: 'sam@firm.test' })).toBe(
      "Query parameter 'owner': the email 'sam@firm.test' is ambiguous (2 users match it); filter by owner id instead"
    )
    expect(await ids({ owner: users.samLower.id })).toEqual([c.c3])
    expect(await ids({ owner: 'nobody@firm.test' })).toEqual([])
  })

  it('applies created and updated bounds inclusively, dates or date-times', async () => {
    expect(await ids({ createdAfter: '2025-01-11', createdBefore: '2025-01-12T00:00:00Z' })).toEqual([c.c11, c.c10])
    expect(await ids({ updatedAfter: '2025-01-12T00:00:00.000Z' })).toEqual([c.c12, c.c11])
    expect(await error({ createdAfter: 'yesterday' })).toMatch(/^Query parameter 'createdAfter' must be an ISO 8601 date or date-time/)
    expect(await error({ createdAfter: '2025-02-30' })).toMatch(/^Query parameter 'createdAfter' must be an ISO 8601 date/)
  })

  it('applies renewal and expiration windows; unknown dates never match', async () => {
    expect(await ids({ renewalAfter: '2025-11-01', renewalBefore: '2025-12-31' })).toEqual([c.c2, c.c1])
    expect(await ids({ expirationBefore: '2024-06-01' })).toEqual([c.c6])
    expect(await ids({ expirationAfter: '2025-01-01' })).toEqual([c.c8, c.c2, c.c1])
  })

  it('filters by renewal state', async () => {
    expect(await ids({ renewalState: 'expired' })).toEqual([c.c6])
    expect(await ids({ renewalState: 'indefinite' })).toEqual([c.c4])
  })

  it('filters by property values coerced to the declared type', async () => {
    expect(await ids({ 'property[governing_law]': 'new york' })).toEqual([c.c3])
    expect(await ids({ 'property[contract_value]': '5000.00' })).toEqual([c.c3, c.c2])
    expect(await ids({ 'property[confidential]': 'true' })).toEqual([c.c1])
    expect(await ids({ 'property[confidential]': 'false' })).toEqual([c.c2])
    expect(await ids({ 'property[signed_on]': '2023-12-20' })).toEqual([c.c1])
    expect(await ids({ 'property[risk_flags]': 'exclusivity' })).toEqual([c.c1])
    expect(await ids({ 'property[signing_party]': parties.jane })).toEqual([c.c1])
    expect(await ids({ 'property[internal_note]': '  signed at the board MEETING ' })).toEqual([c.c1])
    expect(await ids({ 'property[governing_law]': 'new york', status: '1' })).toEqual([])
  })

  it('rejects unknown property keys, operators and values of the wrong type', async () => {
    expect(await error({ 'property[colour]': 'red' })).toBe("Query parameter 'property[colour]': unknown property key 'colour' (see GET /v2/properties)")
    expect(await error({ 'property[contract_value][gt]': '5' })).toMatch(/operators are not supported/)
    expect(await error({ 'property[contract_value]': '>5000' })).toMatch(/operators are not supported/)
    expect(await error({ 'property[contract_value]': 'lots' })).toMatch(/^Query parameter 'property\[contract_value\]': /)
    expect(await error({ 'property[signing_party]': 'Jane' })).toMatch(/^Query parameter 'property\[signing_party\]': /)
  })

  it('never lists deleted contracts', async () => {
    expect(await ids({ keyword: 'Deleted draft' })).toEqual([])
  })
})

describe('GET /v2/contracts: who sees what', () => {
  it('a member sees what they own or requested and their groups’ contracts', async () => {
    // Mia: owns c1, c8; Commercial group: c1, c2, c10.
    expect(await ids({}, t.keyFor(users.member.email))).toEqual([c.c10, c.c8, c.c2, c.c1])
  })

  it('a lite user sees only what they own or requested, never group contracts', async () => {
    // Lee: owns c5, requested c3; is in Commercial but that does not count.
    expect(await ids({}, t.keyFor(users.lite.email))).toEqual([c.c5, c.c3])
  })

  it('a member without groups sees only their own', async () => {
    expect(await ids({}, t.keyFor(users.samUpper.email))).toEqual([c.c2])
  })
})

describe('GET /v1/contracts', () => {
  it('carries the status as its label string', async () => {
    const list = await t.as(adminKey).call('listContractsV1', { query: { status: '2,4' } })
    expect(list.contracts.map((x) => x.status)).toEqual(['STATUS_4', 'Negotiating', 'STATUS_4', 'Negotiating'])
  })

  it('takes category and owner only as ids', async () => {
    const admin = t.as(adminKey)
    expect((await admin.call('listContractsV1', { query: { category: categories.nda } })).contracts.map((x) => x.id)).toEqual([c.c10, c.c1])
    const byLabel = await admin.send('listContractsV1', { query: { category: 'NDA' } })
    expect(byLabel.status).toBe(400)
    expect(byLabel.body).toMatchObject({ message: "Query parameter 'category' must be a 24-character hexadecimal id" })
    expect((await admin.send('listContractsV1', { query: { owner: 'mia@firm.test' } })).status).toBe(400)
  })

  it('has no expiration bounds', async () => {
    const r = await t.sendInvalid('listContractsV1', { query: { expirationAfter: '2025-01-01' } }, adminKey)
    expect(r.status).toBe(400)
    expect(r.body.message).toBe("Unknown query parameter 'expirationAfter'")
  })
})
