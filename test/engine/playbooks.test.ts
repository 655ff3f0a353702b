import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlaybookListResponse, PlaybookResponse } from '../../shared/api/playbooks'
import type { TestEngine } from '../helpers/engine'
import { playbookGroupIds, playbooks } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, notFound, startLibraryEngine, walkPages } from './read-helpers'

let t: TestEngine
beforeAll(async () => {
  t = await startLibraryEngine()
})
afterAll(async () => {
  await t.close()
})

/** Served: the production services version, the kept provider default, the empty own playbook. */
const NEWEST_FIRST = [playbooks.emptyOwn, playbooks.providerNda, playbooks.servicesV2]

const SERVICES_V2_SUMMARY = {
  id: playbooks.servicesV2,
  name: 'Services playbook',
  description: 'Our positions on services agreements',
  version: 2,
  versionNote: 'Liability cap raised to 2x fees',
  status: 'production',
  isDefault: false,
  positionCount: 3,
  unconfirmedPositionCount: 1,
  createdAt: '2025-01-03T00:00:00.000Z',
  updatedAt: '2025-01-10T00:00:00.000Z'
}

describe('GET /v2/playbooks', () => {
  it("lists production versions of the company's playbooks and the provider defaults it kept, newest first, without positions", async () => {
    const response = await t.get<PlaybookListResponse>('/v2/playbooks')
    expect(response.status).toBe(200)
    expect(response.body.playbooks.map((p) => p.id)).toEqual(NEWEST_FIRST)
    expect(response.body.pagination).toEqual({ pageSize: 3, hasMore: false, cursor: null })
    expect(response.body.playbooks[2]).toEqual(SERVICES_V2_SUMMARY)
    expect(response.body.playbooks[1]).toMatchObject({ id: playbooks.providerNda, isDefault: true, positionCount: 1, unconfirmedPositionCount: 2 })
    expect(response.body.playbooks[0]).toMatchObject({ id: playbooks.emptyOwn, name: null, positionCount: 0, unconfirmedPositionCount: 0 })
  })

  it('orders oldest first with order=asc', async () => {
    const response = await t.get<PlaybookListResponse>('/v2/playbooks', { query: { order: 'asc' } })
    expect(response.body.playbooks.map((p) => p.id)).toEqual([...NEWEST_FIRST].reverse())
  })

  it('walks every served playbook exactly once', async () => {
    expect(await walkPages(t, '/v2/playbooks', 'playbooks', { pagesize: 1 })).toEqual([
      { ids: [playbooks.emptyOwn], pageSize: 1, hasMore: true },
      { ids: [playbooks.providerNda], pageSize: 1, hasMore: true },
      { ids: [playbooks.servicesV2], pageSize: 1, hasMore: false }
    ])
    const asc = await walkPages(t, '/v2/playbooks', 'playbooks', { pagesize: 2, order: 'asc' })
    expect(asc.map((p) => p.ids)).toEqual([[playbooks.servicesV2, playbooks.providerNda], [playbooks.emptyOwn]])
  })

  it('refuses bad page sizes, unknown parameters and foreign cursors', async () => {
    const first = await t.get<PlaybookListResponse>('/v2/playbooks', { query: { pagesize: 1 } })
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pagesize: 0 }, "Query parameter 'pagesize' must be at least 1"],
      [{ pagesize: 201 }, "Query parameter 'pagesize' must be at most 200"],
      [{ status: 'draft' }, "Unknown query parameter 'status'"],
      [{ cursor: 'eyJ9' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: first.body.pagination.cursor!, order: 'asc' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"]
    ]
    for (const [query, message] of cases) {
      const response = await t.get('/v2/playbooks', { query })
      expect(response.status, JSON.stringify(query)).toBe(400)
      expect(response.body).toEqual(badRequest(message))
    }
  })

  it('is readable by every user', async () => {
    const response = await t.get<PlaybookListResponse>('/v2/playbooks', { key: t.keyFor(users.lite.email) })
    expect(response.body.playbooks.map((p) => p.id)).toEqual(NEWEST_FIRST)
  })
})

