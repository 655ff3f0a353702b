import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestEngine } from '../helpers/engine'
import { DEMO_ADMIN_ID } from '../../resources/demo/catalogue/people'
import { FaultProxy } from './harness/proxy'
import { differences, readEverything } from './harness/reads'
import { startDemoRemote, startLocal } from './harness/remote'

let remote: TestEngine
let local: TestEngine
let proxy: FaultProxy
let remoteKey: string

beforeAll(async () => {
  remote = await startDemoRemote()
  remoteKey = remote.keyFor(DEMO_ADMIN_ID, { scopes: ['contracts:write'] })
  proxy = await FaultProxy.start(remote.url)
  local = await startLocal()
}, 120_000)

afterAll(async () => {
  await local?.close()
  await proxy?.close()
  await remote?.close()
})

describe('first sync of the whole demo workspace', () => {
  it('connects with PUT /local/sync/config and syncs with POST /local/sync/run', async () => {
    const config = await local.call('putSyncConfig', { body: { remoteUrl: proxy.url, apiKey: remoteKey } })
    expect(config).toEqual({ configured: true, remoteUrl: proxy.url, hasKey: true, intervalSeconds: 300, keyStorage: 'file' })
    const run = await local.call('runSync', { query: { wait: 'true' } })
    expect(run.outcome?.message).toBe(null)
    expect(run.outcome?.ok).toBe(true)
  }, 120_000)

  it('afterwards every /v2 read of the local engine equals the service’s, url and list cursors aside', async () => {
    const [mine, theirs] = [await readEverything(local), await readEverything(remote.as(remoteKey))]
    expect(differences(mine, theirs).slice(0, 3)).toEqual([])
    expect(mine.size).toBe(theirs.size)
  }, 120_000)

  it('a second sync with nothing changed fetches no contract: it compares the lists and stops', async () => {
    const before = proxy.log.length
    const outcome = await local.engine.ctx.sync!.run()
    expect(outcome).toMatchObject({ ok: true, counts: { contractsFetched: 0, contractsRemoved: 0, changesSent: 0 } })
    const fetched = proxy.log.slice(before).filter((e) => /^\/v2\/contracts\/[0-9a-f]{24}(\/|$)/.test(e.path))
    expect(fetched).toEqual([])
  }, 60_000)
})
