import { runWriteNow } from '../../electron/engine/db/write'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Party, PartyListResponse, PartyResponse } from '../../shared/api/parties'
import type { TestEngine } from '../helpers/engine'
import { insertParty } from '../../electron/engine/db/writers'
import { libraryParties } from '../helpers/fixture-library'
import { fid, parties, T0, users } from '../helpers/fixture-workspace'
import { badRequest, notFound, startLibraryEngine, walkPages } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

/** Every readable party, newest first; Umbrella and Initech share a creation instant (id breaks the tie). */
const NEWEST_FIRST = [libraryParties.umbrella, libraryParties.initech, parties.acmeEurope, parties.ourFirm, parties.jane, parties.globex, parties.acme]

async function listIds(query: Record<string, string | number>, path = '/v2/parties'): Promise<string[]> {
  const response = await t.get<PartyListResponse>(path, { query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.parties.map((p) => p.id)
}

describe('GET /v2/parties', () => {
  it('lists confirmed, live parties newest first; unconfirmed and soft-deleted parties never appear', async () => {
    const response = await t.get<PartyListResponse>('/v2/parties')
    expect(response.status).toBe(200)
    expect(response.body.parties.map((p) => p.id)).toEqual(NEWEST_FIRST)
    expect(response.body.pagination).toEqual({ pageSize: 7, hasMore: false, cursor: null })
  })

  it('presents a party with every field of the spec', async () => {
    const response = await t.get<PartyListResponse>('/v2/parties', { query: { keyword: 'acme', order: 'asc' } })
    const acme: Party = {
      id: parties.acme,
      name: 'Acme Corporation',
      isEntity: true,
      isInternal: false,
      entityType: 'corporation',
      entityRegNo: null,
      email: null,
      country: 'US',
      tags: ['key-account'],
      abbreviations: ['ACME'],
      parent: null,
      customAttributes: { vat_id: 'US-991' },
      sanctionsStatus: 'clear',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z'
    }
    expect(response.body.parties[0]).toEqual(acme)
    expect(response.body.parties[1]).toMatchObject({ id: parties.acmeEurope, name: 'Acme Europe B.V.', parent: parties.acme, sanctionsStatus: 'sanctioned' })
  })

  it('orders oldest first with order=asc', async () => {
    expect(await listIds({ order: 'asc' })).toEqual([...NEWEST_FIRST].reverse())
  })

  it('matches the keyword on folded names, entity names and abbreviations, never on hidden parties', async () => {
    expect(await listIds({ keyword: 'acme' })).toEqual([parties.acmeEurope, parties.acme])
    expect(await listIds({ keyword: 'ACME' })).toEqual([parties.acmeEurope, parties.acme])
    // "Jane Doé": accents fold away.
    expect(await listIds({ keyword: 'DOE' })).toEqual([parties.jane])
    // "Umbrella S.A.": dots close up, so "S.A." and "sa" are the same word.
    expect(await listIds({ keyword: 'S.A.' })).toEqual([libraryParties.umbrella])
    expect(await listIds({ keyword: 'umb' })).toEqual([libraryParties.umbrella])
    expect(await listIds({ keyword: 'europe b.v' })).toEqual([parties.acmeEurope])
    // "Acme Suggested Ltd" awaits confirmation, "Acme Deleted Inc" is soft-deleted.
    expect(await listIds({ keyword: 'suggested' })).toEqual([])
    expect(await listIds({ keyword: 'deleted' })).toEqual([])
  })

  it('refuses a keyword with nothing to match', async () => {
    const response = await t.get('/v2/parties', { query: { keyword: '...' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Query parameter 'keyword' must contain a letter or a digit"))
  })

  it('filters on isEntity and isInternal', async () => {
    expect(await listIds({ isEntity: 'false' })).toEqual([parties.jane])
    expect(await listIds({ isEntity: 'true' })).toEqual(NEWEST_FIRST.filter((id) => id !== parties.jane))
    expect(await listIds({ isInternal: 'true' })).toEqual([parties.ourFirm])
    expect(await listIds({ isInternal: 'false', isEntity: 'false' })).toEqual([parties.jane])
  })

  it('accepts only the words true and false as booleans', async () => {
    for (const [name, value] of [['isEntity', 'yes'], ['isInternal', '1'], ['isEntity', 'TRUE']] as const) {
      const response = await t.get('/v2/parties', { query: { [name]: value } })
      expect(response.status).toBe(400)
      expect(response.body).toEqual(badRequest(`Query parameter '${name}' must be one of: "true", "false"`))
    }
  })

  it('lists the children of a parent; a hidden parent has none, and no child names it', async () => {
    expect(await listIds({ parent: parties.acme })).toEqual([parties.acmeEurope])
    expect(await listIds({ parent: parties.acme.toUpperCase() })).toEqual([parties.acmeEurope])
    expect(await listIds({ parent: parties.globex })).toEqual([])
    expect(await listIds({ parent: parties.deleted })).toEqual([])
    const initech = await t.get<PartyResponse>(`/v2/parties/${libraryParties.initech}`)
    expect(initech.body.party.parent).toBeNull()
  })

  it('refuses a malformed parent id', async () => {
    const response = await t.get('/v2/parties', { query: { parent: 'acme' } })
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Query parameter 'parent' must be a 24-character hexadecimal id"))
  })

  it('refuses page sizes outside 1..200 and unknown parameters', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pagesize: 0 }, "Query parameter 'pagesize' must be at least 1"],
      [{ pagesize: 201 }, "Query parameter 'pagesize' must be at most 200"],
      [{ pagesize: 'ten' }, "Query parameter 'pagesize' must be an integer"],
      [{ order: 'newest' }, 'Query parameter \'order\' must be one of: "asc", "desc"'],
      [{ name: 'Acme' }, "Unknown query parameter 'name'"]
    ]
    for (const [query, message] of cases) {
      const response = await t.get('/v2/parties', { query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body).toEqual(badRequest(message))
    }
  })

  it('walks every party exactly once, page by page, in both orders', async () => {
    const desc = await walkPages(t, '/v2/parties', 'parties', { pagesize: 2 })
    expect(desc).toEqual([
      { ids: [libraryParties.umbrella, libraryParties.initech], pageSize: 2, hasMore: true },
      { ids: [parties.acmeEurope, parties.ourFirm], pageSize: 2, hasMore: true },
      { ids: [parties.jane, parties.globex], pageSize: 2, hasMore: true },
      { ids: [parties.acme], pageSize: 1, hasMore: false }
    ])
    const asc = await walkPages(t, '/v2/parties', 'parties', { pagesize: 3, order: 'asc' })
    expect(asc.flatMap((p) => p.ids)).toEqual([...NEWEST_FIRST].reverse())
    expect(asc.map((p) => p.hasMore)).toEqual([true, true, false])
  })

  it('keeps filters across a walk', async () => {
    // Entities whose folded names contain "a": Globex GmbH and Initech Ltd do not.
    const pages = await walkPages(t, '/v2/parties', 'parties', { pagesize: 1, isEntity: 'true', keyword: 'a' })
    expect(pages.flatMap((p) => p.ids)).toEqual([libraryParties.umbrella, parties.acmeEurope, parties.ourFirm, parties.acme])
  })

  it('ends a walk whose last page is full with hasMore false and no cursor', async () => {
    const pages = await walkPages(t, '/v2/parties', 'parties', { pagesize: 7 })
    expect(pages).toEqual([{ ids: NEWEST_FIRST, pageSize: 7, hasMore: false }])
  })

  it('refuses a cursor that was not issued, or that continues another query', async () => {
    const first = await t.get<PartyListResponse>('/v2/parties', { query: { pagesize: 2, isEntity: 'true' } })
    const cursor = first.body.pagination.cursor
    expect(cursor).not.toBeNull()
    const tampered = Buffer.from(JSON.stringify({ l: 'parties', o: 'desc', v: 'x', i: parties.acme, f: '' })).toString('base64url')
    const cases: Array<[Record<string, string>, string]> = [
      [{ cursor: 'not-a-cursor' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: tampered }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: cursor!, isEntity: 'false' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"],
      [{ cursor: cursor! }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"],
      [{ cursor: cursor!, isEntity: 'true', order: 'asc' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"]
    ]
    for (const [query, message] of cases) {
      const response = await t.get('/v2/parties', { query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body).toEqual(badRequest(message))
    }
    const clauses = await t.get<{ pagination: { cursor: string } }>('/v2/clauses', { query: { pagesize: 1 } })
    const crossed = await t.get('/v2/parties', { query: { cursor: clauses.body.pagination.cursor } })
    expect(crossed.status).toBe(400)
    expect(crossed.body).toEqual(badRequest("Query parameter 'cursor' belongs to another list: it can only continue the walk it came from"))
  })

  it('lets a walk change its page size between pages', async () => {
    const first = await t.get<PartyListResponse>('/v2/parties', { query: { pagesize: 2 } })
    const rest = await t.get<PartyListResponse>('/v2/parties', { query: { pagesize: 10, cursor: first.body.pagination.cursor! } })
    expect(rest.body.parties.map((p) => p.id)).toEqual(NEWEST_FIRST.slice(2))
  })

  it('serves the contact book to every user, lite users included', async () => {
    for (const email of [users.lite.email, users.member.email, users.samLower.email]) {
      expect(await t.get<PartyListResponse>('/v2/parties', { key: t.keyFor(email) }).then((r) => r.body.parties.map((p) => p.id))).toEqual(NEWEST_FIRST)
    }
  })

  it('refuses a request without a key with the standard error body', async () => {
    const response = await t.get('/v2/parties', { key: null })
    expect(response.status).toBe(403)
    expect(response.body).toMatchObject({ error: 'Forbidden' })
    expect(Object.keys(response.body as object).sort()).toEqual(['error', 'message'])
  })
})

describe('GET /v2/parties/{id}', () => {
  it('answers one party', async () => {
    const response = await t.get<PartyResponse>(`/v2/parties/${parties.jane}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      party: {
        id: parties.jane,
        name: 'Jane Doé',
        isEntity: false,
        isInternal: false,
        entityType: null,
        entityRegNo: null,
        email: 'jane@acme.test',
        country: null,
        tags: [],
        abbreviations: [],
        parent: null,
        customAttributes: {},
        sanctionsStatus: 'unknown',
        createdAt: '2025-01-03T00:00:00.000Z',
        updatedAt: '2025-01-03T00:00:00.000Z'
      }
    })
  })

  it('accepts an id in capitals', async () => {
    const response = await t.get<PartyResponse>(`/v2/parties/${parties.acmeEurope.toUpperCase()}`)
    expect(response.status).toBe(200)
    expect(response.body.party.id).toBe(parties.acmeEurope)
  })

  it('answers 404 alike for unknown, unconfirmed and soft-deleted parties', async () => {
    for (const id of [parties.unconfirmed, parties.deleted, 'b0ffffffffffffffffffffff']) {
      const response = await t.get(`/v2/parties/${id}`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual(notFound(`Party ${id} not found`))
    }
  })

  it('refuses a malformed id', async () => {
    const response = await t.get('/v2/parties/acme')
    expect(response.status).toBe(400)
    expect(response.body).toEqual(badRequest("Path parameter 'id' must be a 24-character hexadecimal id"))
  })
})

describe('/v1 parties', () => {
  it('answers exactly as /v2 for lists, filters, details and errors', async () => {
    const paths: Array<[string, Record<string, string | number>]> = [
      ['/parties', {}],
      ['/parties', { keyword: 'acme', order: 'asc' }],
      ['/parties', { isEntity: 'maybe' }],
      [`/parties/${parties.acme}`, {}],
      [`/parties/${parties.unconfirmed}`, {}]
    ]
    for (const [path, query] of paths) {
      const [v1, v2] = await Promise.all([t.get(`/v1${path}`, { query }), t.get(`/v2${path}`, { query })])
      expect(v1.status, path).toBe(v2.status)
      expect(v1.body, path).toEqual(v2.body)
    }
    const v1Walk = await walkPages(t, '/v1/parties', 'parties', { pagesize: 3 })
    expect(v1Walk.flatMap((p) => p.ids)).toEqual(NEWEST_FIRST)
  })
})

describe('GET /v2/parties on a growing contact book', () => {
  let g: TestEngine
  beforeAll(async () => {
    g = await startLibraryEngine()
  })
  afterAll(async () => {
    await g.close()
  })

  it('never repeats or skips a party while parties are added between pages', async () => {
    const first = await g.get<PartyListResponse>('/v2/parties', { query: { pagesize: 3 } })
    expect(first.body.parties.map((p) => p.id)).toEqual(NEWEST_FIRST.slice(0, 3))
    // One newer than the walk's position (it belongs to pages already served), one older (ahead of it).
    runWriteNow(g.engine.db, (tx) => insertParty(tx, { id: fid('p', 500), isEntity: true, entityName: 'Newcomer plc', createdAt: T0 + 30 * 86_400_000, updatedAt: T0 + 30 * 86_400_000 }))
    runWriteNow(g.engine.db, (tx) => insertParty(tx, { id: fid('p', 501), isEntity: true, entityName: 'Old Records Ltd', createdAt: T0 - 86_400_000, updatedAt: T0 - 86_400_000 }))
    const rest = await walkPagesFrom(g, first.body.pagination.cursor!)
    expect(rest).toEqual([...NEWEST_FIRST.slice(3), fid('p', 501)])
  })

  it('serves 50 parties per page by default', async () => {
    runWriteNow(g.engine.db, (tx) => {
      for (let n = 0; n < 60; n++) insertParty(tx, { id: fid('p', 1000 + n), isEntity: true, entityName: `Bulk ${n}`, createdAt: T0 + n, updatedAt: T0 + n })
    })
    const response = await g.get<PartyListResponse>('/v2/parties')
    expect(response.body.parties.length).toBe(50)
    expect(response.body.pagination.pageSize).toBe(50)
    expect(response.body.pagination.hasMore).toBe(true)
    const max = await g.get<PartyListResponse>('/v2/parties', { query: { pagesize: 200 } })
    expect(max.body.parties.length).toBe(NEWEST_FIRST.length + 2 + 60)
    expect(max.body.pagination.hasMore).toBe(false)
  })

  async function walkPagesFrom(engine: TestEngine, cursor: string): Promise<string[]> {
    const ids: string[] = []
    let next: string | null = cursor
    while (next !== null) {
      const page: { body: PartyListResponse } = await engine.get<PartyListResponse>('/v2/parties', { query: { pagesize: 3, cursor: next } })
      ids.push(...page.body.parties.map((p) => p.id))
      next = page.body.pagination.cursor
    }
    return ids
  }
})
