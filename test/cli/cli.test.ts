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
