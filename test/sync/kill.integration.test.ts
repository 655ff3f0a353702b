import { spawn, type ChildProcess } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADMIN_ID } from '../../resources/demo/catalogue/people'
import { MUTUAL_NDA_ID } from '../../resources/demo/templates/mutual-nda'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { FaultProxy } from './harness/proxy'
import { differences, readEverything } from './harness/reads'
import { startDemoRemote } from './harness/remote'
import { ndaValues } from './harness/scenario'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const CLI = resolve(repoRoot, 'electron', 'cli', 'index.ts')

let remote: TestEngine
let proxy: FaultProxy
let key: string
const dataDir = tempDir('folio-sync-kill-')

interface Finished {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/**
 * `folio sync --once` in its own process (from source, through tsx), killed with SIGKILL when
 * `killWhen` says so: at the n-th request, or at a particular one. The proxy still forwards the
 * request the process died waiting for, so the service may act on it with nobody to hear the answer.
 */
function folioSync(killWhen: ((request: { method: string; path: string }, index: number) => boolean) | null): Promise<Finished> {
  let index = 0
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI, 'sync', '--data', dataDir, '--remote', proxy.url, '--key', key, '--once'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  proxy.onRequest = (request) => {
    if (killWhen?.(request, ++index) && child.exitCode === null) child.kill('SIGKILL')
  }
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  return new Promise((done) => child.once('exit', (code, signal) => done({ code, signal, stdout, stderr })))
}

/** The local workspace, opened in this process for edits and checks while no sync runs. */
async function openLocal(): Promise<TestEngine> {
  return startTestEngine({ dataDir, sync: { schedule: false } })
}

beforeAll(async () => {
  remote = await startDemoRemote()
  key = remote.keyFor(DEMO_ADMIN_ID, { scopes: ['contracts:write'] })
  proxy = await FaultProxy.start(remote.url)
}, 120_000)

afterAll(async () => {
  proxy.onRequest = null
  await proxy?.close()
  await remote?.close()
})

describe('kill -9 of folio sync mid-sync', () => {
  it('a first sync killed twice mid-pull completes on the next run', async () => {
    const first = await folioSync((_r, i) => i === 40)
    expect(first.signal).toBe('SIGKILL')
    const second = await folioSync((r) => r.path.startsWith('/v2/contracts?') && r.path.includes('sort=createdAt'))
    expect(second.signal).toBe('SIGKILL')
    const third = await folioSync(null)
    expect(third.stderr).not.toMatch(/failed/)
    expect(third).toMatchObject({ code: 0, signal: null })
    expect(third.stdout).toMatch(/^synced: \d+ contracts fetched/)
  }, 180_000)

  it('a generation whose process died after sending it exists once on the service', async () => {
    const name = 'NDA – Lighthouse Works (sent as the laptop died)'
    let localId = ''
    let edited = ''
    const local = await openLocal()
    try {
      const made = await local.call('generateContract', { body: { templateId: MUTUAL_NDA_ID, contractName: name, values: ndaValues('Lighthouse Works Ltd') } })
      if (!made.persisted) throw new Error('a persisted generation answered a document')
      localId = made.id
      edited = (await local.call('listContracts', { query: { status: '2', pagesize: 1 } })).contracts[0]!.id
      expect((await local.send('updateContractProperties', { params: { id: edited }, body: { properties: { po_number: 'PO-KILL-9' } } })).status).toBe(200)
      expect((await local.send('updateContractProperties', { params: { id: localId }, body: { properties: { payment_terms_days: 21 } } })).status).toBe(200)
    } finally {
      await local.close()
    }

    const killed = await folioSync((r) => r.method === 'POST' && r.path === '/v2/contracts/generate')
    expect(killed.signal).toBe('SIGKILL')
    const killedAgain = await folioSync((r) => r.method === 'PUT')
    expect(killedAgain.signal).toBe('SIGKILL')
    const done = await folioSync(null)
    expect(done).toMatchObject({ code: 0, signal: null })

    const onService = remote.engine.db.prepare('SELECT id, reference FROM contracts WHERE name = ?').all(name) as Array<{ id: string; reference: string }>
    expect(onService).toHaveLength(1)
    expect(proxy.forwarded('POST', /^\/v2\/contracts\/generate$/).length).toBeGreaterThanOrEqual(1)

    const check = await openLocal()
    try {
      expect(await check.call('getContract', { params: { id: localId } })).toMatchObject({ id: onService[0]!.id, reference: onService[0]!.reference })
      expect((await check.call('listOutbox', { query: { state: 'pending' } })).entries).toEqual([])
      expect((await check.call('listOutbox', { query: { state: 'rejected' } })).entries).toEqual([])
      const service = remote.as(key)
      const serviceCopy = await service.call('getContract', { params: { id: onService[0]!.id } })
      expect(serviceCopy.properties.payment_terms_days?.value).toBe(21)
      expect((await service.call('getContract', { params: { id: edited } })).properties.po_number?.value).toBe('PO-KILL-9')
      const [mine, theirs] = [await readEverything(check), await readEverything(remote.as(key))]
      expect(differences(mine, theirs).slice(0, 3)).toEqual([])
    } finally {
      await check.close()
    }
  }, 240_000)
})
