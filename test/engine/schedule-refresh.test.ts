import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshDueSchedules } from '../../electron/engine/services/contracts/schedule-refresh'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { contracts as c, FIXTURE_NOW, seedFixtureWorkspace } from '../helpers/fixture-workspace'

let t: TestEngine
beforeAll(async () => {
  // The engine's clock stands where the fixture was seeded; the test moves time by hand.
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), now: () => FIXTURE_NOW })
})
afterAll(() => t.close())

describe('the renewal schedule moves with the calendar', () => {
  it('opens the notice period and rolls renewals on without counting as an edit', async () => {
    // c1: 24 months from 2024-01-01, auto-renewing by 12 months, 60 days' notice: the first
    // deadline is 2025-11-02, the end 2026-01-01; the fixture was seeded as of 2025-06-01.
    const before = (await t.call('listContracts', { query: { keyword: 'Mutual NDA' } })).contracts[0]!
    expect([before.renewalState, before.renewalAnchorDate]).toEqual(['active', '2025-11-02T00:00:00.000Z'])

    expect(await refreshDueSchedules(t.engine.db, Date.UTC(2025, 10, 15))).toBeGreaterThan(0)
    const inNotice = (await t.call('listContracts', { query: { keyword: 'Mutual NDA' } })).contracts[0]!
    expect([inNotice.renewalState, inNotice.renewalAnchorDate, inNotice.expirationDate]).toEqual(['notice_period', '2025-11-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z'])

    await refreshDueSchedules(t.engine.db, Date.UTC(2026, 1, 1))
    const renewed = (await t.call('listContracts', { query: { keyword: 'Mutual NDA' } })).contracts[0]!
    expect([renewed.renewalState, renewed.renewalAnchorDate, renewed.expirationDate]).toEqual(['renewed', '2026-11-02T00:00:00.000Z', '2027-01-01T00:00:00.000Z'])
    expect(renewed.updatedAt).toBe(before.updatedAt)
    expect(t.engine.db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE contract_id = ?').get(c.c1)).toEqual({ n: 0 })
  })

  it('refreshes in bounded steps', async () => {
    expect(await refreshDueSchedules(t.engine.db, Date.UTC(2040, 0, 1), 1)).toBe(1)
  })
})
