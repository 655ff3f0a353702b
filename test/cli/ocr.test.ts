import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineConfig, openWorkspace } from '../../electron/engine/index'
import { tempDir } from '../helpers/engine'
import { writeNetworkGuard } from '../helpers/offline'
import { seedFixtureWorkspace, users } from '../helpers/fixture-workspace'
import { corpusAvailable, corpusDir, corpusSkipReason, readCorpusFile } from '../fixtures/documents/corpus'
import { importedBeforeOcr } from '../fixtures/documents/imported-before-ocr'
import { imageOnlyPdf, pdftoppmAvailable, pdftoppmSkipReason, rasteriseCorpusPages } from '../fixtures/documents/scans'

const BIN = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const built = existsSync(fileURLToPath(new URL('../../out/main/cli.js', import.meta.url)))
const ready = built && corpusAvailable && pdftoppmAvailable
const OCR_TIMEOUT_MS = 240_000

let dir: string
let networkLog: string
let networkGuard: string

/** The built folio, with every thread of it refused the network. */
function offlineEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_OPTIONS: `--require ${networkGuard}`, FOLIO_NETWORK_LOG: networkLog }
}

function folio(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: OCR_TIMEOUT_MS, env: offlineEnv() })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

function networkAttempts(): string[] {
  return existsSync(networkLog) ? readFileSync(networkLog, 'utf8').split('\n').filter((line) => line.length > 0) : []
}

beforeAll(() => {
  dir = tempDir('folio-cli-ocr-')
  networkLog = join(dir, 'network.log')
  networkGuard = writeNetworkGuard(dir)
  const workspace = openWorkspace(engineConfig({ dataDir: dir }), Date.now)
  seedFixtureWorkspace(workspace.ctx.db)
  return workspace.close()
})

describe('the network guard these tests run folio under', () => {
  it('refuses and records a request from the main thread and from a worker thread', () => {
    const probe = `
      const { Worker } = require('node:worker_threads')
      fetch('http://127.0.0.1:9/main').catch(() => {
        new Worker("require('node:net').connect(9, '127.0.0.1')", { eval: true }).on('error', () => undefined)
      })`
    spawnSync(process.execPath, ['-e', probe], { env: offlineEnv(), encoding: 'utf8' })
    const attempts = networkAttempts()
    writeFileSync(networkLog, '')
    expect(attempts).toEqual(['fetch http://127.0.0.1:9/main', 'connect 127.0.0.1:9'])
  })
})

if (!ready) describe('folio import and folio ocr with networking refused', () => {
  it.skip(!built ? 'build Folio first (npm test does)' : corpusAvailable ? pdftoppmSkipReason : corpusSkipReason, () => undefined)
})

describe.runIf(ready)('folio import and folio ocr with networking refused', () => {
  afterAll(() => {
    expect(networkAttempts()).toEqual([])
  })

  it(
    'folio import reads a scan by OCR with nothing fetched, printing "OCR page n of 3" on stderr',
    () => {
      const r = folio('import', '--data', dir, join(corpusDir, 'pdf', 'cuad-09-scanned-outsourcing.pdf'))
      expect(r.status, r.stderr).toBe(0)
      const line: { file: string; id: string; paragraphs: number } = JSON.parse(r.stdout)
      expect(line.paragraphs).toBeGreaterThan(30)
      expect(r.stderr).toContain('cuad-09-scanned-outsourcing.pdf: OCR page 1 of 3\n')
      expect(r.stderr).toContain('cuad-09-scanned-outsourcing.pdf: OCR page 3 of 3\n')
      expect(networkAttempts()).toEqual([])
    },
    OCR_TIMEOUT_MS
  )

  it(
    'folio ocr reads contracts imported before Folio read scans, as new revisions, and says when none is left',
    async () => {
      const workspace = openWorkspace(engineConfig({ dataDir: dir }), Date.now)
      const id = importedBeforeOcr(workspace.ctx, users.admin.id, { fileName: 'old-scan.pdf', bytes: readCorpusFile('pdf', 'cuad-09-scanned-outsourcing.pdf') }, 3)
      await workspace.close()

      const r = folio('ocr', '--data', dir)
      expect(r.status, r.stderr).toBe(0)
      const line: { id: string; revision: string; paragraphs: number; extraction: string; complete: boolean; warning: string | null } = JSON.parse(r.stdout)
      expect(line).toMatchObject({ id, extraction: 'ocr', complete: true, warning: null })
      expect(line.paragraphs).toBeGreaterThan(30)
      expect(r.stderr).toContain('old-scan.pdf: OCR page 3 of 3\n')

      const none = folio('ocr', '--data', dir)
      expect(none).toEqual({ status: 0, stdout: '', stderr: 'no imported contract has pages waiting for OCR\n' })
      const again = folio('ocr', '--data', dir, id)
      expect(again.status).toBe(1)
      expect(JSON.parse(again.stdout)).toEqual({ id, error: `Nothing to read by OCR: the document of contract ${id} was already read by OCR` })
    },
    OCR_TIMEOUT_MS
  )

  it(
    'Ctrl+C during OCR cancels the import: exit 130, the file reported cancelled, nothing stored',
    async () => {
      const scan = join(dir, 'long-scan.pdf')
      writeFileSync(scan, await imageOnlyPdf(rasteriseCorpusPages('cuad-07-development.pdf', 2, 7, 150)))
      const workspace = openWorkspace(engineConfig({ dataDir: dir }), Date.now)
      const contractsBefore = workspace.ctx.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()
      await workspace.close()

      const child = spawn(process.execPath, [BIN, 'import', '--data', dir, scan], { env: offlineEnv() })
      let stdout = ''
      let stderr = ''
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
      let interrupted = false
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk
        if (!interrupted && stderr.includes('OCR page 1 of 6')) interrupted = child.kill('SIGINT')
      })
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
      expect(code, stderr).toBe(130)
      expect(JSON.parse(stdout)).toEqual({ file: scan, error: 'the import was cancelled; nothing was stored' })
      const after = openWorkspace(engineConfig({ dataDir: dir }), Date.now)
      expect(after.ctx.db.prepare('SELECT COUNT(*) FROM contracts').pluck().get()).toBe(contractsBefore)
      await after.close()
    },
    OCR_TIMEOUT_MS
  )
})
