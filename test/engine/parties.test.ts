import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryOf, ResponseOf } from '../../shared/api/operations'
import type { TestApi, TestEngine } from '../helpers/engine'
import { runWriteNow } from '../../electron/engine/db/write'
import { insertParty } from '../../electron/engine/db/writers'
import { libraryParties } from '../helpers/fixture-library'
import { fid, parties, T0, users } from '../helpers/fixture-workspace'
import { badRequest, expectSameInBothVersions, notFound, startLibraryEngine, walkPages } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

/** Every readable party, newest first; Umbrella and Initech share a creation instant (id breaks the tie). */
const NEWEST_FIRST = [libraryParties.umbrella, libraryParties.initech, parties.acmeEurope, parties.ourFirm, parties.jane, parties.globex, parties.acme]

type PartyQuery = QueryOf<'listParties'>

async function listIds(query: PartyQuery): Promise<string[]> {
  return (await t.call('listParties', { query })).parties.map((p) => p.id)
}

const walk = (query: PartyQuery, api: TestApi = t) => walkPages((cursor) => api.call('listParties', { query: { ...query, cursor } }), (page) => page.parties)

describe('GET /v2/parties', () => {
  it('lists confirmed, live parties newest first; unconfirmed and soft-deleted parties never appear', async () => {
    const list = await t.call('listParties')
    expect(list.parties.map((p) => p.id)).toEqual(NEWEST_FIRST)
    expect(list.pagination).toEqual({ pageSize: 7, hasMore: false, cursor: null })
  })

  it('presents a party with every field of the spec', async () => {
    const list = await t.call('listParties', { query: { keyword: 'acme', order: 'asc' } })
    const acme: ResponseOf<'getParty'>['party'] = {
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
    expect(list.parties[0]).toEqual(acme)
    expect(list.parties[1]).toMatchObject({ id: parties.acmeEurope, name: 'Acme Europe B.V.', parent: parties.acme, sanctionsStatus: 'sanctioned' })
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
    expect(await t.send('listParties', { query: { keyword: '...' } })).toMatchObject({ status: 400, body: badRequest("Query parameter 'keyword' must contain a letter or a digit") })
  })

  it('filters on isEntity and isInternal', async () => {
    expect(await listIds({ isEntity: 'false' })).toEqual([parties.jane])
    expect(await listIds({ isEntity: 'true' })).toEqual(NEWEST_FIRST.filter((id) => id !== parties.jane))
    expect(await listIds({ isInternal: 'true' })).toEqual([parties.ourFirm])
    expect(await listIds({ isInternal: 'false', isEntity: 'false' })).toEqual([parties.jane])
  })

  it('accepts only the words true and false as booleans', async () => {
    for (const [name, value] of [['isEntity', 'yes'], ['isInternal', '1'], ['isEntity', 'TRUE']] as const) {
      expect(await t.sendInvalid('listParties', { query: { [name]: value } })).toEqual({ status: 400, body: badRequest(`Query parameter '${name}' must be one of: "true", "false"`) })
    }
  })

  it('lists the children of a parent; a hidden parent has none, and no child names it', async () => {
    expect(await listIds({ parent: parties.acme })).toEqual([parties.acmeEurope])
    expect(await listIds({ parent: parties.acme.toUpperCase() })).toEqual([parties.acmeEurope])
    expect(await listIds({ parent: parties.globex })).toEqual([])
    expect(await listIds({ parent: parties.deleted })).toEqual([])
    expect((await t.call('getParty', { params: { id: libraryParties.initech } })).party.parent).toBeNull()
  })

  it('refuses a malformed parent id', async () => {
    expect(await t.send('listParties', { query: { parent: 'acme' } })).toMatchObject({ status: 400, body: badRequest("Query parameter 'parent' must be a 24-character hexadecimal id") })
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
      expect(await t.sendInvalid('listParties', { query }), JSON.stringify(query)).toEqual({ status: 400, body: badRequest(message) })
    }
  })

  it('walks every party exactly once, page by page, in both orders', async () => {
    expect(await walk({ pagesize: 2 })).toEqual([
      { ids: [libraryParties.umbrella, libraryParties.initech], pageSize: 2, hasMore: true },
      { ids: [parties.acmeEurope, parties.ourFirm], pageSize: 2, hasMore: true },
      { ids: [parties.jane, parties.globex], pageSize: 2, hasMore: true },
      { ids: [parties.acme], pageSize: 1, hasMore: false }
    ])
    const asc = await walk({ pagesize: 3, order: 'asc' })
    expect(asc.flatMap((p) => p.ids)).toEqual([...NEWEST_FIRST].reverse())
    expect(asc.map((p) => p.hasMore)).toEqual([true, true, false])
  })

  it('keeps filters across a walk', async () => {
    // Entities whose folded names contain "a": Globex GmbH and Initech Ltd do not.
    const pages = await walk({ pagesize: 1, isEntity: 'true', keyword: 'a' })
    expect(pages.flatMap((p) => p.ids)).toEqual([libraryParties.umbrella, parties.acmeEurope, parties.ourFirm, parties.acme])
  })

  it('ends a walk whose last page is full with hasMore false and no cursor', async () => {
    expect(await walk({ pagesize: 7 })).toEqual([{ ids: NEWEST_FIRST, pageSize: 7, hasMore: false }])
  })

  it('refuses a cursor that was not issued, or that continues another query', async () => {
    const cursor = (await t.call('listParties', { query: { pagesize: 2, isEntity: 'true' } })).pagination.cursor
    expect(cursor).not.toBeNull()
    const tampered = Buffer.from(JSON.stringify({ l: 'parties', o: 'desc', v: 'x', i: parties.acme, f: '' })).toString('base64url')
    const cases: Array<[PartyQuery, string]> = [
      [{ cursor: 'not-a-cursor' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: tampered }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: cursor!, isEntity: 'false' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"],
      [{ cursor: cursor! }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"],
      [{ cursor: cursor!, isEntity: 'true', order: 'asc' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"]
    ]
    for (const [query, message] of cases) {
      expect(await t.send('listParties', { query }), JSON.stringify(query)).toMatchObject({ status: 400, body: badRequest(message) })
    }
    const clauses = await t.call('listClauses', { query: { pagesize: 1 } })
    expect(await t.send('listParties', { query: { cursor: clauses.pagination.cursor! } })).toMatchObject({
      status: 400,
      body: badRequest("Query parameter 'cursor' belongs to another list: it can only continue the walk it came from")
    })
  })

  it('lets a walk change its page size between pages', async () => {
    const first = await t.call('listParties', { query: { pagesize: 2 } })
    const rest = await t.call('listParties', { query: { pagesize: 10, cursor: first.pagination.cursor! } })
    expect(rest.parties.map((p) => p.id)).toEqual(NEWEST_FIRST.slice(2))
  })

  it('serves the contact book to every user, lite users included', async () => {
    for (const email of [users.lite.email, users.member.email, users.samLower.email]) {
      expect((await t.as(t.keyFor(email)).call('listParties')).parties.map((p) => p.id)).toEqual(NEWEST_FIRST)
    }
  })

  it('refuses a request without a key with the standard error body', async () => {
    // The test client holds every refusal to exactly {error, message}.
    expect(await t.as(null).send('listParties')).toMatchObject({ status: 403, body: { error: 'Forbidden', message: expect.any(String) } })
  })
})

describe('GET /v2/parties/{id}', () => {
  it('answers one party', async () => {
    expect(await t.call('getParty', { params: { id: parties.jane } })).toEqual({
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
    expect((await t.call('getParty', { params: { id: parties.acmeEurope.toUpperCase() } })).party.id).toBe(parties.acmeEurope)
  })

  it('answers 404 alike for unknown, unconfirmed and soft-deleted parties', async () => {
    for (const id of [parties.unconfirmed, parties.deleted, 'b0ffffffffffffffffffffff']) {
      expect(await t.send('getParty', { params: { id } })).toMatchObject({ status: 404, body: notFound(`Party ${id} not found`) })
    }
  })

  it('refuses a malformed id', async () => {
    expect(await t.send('getParty', { params: { id: 'acme' } })).toMatchObject({ status: 400, body: badRequest("Path parameter 'id' must be a 24-character hexadecimal id") })
  })
})

describe('/v1 parties', () => {
  it('answers exactly as /v2 for lists, filters, details and errors', async () => {
    await expectSameInBothVersions(t, 'the list', (api) => api.send('listParties'))
    await expectSameInBothVersions(t, 'a filtered list', (api) => api.send('listParties', { query: { keyword: 'acme', order: 'asc' } }))
    await expectSameInBothVersions(t, 'a malformed filter', (api) => api.sendInvalid('listParties', { query: { isEntity: 'maybe' } }))
    for (const id of [parties.acme, parties.unconfirmed]) {
      await expectSameInBothVersions(t, id, (api) => api.send('getParty', { params: { id } }))
    }
    const v1Walk = await walk({ pagesize: 3 }, t.v1)
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
    const first = await g.call('listParties', { query: { pagesize: 3 } })
    expect(first.parties.map((p) => p.id)).toEqual(NEWEST_FIRST.slice(0, 3))
    // One newer than the walk's position (it belongs to pages already served), one older (ahead of it).
    runWriteNow(g.engine.db, (tx) => insertParty(tx, { id: fid('p', 500), isEntity: true, entityName: 'Newcomer plc', createdAt: T0 + 30 * 86_400_000, updatedAt: T0 + 30 * 86_400_000 }))
    runWriteNow(g.engine.db, (tx) => insertParty(tx, { id: fid('p', 501), isEntity: true, entityName: 'Old Records Ltd', createdAt: T0 - 86_400_000, updatedAt: T0 - 86_400_000 }))
    const rest = await walkPagesFrom(g, first.pagination.cursor!)
    expect(rest).toEqual([...NEWEST_FIRST.slice(3), fid('p', 501)])
  })

  it('serves 50 parties per page by default', async () => {
    runWriteNow(g.engine.db, (tx) => {
      for (let n = 0; n < 60; n++) insertParty(tx, { id: fid('p', 1000 + n), isEntity: true, entityName: `Bulk ${n}`, createdAt: T0 + n, updatedAt: T0 + n })
    })
    const page = await g.call('listParties')
    expect(page.parties.length).toBe(50)
    expect(page.pagination.pageSize).toBe(50)
    expect(page.pagination.hasMore).toBe(true)
    const max = await g.call('listParties', { query: { pagesize: 200 } })
    expect(max.parties.length).toBe(NEWEST_FIRST.length + 2 + 60)
    expect(max.pagination.hasMore).toBe(false)
  })

  async function walkPagesFrom(engine: TestEngine, cursor: string): Promise<string[]> {
    const ids: string[] = []
    let next: string | null = cursor
    while (next !== null) {
      const page: ResponseOf<'listParties'> = await engine.call('listParties', { query: { pagesize: 3, cursor: next } })
      ids.push(...page.parties.map((p) => p.id))
      next = page.pagination.cursor
    }
    return ids
  }
})
