import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractFilters } from '../../shared/api/contracts'
import type { SearchEverythingQuery } from '../../shared/api/search-everything'
import type { ResponseOf } from '../../shared/api/operations'
import { seedDemoIfEmpty } from '../../resources/demo/seed-workspace'
import { toFtsQuery } from '../../electron/engine/services/documents/search-query'
import { demoUserId } from '../../resources/demo/catalogue/people'
import { counterpartyRedraft, demoContractDocuments } from '../../resources/demo/index'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { buildContractFilter } from '../../electron/engine/services/contracts/list-filters'
import { searchScope } from '../../electron/engine/services/search/search-everything'
import { searchFacetRows } from '../../electron/engine/db/queries/search-everything'

type SearchAnswer = ResponseOf<'searchEverything'>
type Hit = SearchAnswer['hits'][number]

/** The demo workspace as seeded for this day: names, texts and dates are fixed by it. */
const NOW = Date.UTC(2025, 5, 2, 12)
const KEY_SPAN = 16777216

let t: TestEngine
let admin: string

beforeAll(async () => {
  t = await startTestEngine({ now: () => NOW, initialize: (ctx) => seedDemoIfEmpty(ctx, () => undefined) })
  admin = t.keyFor(demoUserId('amelia'))
}, 180_000)
afterAll(() => t?.close())

const search = (query: SearchEverythingQuery, key = admin): Promise<SearchAnswer> => t.as(key).call('searchEverything', { query })
const refusal = async (query: SearchEverythingQuery | Record<string, string>) => (await t.sendInvalid('searchEverything', { query }, admin)).body

/** Every hit of a search, page after page. */
async function walk(query: SearchEverythingQuery, key = admin): Promise<{ hits: Hit[]; pages: SearchAnswer[] }> {
  const pages: SearchAnswer[] = []
  let cursor: string | null = null
  do {
    const page: SearchAnswer = await search({ ...query, ...(cursor === null ? {} : { cursor }) }, key)
    pages.push(page)
    cursor = page.pagination.cursor
  } while (cursor !== null)
  return { hits: pages.flatMap((p) => p.hits), pages }
}

/** Every contract the contract list gives for a filter, page after page. */
async function listIds(query: ContractFilters, key = admin): Promise<Set<string>> {
  const ids = new Set<string>()
  let cursor: string | undefined
  do {
    const page = await t.as(key).call('listContracts', { query: { ...query, pagesize: 200, ...(cursor ? { cursor } : {}) } })
    for (const c of page.contracts) ids.add(c.id)
    cursor = page.pagination.cursor ?? undefined
  } while (cursor)
  return ids
}

const names = (hits: readonly Hit[]) => hits.map((h) => h.name)
const marked = (hit: Hit) => hit.evidence.map((e) => e.highlights.map((s) => e.text.slice(s.start, s.end)))

