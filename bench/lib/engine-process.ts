import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const CLI = fileURLToPath(new URL('../../bin/folio.js', import.meta.url))
const BUILT = fileURLToPath(new URL('../../out/main/cli.js', import.meta.url))

export interface EngineProcess {
  url: string
  /** https://localhost:PORT (the second line `folio serve` prints). */
  tlsUrl: string
  /**
   * The window's session cookie, obtained once through the one-time link `folio serve` prints (as
   * a browser does); its value is the key the benchmarks' API calls send.
   */
  windowCookie(): Promise<{ name: string; value: string }>
  pid: number
  /** Milliseconds from spawn to "Folio is serving": process start, module load, database open, listen. */
  startupMs: number
  /** Resident memory of the engine process now, in MB (Linux /proc). */
  rssMb(): number
  /** CPU seconds the engine process has used so far (Linux /proc; null where it cannot be read). */
  cpuSeconds(): number | null
  stop(): Promise<void>
}

/**
 * Runs `folio serve` in its own process, as an add-in on the same laptop would meet it; `cli` names
 * another build's bin/folio.js, for a benchmark that compares two builds in the same run.
 */
export async function startEngineProcess(dataDir: string, extraArgs: string[] = [], cli = CLI): Promise<EngineProcess> {
  if (cli === CLI && !existsSync(BUILT)) throw new Error('Build Folio first: npm run build')
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [cli, 'serve', '--data', dataDir, '--port', '0', '--tls-port', '0', '--rate-limit', 'off', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const [url, tlsUrl, link] = await new Promise<[string, string, string]>((resolve, reject) => {
    let out = ''
    child.stdout!.setEncoding('utf8')
    child.stdout!.on('data', (chunk: string) => {
      out += chunk
      const http = /Folio is serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1]
      const https = /Folio is serving (https:\/\/localhost:\d+)/.exec(out)?.[1]
      const window = /Open Folio in your browser: (\S+)/.exec(out)?.[1]
      if (http && https && window) resolve([http, https, window])
    })
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => (out += chunk))
    child.once('exit', (code) => reject(new Error(`folio serve exited with ${code}: ${out}`)))
  })
  const startupMs = performance.now() - started
  let cookie: Promise<{ name: string; value: string }> | null = null
  return {
    url,
    tlsUrl,
    windowCookie: () => (cookie ??= signIn(link)),
    pid: child.pid!,
    startupMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024
    },
    cpuSeconds: () => {
      try {
        // utime and stime, in clock ticks (100 per second), after the command name's closing parenthesis.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
        return (Number(fields[11]) + Number(fields[12])) / 100
      } catch {
        return null
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })
  }
}

async function signIn(link: string): Promise<{ name: string; value: string }> {
  const answer = await fetch(link, { redirect: 'manual' })
  const match = /^([^=]+)=([^;]+);/.exec(answer.headers.get('set-cookie') ?? '')
  if (!match) throw new Error(`the window link set no session cookie (${answer.status})`)
  return { name: match[1]!, value: match[2]! }
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 })

/**
 * A keep-alive HTTP call with little client overhead; resolves with status and body text. A string
 * or Buffer body is sent as it is (serialised once by the caller, so the client's own JSON work is
 * not timed; a Buffer, encoded once too, spares the UTF-8 encoding of a large body at each call).
 */
export function call(url: string, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: string }> {
  const target = new URL(path, url)
  const payload = body === undefined ? undefined : typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers: { 'x-api-key': key, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      }
    )
    req.on('error', reject)
    if (payload) req.write(payload)
    req.end()
  })
}
