import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyOf } from '../../../shared/api/operations'
import { normaliseRemoteUrl } from '../../../electron/sync/config'
import { holdWritesWhile } from '../../../electron/engine/db/write'
import { refusal, startTestEngine, type TestEngine } from '../../helpers/engine'
import { seedFixtureWorkspace, users } from '../../helpers/fixture-workspace'

let service: TestEngine
let local: TestEngine
let key: string

beforeAll(async () => {
  // The service listens: the local engine reaches it over HTTP, as it would the company's.
  service = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), sync: { schedule: false }, listen: true })
  key = service.keyFor(users.admin.email)
  local = await startTestEngine({ sync: { schedule: false } })
})
afterAll(async () => {
  await local?.close()
  await service?.close()
})

const put = (body: BodyOf<'putSyncConfig'>) => local.send('putSyncConfig', { body })
const refused = async (body: BodyOf<'putSyncConfig'>) => refusal(await put(body)).body.message

describe('connecting to the company service', () => {
  it('starts unconfigured', async () => {
    expect(await local.call('getSyncConfig')).toEqual({ configured: false, remoteUrl: null, hasKey: false, intervalSeconds: 300, keyStorage: 'file' })
    expect(await local.call('getSyncStatus')).toMatchObject({ state: 'unconfigured', pending: 0, rejected: [], conflicts: 0, progress: null, lastSuccessAt: null })
  })

  it('refuses a key the service refuses, with the service’s message, and saves nothing', async () => {
    const r = await put({ remoteUrl: service.url, apiKey: 'folio_not_a_key' })
    expect(r.status).toBe(400)
    expect(r.body).toEqual({ error: 'Bad Request', message: 'The company service refused the API key: The API key is not valid' })
    expect((await local.call('getSyncConfig')).configured).toBe(false)
  })

  it('refuses an address that is not an https URL (http only to this laptop), or that carries credentials', async () => {
    expect(await refused({ remoteUrl: 'not a url', apiKey: key })).toBe("Body field 'remoteUrl' is not a URL: 'not a url'")
    expect(await refused({ remoteUrl: 'http://clm.example.com', apiKey: key })).toBe(
      "Body field 'remoteUrl' must be an https URL (http is accepted only for localhost); got 'http://clm.example.com'"
    )
    expect(() => normaliseRemoteUrl('https://user:pw@clm.example.com')).toThrow("Body field 'remoteUrl' must not carry a user name or password: send the key in 'apiKey'")
    expect(normaliseRemoteUrl('https://clm.example.com/api/')).toBe('https://clm.example.com/api')
    expect(normaliseRemoteUrl('http://localhost:9000')).toBe('http://localhost:9000')
  })

  it('saves a key the service accepts, in a user-only file, and never returns it', async () => {
    const r = await put({ remoteUrl: `${service.url}/`, apiKey: key, intervalSeconds: 600 })
    expect(r.status).toBe(200)
    expect(r.body).toEqual({ configured: true, remoteUrl: service.url, hasKey: true, intervalSeconds: 600, keyStorage: 'file' })
    const file = join(local.dir, 'sync-secrets.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8')).toContain(key)
    const status = await local.call('getSyncStatus')
    expect(JSON.stringify(status)).not.toContain(key)
    expect(JSON.stringify(await local.call('getSyncConfig'))).not.toContain(key)
    expect(status.state).toBe('idle')
  })

  it('joins a sync under way instead of starting a second one', async () => {
    const sync = local.engine.ctx.sync!
    const first = sync.run()
    expect(sync.run()).toBe(first)
    expect((await first).ok).toBe(true)
  })

  it('disconnects with DELETE /local/sync/config: the key is forgotten, pulled data stays', async () => {
    const before = (local.engine.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number }).n
    expect(before).toBe(11)
    expect(await local.call('deleteSyncConfig')).toEqual({ configured: false, remoteUrl: null, hasKey: false, intervalSeconds: 300, keyStorage: 'file' })
    expect(readFileSync(join(local.dir, 'sync-secrets.json'), 'utf8')).not.toContain(key)
    expect((local.engine.db.prepare('SELECT COUNT(*) AS n FROM contracts').get() as { n: number }).n).toBe(before)
    expect((await local.call('getSyncStatus')).state).toBe('unconfigured')
  })

  it('disconnects like every write on the engine thread: after a hold of the checkpoint thread ends', async () => {
    expect((await put({ remoteUrl: service.url, apiKey: key })).status).toBe(200)
    let endHold = (): void => undefined
    holdWritesWhile(local.engine.db, new Promise<void>((resolve) => (endHold = resolve)))
    let answered = false
    const disconnecting = local.call('deleteSyncConfig').then((answer) => {
      answered = true
      return answer
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    expect((await local.call('getSyncConfig')).remoteUrl).toBe(service.url)
    endHold()
    expect(await disconnecting).toEqual({ configured: false, remoteUrl: null, hasKey: false, intervalSeconds: 300, keyStorage: 'file' })
  })
})