describe('search everything: relevance on the demo workspace', () => {
  it('finds the contracts that agree to unlimited liability, best paragraph first, with the words FTS5 matched', async () => {
    const r = await search({ q: 'unlimited liability' })
    expect(r.total).toBe(8)
    expect(names(r.hits).slice(0, 3)).toEqual([
      'Data Processing Agreement – Brightwater Analytics',
      'Master Services Agreement – Northwind Logistics Germany (2025)',
      'Order Form – Cloud Hosting – Brightwater Analytics'
    ])
    const first = r.hits[0]!
    expect(first.evidence.map((e) => e.paragraph)).toEqual([50])
    expect(marked(first)).toEqual([['liability', 'unlimited']])
    expect(first.evidence[0]!.text).toMatch(/liability .* shall be unlimited\.$/)
    expect(first.evidence[0]!.reference).toBe(`${first.contractId}@${first.revision}#50`)
  })

  it('ranks contracts named after the query first, and says so', async () => {
    const r = await search({ q: 'data processing agreement' })
    expect(names(r.hits).slice(0, 4)).toEqual([
      'Data Processing Agreement – Lumen Cloud',
      'Data Processing Agreement – Brightwater Analytics',
      'Data Processing Agreement – Lumen Cloud (2025)',
      'Data Processing Addendum – Brightwater Analytics'
    ])
    expect(r.hits.map((h) => h.nameMatch).slice(0, 4)).toEqual([true, true, true, false])
    const northwind = await search({ q: 'Northwind', pagesize: 50 })
    expect(northwind.total).toBe(24)
    expect(northwind.hits.every((h) => h.nameMatch && h.name.includes('Northwind'))).toBe(true)
  })

  it('reads phrases, prefixes, OR and exclusions as the /v2 search does', async () => {
    const phrase = await walk({ q: '"service credits"' })
    expect(phrase.hits.length).toBe(24)
    expect(phrase.hits.every((h) => h.evidence.every((e) => /service credits/i.test(e.text)))).toBe(true)
    const prefix = await search({ q: 'indemn*' })
    expect(new Set(marked(prefix.hits[0]!).flat().map((w) => w.toLowerCase()))).toEqual(new Set(['indemnity', 'indemnify']))
    const either = await search({ q: 'escrow OR "unlimited"' })
    expect(either.total).toBe((await search({ q: 'unlimited' })).total)
    const excluded = await walk({ q: 'indemn* -"third party"' })
    expect(excluded.hits.flatMap((h) => h.evidence).some((e) => /third party/i.test(e.text))).toBe(false)
  })

  it('answers nothing, not an error, for words no contract has', async () => {
    expect(await search({ q: 'escrow' })).toEqual({ hits: [], total: 0, facets: { status: [], category: [] }, pagination: { hasMore: false, cursor: null } })
  })
})

