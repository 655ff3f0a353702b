import { existsSync } from 'node:fs'
import { join } from 'node:path'

/**
 * better-sqlite3 and re2 ship addons built for Node's ABI (tests and the CLI use those). Electron
 * needs its own builds: `npm start` (scripts/start.js) compiles them once per Electron version into
 * a cache folder and names it in FOLIO_ELECTRON_NATIVE_DIR. Redirecting at `process.dlopen`, the
 * one door every addon goes through, leaves node_modules untouched for the Node side.
 */
const NATIVE_ADDON = /[\\/]node_modules[\\/](better-sqlite3|re2)[\\/](build[\\/][^\\/]+[\\/][^\\/]+\.node)$/

/** The Electron build of an addon, when the cache has it. */
export function electronBuildOf(filename: string, cacheDir: string): string | null {
  const match = NATIVE_ADDON.exec(filename)
  if (!match?.[1] || !match[2]) return null
  const candidate = join(cacheDir, match[1], match[2])
  return existsSync(candidate) ? candidate : null
}

/** Must run before the engine's modules load (re2 opens its addon on import). */
export function redirectNativeAddons(cacheDir: string | undefined): void {
  if (!cacheDir || !existsSync(cacheDir)) return
  const dlopen = process.dlopen.bind(process)
  process.dlopen = (module: object, filename: string, flags?: number) => {
    const target = electronBuildOf(filename, cacheDir) ?? filename
    return flags === undefined ? dlopen(module, target) : dlopen(module, target, flags)
  }
}
