import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { FINDING_KINDS, type DraftingChecks } from '../../shared/api/drafting-checks'
import { checkDrafting } from '../../electron/engine/drafting'
import { extractDocument } from '../../electron/engine/documents/extraction'
import { contractDocx } from '../helpers/documents'
import { tempDir } from '../helpers/engine'
import { corpusAvailable, corpusDir, corpusSkipReason, readCorpusFile } from '../fixtures/documents/corpus'
import { PLANTED_DRAFT } from '../helpers/planted-draft'

const PLANTED = [...PLANTED_DRAFT]

/*
 * `folio check` as a script runs it: the built command in its own process, on a workspace and on
 * files. Its findings are the engine's checker's own, compared with the checker called directly.
 */

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))

function folio(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

const CLEAN = ['SHORT LETTER', 'We confirm our order of 12 chairs, to be delivered on 3 March 2026.']

type Line = ({ id: string; name: string } | { file: string }) & (DraftingChecks | { error: string })

const lines = (stdout: string): Line[] => stdout.trim().split('\n').map((line) => JSON.parse(line) as Line)

let dir: string
let planted: string
let clean: string
let plantedFile: string

beforeAll(async () => {
  if (!built) return
  dir = tempDir('folio-cli-check-')
  plantedFile = join(dir, 'supply (their draft).docx')
  writeFileSync(plantedFile, await contractDocx(PLANTED))
  const cleanFile = join(dir, 'letter.docx')
  writeFileSync(cleanFile, await contractDocx(CLEAN))
  const imported = folio('import', '--data', dir, plantedFile, cleanFile)
  expect(imported.status).toBe(0)
  const [first, second] = imported.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { id: string })
  planted = first!.id
  clean = second!.id
})

describe.skipIf(!built)('folio check (built by npm test)', () => {
  it('prints one JSON line per contract with the engine’s findings, and exits 1 on an error-severity finding', () => {
    const r = folio('check', '--data', dir, '--json', planted, clean)
    expect(r.status).toBe(1)
    const [one, two] = lines(r.stdout)
    expect(one).toEqual({ id: planted, name: 'supply (their draft)', ...checkDrafting(PLANTED) })
    expect(two).toEqual({ id: clean, name: 'letter', ...checkDrafting(CLEAN) })
  })

  it('exits 0 when no finding is an error', () => {
    expect(checkDrafting(CLEAN).findings.filter((f) => f.severity === 'error')).toEqual([])
    const r = folio('check', '--data', dir, clean)
    expect(r.status).toBe(0)
    expect(r.stdout).toBe('letter (' + clean + '): no findings\n')
  })

  it('writes a report a person reads: counts, then one line per finding by place', () => {
    const r = folio('check', '--data', dir, planted)
    expect(r.status).toBe(1)
    const { findings } = checkDrafting(PLANTED)
    const [heading, ...rest] = r.stdout.trim().split('\n')
    expect(heading).toMatch(new RegExp(`^supply \\(their draft\\) \\(${planted}\\): ${findings.length} findings \\(\\d+ errors?`))
    expect(rest).toHaveLength(findings.length)
    expect(rest.map((line) => /^ {2}¶(\d+) +/.exec(line)?.[1])).toEqual(findings.map((f) => String(f.paragraphIndex + 1)))
    expect(rest.find((line) => line.includes('"thirty (60)"'))).toBe('  ¶8      error    number-mismatch       "thirty (60)": the words say 30 but the figure says 60 (suggested: "thirty (30)")')
  })

  it('names a contract it cannot check, and exits 1', () => {
    const r = folio('check', '--data', dir, '--json', 'f'.repeat(24))
    expect(r.status).toBe(1)
    expect(lines(r.stdout)).toEqual([{ id: 'f'.repeat(24), error: expect.stringMatching(/not found/i) }])
  })

  it('checks a .docx file through the engine’s extraction, without a workspace', async () => {
    const r = folio('check', '--json', '--file', plantedFile)
    expect(r.status).toBe(1)
    expect(lines(r.stdout)).toEqual([{ file: 'supply (their draft).docx', ...checkDrafting(PLANTED) }])
  })

  it('refuses a file that is not what its name says, as an import would', () => {
    const fake = join(dir, 'not-a-contract.docx')
    writeFileSync(fake, 'plain text, not a Word document')
    const r = folio('check', '--json', '--file', fake)
    expect(r.status).toBe(1)
    expect(lines(r.stdout)).toEqual([{ file: 'not-a-contract.docx', error: expect.any(String) }])
  })

  it('answers a usage error with exit 2', () => {
    expect(folio('check', '--data', dir).status).toBe(2)
    expect(folio('check', '--file', join(dir, 'notes.txt')).status).toBe(2)
    expect(folio('check', '--file', plantedFile, planted).status).toBe(2)
    expect(folio('check', '--data', dir, '--colour', planted).status).toBe(2)
    expect(folio('check', planted).status).toBe(2)
  })

  it.skipIf(!corpusAvailable)('checks a real agreement from the corpus as the engine reads it', async () => {
    const file = join(corpusDir, 'docx', 'common-paper-mutual-nda.docx')
    const r = folio('check', '--json', '--file', file)
    const expected = checkDrafting((await extractDocument(readCorpusFile('docx', 'common-paper-mutual-nda.docx'), 'docx')).paragraphs.map((p) => p.text))
    expect(lines(r.stdout)).toEqual([{ file: 'common-paper-mutual-nda.docx', ...expected }])
    expect(r.status).toBe(expected.findings.some((f) => f.severity === 'error') ? 1 : 0)
    expect(Object.keys(expected.summary).sort()).toEqual([...FINDING_KINDS].sort())
    expect(expected.definitions.length).toBeGreaterThan(0)
  })
  if (!corpusAvailable) console.warn(corpusSkipReason)
})
