import { readFileSync } from 'node:fs'
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { startEngineProcess } from './lib/engine-process'
import { ms, printTable, type BenchRow } from './lib/report'
import { summarise, type Timing } from './lib/stats'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

const FRESH = 300
const KEPT_ALIVE = 3000
const WARMUP = 100

type Get = (agent: HttpAgent | HttpsAgent | false) => Promise<void>

/**
 * HTTPS on loopback: what an add-in pays for https. A fresh connection (TCP, the TLS
 * handshake, then GET /v2/test) beside the same over plain http, and GET /v2/test on a kept-alive
 * connection over both. The engine runs as `folio serve`; the client trusts only Folio's
 * certificate, as an add-in's browser does once it is trusted.
 */
export async function run(): Promise<BenchRow[]> {
  const dataDir = benchDir('tls')
  const { key } = seedWriteWorkspace(dataDir, 10)
  const engine = await startEngineProcess(dataDir)
  const ca = readFileSync(join(dataDir, 'tls', 'localhost.crt'), 'utf8')
  try {
    const http = new URL(engine.url)
    const https = new URL(engine.tlsUrl)
    const overHttp: Get = (agent) => get((done) => httpRequest({ host: http.hostname, port: http.port, path: '/v2/test', headers: { 'x-api-key': key }, agent }, done))
    const overHttps: Get = (agent) =>
      get((done) => httpsRequest({ host: https.hostname, servername: 'localhost', port: https.port, path: '/v2/test', headers: { 'x-api-key': key }, ca, agent }, done))

    const fresh = await alternate(overHttps, overHttp, () => false, FRESH)
    const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 1, ca })
    const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 1 })
    const kept = await alternate(overHttps, overHttp, (tls) => (tls ? httpsAgent : httpAgent), KEPT_ALIVE)
    httpsAgent.destroy()
    httpAgent.destroy()
    const ratio = kept.ours.p50 / kept.baseline.p50
    return [
      {
        name: 'TLS handshake + GET /v2/test, fresh connection',
        ours: `p50 ${ms(fresh.ours.p50)} · p95 ${ms(fresh.ours.p95)}`,
        baseline: `http, fresh connection p50 ${ms(fresh.baseline.p50)}`,
        target: '',
        ok: null
      },
      {
        name: 'GET /v2/test on a kept-alive TLS connection',
        ours: `p50 ${ms(kept.ours.p50)} · p95 ${ms(kept.ours.p95)} (${ratio.toFixed(2)}×)`,
        baseline: `http, kept-alive p50 ${ms(kept.baseline.p50)}`,
        target: 'p50 ≤ 1.3× http',
        ok: ratio <= 1.3
      }
    ]
  } finally {
    await engine.stop()
  }
}

function get(send: (done: (response: IncomingMessage) => void) => ClientRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = send((response) => {
      if (response.statusCode !== 200) reject(new Error(`GET /v2/test answered ${response.statusCode}`))
      response.resume()
      response.on('end', () => resolve())
    })
    request.on('error', reject)
    request.end()
  })
}

/** Times https and http requests one after the other, so both see the same machine load. */
async function alternate(tls: Get, plain: Get, agentFor: (tls: boolean) => HttpAgent | HttpsAgent | false, runs: number): Promise<{ ours: Timing; baseline: Timing }> {
  for (let i = 0; i < WARMUP; i++) {
    await tls(agentFor(true))
    await plain(agentFor(false))
  }
  const ours: number[] = []
  const baseline: number[] = []
  for (let i = 0; i < runs; i++) {
    let started = performance.now()
    await tls(agentFor(true))
    ours.push(performance.now() - started)
    started = performance.now()
    await plain(agentFor(false))
    baseline.push(performance.now() - started)
  }
  return { ours: summarise(ours), baseline: summarise(baseline) }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTable('HTTPS on loopback for Office add-ins', await run())
