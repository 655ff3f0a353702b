import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../electron/engine/db/connection'
import { workspaceFiles } from '../../electron/engine/index'
import { tempDir } from '../helpers/engine'
import { apiOf } from '../helpers/folio-serve'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { numberedClausesDocx } from '../fixtures/documents/docx-fixtures'
import { contractDocx } from '../helpers/documents'
import { demoTemplates } from '../../resources/demo/templates'

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))

function folio(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

let dir: string

beforeAll(() => {
  dir = tempDir('folio-cli-')
  const db = openDatabase(workspaceFiles(dir).database)
  seedFixtureWorkspace(db)
  db.close()
})

describe.skipIf(!built)('the folio command (built by npm test)', () => {
  it('lists users as JSON in the documented shape', () => {
    const r = folio('users', 'list', '--data', dir, '--json')
    expect(r.status).toBe(0)
    const list = JSON.parse(r.stdout) as Array<{ id: string; email: string; name: string; role: string; groups: Array<{ id: string; name: string }> }>
    expect(list.find((u) => u.email === users.member.email)).toEqual({
      id: users.member.id,
      email: 'mia@firm.test',
      name: 'Mia Member',
      role: 'member',
      groups: [{ id: expect.any(String), name: 'Commercial' }]
    })
    expect(list.map((u) => u.role).sort()).toContain('lite')
  })

  it('creates a key that prints alone, works against the engine, and revokes by key or id', async () => {
    const created = folio('keys', 'create', '--data', dir, '--user', users.member.email, '--scopes', 'contracts:write')
    expect(created.status).toBe(0)
    const key = created.stdout.trim()
    expect(key).toMatch(/^folio_[A-Za-z0-9_-]{43}$/)
    const engine = await serve(dir)
    // Over HTTP: the key is checked by `folio serve` in its own process.
    const api = apiOf({ url: engine.url, key })
    try {
      expect((await api.send('test')).status).toBe(200)
      expect(folio('keys', 'revoke', '--data', dir, key).stdout).toMatch(/^revoked [0-9a-f]{24}/)
      expect((await api.send('test')).status).toBe(403)
    } finally {
      await engine.stop()
    }
  })

  it('refuses unknown scopes, users and malformed dates with the usage and status 2', () => {
    expect(folio('keys', 'create', '--data', dir, '--user', users.member.email, '--scopes', 'everything')).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown scope everything') })
    expect(folio('keys', 'create', '--data', dir, '--user', 'nobody@firm.test')).toMatchObject({ status: 2, stderr: expect.stringContaining("no user 'nobody@firm.test'") })
    expect(folio('keys', 'create', '--data', dir, '--user', users.member.email, '--expires', 'soon')).toMatchObject({ status: 2 })
    expect(folio('keys', 'create', '--user', users.member.email)).toMatchObject({ status: 2, stderr: expect.stringContaining('--data is required') })
    expect(folio('frobnicate')).toMatchObject({ status: 2, stderr: expect.stringContaining("unknown command 'frobnicate'") })
  })

  it('an expired key is refused by the engine', async () => {
    const key = folio('keys', 'create', '--data', dir, '--user', users.member.email, '--expires', '2020-01-01').stdout.trim()
    const engine = await serve(dir)
    try {
      expect(await apiOf({ url: engine.url, key }).send('test')).toMatchObject({ status: 403, body: { error: 'Forbidden', message: 'The API key has expired' } })
    } finally {
      await engine.stop()
    }
  })

  it('imports files, one JSON line each, and exits 1 when one is refused', async () => {
    const good = join(dir, 'Supply.docx')
    writeFileSync(good, await numberedClausesDocx())
    const bad = join(dir, 'notes.pdf')
    writeFileSync(bad, 'not a pdf at all')
    const r = folio('import', '--data', dir, good, bad)
    expect(r.status).toBe(1)
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]).toEqual({ file: good, id: expect.stringMatching(/^[0-9a-f]{24}$/), paragraphs: expect.any(Number) })
    expect(lines[1]).toEqual({ file: bad, error: expect.stringContaining('not a .docx or .pdf') })
    expect(r.stderr).toContain('[2/2]')
  })

  it('adds a file as a contract’s new version with --version-of, and refuses a repeat or a wrong id', async () => {
    const first = join(dir, 'Lease.docx')
    writeFileSync(first, await contractDocx(['1. Premises. The Landlord lets Unit 4 to the Tenant.', '2. Rent. The Tenant pays 1,000 a month.']))
    const imported = folio('import', '--data', dir, first)
    expect(imported.status, imported.stderr).toBe(0)
    const { id } = JSON.parse(imported.stdout) as { id: string }
    const second = join(dir, 'Lease (their draft).docx')
    writeFileSync(second, await contractDocx(['1. Premises. The Landlord lets Unit 4 to the Tenant.', '2. Rent. The Tenant pays 1,200 a month.', '3. Deposit. Three months’ rent.']))

    const added = folio('import', '--data', dir, '--version-of', id, second)
    expect(added.status, added.stderr).toBe(0)
    expect(JSON.parse(added.stdout)).toEqual({ file: second, id, version: 2, paragraphs: 3 })
    const db = openDatabase(workspaceFiles(dir).database)
    try {
      expect(db.prepare('SELECT version, file_name, is_current, source FROM contract_documents WHERE contract_id = ? ORDER BY version').all(id)).toEqual([
        { version: 1, file_name: 'Lease.docx', is_current: 0, source: 'import' },
        { version: 2, file_name: 'Lease (their draft).docx', is_current: 1, source: 'import' }
      ])
    } finally {
      db.close()
    }

    const again = folio('import', '--data', dir, '--version-of', id, second)
    expect(again.status).toBe(1)
    expect(JSON.parse(again.stdout)).toEqual({ file: second, error: `Lease (their draft).docx is the file of version 2, the latest version of contract ${id}: nothing was added` })
    const unknown = folio('import', '--data', dir, '--version-of', 'f'.repeat(24), second)
    expect(unknown.status).toBe(1)
    expect(JSON.parse(unknown.stdout)).toEqual({ file: second, error: `Contract ${'f'.repeat(24)} not found` })
    const malformed = folio('import', '--data', dir, '--version-of', 'lease', second)
    expect(malformed.status).toBe(2)
    expect(malformed.stderr).toContain("--version-of takes a contract id (24 hexadecimal characters), not 'lease'")
    const two = folio('import', '--data', dir, '--version-of', id, first, second)
    expect(two.status).toBe(2)
    expect(two.stderr).toContain('--version-of takes exactly one file, the new version (2 given)')
  })

  it('imports a template and prints its id', async () => {
    const [nda] = demoTemplates()
    const docx = join(dir, 'nda.docx')
    writeFileSync(docx, await nda!.buildBody())
    const manifest = join(dir, 'nda.json')
    writeFileSync(manifest, JSON.stringify(nda!.definition))
    const r = folio('templates', 'import', '--data', dir, '--docx', docx, '--manifest', manifest)
    expect(r.status, r.stderr).toBe(0)
    expect(r.stdout.trim()).toMatch(/^[0-9a-f]{24}$/)
  })

  it('serve prints its address once ready, then its https address, and stops cleanly on SIGTERM', async () => {
    const engine = await serve(dir)
    expect(engine.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(engine.lines[1]).toMatch(/^Folio is serving https:\/\/localhost:\d+$/)
    expect(await engine.stop()).toBe(0)
  })
})

async function serve(data: string): Promise<{ url: string; lines: string[]; stop(): Promise<number | null> }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--data', data, '--port', '0', '--tls-port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      out += chunk
      lines.splice(0, lines.length, ...out.split('\n').filter(Boolean))
      const match = /Folio is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (match && /Folio is serving https:/.test(out)) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${out}`)))
  })
  return {
    url,
    lines,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      })
  }
}
