import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { clauses } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, expectSameInBothVersions, startLibraryEngine, walkPages } from './read-helpers'

let t: TestEngine
let keys: { admin: string; member: string; employment: string; ungrouped: string; lite: string }
beforeAll(async () => {
  t = await startLibraryEngine()
  keys = {
    admin: t.keyFor(users.admin.email),
    member: t.keyFor(users.member.email),
    employment: t.keyFor(users.employment.email),
    ungrouped: t.keyFor(users.samLower.email),
    lite: t.keyFor(users.lite.email)
  }
})
afterAll(async () => {
  await t.close()
})

const { confidentiality, liabilityCap, employeeLiability, publicBody, boilerplate, shortNda } = clauses
/** Whole library, newest first; shortNda and boilerplate share a creation instant (id breaks the tie). */
const ALL_NEWEST_FIRST = [shortNda, boilerplate, publicBody, employeeLiability, liabilityCap, confidentiality]

type ClauseQuery = QueryOf<'listClauses'>

async function listIds(key: string, query: ClauseQuery = {}): Promise<string[]> {
  return (await t.as(key).call('listClauses', { query })).clauses.map((c) => c.id)
}

const walk = (key: string, query: ClauseQuery) => walkPages((cursor) => t.as(key).call('listClauses', { query: { ...query, cursor } }), (page) => page.clauses)

const LITE_REFUSED = { error: 'Forbidden', message: 'The clause library is not available to lite users: this API key belongs to a lite user' }

describe('GET /v2/clauses', () => {
  it('shows an admin the whole library, newest first', async () => {
    const page = await t.as(keys.admin).call('listClauses')
    expect(page.clauses.map((c) => c.id)).toEqual(ALL_NEWEST_FIRST)
    expect(page.pagination).toEqual({ pageSize: 6, hasMore: false, cursor: null })
    expect(page.clauses[0]).toEqual({
      id: shortNda,
      title: 'Short confidentiality',
      text: 'Each party keeps the other party’s information confidential.',
      html: '<p>Each party keeps the other party’s information <b>confidential</b>.</p>',
      tags: ['nda'],
      defaultComment: 'Use for low-risk disclosures only.',
      createdAt: '2025-01-06T00:00:00.000Z',
      updatedAt: '2025-01-07T00:00:00.000Z'
    })
  })

  it("shows a member the company-wide clauses and their own groups' clauses", async () => {
    expect(await listIds(keys.member)).toEqual([shortNda, boilerplate, publicBody, liabilityCap, confidentiality])
    expect(await listIds(keys.employment)).toEqual([shortNda, boilerplate, publicBody, employeeLiability, confidentiality])
    expect(await listIds(keys.ungrouped)).toEqual([shortNda, boilerplate, confidentiality])
  })

  it("refuses a lite user's key with 403, whatever the parameters", async () => {
    for (const query of [{}, { tag: 'nda' }, { pagesize: 1 }]) {
      expect(await t.as(keys.lite).send('listClauses', { query })).toMatchObject({ status: 403, body: LITE_REFUSED })
    }
  })

  it('orders oldest first with order=asc', async () => {
    expect(await listIds(keys.admin, { order: 'asc' })).toEqual([...ALL_NEWEST_FIRST].reverse())
  })

  it('matches a tag exactly, ignoring case only', async () => {
    expect(await listIds(keys.admin, { tag: 'nda' })).toEqual([shortNda, confidentiality])
    expect(await listIds(keys.admin, { tag: 'NDA' })).toEqual([shortNda, confidentiality])
    expect(await listIds(keys.admin, { tag: 'LIABILITY' })).toEqual([employeeLiability, liabilityCap])
    // Case folds beyond ASCII; accents still count.
    expect(await listIds(keys.admin, { tag: 'état' })).toEqual([publicBody])
    expect(await listIds(keys.admin, { tag: 'Etat' })).toEqual([])
    // Exact: no substrings, no surrounding space.
    expect(await listIds(keys.admin, { tag: 'Employ' })).toEqual([])
    expect(await listIds(keys.admin, { tag: ' nda' })).toEqual([])
  })

  it('applies visibility before the tag', async () => {
    expect(await listIds(keys.member, { tag: 'liability' })).toEqual([liabilityCap])
    expect(await listIds(keys.employment, { tag: 'liability' })).toEqual([employeeLiability])
    expect(await listIds(keys.ungrouped, { tag: 'liability' })).toEqual([])
  })

  it("walks a member's clauses exactly once, page by page", async () => {
    expect(await walk(keys.member, { pagesize: 2 })).toEqual([
      { ids: [shortNda, boilerplate], pageSize: 2, hasMore: true },
      { ids: [publicBody, liabilityCap], pageSize: 2, hasMore: true },
      { ids: [confidentiality], pageSize: 1, hasMore: false }
    ])
    const asc = await walk(keys.admin, { pagesize: 4, order: 'asc' })
    expect(asc.map((p) => p.ids)).toEqual([
      [confidentiality, liabilityCap, employeeLiability, publicBody],
      [boilerplate, shortNda]
    ])
    const tagged = await walk(keys.admin, { pagesize: 1, tag: 'Nda' })
    expect(tagged.flatMap((p) => p.ids)).toEqual([shortNda, confidentiality])
  })

  it('refuses bad page sizes, unknown parameters and cursors of another query', async () => {
    const cursor = (await t.as(keys.admin).call('listClauses', { query: { pagesize: 1, tag: 'nda' } })).pagination.cursor!
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pagesize: 0 }, "Query parameter 'pagesize' must be at least 1"],
      [{ pagesize: 201 }, "Query parameter 'pagesize' must be at most 200"],
      [{ group: 'Commercial' }, "Unknown query parameter 'group'"],
      [{ tag: '' }, "Query parameter 'tag' must not be empty"],
      [{ cursor: '%%%' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor, tag: 'liability' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"],
      [{ cursor }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"]
    ]
    for (const [query, message] of cases) {
      expect(await t.sendInvalid('listClauses', { query }, keys.admin), JSON.stringify(query)).toEqual({ status: 400, body: badRequest(message) })
    }
  })
})

describe('/v1 clauses', () => {
  it('answers exactly as /v2, the lite refusal included', async () => {
    const cases: Array<[string, ClauseQuery]> = [
      [keys.admin, {}],
      [keys.member, { tag: 'LIABILITY' }],
      [keys.employment, { order: 'asc', pagesize: 2 }],
      [keys.lite, {}],
      [keys.admin, { pagesize: 500 }]
    ]
    for (const [key, query] of cases) {
      await expectSameInBothVersions(t, JSON.stringify(query), (api) => api.as(key).send('listClauses', { query }))
    }
  })
})
