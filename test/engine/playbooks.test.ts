import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryOf } from '../../shared/api/operations'
import type { TestEngine } from '../helpers/engine'
import { playbookGroupIds, playbooks } from '../helpers/fixture-library'
import { users } from '../helpers/fixture-workspace'
import { badRequest, expectSameInBothVersions, notFound, startLibraryEngine, walkPages } from './read-helpers'

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

const walk = (query: QueryOf<'listPlaybooks'>) => walkPages((cursor) => t.call('listPlaybooks', { query: { ...query, cursor } }), (page) => page.playbooks)

describe('GET /v2/playbooks', () => {
  it("lists production versions of the company's playbooks and the provider defaults it kept, newest first, without positions", async () => {
    const list = await t.call('listPlaybooks')
    expect(list.playbooks.map((p) => p.id)).toEqual(NEWEST_FIRST)
    expect(list.pagination).toEqual({ pageSize: 3, hasMore: false, cursor: null })
    expect(list.playbooks[2]).toEqual(SERVICES_V2_SUMMARY)
    expect(list.playbooks[1]).toMatchObject({ id: playbooks.providerNda, isDefault: true, positionCount: 1, unconfirmedPositionCount: 2 })
    expect(list.playbooks[0]).toMatchObject({ id: playbooks.emptyOwn, name: null, positionCount: 0, unconfirmedPositionCount: 0 })
  })

  it('orders oldest first with order=asc', async () => {
    expect((await t.call('listPlaybooks', { query: { order: 'asc' } })).playbooks.map((p) => p.id)).toEqual([...NEWEST_FIRST].reverse())
  })

  it('walks every served playbook exactly once', async () => {
    expect(await walk({ pagesize: 1 })).toEqual([
      { ids: [playbooks.emptyOwn], pageSize: 1, hasMore: true },
      { ids: [playbooks.providerNda], pageSize: 1, hasMore: true },
      { ids: [playbooks.servicesV2], pageSize: 1, hasMore: false }
    ])
    const asc = await walk({ pagesize: 2, order: 'asc' })
    expect(asc.map((p) => p.ids)).toEqual([[playbooks.servicesV2, playbooks.providerNda], [playbooks.emptyOwn]])
  })

  it('refuses bad page sizes, unknown parameters and foreign cursors', async () => {
    const first = await t.call('listPlaybooks', { query: { pagesize: 1 } })
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ pagesize: 0 }, "Query parameter 'pagesize' must be at least 1"],
      [{ pagesize: 201 }, "Query parameter 'pagesize' must be at most 200"],
      [{ status: 'draft' }, "Unknown query parameter 'status'"],
      [{ cursor: 'eyJ9' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"],
      [{ cursor: first.pagination.cursor!, order: 'asc' }, "Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from"]
    ]
    for (const [query, message] of cases) {
      expect(await t.sendInvalid('listPlaybooks', { query }), JSON.stringify(query)).toEqual({ status: 400, body: badRequest(message) })
    }
  })

  it('is readable by every user', async () => {
    expect((await t.as(t.keyFor(users.lite.email)).call('listPlaybooks')).playbooks.map((p) => p.id)).toEqual(NEWEST_FIRST)
  })
})

describe('GET /v2/playbooks/{id}', () => {
  it('answers groups and confirmed positions in order, with drafting notes only', async () => {
    expect(await t.call('getPlaybook', { params: { id: playbooks.servicesV2 } })).toEqual({
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
    const text = JSON.stringify(await t.call('getPlaybook', { params: { id: playbooks.servicesV2 } }))
    for (const secret of ['Finance will not sign off', 'Escalate to the general counsel', 'Insurers insist', 'internal_rationale', 'escalation', 'Suggested: audit rights']) {
      expect(text.includes(secret), secret).toBe(false)
    }
  })

  it('answers a provider default with its confirmed position only, and a playbook without positions', async () => {
    const nda = (await t.call('getPlaybook', { params: { id: playbooks.providerNda } })).playbook
    expect(nda).toMatchObject({ isDefault: true, positionCount: 1, unconfirmedPositionCount: 2, groups: [] })
    expect(nda.positions.map((p) => p.name)).toEqual(['Term of confidentiality'])
    const empty = (await t.call('getPlaybook', { params: { id: playbooks.emptyOwn.toUpperCase() } })).playbook
    expect(empty).toMatchObject({ id: playbooks.emptyOwn, name: null, groups: [], positions: [] })
  })

  it('answers 404 alike for retired and draft versions, switched-off defaults and unknown ids', async () => {
    for (const id of [playbooks.servicesV1, playbooks.servicesV3, playbooks.providerOff, 'a6ffffffffffffffffffffff']) {
      const answer = await t.send('getPlaybook', { params: { id } })
      expect(answer.status, id).toBe(404)
      expect(answer.body).toEqual(notFound(`Playbook ${id} not found`))
    }
  })

  it('refuses a malformed id and unknown parameters', async () => {
    expect(await t.send('getPlaybook', { params: { id: 'services' } })).toMatchObject({ status: 400, body: badRequest("Path parameter 'id' must be a 24-character hexadecimal id") })
    expect(await t.sendInvalid('getPlaybook', { params: { id: playbooks.servicesV2 }, query: { version: 3 } })).toEqual({ status: 400, body: badRequest("Unknown query parameter 'version'") })
  })
})

describe('/v1 playbooks', () => {
  it('answers exactly as /v2', async () => {
    for (const query of [{}, { order: 'asc', pagesize: 2 } as const, { pagesize: 0 }]) {
      await expectSameInBothVersions(t, JSON.stringify(query), (api) => api.send('listPlaybooks', { query }))
    }
    for (const id of [playbooks.servicesV2, playbooks.servicesV3]) {
      await expectSameInBothVersions(t, id, (api) => api.send('getPlaybook', { params: { id } }))
    }
  })
})
