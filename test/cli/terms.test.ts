import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import Database from 'better-sqlite3'
import { engineConfig, openWorkspace } from '../../electron/engine/index'
import { readTermsArguments } from '../../electron/cli/commands/terms'
import { UsageError } from '../../electron/cli/args'
import { contractDocx } from '../helpers/documents'
import { tempDir } from '../helpers/engine'
import { seedFixtureWorkspace } from '../helpers/fixture-workspace'
import { KEY_TERM_PARAGRAPHS } from '../helpers/operation-inputs'

/*
 * `folio terms`, as a lawyer runs it: the built command line on a real workspace. Its arguments
 * are read apart from what it does, so their rules are tested here without a process too.
 */
const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))

function folio(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

const lines = (stdout: string) => stdout.split('\n').filter((line) => line.length > 0).map((line) => JSON.parse(line) as Record<string, unknown>)

describe('reading the arguments of folio terms', () => {
  it('reads the options into a request', () => {
    expect(readTermsArguments({ data: '/w', json: true, apply: 'noticePeriod, governingLaw,noticePeriod' }, ['a'.repeat(24)])).toEqual({
      dataDir: '/w',
      user: undefined,
      request: { json: true, apply: ['noticePeriod', 'governingLaw'], refresh: false, contractIds: ['a'.repeat(24)] }
    })
    expect(readTermsArguments({ data: '/w', refresh: true, apply: 'all' }, []).request).toEqual({ json: false, apply: 'all', refresh: true, contractIds: [] })
  })

  it('refuses an unknown term, a malformed id and a missing --data as usage errors', () => {
    expect(() => readTermsArguments({ data: '/w', apply: 'renewal' }, [])).toThrow(UsageError)
    expect(() => readTermsArguments({ data: '/w', apply: 'renewal' }, [])).toThrow(/--apply takes 'all' or key terms separated by commas .*'renewal' is not one/)
    expect(() => readTermsArguments({ data: '/w' }, ['lease-2024'])).toThrow(/'lease-2024' is not a contract id/)
    expect(() => readTermsArguments({ json: true }, [])).toThrow(/--data is required/)
  })
})

if (!built) describe('folio terms', () => {
  it.skip('build Folio first (npm test does)', () => undefined)
})

describe.runIf(built)('folio terms', () => {
  let dir: string
  let id: string

  beforeAll(async () => {
    dir = tempDir('folio-cli-terms-')
    const workspace = openWorkspace(engineConfig({ dataDir: dir }), Date.now)
    seedFixtureWorkspace(workspace.ctx.db)
    await workspace.close()
    const file = join(dir, 'services agreement.docx')
    writeFileSync(file, await contractDocx(KEY_TERM_PARAGRAPHS))
    const imported = folio('import', '--data', dir, file)
    expect(imported.status, imported.stderr).toBe(0)
    id = String(lines(imported.stdout)[0]?.id)
  })

  it('prints a contract’s key terms as a JSON line, read at import', () => {
    const r = folio('terms', '--data', dir, '--json', id)
    expect(r.status, r.stderr).toBe(0)
    const [line] = lines(r.stdout)
    expect(line?.id).toBe(id)
    expect(line?.revision).toMatch(/^[0-9a-f]{16}$/)
    expect((line?.terms as { governingLaw: unknown }).governingLaw).toMatchObject({ value: { jurisdiction: 'New York', country: 'United States' }, applied: false })
  })

  it('prints a table a lawyer reads: each term, its value, where it stands and its sentence', () => {
    const r = folio('terms', '--data', dir, id)
    expect(r.status, r.stderr).toBe(0)
    const rows = r.stdout.split('\n')
    expect(rows[0]).toMatch(new RegExp(`^IMP-\\d{5}  services agreement  ${id}  revision [0-9a-f]{16}$`))
    expect(rows.find((row) => row.includes('Governing law'))).toMatch(/^ {2}Governing law +New York, United States +proposed +¶4 “This Agreement shall be governed by and construed in accordance with…”$/)
    expect(rows.find((row) => row.includes('Parties'))).toMatch(/^ {2}Parties +Acme Corporation \(“Acme”\); Globex GmbH \(“Supplier”\) +not mapped +¶2 “Acme Corporation”$/)
  })

  it('applies terms through the property write, and exits 1 naming a term that cannot be applied', () => {
    const applied = folio('terms', '--data', dir, '--json', '--apply', 'governingLaw', id)
    expect(applied.status, applied.stderr).toBe(0)
    const [line] = lines(applied.stdout)
    expect(line?.applied).toEqual({ governing_law: 'New York' })
    expect((line?.terms as { governingLaw: { applied: boolean } }).governingLaw.applied).toBe(true)
    const db = new Database(join(dir, 'folio.db'), { readonly: true })
    expect(db.prepare("SELECT operation FROM outbox WHERE contract_id = ?").pluck().all(id)).toEqual(['contract.properties'])
    db.close()

    const refused = folio('terms', '--data', dir, '--json', '--apply', 'parties', id)
    expect(refused.status).toBe(1)
    expect(lines(refused.stdout)).toEqual([{ id, error: expect.stringMatching(/^Key term 'parties' \(parties\) is mapped to no property/) as unknown }])
  })

  it('exits 1 for a contract it cannot read, 2 for a usage mistake', () => {
    const missing = 'f'.repeat(24)
    const r = folio('terms', '--data', dir, '--json', missing)
    expect(r.status).toBe(1)
    expect(lines(r.stdout)).toEqual([{ id: missing, error: `Contract ${missing} not found` }])
    const usage = folio('terms', '--data', dir, '--apply', 'everything')
    expect(usage.status).toBe(2)
    expect(usage.stderr).toMatch(/^folio: --apply takes 'all' or key terms separated by commas/)
  })

  it('--refresh reads the terms of texts that have none (imported before Folio read them), and says when none is left', () => {
    const db = new Database(join(dir, 'folio.db'))
    db.prepare('DELETE FROM contract_key_terms').run()
    db.close()
    const r = folio('terms', '--data', dir, '--json', '--refresh')
    expect(r.status, r.stderr).toBe(0)
    expect(lines(r.stdout).map((line) => line.id)).toEqual([id])
    const again = folio('terms', '--data', dir, '--json', '--refresh')
    expect(again).toEqual({ status: 0, stdout: '', stderr: 'every contract’s text already has its key terms\n' })
  })
})