describe('search everything: filters, counts and access', () => {
  const query = 'liability'
  const filters: ContractFilters[] = [
    { status: '5' },
    { status: '2,3' },
    { category: 'Software Licence' },
    { counterparty: 'Northwind' },
    { counterparty: 'Northwind', partyRole: 'counterparty' },
    { owner: 'daniel.okafor@harbourline.example' },
    { type: 'template' },
    { createdAfter: '2024-01-01', createdBefore: '2024-12-31' },
    { updatedAfter: '2025-01-01' },
    { renewalAfter: '2025-06-01', renewalBefore: '2025-12-31' },
    { expirationBefore: '2026-06-30' },
    { renewalState: 'notice_period' },
    { keyword: 'Master' },
    { 'property[governing_law]': 'England and Wales' },
    { 'property[risk_flags]': 'Uncapped liability' }
  ]

  it('with each filter of the contract list, finds exactly the contracts the list gives that answer the query', async () => {
    const everything = new Set((await walk({ q: query, pagesize: 50 })).hits.map((h) => h.contractId))
    expect(everything.size).toBeGreaterThan(50)
    for (const filter of filters) {
      const found = (await walk({ q: query, pagesize: 50, ...filter })).hits.map((h) => h.contractId)
      const listed = await listIds(filter)
      expect(found.slice().sort(), JSON.stringify(filter)).toEqual([...everything].filter((id) => listed.has(id)).sort())
    }
  })

  it('counts the whole result by status and category, each count equal to the contract list’s for that status or category', async () => {
    const cases: ContractFilters[] = [{}, { counterparty: 'Northwind' }, { createdAfter: '2024-01-01' }]
    for (const filter of cases) {
      const { hits, pages } = await walk({ q: query, pagesize: 50, ...filter })
      const found = new Set(hits.map((h) => h.contractId))
      const { total, facets } = pages[0]!
      expect(total).toBe(found.size)
      expect(facets.status.reduce((n, f) => n + f.count, 0)).toBe(total)
      expect(facets.category.reduce((n, f) => n + f.count, 0)).toBe(total)
      for (const facet of facets.status.filter((f) => f.code !== null)) {
        const listed = await listIds({ ...filter, status: String(facet.code) })
        expect(facet.count, `${JSON.stringify(filter)} status ${facet.code}`).toBe([...found].filter((id) => listed.has(id)).length)
      }
      for (const facet of facets.category.filter((f) => f.id !== null)) {
        const listed = await listIds({ ...filter, category: facet.id ?? '' })
        expect(facet.count, `${JSON.stringify(filter)} category ${facet.label}`).toBe([...found].filter((id) => listed.has(id)).length)
      }
    }
  })

  it('counts a filtered result the same when it starts from the filter’s own contracts as from every matching document', () => {
    const db = t.engine.ctx.db
    const userOf = (key: string) => {
      const auth = t.engine.ctx.keys.authenticate(key, NOW)
      if (typeof auth === 'string') throw new Error(`the key: ${auth}`)
      return auth.user
    }
    const match = toFtsQuery(query, { strict: true })
    let driven = 0
    // A member's access rule is such a filter too: the contracts of their groups.
    const cases: Array<[string, ContractFilters]> = [...filters, { createdAfter: '2024-01-01' }].map((f) => [admin, f])
    cases.push([t.keyFor(demoUserId('tomas')), {}], [t.keyFor(demoUserId('tomas')), { status: '5' }])
    for (const [key, filters] of cases) {
      const filter = buildContractFilter(db, userOf(key), filters, 'v2')
      const conditions = filter.predicates.map((p) => p.check)
      // Narrowing to no contract at all: a filter with an index of its own is always counted from its contracts.
      const scope = searchScope(db, filter, conditions, null, 0)
      if (scope === 'nothing' || scope.among === null) continue
      driven++
      const fromFilter = searchFacetRows(db, match, match, conditions, scope.among)
      expect(fromFilter.length, JSON.stringify(filters)).toBeGreaterThan(0)
      expect(fromFilter, JSON.stringify(filters)).toEqual(searchFacetRows(db, match, match, conditions))
    }
    expect(driven).toBeGreaterThanOrEqual(12)
  })

  it('labels statuses as the contract list does', async () => {
    const r = await search({ q: query })
    expect(r.facets.status.map((f) => [f.code, f.label])).toEqual([
      [1, 'Draft'],
      [2, 'Under Negotiation'],
      [3, 'STATUS_3'],
      [4, 'Pending Signature'],
      [5, 'Executed'],
      [6, 'Terminated'],
      [null, 'Unknown']
    ])
  })

  it('never shows a member another group’s contracts, not even in the counts', async () => {
    const tomas = t.keyFor(demoUserId('tomas'))
    const readable = await listIds({}, tomas)
    const everything = (await walk({ q: query, pagesize: 50 })).hits.map((h) => h.contractId)
    const { hits, pages } = await walk({ q: query, pagesize: 50 }, tomas)
    expect(hits.map((h) => h.contractId).sort()).toEqual(everything.filter((id) => readable.has(id)).sort())
    expect(pages[0]!.total).toBe(hits.length)
    expect(pages[0]!.facets.status.reduce((n, f) => n + f.count, 0)).toBe(hits.length)
    // Words found only in contracts the employment counsel may not read: nothing, and no counts.
    expect(await search({ q: '"service credits"' }, tomas)).toEqual({ hits: [], total: 0, facets: { status: [], category: [] }, pagination: { hasMore: false, cursor: null } })
  })

  it('searches only the chosen contracts when asked to', async () => {
    const top = (await search({ q: query, pagesize: 5 })).hits.map((h) => h.contractId)
    const chosen = [top[4]!, top[1]!]
    const r = await search({ q: query, contracts: chosen.join(',') })
    expect(r.hits.map((h) => h.contractId)).toEqual([top[1], top[4]])
    expect(r.total).toBe(2)
  })
})

