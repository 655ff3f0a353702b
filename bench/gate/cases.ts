import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { compareParagraphs, numberParagraphs } from '../../electron/engine/documents/compare'
import { extractDocument } from '../../electron/engine/documents/extraction'
import { openDatabase } from '../../electron/engine/db/connection'
import { workspaceFiles } from '../../electron/engine/index'
import { compilePlaybook, matchParagraphs } from '../../electron/engine/playbooks'
import { toFtsQuery } from '../../electron/engine/services/documents/search-query'
import { applyEdits } from '../../test/fixtures/compare/edits'
import { corpusDir, readCuadManifest } from '../../test/fixtures/documents/corpus'
import { corpusAvailable, corpusParagraphs, loadDocuments } from '../../test/unit/playbooks/cuad-corpus'
import { benchPositions } from '../../test/unit/playbooks/cuad-playbook'
import { contractOf, scatteredEdits } from '../compare'
import { rawListPage } from '../contracts-list'
import { call, startEngineProcess, type EngineProcess } from '../lib/engine-process'
import { benchKey } from '../lib/large'
import { textWorkspace } from '../lib/text-workspace'
import { benchDir, seedWriteWorkspace } from '../lib/workspace'
import { compileRegExpBaseline, matchBaseline } from '../matching'
import { listPaintOnce, sessionKey } from '../ui'
import { cpuClock, timedPair, type GateCase } from './measure'

const NO_CORPUS = `no corpus at ${corpusDir}`
const BUILT_ENGINE = fileURLToPath(new URL('../../out/main/cli.js', import.meta.url))
const NO_BUILD = 'Folio is not built (npm run build)'
const CHROMIUM = '/usr/bin/chromium'
/** Small enough to seed in seconds on first use (cached after), large enough for real plans and ranking. */
const GATE_CONTRACTS = 400

function cuadRepeated(count: number): string[] {
  const source = corpusParagraphs()
  return Array.from({ length: count }, (_, i) => source[i % source.length] ?? '')
}

function commandExists(command: string): boolean {
  return spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined
}

/** The text workspace of `GATE_CONTRACTS` contracts in `folio serve`, shared by the list and search cases. */
async function textEngine(): Promise<{ engine: EngineProcess; key: string; dir: string }> {
  const dir = textWorkspace(GATE_CONTRACTS)
  const key = benchKey(dir)
  return { engine: await startEngineProcess(dir), key, dir }
}

async function httpOk(engine: EngineProcess, method: string, route: string, key: string, body?: unknown): Promise<void> {
  const answer = await call(engine.url, method, route, key, body)
  if (answer.status !== 200) throw new Error(`${method} ${route}: ${answer.status} ${answer.body.slice(0, 200)}`)
}

/**
 * A pure reader of a contract's paragraphs (key terms, drafting checks), over every CUAD reference
 * text one contract at a time, beside one pass of a JavaScript RegExp for the things such readers
 * look for (dates, amounts, defined terms, notice periods) over the same paragraphs: the floor of
 * reading the text at all, which moves with the machine as the reader does.
 */
export function paragraphReaderCase(name: string, what: string, load: () => Promise<(paragraphs: readonly string[]) => unknown>): GateCase {
  const floor = /\b(?:\d{1,2}(?:st|nd|rd|th)? (?:day of )?[A-Z][a-z]+,? \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\$ ?[\d,]+(?:\.\d\d)?|\(\d+\) (?:days|months|years)|"[A-Z][^"]{1,60}")/g
  return {
    name,
    ours: `${what} of each CUAD reference text, in the engine`,
    baseline: 'one pass of a JavaScript RegExp for dates, amounts, periods and defined terms over the same paragraphs',
    rounds: 5,
    prepare: async () => {
      if (!corpusAvailable()) return NO_CORPUS
      const read = await load()
      const contracts = loadDocuments().map((document) => document.paragraphs.map((paragraph) => paragraph.text))
      contracts.forEach((paragraphs) => read(paragraphs))
      return {
        round: timedPair(
          () => contracts.forEach((paragraphs) => read(paragraphs)),
          () => contracts.forEach((paragraphs) => paragraphs.forEach((text) => text.match(floor))),
          2,
          cpuClock()
        )
      }
    }
  }
}

