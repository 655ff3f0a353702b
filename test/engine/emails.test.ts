import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QueryOf, ResponseOf } from '../../shared/api/operations'
import { runWriteNow } from '../../electron/engine/db/write'
import { insertEmail } from '../../electron/engine/db/writers'
import type { TestEngine } from '../helpers/engine'
import { emailId } from '../helpers/fixture-library'
import { fid, users } from '../helpers/fixture-workspace'
import { badRequest, expectSameInBothVersions, startLibraryEngine } from './read-helpers'

let t: TestEngine
let keys: { admin: string; member: string; employment: string; lite: string; samUpper: string; samLower: string }
beforeAll(async () => {
  t = await startLibraryEngine()
  keys = {
    admin: t.keyFor(users.admin.email),
    member: t.keyFor(users.member.email),
    employment: t.keyFor(users.employment.email),
    lite: t.keyFor(users.lite.email),
    samUpper: t.keyFor(users.samUpper.id),
    samLower: t.keyFor(users.samLower.id)
  }
})
afterAll(async () => {
  await t.close()
})

const e = (...ns: number[]) => ns.map(emailId)
/** Everything an admin reads: e6 is on a deleted contract, e8 on a contract not in the workspace. */
const ADMIN_NEWEST_FIRST = e(10, 9, 7, 5, 4, 3, 2, 1)

type EmailQuery = QueryOf<'listEmails'>

async function list(key: string, query: EmailQuery = {}): Promise<{ ids: string[]; total: number }> {
  const page = await t.as(key).call('listEmails', { query })
  return { ids: page.emails.map((m) => m.id), total: page.pagination.total }
}

describe('GET /v2/emails', () => {
  it('lists readable emails newest first, ties by id, with the total', async () => {
    const page = await t.as(keys.admin).call('listEmails')
    expect(page.emails.map((m) => m.id)).toEqual(ADMIN_NEWEST_FIRST)
    expect(page.pagination).toEqual({ pageSize: 8, hasMore: false, cursor: null, total: 8 })
    expect(page.emails[7]).toEqual({
      id: emailId(1),
      subject: 'Email 1',
      sender: 'counsel@acme.test',
      recipient: 'legal@firm.test',
      body: '<p>Body of email 1</p>',
      bodyPlainText: 'Body of email 1',
      sentAt: '2025-03-01T09:00:00.000Z',
      contract: { id: fid('c', 1), name: 'Mutual NDA with Acme', type: 'external', reference: 'REF-0001' },
      attachments: [{ fileName: 'nda-redline.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 48213 }]
    })
  })

  it('shows each user the emails of the contracts they may read', async () => {
    // Owner of c1 and c8; the commercial group holds c1, c2 and c10.
    expect(await list(keys.member)).toEqual({ ids: e(10, 9, 7, 3, 2, 1), total: 6 })
    // Owner of c4, which is also the employment group's.
    expect(await list(keys.employment)).toEqual({ ids: e(4), total: 1 })
    // A lite user reads only what they own or requested (c5, c3), never group contracts.
    expect(await list(keys.lite)).toEqual({ ids: e(5), total: 1 })
    expect(await list(keys.samUpper)).toEqual({ ids: e(3), total: 1 })
    expect(await list(keys.samLower)).toEqual({ ids: [], total: 0 })
  })

  it('filters on the sender address exactly, ignoring case', async () => {
    expect(await list(keys.admin, { sender: 'counsel@acme.test' })).toEqual({ ids: e(7, 5, 1), total: 3 })
    expect(await list(keys.admin, { sender: 'COUNSEL@Acme.Test' })).toEqual({ ids: e(7, 5, 1), total: 3 })
    expect(await list(keys.admin, { sender: 'acme.test' })).toEqual({ ids: [], total: 0 })
    expect(await list(keys.member, { sender: 'counsel@acme.test' })).toEqual({ ids: e(7, 1), total: 2 })
  })

  it('filters on the contract type and the contract id', async () => {
    expect(await list(keys.admin, { contractType: 'template' })).toEqual({ ids: e(3), total: 1 })
    expect(await list(keys.admin, { contractType: 'playbook' })).toEqual({ ids: e(7), total: 1 })
    expect(await list(keys.admin, { contractType: 'external' })).toEqual({ ids: e(10, 9, 5, 4, 2, 1), total: 6 })
    expect(await list(keys.admin, { contractId: fid('c', 1) })).toEqual({ ids: e(2, 1), total: 2 })
    expect(await list(keys.admin, { contractId: fid('c', 1).toUpperCase() })).toEqual({ ids: e(2, 1), total: 2 })
    // A deleted contract, and a contract the member may not read: nothing, not an error.
    expect(await list(keys.admin, { contractId: fid('c', 7) })).toEqual({ ids: [], total: 0 })
    expect(await list(keys.member, { contractId: fid('c', 4) })).toEqual({ ids: [], total: 0 })
  })

  it('filters on whole UTC days, both bounds inclusive', async () => {
    expect(await list(keys.admin, { dateTo: '2025-03-01' })).toEqual({ ids: e(2, 1), total: 2 })
    expect(await list(keys.admin, { dateFrom: '2025-03-02' })).toEqual({ ids: e(10, 9, 7, 5, 4, 3), total: 6 })
    expect(await list(keys.admin, { dateFrom: '2025-03-02', dateTo: '2025-03-02' })).toEqual({ ids: e(3), total: 1 })
    expect(await list(keys.admin, { dateFrom: '2025-03-03', dateTo: '2025-03-06', sender: 'counsel@acme.test' })).toEqual({ ids: e(7, 5), total: 2 })
  })

  it('refuses malformed filters and paging', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ dateFrom: '2025-02-30' }, "Query parameter 'dateFrom' must be a date as YYYY-MM-DD"],
      [{ dateTo: '2025-03-01T00:00:00Z' }, "Query parameter 'dateTo' must be a date as YYYY-MM-DD"],
      [{ dateFrom: '2025-03-03', dateTo: '2025-03-02' }, "Query parameter 'dateFrom' (2025-03-03) must not be after 'dateTo' (2025-03-02)"],
      [{ contractId: 'c1' }, "Query parameter 'contractId' must be a 24-character hexadecimal id"],
      [{ contractType: 'nda' }, 'Query parameter \'contractType\' must be one of: "template", "playbook", "external"'],
      [{ sender: '' }, "Query parameter 'sender' must not be empty"],
      [{ pagesize: 0 }, "Query parameter 'pagesize' must be at least 1"],
      [{ pagesize: 201 }, "Query parameter 'pagesize' must be at most 200"],
      [{ order: 'asc' }, "Unknown query parameter 'order'"],
      [{ cursor: 'Zm9v' }, "Query parameter 'cursor' is not valid: pass back the cursor of a previous page unchanged"]
    ]
    for (const [query, message] of cases) {
      expect(await t.sendInvalid('listEmails', { query }, keys.admin), JSON.stringify(query)).toEqual({ status: 400, body: badRequest(message) })
    }
  })

  it('walks every readable email exactly once; the total ignores the cursor', async () => {
    const pages: Array<{ ids: string[]; pagination: ResponseOf<'listEmails'>['pagination'] }> = []
    let cursor: string | null = null
    do {
      const page: ResponseOf<'listEmails'> = await t.as(keys.admin).call('listEmails', { query: { pagesize: 3, ...(cursor ? { cursor } : {}) } })
      pages.push({ ids: page.emails.map((m) => m.id), pagination: page.pagination })
      cursor = page.pagination.cursor
    } while (cursor !== null && pages.length < 10)
    expect(pages.map((p) => p.ids)).toEqual([e(10, 9, 7), e(5, 4, 3), e(2, 1)])
    expect(pages.map((p) => [p.pagination.pageSize, p.pagination.hasMore, p.pagination.total])).toEqual([
      [3, true, 8],
      [3, true, 8],
      [2, false, 8]
    ])
  })

  it('refuses a cursor replayed with other filters or on another list', async () => {
    const admin = t.as(keys.admin)
    const cursor = (await admin.call('listEmails', { query: { pagesize: 1, sender: 'counsel@acme.test' } })).pagination.cursor!
    const next = await admin.call('listEmails', { query: { cursor, sender: 'counsel@acme.test' } })
    expect(next.emails.map((m) => m.id)).toEqual(e(5, 1))
    expect(await admin.send('listEmails', { query: { cursor, sender: 'ada@firm.test' } })).toMatchObject({
      status: 400,
      body: badRequest("Query parameter 'cursor' belongs to a different query: keep the filters and order of the walk it came from")
    })
    const parties = await t.call('listParties', { query: { pagesize: 1 } })
    expect(await admin.send('listEmails', { query: { cursor: parties.pagination.cursor! } })).toMatchObject({
      status: 400,
      body: badRequest("Query parameter 'cursor' belongs to another list: it can only continue the walk it came from")
    })
  })
})

