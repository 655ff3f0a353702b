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
  /**
   * The window's session key, as a browser holds it: the cookie that the first one-time link
   * `folio serve` printed was exchanged for (for test setup and checks over the API).
   */
  key: string
  /** The next one-time link `folio serve` prints (each is spent once opened; it then prints another). */
  windowLink(): Promise<string>
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
  let output = ''
  const links: string[] = []
  let handedOut = 0
  const waiting: (() => void)[] = []
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    for (const match of output.matchAll(/(?:Open Folio in your browser|To open Folio in another browser): (http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+)/g)) {
      if (match[1] && !links.includes(match[1])) links.push(match[1])
    }
    for (const wake of waiting.splice(0)) wake()
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  const nextLink = async (): Promise<string> => {
    while (links.length <= handedOut) {
      if (child.exitCode !== null) throw new Error(`folio serve exited before printing a window link:\n${output}`)
      await new Promise<void>((wake) => waiting.push(wake))
    }
    return links[handedOut++]!
  }
  const [url, tlsUrl] = await new Promise<[string, string]>((resolveUrl, reject) => {
    const check = () => {
      const http = /Folio is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      const https = /Folio is serving (https:\/\/localhost:\d+)/.exec(output)?.[1]
      if (http && https && links.length > 0) resolveUrl([http, https])
      else waiting.push(check)
    }
    check()
    child.once('exit', (code) => reject(new Error(`folio serve exited with ${code}:\n${output}`)))
  })
  const key = await signInByLink(await nextLink())
  return {
    url,
    tlsUrl,
    key,
    windowLink: nextLink,
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
 * Opens a one-time window link as a browser would, without following the redirect, and answers the
 * session the cookie carries.
 */
export async function signInByLink(link: string): Promise<string> {
  const answer = await fetch(link, { redirect: 'manual' })
  const cookie = answer.headers.get('set-cookie') ?? ''
  const key = /^folio-session-\d+=([^;]+);/.exec(cookie)?.[1]
  if (answer.status !== 303 || !key) throw new Error(`The window link set no session cookie (${answer.status}, '${cookie}')`)
  return key
}

/**
 * A served engine's API as a script calls it: the typed client over HTTP with a key (the window's,
 * for test setup and checks; null for an app that asks to pair, which has none yet).
 */
export function apiOf(served: Pick<ServedFolio, 'url'> & { key: string | null }): Client {
  return createClient(strictAnswers(fetchTransport(served.url)), { key: () => served.key })
}
