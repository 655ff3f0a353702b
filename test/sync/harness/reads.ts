import { createHash } from 'node:crypto'
import type { TestEngine } from '../../helpers/engine'

/**
 * Fields that differ between the local engine and the service by design (README, "Sync"):
 * - `url` is a link into the application that served the answer;
 * - the contract list's `cursor` is opaque and encodes the engine's own change log position.
 * Everything else must be equal.
 */
export function withoutLocalFields(value: unknown, path = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutLocalFields(v, path))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (k === 'url') continue
      if (k === 'cursor' && path.startsWith('/v') && path.includes('/contracts?')) continue
      out[k] = withoutLocalFields(v, path)
    }
    return out
  }
  return value
}

interface Reader {
  engine: TestEngine
  key: string
}

async function get(reader: Reader, path: string): Promise<{ status: number; body: unknown }> {
  const r = await reader.engine.get(path, { key: reader.key })
  return { status: r.status, body: r.body }
}

async function post(reader: Reader, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const r = await reader.engine.request('POST', path, { key: reader.key, body })
  return { status: r.status, body: r.body }
}

/** Every page of a list, following the engine's own cursors. */
async function walk(reader: Reader, path: string, listKey: string, into: Map<string, unknown>): Promise<unknown[]> {
  const items: unknown[] = []
  let cursor: string | null = null
  for (let page = 1; page < 500; page++) {
    const sep = path.includes('?') ? '&' : '?'
    const r = await get(reader, cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path)
    into.set(`${path} #${page}`, withoutLocalFields(r, path))
    const body = r.body as Record<string, unknown> & { pagination?: { hasMore: boolean; cursor: string | null } }
    items.push(...((body[listKey] as unknown[] | undefined) ?? []))
    if (!body.pagination?.hasMore || !body.pagination.cursor) break
    cursor = body.pagination.cursor
  }
  return items
}

const ids = (items: unknown[]) => items.map((i) => (i as { id: string }).id)

/**
 * Everything a client can read through /v2 (and the /v1 list), keyed by request: lists walked
 * page by page in several orders and filters, every detail, every text in both shapes, every
 * file (its digest, type and name), searches and playbook matches. Two engines holding the same
 * data answer identical maps.
 */
export async function readEverything(engine: TestEngine, key: string): Promise<Map<string, unknown>> {
  const reader = { engine, key }
  const out = new Map<string, unknown>()
  const simple = ['/v2/contract-statuses', '/v2/party-attributes', '/v2/templates', '/v2/properties', '/v2/categories']
  for (const path of simple) out.set(path, withoutLocalFields(await get(reader, path), path))

  const contracts = await walk(reader, '/v2/contracts?pagesize=40', 'contracts', out)
  for (const query of [
    'sort=updatedAt&order=asc&pagesize=60',
    'sort=renewalAnchorDate&order=asc&pagesize=60',
    'status=2,3,4&pagesize=25',
    'type=template&pagesize=200',
    'keyword=agreement&pagesize=200',
    'renewalState=active&sort=renewalAnchorDate&pagesize=200',
    'expirationAfter=2020-01-01&order=asc&pagesize=200'
  ]) {
    await walk(reader, `/v2/contracts?${query}`, 'contracts', out)
  }
  await walk(reader, '/v1/contracts?pagesize=100', 'contracts', out)

  for (const id of ids(contracts)) {
    out.set(`/v2/contracts/${id}`, withoutLocalFields(await get(reader, `/v2/contracts/${id}`)))
    out.set(`/v2/contracts/${id}/text`, await get(reader, `/v2/contracts/${id}/text`))
    await walkText(reader, id, out)
    const file = await engine.request('GET', `/v2/contracts/${id}/download`, { key })
    out.set(`/v2/contracts/${id}/download`, {
      status: file.status,
      type: file.headers.get('content-type'),
      disposition: file.headers.get('content-disposition'),
      sha256: createHash('sha256').update(typeof file.body === 'string' ? file.body : JSON.stringify(file.body)).digest('hex')
    })
  }
  const firstFifty = ids(contracts).slice(0, 50)
  for (const query of ['termination', 'confidential information', 'liability']) {
    out.set(`search ${query}`, withoutLocalFields(await post(reader, '/v2/contracts/search', { query, contractIds: firstFifty, limit: 20 })))
  }

  const parties = await walk(reader, '/v2/parties?pagesize=50', 'parties', out)
  await walk(reader, '/v2/parties?order=asc&keyword=harbour&pagesize=50', 'parties', out)
  for (const id of ids(parties)) out.set(`/v2/parties/${id}`, await get(reader, `/v2/parties/${id}`))
  const templates = (await get(reader, '/v2/templates')).body as Array<{ id: string }>
  for (const t of templates) out.set(`/v2/templates/${t.id}`, await get(reader, `/v2/templates/${t.id}`))
  const properties = ((await get(reader, '/v2/properties')).body as { properties: Array<{ id: string; key: string }> }).properties
  for (const p of properties) out.set(`/v2/properties/${p.key}`, await get(reader, `/v2/properties/${p.id}`))
  const playbooks = await walk(reader, '/v2/playbooks?pagesize=50', 'playbooks', out)
  const sample = ((await get(reader, `/v2/contracts/${ids(contracts)[0]}/text`)).body as { text: string[] }).text
  for (const id of ids(playbooks)) {
    out.set(`/v2/playbooks/${id}`, await get(reader, `/v2/playbooks/${id}`))
    out.set(`match ${id}`, await post(reader, `/v2/playbooks/${id}/match`, { paragraphs: sample }))
  }
  await walk(reader, '/v2/clauses?pagesize=20', 'clauses', out)
  await walk(reader, '/v2/emails?pagesize=30', 'emails', out)
  return out
}

async function walkText(reader: Reader, id: string, out: Map<string, unknown>): Promise<void> {
  let cursor: string | null = null
  for (let page = 1; page < 200; page++) {
    const path = `/v2/contracts/${id}/text?maxCharacters=4000${cursor ? `&textCursor=${encodeURIComponent(cursor)}` : ''}`
    const r = await get(reader, path)
    out.set(`/v2/contracts/${id}/text evidence #${page}`, withoutLocalFields(r))
    const body = r.body as { pagination?: { hasMore: boolean; cursor: string | null } }
    if (!body.pagination?.hasMore || !body.pagination.cursor) return
    cursor = body.pagination.cursor
  }
}

/** The keys whose answers differ, with both answers: what a failing comparison prints. */
export function differences(local: Map<string, unknown>, remote: Map<string, unknown>): Array<{ request: string; local: unknown; remote: unknown }> {
  const out: Array<{ request: string; local: unknown; remote: unknown }> = []
  for (const key of new Set([...local.keys(), ...remote.keys()])) {
    const a = JSON.stringify(local.get(key))
    const b = JSON.stringify(remote.get(key))
    if (a !== b) out.push({ request: key, local: local.get(key), remote: remote.get(key) })
  }
  return out
}