describe('/v1 emails', () => {
  it('answers exactly as /v2', async () => {
    const cases: Array<[string, EmailQuery]> = [
      [keys.admin, {}],
      [keys.member, { sender: 'COUNSEL@acme.test' }],
      [keys.admin, { dateFrom: '2025-03-02', pagesize: 2 }],
      [keys.lite, {}],
      [keys.admin, { contractId: 'x' }]
    ]
    for (const [key, query] of cases) {
      await expectSameInBothVersions(t, JSON.stringify(query), (api) => api.as(key).send('listEmails', { query }))
    }
  })
})

describe('GET /v2/emails page size', () => {
  let g: TestEngine
  beforeAll(async () => {
    g = await startLibraryEngine()
    g.engine.db.transaction(() => {
      for (let n = 0; n < 120; n++) {
        runWriteNow(g.engine.db, (tx) => insertEmail(tx, {
          id: fid('e', 1000 + n),
          contractId: fid('c', 9),
          subject: `Bulk ${n}`,
          sender: 'bulk@firm.test',
          recipient: 'legal@firm.test',
          body: '',
          bodyPlainText: '',
          attachments: [],
          sentAt: Date.UTC(2025, 0, 1) + n * 60_000
        }))
      }
    })()
  })
  afterAll(async () => {
    await g.close()
  })

  it('serves 100 emails per page by default, unlike the other lists, and up to 200 on request', async () => {
    const page = await g.call('listEmails')
    expect(page.emails.length).toBe(100)
    expect([page.pagination.pageSize, page.pagination.hasMore, page.pagination.total]).toEqual([100, true, 128])
    const max = await g.call('listEmails', { query: { pagesize: 200 } })
    expect([max.emails.length, max.pagination.hasMore, max.pagination.cursor, max.pagination.total]).toEqual([128, false, null, 128])
  })
})
