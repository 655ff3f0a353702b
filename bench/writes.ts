import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { createEngine } from '../electron/engine/index'
import { updateContractProperties } from '../electron/engine/services/contracts/update-properties'
import { call, startEngineProcess } from './lib/engine-process'
import { printTable, type BenchRow } from './lib/report'
import { benchDir, seedWriteWorkspace } from './lib/workspace'

const WRITES = 2000

/** Property writes per second over HTTP (issue #6): one contract or spread, 1 or 8 clients. */
export async function run(): Promise<BenchRow[]> {
  const dataDir = benchDir('writes')
  const { contractIds, key } = seedWriteWorkspace(dataDir, 1000)
  const engine = await startEngineProcess(dataDir)
  const rows: BenchRow[] = []
  try {
    let counter = 0
    const write = async (contractId: string) => {
      const r = await call(engine.url, 'PUT', `/v2/contracts/${contractId}/properties`, key, {
        properties: { contract_value: ++counter, notice_period_days: counter % 90 }
      })
      if (r.status !== 200) throw new Error(`write failed: ${r.status} ${r.body}`)
    }
    const measure = async (clients: number, pick: (i: number) => string) => {
      for (let i = 0; i < 50; i++) await write(pick(i))
      let next = 0
      started = performance.now()
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (next < WRITES) await write(pick(next++))
        })
      )
      return WRITES / ((performance.now() - started) / 1000)
    }
    // The ceiling sequential writes over HTTP can reach on this machine: round trips of the
    // cheapest authenticated request with the same client, nothing written.
    for (let i = 0; i < 200; i++) await call(engine.url, 'GET', '/v2/test', key)
    let started = performance.now()
    for (let i = 0; i < WRITES; i++) await call(engine.url, 'GET', '/v2/test', key)
    const roundTrips = WRITES / ((performance.now() - started) / 1000)
    rows.push({ name: 'round trips/s, GET /v2/test, same client (the HTTP ceiling)', ours: `${roundTrips.toFixed(0)}/s`, baseline: '', target: '', ok: null })
    const inProcess = await measureInProcess(dataDir, contractIds)
    const baseline = `${inProcess.toFixed(0)}/s in-process, no HTTP`
    const cases: Array<[string, number, (i: number) => string, boolean]> = [
      ['writes/s, one contract, sequential', 1, () => contractIds[0]!, true],
      ['writes/s, 1000 contracts, sequential', 1, (i) => contractIds[i % 1000]!, true],
      ['writes/s, one contract, 8 clients', 8, () => contractIds[1]!, false],
      ['writes/s, 1000 contracts, 8 clients', 8, (i) => contractIds[(i * 7) % 1000]!, false]
    ]
    for (const [name, clients, pick, targeted] of cases) {
      const perSecond = await measure(clients, pick)
      rows.push({ name, ours: `${perSecond.toFixed(0)}/s`, baseline, target: targeted ? '≥ 2000/s' : '', ok: targeted ? perSecond >= 2000 : null })
    }
  } finally {
    await engine.stop()
  }
  return rows
}

/** The same write through the engine's service, without HTTP: what the transaction itself costs. */
async function measureInProcess(dataDir: string, contractIds: string[]): Promise<number> {
  const engine = await createEngine({ dataDir, port: 0 })
  const auth = engine.ctx.keys.authenticate(engine.sessionKey, Date.now())
  if (typeof auth === 'string') throw new Error(auth)
  try {
    const started = performance.now()
    for (let i = 0; i < WRITES; i++) {
      await updateContractProperties(engine.ctx, auth, contractIds[i % 1000]!, { contract_value: i, notice_period_days: i % 90 })
    }
    return WRITES / ((performance.now() - started) / 1000)
  } finally {
    await engine.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) printTable('Property writes (issue #6)', await run())
