#!/usr/bin/env node
/*
 * npm start: the desktop app where Electron can run; Folio in the browser where it cannot.
 *
 * 1. Builds Folio if out/ is missing.
 * 2. Electron needs a display and its binary. The binary is fetched on first start when npm's
 *    install scripts were not allowed to (node node_modules/electron/install.js).
 * 3. better-sqlite3 and re2 are compiled for Node's ABI (tests and the CLI use them). Electron gets
 *    its own builds, made once per Electron version into node_modules/.cache/folio-electron/ (a
 *    prebuilt binary where one is published, else node-gyp against Electron's headers); the main
 *    process loads them from there (electron/main/native-addons.ts).
 * 4. Otherwise — no display, no binary, no native builds, or Electron failing at start — it runs
 *    `folio serve --demo` on the default port over the user's workspace and prints the address.
 *
 * `npm start -- --browser` goes straight to the browser. FOLIO_PORT sets the port in both modes.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)
const NATIVE_PACKAGES = ['better-sqlite3', 're2']
/** Electron that exits this soon after launch did not start; the browser takes over. */
const EARLY_EXIT_MS = 8000

const say = (line) => console.log(`folio: ${line}`)

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  return result.status === 0
}

function ensureBuilt() {
  const built = ['out/main/index.js', 'out/main/cli.js', 'out/preload/index.cjs', 'out/renderer/index.html'].every((file) => existsSync(join(root, file)))
  if (built) return
  say('building Folio (first start)…')
  if (!run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { shell: process.platform === 'win32' })) {
    console.error('folio: the build failed; see the messages above')
    process.exit(1)
  }
}

function displayProblem() {
  if (process.platform !== 'linux') return null
  return process.env.DISPLAY || process.env.WAYLAND_DISPLAY ? null : 'no display is available (DISPLAY and WAYLAND_DISPLAY are unset)'
}

function electronBinary() {
  try {
    const path = require('electron')
    return typeof path === 'string' && existsSync(path) ? path : null
  } catch {
    return null
  }
}

function fetchElectron() {
  say('fetching the Electron runtime (first start)…')
  const ok = run(process.execPath, [join(root, 'node_modules', 'electron', 'install.js')], { timeout: 300_000 })
  return ok ? electronBinary() : null
}

function packageVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version
}

function hasAddon(dir) {
  const release = join(dir, 'build', 'Release')
  return existsSync(release) && readdirSync(release).some((file) => file.endsWith('.node'))
}

/** Fetches the package's published sources (npm's own client) into `target`. */
function unpackSources(name, version, target) {
  const work = mkdtempSync(join(tmpdir(), 'folio-native-'))
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
    if (!run(npm, ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' })) return false
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'))
    if (!tarball || !run('tar', ['-xzf', join(work, tarball), '-C', work])) return false
    rmSync(target, { recursive: true, force: true })
    renameSync(join(work, 'package'), target)
    return true
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Builds one package's addon for Electron in the cache; true when it is there. */
function buildForElectron(name, electronVersion, cacheDir) {
  const target = join(cacheDir, name)
  if (hasAddon(target)) return true
  say(`building ${name} for Electron ${electronVersion} (once per Electron version)…`)
  if (!unpackSources(name, packageVersion(name), target)) return false
  const electron = ['--runtime=electron', `--target=${electronVersion}`, `--arch=${process.arch}`]
  if (name === 'better-sqlite3') {
    // better-sqlite3 publishes Electron builds; compiling is the fallback.
    const prebuild = join(root, 'node_modules', 'prebuild-install', 'bin.js')
    if (existsSync(prebuild) && run(process.execPath, [prebuild, '--runtime', 'electron', '--target', electronVersion, '--arch', process.arch], { cwd: target }) && hasAddon(target)) return true
  }
  const gyp = join(root, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js')
  run(process.execPath, [gyp, 'rebuild', '--release', ...electron, '--dist-url=https://electronjs.org/headers'], { cwd: target })
  return hasAddon(target)
}

function nativeCacheFor(electronVersion) {
  const cacheDir = join(root, 'node_modules', '.cache', 'folio-electron', `${electronVersion}-${process.platform}-${process.arch}`)
  mkdirSync(cacheDir, { recursive: true })
  for (const name of NATIVE_PACKAGES) {
    if (!buildForElectron(name, electronVersion, cacheDir)) {
      say(`could not build ${name} for Electron (a C++ toolchain and network access to electronjs.org are needed once)`)
      return null
    }
  }
  return cacheDir
}

function serveInBrowser(reason) {
  if (reason) say(`starting in the browser: ${reason}`)
  const args = [join(root, 'bin', 'folio.js'), 'serve', '--demo']
  if (process.env.FOLIO_PORT) args.push('--port', process.env.FOLIO_PORT)
  if (process.env.FOLIO_TLS_PORT) args.push('--tls-port', process.env.FOLIO_TLS_PORT)
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] })
  child.stdout.setEncoding('utf8')
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    // The one-time link signs this browser in (the page itself carries no session); it is spent
    // once opened, and Folio then prints a fresh one for another browser.
    const match = /Open Folio in your browser: (http:\/\/\S+)/.exec(chunk)
    if (match) say(`open ${match[1]} in your browser; the link works once (Ctrl+C stops Folio)`)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}

function launchElectron(binary, nativeDir) {
  const started = Date.now()
  const env = { ...process.env, FOLIO_ELECTRON_NATIVE_DIR: nativeDir }
  delete env.ELECTRON_RUN_AS_NODE
  const child = spawn(binary, [root], { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('error', (error) => serveInBrowser(`Electron could not be launched (${error.message})`))
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null && Date.now() - started < EARLY_EXIT_MS) serveInBrowser(`Electron exited at start with code ${code}`)
    else process.exit(code ?? 0)
  })
}

function main() {
  ensureBuilt()
  if (process.argv.includes('--browser')) return serveInBrowser('asked for with --browser')
  const noDisplay = displayProblem()
  if (noDisplay) return serveInBrowser(noDisplay)
  const binary = electronBinary() ?? fetchElectron()
  if (!binary) return serveInBrowser('the Electron runtime is not installed and could not be fetched')
  const electronVersion = packageVersion('electron')
  const nativeDir = nativeCacheFor(electronVersion)
  if (!nativeDir) return serveInBrowser('the database modules could not be built for Electron')
  launchElectron(binary, nativeDir)
}

main()