describe('GET /v2/playbooks/{id}', () => {
  it('answers groups and confirmed positions in order, with drafting notes only', async () => {
    const response = await t.get<PlaybookResponse>(`/v2/playbooks/${playbooks.servicesV2}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      playbook: {
        ...SERVICES_V2_SUMMARY,
        groups: [
          { id: playbookGroupIds.liability, name: 'Liability', description: 'Caps and exclusions', order: 1 },
          { id: playbookGroupIds.termination, name: 'Termination', description: null, order: 2 }
        ],
        positions: [
          {
            order: 1,
            name: 'Liability cap',
            description: 'Cap at twice the annual fees',
            groupId: playbookGroupIds.liability,
            keywords: [
              { value: 'limitation of liability', type: 'exact' },
              { value: 'liab(le|ility)\\s+.{0,40}cap', type: 'pattern' },
              { value: 'uncapped', type: 'negative' }
            ],
            examples: [{ type: 'acceptable', title: 'Standard cap', text: 'Liability is capped at 2x the annual fees.' }],
            fallbacks: [{ title: 'First fallback', text: 'Liability is capped at 3x the annual fees.', html: '<p>Liability is capped at 3x the annual fees.</p>' }],
            ifNotFound: { compliant: false, status: 'missing' },
            notes: [{ type: 'technical_drafting', text: 'Define "fees" by reference to the order form.' }]
          },
          {
            order: 2,
            name: 'Exclusion of indirect loss',
            description: null,
            groupId: playbookGroupIds.liability,
            keywords: [],
            examples: [],
            fallbacks: [],
            ifNotFound: { compliant: true, status: null },
            notes: []
          },
          {
            order: 3,
            name: 'Termination for convenience',
            description: null,
            groupId: playbookGroupIds.termination,
            keywords: [],
            examples: [],
            fallbacks: [],
            ifNotFound: { compliant: true, status: null },
            notes: []
          }
        ]
      }
    })
  })

  it('never publishes internal rationale, escalation routing or unconfirmed positions', async () => {
    const text = JSON.stringify((await t.get(`/v2/playbooks/${playbooks.servicesV2}`)).body)
    for (const secret of ['Finance will not sign off', 'Escalate to the general counsel', 'Insurers insist', 'internal_rationale', 'escalation', 'Suggested: audit rights']) {
      expect(text.includes(secret), secret).toBe(false)
    }
  })

  it('answers a provider default with its confirmed position only, and a playbook without positions', async () => {
    const nda = await t.get<PlaybookResponse>(`/v2/playbooks/${playbooks.providerNda}`)
    expect(nda.body.playbook).toMatchObject({ isDefault: true, positionCount: 1, unconfirmedPositionCount: 2, groups: [] })
    expect(nda.body.playbook.positions.map((p) => p.name)).toEqual(['Term of confidentiality'])
    const empty = await t.get<PlaybookResponse>(`/v2/playbooks/${playbooks.emptyOwn.toUpperCase()}`)
    expect(empty.body.playbook).toMatchObject({ id: playbooks.emptyOwn, name: null, groups: [], positions: [] })
  })

  it('answers 404 alike for retired and draft versions, switched-off defaults and unknown ids', async () => {
    for (const id of [playbooks.servicesV1, playbooks.servicesV3, playbooks.providerOff, 'a6ffffffffffffffffffffff']) {
      const response = await t.get(`/v2/playbooks/${id}`)
      expect(response.status, id).toBe(404)
      expect(response.body).toEqual(notFound(`Playbook ${id} not found`))
    }
  })

  it('refuses a malformed id and unknown parameters', async () => {
    const malformed = await t.get('/v2/playbooks/services')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual(badRequest("Path parameter 'id' must be a 24-character hexadecimal id"))
    const extra = await t.get(`/v2/playbooks/${playbooks.servicesV2}`, { query: { version: 3 } })
    expect(extra.status).toBe(400)
    expect(extra.body).toEqual(badRequest("Unknown query parameter 'version'"))
  })
})

describe('/v1 playbooks', () => {
  it('answers exactly as /v2', async () => {
    const paths: Array<[string, Record<string, string | number>]> = [
      ['/playbooks', {}],
      ['/playbooks', { order: 'asc', pagesize: 2 }],
      ['/playbooks', { pagesize: 0 }],
      [`/playbooks/${playbooks.servicesV2}`, {}],
      [`/playbooks/${playbooks.servicesV3}`, {}]
    ]
    for (const [path, query] of paths) {
      const [v1, v2] = await Promise.all([t.get(`/v1${path}`, { query }), t.get(`/v2${path}`, { query })])
      expect(v1.status, path).toBe(v2.status)
      expect(v1.body, path).toEqual(v2.body)
    }
  })
})
