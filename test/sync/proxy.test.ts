import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FaultProxy, type Fault, type FaultPlan } from './harness/proxy'

let target: Server
let targetUrl: string

beforeAll(async () => {
  target = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const body = JSON.stringify({ path: req.url, padding: 'x'.repeat(2000) })
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', () => resolve()))
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())))

const plan: FaultPlan = { seed: 7, rates: { '429': 0.15, '500': 0.15, 'drop-mid-body': 0.15, slow: 0.1 }, slowMs: 5 }

async function faultsFor(paths: string[], concurrent: boolean): Promise<Map<string, Array<Fault | null>>> {
  const proxy = await FaultProxy.start(targetUrl)
  proxy.setPlan(plan)
  const call = (path: string) => fetch(proxy.url + path).then((r) => r.text()).catch(() => 'dropped')
  if (concurrent) await Promise.all(paths.map(call))
  else for (const path of paths) await call(path)
  const out = new Map<string, Array<Fault | null>>()
  for (const entry of proxy.log) out.set(entry.path, [...(out.get(entry.path) ?? []), entry.fault])
  await proxy.close()
  return out
}

describe('the fault-injecting proxy', () => {
  it('gives the n-th occurrence of a request the same fate for a seed, whatever order requests arrive in', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/v2/contracts/${i % 20}`)
    const sequential = await faultsFor(paths, false)
    const concurrent = await faultsFor([...paths].reverse(), true)
    expect([...concurrent.keys()].sort()).toEqual([...sequential.keys()].sort())
    for (const [path, faults] of sequential) expect([...(concurrent.get(path) ?? [])].sort()).toEqual([...faults].sort())
    const all = [...sequential.values()].flat()
    expect(new Set(all)).toEqual(new Set([null, '429', '500', 'drop-mid-body', 'slow']))
  })

  it('refuses connections while offline and accepts them again on the same address', async () => {
    const proxy = await FaultProxy.start(targetUrl)
    const url = proxy.url
    await proxy.setOffline(true)
    const refused = await fetch(`${url}/v2/test`).catch((error: unknown) => (error as { cause?: { code?: string } }).cause?.code)
    expect(refused).toBe('ECONNREFUSED')
    await proxy.setOffline(false)
    expect(proxy.url).toBe(url)
    expect((await fetch(`${url}/v2/test`)).status).toBe(200)
    await proxy.close()
  })
})
