import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { differences, readEverything } from './harness/reads'
import { startScenario, type Scenario } from './harness/scenario'

let s: Scenario
const DETAIL = /^\/v2\/contracts\/[0-9a-f]{24}$/

beforeAll(async () => {
  s = await startScenario({ pageSize: 20, maxAttempts: 3 })
}, 120_000)

afterAll(async () => {
  await s?.close()
})

describe('an interrupted pull', () => {
  it('resumes from the last committed page instead of starting over', async () => {
    let details = 0
    // The service goes down after 70 contract details: the run fails partway through the walk.
    s.proxy.setPlan({ seed: 3, rates: { '500': 1 }, applies: (r) => DETAIL.test(r.path) && ++details > 70 })
    const failed = await s.run()
    expect(failed.ok).toBe(false)
    const committed = new Set((s.local.engine.db.prepare('SELECT id FROM contracts').pluck().all() as string[]))
    expect(committed.size).toBeGreaterThanOrEqual(40)
    expect(committed.size).toBeLessThan(140)

    s.proxy.setPlan(null)
    const before = s.proxy.log.length
    expect((await s.run()).ok).toBe(true)
    const refetched = s.proxy.log.slice(before).filter((e) => e.method === 'GET' && DETAIL.test(e.path)).map((e) => e.path.split('/')[3]!)
    expect(refetched.filter((id) => committed.has(id))).toEqual([])

    const [mine, theirs] = [await readEverything(s.local), await readEverything(s.remote.as(s.remoteKey))]
    expect(differences(mine, theirs).slice(0, 3)).toEqual([])
  }, 120_000)
})
