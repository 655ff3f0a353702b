/// <reference types="node" />
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createClient, fetchTransport, type Client } from '../../shared/api/client'
import { strictAnswers } from './strict-answers'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const CLI = join(repoRoot, 'bin', 'folio.js')
const BUILT = join(repoRoot, 'out', 'main', 'cli.js')
/** Whether Folio is built (npm test builds it first); tests that run the built app skip otherwise. */
export const builtFolio = existsSync(BUILT)

export interface ServedFolio {
  url: string
  /** https://localhost:PORT, from the second line `folio serve` prints. */
  tlsUrl: string
  /** The window's session key, read from the page the engine serves. */
  key: string
  dataDir: string
  stop(): Promise<void>
}

/**
 * `folio serve --demo` on a fresh temporary workspace and free ports, exactly as a lawyer would
 * start it; the URLs are read from its first two lines of output.
 */
export async function serveDemo(options: { port?: number; dataDir?: string; demo?: boolean } = {}): Promise<ServedFolio> {
  if (!existsSync(BUILT)) throw new Error('Folio is not built: run `npm run build` (npm test does it first)')
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'folio-window-test-'))
  const args = [CLI, 'serve', '--data', dataDir, '--port', String(options.port ?? 0), '--tls-port', '0', '--rate-limit', 'off']
  if (options.demo !== false) args.push('--demo')
  const child: ChildProcess = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const [url, tlsUrl] = await new Promise<[string, string]>((resolveUrl, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const http = /Folio is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      const https = /Folio is serving (https:\/\/localhost:\d+)/.exec(output)?.[1]
      if (http && https) resolveUrl([http, https])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`folio serve exited with ${code}:\n${output}`)))
  })
  const page = await (await fetch(url + '/')).text()
  const key = /<meta name="folio-session" content="([^"]+)"/.exec(page)?.[1]
  if (!key) throw new Error('The page served by the engine carries no session key')
  return {
    url,
    tlsUrl,
    key,
    dataDir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((done) => {
          child.once('exit', () => done())
          child.kill('SIGTERM')
        })
      }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * A served engine's API as a script calls it: the typed client over HTTP with a key (the window's,
 * for test setup and checks; null for an app that asks to pair, which has none yet).
 */
export function apiOf(served: Pick<ServedFolio, 'url'> & { key: string | null }): Client {
  return createClient(strictAnswers(fetchTransport(served.url)), { key: () => served.key })
}
