import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

interface Bundle {
  file: string
  /** Each source the bundle was built from, with its modification time then. */
  sources: Map<string, number>
}

const bundles = new Map<string, Bundle>()

const modified = (file: string): number => (existsSync(file) ? statSync(file).mtimeMs : -1)
const fresh = (bundle: Bundle): boolean => [...bundle.sources].every(([file, mtime]) => modified(file) === mtime)

/**
 * A worker thread's TypeScript entry as one JavaScript module, for running Folio from its sources
 * (vitest, tsx). Node 20 applies no `--import tsx` hook inside a thread, and loading a thread's
 * modules through tsx's API costs about four times the CPU of loading one bundled file; the tests
 * start hundreds of threads. The bundle is built once per process by esbuild's command (its
 * JavaScript API refuses to run in a test's jsdom window), and again when one of its sources
 * changed; packages stay outside it, as in electron-vite's build. Its file is named by its
 * content, so processes building the same thread at once write the same bytes.
 */
export function bundledThread(entry: string): string {
  const known = bundles.get(entry)
  if (known && fresh(known)) return known.file
  // Not `new URL('../..', import.meta.url)`: Vite rewrites that pattern as an asset's address
  // when a test loads this module in a jsdom window.
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
  // Under the repository's node_modules: the packages a bundle leaves out resolve from there, as for the sources.
  const cache = join(root, 'node_modules', '.cache', 'folio-threads')
  mkdirSync(cache, { recursive: true })
  const staging = join(cache, `${basename(entry).replace(/\.[cm]?ts$/, '')}.${process.pid}.building.mjs`)
  const metafile = `${staging}.json`
  const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild')
  const options = ['--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=error', `--outfile=${staging}`, `--metafile=${metafile}`]
  try {
    execFileSync(esbuild, [entry, ...options], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString('utf8') ?? ''
    throw new Error(`esbuild could not bundle the thread ${entry}: ${stderr || String(error)}`)
  }
  const code = readFileSync(staging)
  const inputs = Object.keys((JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> }).inputs)
  rmSync(metafile)
  const file = staging.replace(/\.\d+\.building\.mjs$/, `-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (existsSync(file)) rmSync(staging)
  else renameSync(staging, file)
  bundles.set(entry, { file, sources: new Map(inputs.map((input) => [resolve(root, input), modified(resolve(root, input))])) })
  return file
}
