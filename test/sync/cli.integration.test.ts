import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const CLI = resolve(repoRoot, 'electron', 'cli', 'index.ts')

/**
 * `folio sync` from source (through tsx), as a lawyer's script would run the built command. Not
 * spawnSync: the service answering it runs in this process and must keep serving meanwhile.
 */
function folio(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })))
}

let service: TestEngine
let key: string

beforeAll(async () => {
  // The service listens: `folio sync` runs in its own process and reaches it over HTTP.
  service = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), sync: { schedule: false }, listen: true })
  key = service.keyFor(users.member.email)
})
afterAll(() => service?.close())

describe('folio sync --once', () => {
  it('syncs, prints what it did and exits 0; later runs use the saved connection', async () => {
    const dir = tempDir('folio-sync-cli-')
    const first = await folio('sync', '--data', dir, '--remote', service.url, '--key', key, '--once')
    // Mia reads four of the fixture's contracts: two she owns, two of her group.
    expect(first.stdout).toBe('synced: 4 contracts fetched, 0 removed, 0 changes sent, 0 rejected, 0 new conflicts\n')
    expect(first.status).toBe(0)
    const again = await folio('sync', '--data', dir, '--once')
    expect(again.stdout).toBe('synced: 0 contracts fetched, 0 removed, 0 changes sent, 0 rejected, 0 new conflicts\n')
    expect(again.status).toBe(0)
  })

  it('exits 1 with the service’s reason when it refuses the key, and with the cause when it cannot be reached', async () => {
    const refused = await folio('sync', '--data', tempDir('folio-sync-cli-'), '--remote', service.url, '--key', 'folio_wrong', '--once')
    expect(refused).toMatchObject({ status: 1, stdout: '' })
    expect(refused.stderr).toBe('folio sync: The company service refused the API key: The API key is not valid\n')
    const unreachable = await folio('sync', '--data', tempDir('folio-sync-cli-'), '--remote', 'http://127.0.0.1:9', '--key', key, '--once')
    expect(unreachable.status).toBe(1)
    expect(unreachable.stderr).toMatch(/^folio sync: The company service at http:\/\/127\.0\.0\.1:9 could not be reached: GET \/v2\/test failed: ECONNREFUSED/)
  })

  it('asks for --remote and --key together, and for a connection before the first sync (status 2)', async () => {
    const half = await folio('sync', '--data', tempDir('folio-sync-cli-'), '--remote', service.url, '--once')
    expect(half.status).toBe(2)
    expect(half.stderr).toMatch(/^folio: give --remote and --key together/)
    const none = await folio('sync', '--data', tempDir('folio-sync-cli-'), '--once')
    expect(none.status).toBe(2)
    expect(none.stderr).toMatch(/^folio: this workspace is not connected to a company service: give --remote and --key/)
  })
})