describe('search everything: ranking and pages', () => {
  it('ranks exactly as scoring every paragraph and every name would, page after page', async () => {
    for (const q of ['termination', 'Northwind', '"limitation of liability"', 'agreement', 'confidential information']) {
      const { hits } = await walk({ q, pagesize: 7 })
      expect(hits.map((h) => h.contractId), q).toEqual(bruteForceRanking(q))
      const scores = hits.map((h) => h.score)
      expect(scores, q).toEqual([...scores].sort((a, b) => a - b))
    }
  })

  it('walks the result without repeating or skipping a contract, and ends', async () => {
    const { hits, pages } = await walk({ q: 'agreement', pagesize: 11 })
    expect(new Set(hits.map((h) => h.contractId)).size).toBe(hits.length)
    expect(hits.length).toBe(pages[0]!.total)
    expect(pages.slice(0, -1).every((p) => p.hits.length === 11 && p.pagination.hasMore)).toBe(true)
    expect(pages[pages.length - 1]!.pagination).toEqual({ hasMore: false, cursor: null })
  })

  it('binds a cursor to its search and to the workspace as it was, and refuses it otherwise', async () => {
    const first = await search({ q: 'termination', pagesize: 5 })
    const cursor = first.pagination.cursor ?? ''
    const again = await search({ q: 'termination', pagesize: 5, cursor })
    expect((await search({ q: 'termination', pagesize: 5, cursor })).hits.map((h) => h.contractId)).toEqual(again.hits.map((h) => h.contractId))
    expect(await refusal({ q: 'liability', cursor })).toEqual({
      error: 'Bad Request',
      message: "Query parameter 'cursor' belongs to a different search: keep the query, filters and contracts it came from"
    })
    expect((await refusal({ q: 'termination', status: '5', cursor })).error).toBe('Bad Request')
    expect((await refusal({ q: 'termination', cursor: 'not-a-cursor' })).message).toBe("Query parameter 'cursor' is not valid: pass back the cursor of the previous page unchanged")
    const renamed = first.hits[0]!.contractId
    t.engine.db.prepare("UPDATE contracts SET name = name || ' (renamed)' WHERE id = ?").run(renamed)
    expect((await refusal({ q: 'termination', pagesize: '5', cursor })).message).toBe(
      "Query parameter 'cursor' belongs to a search made before documents or contracts changed (an import or a sync): run the search again"
    )
    t.engine.db.prepare("UPDATE contracts SET name = substr(name, 1, length(name) - 10) WHERE id = ?").run(renamed)
  })
})

describe('search everything: contracts without a document', () => {
  it('finds a contract by its name alone, without evidence, and says no document is stored', async () => {
    const target = (await search({ q: '"Software Licence Agreement" Lumen' })).hits[0]!
    expect(target.name).toBe('Software Licence Agreement – Lumen Cloud')
    t.engine.db.prepare('DELETE FROM contract_documents WHERE contract_id = ?').run(target.contractId)
    const r = await search({ q: '"Software Licence Agreement" Lumen' })
    expect(r.hits[0]).toMatchObject({ contractId: target.contractId, nameMatch: true, revision: null, evidence: [], coverage: { totalParagraphs: 0, extraction: 'none', complete: false, warning: 'No document is stored for this contract' } })
  })
})

describe('the demo workspace: a draft with the counterparty\'s answer', () => {
  const negotiated = counterpartyRedraft(demoContractDocuments({ now: NOW }))

  it('holds the licensor\'s draft as the licence\'s second version, and search reads only that one', async () => {
    expect(negotiated).not.toBeNull()
    const id = negotiated!.original.contractId
    const { versions } = await t.as(admin).call('listContractVersions', { params: { id } })
    const original = `${negotiated!.original.reference} ${negotiated!.original.name}`
    expect(versions.map((v) => [v.version, v.current, v.fileName, v.source])).toEqual([
      [1, false, `${original}.docx`, 'import'],
      [2, true, `${original} (counterparty draft).docx`, 'import']
    ])
    const compared = await t.as(admin).call('compareTexts', { body: { old: { contractId: id, version: 1 }, new: { contractId: id }, text: false } })
    expect(compared.summary).toEqual({ oldParagraphs: 122, newParagraphs: 121, equal: 104, renumbered: 14, changed: 2, moved: 0, inserted: 1, deleted: 2, wordsInserted: 41, wordsDeleted: 48 })
    expect(compared.entries.filter((e) => e.kind === 'changed').map((e) => (e.words ?? []).filter((w) => w.kind !== 'equal').map((w) => `${w.kind} ${w.text}`))).toEqual([
      ['deleted thirty', 'inserted fourteen', 'deleted 30', 'inserted 14'],
      ['deleted six', 'inserted three', 'deleted 6', 'inserted 3']
    ])
    // The struck non-solicitation clause is only in version 1; the added price increase only in version 2.
    expect((await search({ q: 'solicit*', contracts: id })).total).toBe(0)
    expect((await search({ q: '"anniversary of the Effective Date"', contracts: id })).total).toBe(1)
  })
})

