import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type * as Esbuild from 'esbuild'

/** The repository, when Folio runs from its TypeScript sources. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Under the repository's node_modules: the packages a bundle leaves out resolve from there, as they do for the sources. */
const CACHE = join(ROOT, 'node_modules', '.cache', 'folio-threads')

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
 * start hundreds of threads. The bundle is built once per process with esbuild, and again when one
 * of its sources changed; packages stay outside it, as in electron-vite's build. Its file is named
 * by its content, so processes building the same thread at once write the same bytes.
 */
export function bundledThread(entry: string): string {
  const known = bundles.get(entry)
  if (known && fresh(known)) return known.file
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild
  const built = esbuild.buildSync({
    entryPoints: [entry],
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: 'thread.mjs',
    write: false,
    metafile: true,
    logLevel: 'silent'
  })
  const code = built.outputFiles[0]!.contents
  const file = join(CACHE, `${basename(entry).replace(/\.[cm]?ts$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true })
    const staging = `${file}.${process.pid}.tmp`
    writeFileSync(staging, code)
    renameSync(staging, file)
  }
  const sources = new Map(Object.keys(built.metafile.inputs).map((input) => [resolve(ROOT, input), modified(resolve(ROOT, input))]))
  bundles.set(entry, { file, sources })
  return file
}