/**
 * The gate's cases, in the order they run. A new pure reader of paragraphs joins with one
 * `paragraphReaderCase` line at the end, then `npm run bench -- --check --update-baseline --only NAME`
 * commits its ratio.
 */
export const gateCases: GateCase[] = [
  {
    name: 'matching',
    ours: 'matchParagraphs, 1,000 CUAD paragraphs × 40 positions, in the engine',
    baseline: 'one JavaScript RegExp per keyword on the same paragraphs',
    rounds: 5,
    prepare: async () => {
      if (!corpusAvailable()) return NO_CORPUS
      const positions = benchPositions()
      const paragraphs = cuadRepeated(1000)
      const compiled = compilePlaybook(positions)
      const regexps = compileRegExpBaseline(positions)
      matchParagraphs(compiled, paragraphs)
      return { round: timedPair(() => matchParagraphs(compiled, paragraphs), () => matchBaseline(regexps, paragraphs, false), 1, cpuClock()) }
    }
  },
  {
    name: 'matching over HTTP',
    ours: 'POST /v2/playbooks/{id}/match, 5,000 CUAD paragraphs (1.8 MB of JSON), folio serve',
    baseline: 'matchParagraphs on the same paragraphs in this process',
    rounds: 5,
    prepare: async () => {
      if (!corpusAvailable()) return NO_CORPUS
      if (!existsSync(BUILT_ENGINE)) return NO_BUILD
      const dir = benchDir('gate-match')
      const { key } = seedWriteWorkspace(dir, 0)
      const engine = await startEngineProcess(dir)
      const positions = benchPositions()
      const imported = await call(engine.url, 'POST', '/local/playbooks/import', key, { playbook: { name: 'Gate: CUAD categories', positions: positions.map((p) => ({ order: p.order, name: p.name, keywords: p.keywords, ifNotFound: p.ifNotFound })) } })
      if (imported.status !== 200) throw new Error(`playbook import: ${imported.status} ${imported.body}`)
      const id = (JSON.parse(imported.body) as { id: string }).id
      const paragraphs = cuadRepeated(5000)
      // Serialised and encoded once, as the client holds it: the client's own work is not timed.
      const body = Buffer.from(JSON.stringify({ paragraphs }), 'utf8')
      const compiled = compilePlaybook(positions)
      await httpOk(engine, 'POST', `/v2/playbooks/${id}/match`, key, body)
      return {
        round: timedPair(() => call(engine.url, 'POST', `/v2/playbooks/${id}/match`, key, body), () => matchParagraphs(compiled, paragraphs), 10, cpuClock([engine])),
        close: async () => {
          await engine.stop()
          rmSync(dir, { recursive: true, force: true })
        }
      }
    }
  },
  {
    name: 'contracts list',
    ours: `GET /v2/contracts, first page of 50, ${GATE_CONTRACTS} contracts, folio serve`,
    baseline: 'the same page’s SQLite work (planning and the page query) in this process',
    rounds: 5,
    prepare: async () => {
      if (!existsSync(BUILT_ENGINE)) return NO_BUILD
      const { engine, key, dir } = await textEngine()
      const db = openDatabase(workspaceFiles(dir).database, { readonly: true, migrate: false })
      const adminId = db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1").pluck().get() as string
      const raw = rawListPage(db, adminId, {})
      const route = '/v2/contracts?pagesize=50'
      await httpOk(engine, 'GET', route, key)
      return {
        round: timedPair(() => call(engine.url, 'GET', route, key), raw, 100, cpuClock([engine])),
        close: async () => {
          db.close()
          await engine.stop()
        }
      }
    }
  },
  {
    name: 'search everything',
    ours: `GET /local/search, a phrase and a prefix, ${GATE_CONTRACTS} contracts with text, folio serve`,
    baseline: 'FTS5 ranking the same queries’ top 20 paragraphs in this process',
    rounds: 5,
    prepare: async () => {
      if (!existsSync(BUILT_ENGINE)) return NO_BUILD
      const { engine, key, dir } = await textEngine()
      const db = openDatabase(workspaceFiles(dir).database, { readonly: true, migrate: false })
      const fts = db.prepare('SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) AS score FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ? ORDER BY score LIMIT 20')
      const queries = ['"limitation of liability"', 'indemn*']
      const routes = queries.map((q) => `/local/search?${new URLSearchParams({ q, pagesize: '20' })}`)
      const matches = queries.map((q) => toFtsQuery(q, { strict: true }))
      for (const route of routes) await httpOk(engine, 'GET', route, key)
      return {
        round: timedPair(
          async () => {
            for (const route of routes) await call(engine.url, 'GET', route, key)
          },
          () => matches.forEach((match) => fts.all(match)),
          10,
          cpuClock([engine])
        ),
        close: async () => {
          db.close()
          await engine.stop()
        }
      }
    }
  },
  {
    name: 'compare',
    ours: 'compareParagraphs, two versions of a 1,000-paragraph CUAD contract with 10 scattered edits, in the engine',
    baseline: 'git diff --no-index --word-diff of the same texts, one paragraph a line',
    rounds: 5,
    prepare: async () => {
      if (!corpusAvailable()) return NO_CORPUS
      if (!commandExists('git')) return 'git is not installed'
      const older = contractOf(1000, 0)
      const newer = applyEdits(older, scatteredEdits(older, 10))
      const oldParagraphs = numberParagraphs(older)
      const newParagraphs = numberParagraphs(newer)
      const dir = mkdtempSync(path.join(tmpdir(), 'folio-gate-compare-'))
      const [oldFile, newFile] = [path.join(dir, 'old.txt'), path.join(dir, 'new.txt')]
      writeFileSync(oldFile, older.map((text) => text.replace(/\n/g, ' ')).join('\n') + '\n')
      writeFileSync(newFile, newer.map((text) => text.replace(/\n/g, ' ')).join('\n') + '\n')
      const git = () => spawnSync('git', ['diff', '--no-index', '--no-color', '--word-diff=plain', oldFile, newFile], { maxBuffer: 64 * 1024 * 1024 })
      compareParagraphs(oldParagraphs, newParagraphs)
      return { round: timedPair(() => compareParagraphs(oldParagraphs, newParagraphs), git, 20, cpuClock()), close: async () => rmSync(dir, { recursive: true, force: true }) }
    }
  },
  {
    name: 'extraction',
    ours: 'PDF text extraction (pdf.js), the shortest CUAD contract with a reference text, in the engine',
    baseline: 'pdftotext on the same file, process start included',
    rounds: 5,
    prepare: async () => {
      if (!corpusAvailable()) return NO_CORPUS
      if (!commandExists('pdftotext')) return 'pdftotext is not installed'
      const file = readCuadManifest()
        .filter((entry) => entry.text !== null)
        .map((entry) => path.join(corpusDir, 'pdf', entry.file))
        .sort((a, b) => readFileSync(a).byteLength - readFileSync(b).byteLength)[0]
      if (file === undefined) return 'the corpus has no CUAD PDF with a reference text'
      const bytes = new Uint8Array(readFileSync(file))
      const pdftotext = () => spawnSync('pdftotext', ['-q', file, '-'], { maxBuffer: 64 * 1024 * 1024 })
      await extractDocument(bytes)
      return { round: timedPair(() => extractDocument(bytes), pdftotext, 3, cpuClock()) }
    }
  },
  {
    name: 'first paint',
    ours: 'navigation → first contract rows painted, demo workspace, headless Chromium',
    baseline: 'the HTML delivered plus GET /v2/contracts made raw from the same page',
    rounds: 7,
    prepare: async () => {
      if (!existsSync(BUILT_ENGINE)) return NO_BUILD
      if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM}`
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
      const dir = benchDir('gate-ui')
      const engine = await startEngineProcess(dir, ['--demo'])
      const key = await sessionKey(engine)
      // Warms the engine's caches and the browser's, as bench/ui.ts does.
      await listPaintOnce(browser, engine, key)
      return {
        round: () => listPaintOnce(browser, engine, key),
        close: async () => {
          await engine.stop()
          await browser.close()
          rmSync(dir, { recursive: true, force: true })
        }
      }
    }
  },
  paragraphReaderCase('key terms', 'readKeyTerms', async () => (await import('../../electron/engine/keyterms')).readKeyTerms),
  paragraphReaderCase('drafting checks', 'checkDrafting', async () => (await import('../../electron/engine/drafting')).checkDrafting)
]
