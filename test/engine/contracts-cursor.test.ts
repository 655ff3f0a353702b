import { runWriteNow } from '../../electron/engine/db/write'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractSort, Order } from '../../shared/api'
import { loadPropertyCatalogue } from '../../electron/engine/db/queries/catalogue'
import { pruneSortLog } from '../../electron/engine/db/writers/contract-sort-log'
import { insertContract } from '../../electron/engine/db/writers'
import { refusal, startTestEngine, type TestEngine } from '../helpers/engine'
import { fid, seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

let t: TestEngine
let key: string
let next = 1000

function insert(createdAt: number, properties: Record<string, string | number> = {}): string {
  const id = fid('c', next++)
  runWriteNow(t.engine.db, (tx) =>
    insertContract(
      tx,
      { id, type: 'external', name: `Walk ${id}`, reference: id, statusCode: 1, createdAt, updatedAt: createdAt, ownerId: users.admin.id, properties },
      { now: Date.UTC(2025, 5, 1), catalogue: loadPropertyCatalogue(tx) }
    )
  )
  return id
}

function touch(id: string, updatedAt: number, anchor?: number | null): void {
  if (anchor === undefined) t.engine.db.prepare('UPDATE contracts SET updated_at = ? WHERE id = ?').run(updatedAt, id)
  else t.engine.db.prepare('UPDATE contracts SET updated_at = ?, renewal_anchor_date = ? WHERE id = ?').run(updatedAt, anchor, id)
}

async function page(sort: ContractSort, order: Order, cursor?: string) {
  return t.as(key).call('listContracts', { query: { sort, order, pagesize: 7, cursor, keyword: 'Walk' } })
}

/** Walks every page, calling `between` after each one, and returns the ids in the order served. */
async function walk(sort: ContractSort, order: Order, between: (served: string[], pageNumber: number) => void): Promise<string[]> {
  const served: string[] = []
  let cursor: string | undefined
  let n = 0
  do {
    const body = await page(sort, order, cursor)
    served.push(...body.contracts.map((x) => x.id))
    between(served, n++)
    cursor = body.pagination.cursor ?? undefined
  } while (cursor)
  return served
}

const base = Date.UTC(2025, 2, 1)
let initial: string[]

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  key = t.keyFor(users.admin.email)
  initial = []
  for (let i = 0; i < 60; i++) initial.push(insert(base + i * 60_000))
  // Give every contract a renewal anchor so the renewal walk covers them all.
  initial.forEach((id, i) => t.engine.db.prepare('UPDATE contracts SET renewal_anchor_date = ? WHERE id = ?').run(base + i * 3_600_000, id))
})
afterAll(() => t.close())

function expectEachOnce(served: string[], mustContain: string[]) {
  expect(new Set(served).size, 'a row was served twice').toBe(served.length)
  for (const id of mustContain) expect(served, `row ${id} was skipped`).toContain(id)
}

describe('a cursor walk never repeats or skips a row while rows are written between pages', () => {
  for (const order of ['asc', 'desc'] as const) {
    it(`by createdAt ${order}, with inserts at both ends between pages`, async () => {
      const present = (t.engine.db.prepare("SELECT id FROM contracts WHERE name LIKE 'Walk%' AND deleted = 0").all() as Array<{ id: string }>).map((r) => r.id)
      const served = await walk('createdAt', order, () => {
        insert(Date.UTC(2030, 0, 1) + next) // newest
        insert(Date.UTC(2020, 0, 1) + next) // oldest
      })
      expectEachOnce(served, present)
    })

    it(`by updatedAt ${order}, with rows already served and rows still ahead updated between pages`, async () => {
      const present = (t.engine.db.prepare("SELECT id FROM contracts WHERE name LIKE 'Walk%' AND deleted = 0").all() as Array<{ id: string }>).map((r) => r.id)
      let clock = Date.UTC(2031, 0, 1) + (order === 'asc' ? 0 : 10_000_000)
      const served = await walk('updatedAt', order, (sofar) => {
        // Move one served row and one not-yet-served row to the far end of the order.
        const seen = sofar[0]!
        const ahead = present.find((id) => !sofar.includes(id))
        touch(seen, clock++)
        if (ahead) touch(ahead, order === 'asc' ? clock++ : Date.UTC(2000, 0, 1) + clock++)
        if (ahead) touch(ahead, order === 'asc' ? clock++ : Date.UTC(2000, 0, 1) + clock++) // changed twice: its first old position counts
      })
      expectEachOnce(served, present)
    })

    it(`by renewalAnchorDate ${order}, with anchors moved between pages`, async () => {
      const present = (t.engine.db
        .prepare("SELECT id FROM contracts WHERE name LIKE 'Walk%' AND deleted = 0 AND renewal_anchor_date IS NOT NULL")
        .all() as Array<{ id: string }>).map((r) => r.id)
      let clock = Date.UTC(2032, 0, 1)
      const served = await walk('renewalAnchorDate', order, (sofar) => {
        const seen = sofar[sofar.length - 1]!
        const ahead = present.find((id) => !sofar.includes(id))
        touch(seen, clock++, order === 'asc' ? Date.UTC(2040, 0, 1) : Date.UTC(2001, 0, 1))
        if (ahead) touch(ahead, clock++, order === 'asc' ? Date.UTC(1999, 0, 1) : Date.UTC(2041, 0, 1))
      })
      expectEachOnce(served, present)
    })
  }

  it('a row whose anchor is removed mid-walk is still served once, where it stood', async () => {
    const present = (t.engine.db
      .prepare("SELECT id FROM contracts WHERE name LIKE 'Walk%' AND deleted = 0 AND renewal_anchor_date IS NOT NULL")
      .all() as Array<{ id: string }>).map((r) => r.id)
    let clock = Date.UTC(2033, 0, 1)
    const served = await walk('renewalAnchorDate', 'asc', (sofar) => {
      const ahead = present.find((id) => !sofar.includes(id))
      if (ahead) touch(ahead, clock++, null)
    })
    expectEachOnce(served, present)
  })
})

describe('sort history retention', () => {
  it('refuses a cursor whose history was pruned, asking to start again', async () => {
    const first = await page('updatedAt', 'asc')
    touch(first.contracts[0]!.id, Date.now() + 1)
    t.engine.db.prepare('UPDATE contract_sort_log SET changed_at = 0').run()
    runWriteNow(t.engine.db, (tx) => pruneSortLog(tx, Date.now()))
    const r = refusal(await t.as(key).send('listContracts', { query: { sort: 'updatedAt', order: 'asc', pagesize: 7, keyword: 'Walk', cursor: first.pagination.cursor! } }))
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ error: 'Bad Request', message: 'cursor has expired: start the walk again without a cursor' })
  })
})
