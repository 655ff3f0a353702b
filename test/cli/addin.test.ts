import { execFile, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../electron/engine/db/connection'
import { workspaceFiles } from '../../electron/engine/index'
import { CertificateStore } from '../../electron/engine/tls'
import type { ResponseOf } from '../../shared/api/operations'
import type { Client } from '../../shared/api/client'
import type { KeyItem } from '../../shared/api/keys'
import { tempDir } from '../helpers/engine'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { apiOf, serveDemo, type ServedFolio } from '../helpers/folio-serve'

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))
const hasCertutil = spawnSync('certutil', ['-H'], { encoding: 'utf8' }).error === undefined

/**
 * The built CLI with HOME in a temporary folder: the real user's trust stores are never touched.
 * Asynchronous, so the test's own connections to the engine keep being served meanwhile.
 */
function folio(home: string, ...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, HOME: home } }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr })
    })
  })
}

describe.skipIf(!built)('folio addin trust (built by npm test)', () => {
  it('--check says an untrusted certificate is not trusted, and exits 1', async () => {
    const dir = tempDir('folio-trust-')
    const home = tempDir('folio-home-')
    const made = (await new CertificateStore(dir).ensure(Date.now())).current
    const r = await folio(home, 'addin', 'trust', '--check', '--data', dir)
    expect(r.status).toBe(1)
    expect(r.stdout).toContain(`Certificate: ${join(dir, 'tls', 'localhost.crt')} (SHA-256 ${made.fingerprint})`)
    expect(r.stdout).toContain(`NSS database (Chrome, Chromium): not trusted (no NSS database at ${join(home, '.pki', 'nssdb')} yet)`)
    expect(r.stdout).toContain('Folio’s certificate is not trusted on this computer: run folio addin trust')
  })

  it('--check without a certificate yet says so and exits 1', async () => {
    const dir = tempDir('folio-trust-')
    const r = await folio(tempDir('folio-home-'), 'addin', 'trust', '--check', '--data', dir)
    expect(r.status).toBe(1)
    expect(r.stdout.trim()).toBe(`Folio has not made its https certificate yet (${join(dir, 'tls')}): start Folio once, or run folio addin trust`)
  })

  it.skipIf(!hasCertutil)('trusts the certificate in the NSS database Chromium reads; --check then exits 0', async () => {
    const dir = tempDir('folio-trust-')
    const home = tempDir('folio-home-')
    const trusted = await folio(home, 'addin', 'trust', '--user-only', '--data', dir)
    expect(trusted.status, trusted.stdout + trusted.stderr).toBe(0)
    expect(trusted.stdout).toContain('Folio’s certificate is trusted on this computer.')
    const listed = spawnSync('certutil', ['-L', '-d', `sql:${join(home, '.pki', 'nssdb')}`], { encoding: 'utf8' }).stdout
    expect(listed).toMatch(/^Folio localhost [0-9A-F]{12}\s+P,,\s*$/m)
    const check = await folio(home, 'addin', 'trust', '--check', '--user-only', '--data', dir)
    expect(check.status).toBe(0)
    expect(check.stdout).toContain(`NSS database (Chrome, Chromium): trusted (trusted in ${join(home, '.pki', 'nssdb')})`)
    // Trusting again changes nothing.
    expect((await folio(home, 'addin', 'trust', '--user-only', '--data', dir)).status).toBe(0)
  })

  it('refuses unknown subcommands and arguments with the usage and status 2', async () => {
    const home = tempDir('folio-home-')
    expect(await folio(home, 'addin', 'frobnicate')).toMatchObject({ status: 2, stderr: expect.stringContaining("unknown addin command 'frobnicate'") })
    expect(await folio(home, 'addin', 'trust', '--data', tempDir(), 'extra')).toMatchObject({ status: 2, stderr: expect.stringContaining("unexpected argument 'extra'") })
  })
})

describe.skipIf(!built)('folio pairings and folio keys list beside a headless engine', () => {
  let dir: string
  let home: string
  let engine: ServedFolio
  /** The engine as an app that asks to pair reaches it: over HTTP, without a key. */
  let app: Client

  beforeAll(async () => {
    dir = tempDir('folio-pairings-')
    home = tempDir('folio-home-')
    const db = openDatabase(workspaceFiles(dir).database)
    seedFixtureWorkspace(db)
    db.close()
    engine = await serveDemo({ dataDir: dir, demo: false })
    app = apiOf({ url: engine.url, key: null })
  })
  afterAll(() => engine?.stop())

  // call answers only the operation's declared 201.
  const ask = (appName: string) => app.call('createPairing', { body: { appName, scopes: ['contracts:write'] } })
  const poll = (created: ResponseOf<'createPairing'>) => app.send('pollPairing', { params: { pairingId: created.pairingId }, headers: { 'x-pairing-secret': created.secret } })

  it('lists a waiting request and approves it by its code, read only; the engine then delivers the key', async () => {
    const created = await ask('Contract script')
    const list = await folio(home, 'pairings', 'list', '--data', dir)
    expect(list.status).toBe(0)
    expect(list.stdout).toContain(`${created.code}  Contract script (a program on this computer) asks to read and edit contracts, until ${created.expiresAt}`)

    const approved = await folio(home, 'pairings', 'approve', created.code.toLowerCase().replace('-', ''), '--read-only', '--data', dir)
    expect(approved.status, approved.stderr).toBe(0)
    expect(approved.stdout.trim()).toBe(`Allowed Contract script (${created.code}) to read contracts as ${users.admin.email}`)

    const polled = await poll(created)
    expect(polled).toMatchObject({ status: 200, body: { state: 'approved', scopes: [], user: { email: users.admin.email } } })
    if (!polled.ok || polled.body.state !== 'approved') throw new Error('no key')
    const body = polled.body
    expect((await apiOf({ url: engine.url, key: body.key }).send('test')).status).toBe(200)

    const keys = await folio(home, 'keys', 'list', '--data', dir, '--json')
    expect(keys.status).toBe(0)
    expect((JSON.parse(keys.stdout) as KeyItem[]).find((k) => k.id === body.keyId)).toMatchObject({ label: 'Contract script', appName: 'Contract script', origin: null, kind: 'paired', scopes: [] })
    const table = await folio(home, 'keys', 'list', '--data', dir)
    expect(table.stdout.split('\n')[0]).toMatch(/^ID\s+KIND\s+LABEL\s+USER\s+SCOPES\s+ORIGIN\s+CREATED\s+LAST USED\s+EXPIRES$/)
    expect(table.stdout).toMatch(new RegExp(`^${body.keyId}\\s+paired\\s+Contract script\\s+${users.admin.email}\\s+read\\s+-`, 'm'))
  })

  it('denies by code; an unknown code is a usage error', async () => {
    const created = await ask('Unwanted script')
    expect(await folio(home, 'pairings', 'deny', created.code, '--data', dir)).toMatchObject({ status: 0, stdout: `Denied Unwanted script (${created.code})\n` })
    expect((await poll(created)).status).toBe(410)
    expect(await folio(home, 'pairings', 'approve', 'ZZZ-ZZZ', '--data', dir)).toMatchObject({ status: 2, stderr: expect.stringContaining("no pairing request with code 'ZZZ-ZZZ' is waiting") })
  })
})