describe('search everything: bad input', () => {
  it('names what is wrong with a query', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ q: '"uncapped liability' }, "Query parameter 'q' has a quote that is not closed (before “uncapped liability”)"],
      [{ q: 'OR liability' }, "Query parameter 'q' has OR without a word before it"],
      [{ q: 'liability NOT' }, "Query parameter 'q' has NOT without a word after it"],
      [{ q: '-liability' }, "Query parameter 'q' must contain a word to look for, not only words to leave out"],
      [{ q: '!!!' }, "Query parameter 'q' must contain a word to search for"],
      [{ q: 'x'.repeat(201) }, "Query parameter 'q' must be at most 200 characters"],
      [{ q: 'liability', status: '9' }, "Query parameter 'status' must be a comma-separated list of status codes 1 to 6 (e.g. 2,3)"],
      [{ q: 'liability', 'property[nope]': 'x' }, "Query parameter 'property[nope]': unknown property key 'nope' (see GET /v2/properties)"],
      [{ q: 'liability', contracts: 'abc' }, "Query parameter 'contracts' must match the pattern ^[0-9a-fA-F]{24}(,[0-9a-fA-F]{24})*$"],
      [{ q: 'liability', pagesize: '51' }, "Query parameter 'pagesize' must be at most 50"]
    ]
    for (const [query, message] of cases) expect(await refusal(query), JSON.stringify(query)).toEqual({ error: 'Bad Request', message })
    expect(await refusal({ q: 'liability', sort: 'createdAt' })).toEqual({ error: 'Bad Request', message: "Unknown query parameter 'sort'" })
    expect((await t.sendInvalid('searchEverything', {})).body).toEqual({ error: 'Bad Request', message: "Query parameter 'q' is required" })
  })
})

/** The ranking by brute force: every matching paragraph scored, each contract's best plus its name's score. */
function bruteForceRanking(q: string): string[] {
  const db = t.engine.db
  const match = toFtsQuery(q)
  const best = new Map<number, number>()
  for (const [key, score] of db.prepare('SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ?').raw().all(match) as Array<[number, number]>) {
    const seq = Math.floor(key / KEY_SPAN)
    best.set(seq, Math.min(best.get(seq) ?? Number.POSITIVE_INFINITY, score))
  }
  const rows = new Map<string, { score: number; seq: number | null }>()
  for (const [seq, score] of best) {
    const id = db.prepare('SELECT s.contract_id FROM search_documents s JOIN contracts c ON c.id = s.contract_id WHERE s.seq = ? AND c.deleted = 0').pluck().get(seq) as string | undefined
    if (id !== undefined) rows.set(id, { score, seq })
  }
  for (const [id, score] of db
    .prepare('SELECT c.id, bm25(contract_names_search, 1.0, 1.0) FROM contract_names_search JOIN contracts c ON c.rowid = contract_names_search.rowid WHERE contract_names_search MATCH ? AND c.deleted = 0')
    .raw()
    .all(match) as Array<[string, number]>) {
    const seq = (db.prepare('SELECT seq FROM search_documents WHERE contract_id = ?').pluck().get(id) as number | undefined) ?? null
    const text = rows.get(id)
    rows.set(id, { score: (text?.score ?? 0) + score, seq })
  }
  return [...rows]
    .sort(([ia, a], [ib, b]) => a.score - b.score || (a.seq ?? Infinity) - (b.seq ?? Infinity) || (ia < ib ? -1 : 1))
    .map(([id]) => id)
}

