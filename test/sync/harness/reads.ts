import { createHash } from 'node:crypto'
import { ApiCallError, type Client } from '../../../shared/api/client'
import type { ErrorBody } from '../../../shared/api/common'
import type { QueryOf } from '../../../shared/api/operations'
import { wholeText } from '../../helpers/contract-text'

/**
 * Fields that differ between the local engine and the service by design (README, "Sync"):
 * - `url` is a link into the application that served the answer;
 * - the contract list's `cursor` is opaque and encodes the engine's own change log position.
 * Everything else must be equal.
 */
export function withoutLocalFields(value: unknown, contractList = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutLocalFields(v, contractList))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      if (k === 'url') continue
      if (k === 'cursor' && contractList) continue
      out[k] = withoutLocalFields(v, contractList)
    }
    return out
  }
  return value
}

/** What a comparison keeps of an answer: its status and body. */
const seen = ({ status, body }: { status: number; body: unknown }) => ({ status, body })

interface Paged {
  pagination: { hasMore: boolean; cursor: string | null }
}
type PageAnswer<P> = { ok: true; status: number; body: P } | { ok: false; status: number; body: ErrorBody }

/** Every page of a list, following the engine's own cursors; each page is recorded as `label #n`. */
async function walk<P extends Paged, T>(
  into: Map<string, unknown>,
  label: string,
  page: (cursor: string | undefined) => Promise<PageAnswer<P>>,
  rows: (body: P) => T[],
  contractList = false
): Promise<T[]> {
  const items: T[] = []
  let cursor: string | undefined
  for (let n = 1; n < 500; n++) {
    const answer = await page(cursor)
    into.set(`${label} #${n}`, withoutLocalFields(seen(answer), contractList))
    if (!answer.ok) break
    items.push(...rows(answer.body))
    const { hasMore, cursor: next } = answer.body.pagination
    if (!hasMore || !next) break
    cursor = next
  }
  return items
}

/**
 * Everything a client can read through /v2 (and the /v1 list), keyed by request: lists walked
 * page by page in several orders and filters, every detail, every text in both shapes, every
 * file (its digest, type and name), searches and playbook matches. Two engines holding the same
 * data answer identical maps.
 */
export async function readEverything(api: Client): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>()
  out.set('listContractStatuses', withoutLocalFields(seen(await api.send('listContractStatuses'))))
  out.set('listPartyAttributes', withoutLocalFields(seen(await api.send('listPartyAttributes'))))
  out.set('listTemplates', withoutLocalFields(seen(await api.send('listTemplates'))))
  out.set('listProperties', withoutLocalFields(seen(await api.send('listProperties'))))
  out.set('listCategories', withoutLocalFields(seen(await api.send('listCategories'))))

  const contractQueries: Array<QueryOf<'listContracts'>> = [
    { pagesize: 40 },
    { sort: 'updatedAt', order: 'asc', pagesize: 60 },
    { sort: 'renewalAnchorDate', order: 'asc', pagesize: 60 },
    { status: '2,3,4', pagesize: 25 },
    { type: 'template', pagesize: 200 },
    { keyword: 'agreement', pagesize: 200 },
    { renewalState: 'active', sort: 'renewalAnchorDate', pagesize: 200 },
    { expirationAfter: '2020-01-01', order: 'asc', pagesize: 200 }
  ]
  const listed: string[][] = []
  for (const query of contractQueries) {
    const contracts = await walk(out, `listContracts ${JSON.stringify(query)}`, (cursor) => api.send('listContracts', { query: { ...query, cursor } }), (body) => body.contracts, true)
    listed.push(contracts.map((c) => c.id))
  }
  await walk(out, 'listContractsV1 {"pagesize":100}', (cursor) => api.send('listContractsV1', { query: { pagesize: 100, cursor } }), (body) => body.contracts, true)

  const contracts = listed[0] ?? []
  for (const id of contracts) {
    out.set(`getContract ${id}`, withoutLocalFields(seen(await api.send('getContract', { params: { id } }))))
    out.set(`getContractText ${id}`, seen(await api.send('getContractText', { params: { id } })))
    await walk(out, `getContractText ${id} evidence`, (textCursor) => evidencePage(api, id, textCursor), () => [])
    out.set(`downloadContract ${id}`, await downloaded(api, id))
  }
  const firstFifty = contracts.slice(0, 50)
  for (const query of ['termination', 'confidential information', 'liability']) {
    out.set(`searchContracts ${query}`, withoutLocalFields(seen(await api.send('searchContracts', { body: { query, contractIds: firstFifty, limit: 20 } }))))
  }

  const parties = await walk(out, 'listParties {"pagesize":50}', (cursor) => api.send('listParties', { query: { pagesize: 50, cursor } }), (body) => body.parties)
  await walk(out, 'listParties harbour', (cursor) => api.send('listParties', { query: { order: 'asc', keyword: 'harbour', pagesize: 50, cursor } }), (body) => body.parties)
  for (const { id } of parties) out.set(`getParty ${id}`, seen(await api.send('getParty', { params: { id } })))
  for (const { id } of await api.call('listTemplates')) out.set(`getTemplate ${id}`, seen(await api.send('getTemplate', { params: { id } })))
  for (const { id, key } of (await api.call('listProperties')).properties) out.set(`getProperty ${key}`, seen(await api.send('getProperty', { params: { idOrKey: id } })))
  const playbooks = await walk(out, 'listPlaybooks {"pagesize":50}', (cursor) => api.send('listPlaybooks', { query: { pagesize: 50, cursor } }), (body) => body.playbooks)
  const sample = contracts[0] === undefined ? [] : (await wholeText(api, contracts[0])).text
  for (const { id } of playbooks) {
    out.set(`getPlaybook ${id}`, seen(await api.send('getPlaybook', { params: { id } })))
    out.set(`matchPlaybook ${id}`, seen(await api.send('matchPlaybook', { params: { id }, body: { paragraphs: sample } })))
  }
  await walk(out, 'listClauses {"pagesize":20}', (cursor) => api.send('listClauses', { query: { pagesize: 20, cursor } }), (body) => body.clauses)
  await walk(out, 'listEmails {"pagesize":30}', (cursor) => api.send('listEmails', { query: { pagesize: 30, cursor } }), (body) => body.emails)
  return out
}

/** One page of a contract's evidence, narrowed from the text answer's two shapes. */
async function evidencePage(api: Client, id: string, textCursor: string | undefined) {
  const answer = await api.send('getContractText', { params: { id }, query: { maxCharacters: 4000, textCursor } })
  if (!answer.ok) return answer
  if (!('paragraphs' in answer.body)) throw new Error(`expected a page of evidence for ${id}, got the whole text`)
  return { ...answer, body: answer.body }
}

/** A contract's file as a comparison sees it: its name, type and digest, or the refusal. */
async function downloaded(api: Client, id: string): Promise<unknown> {
  try {
    const file = await api.download('downloadContract', { params: { id } })
    return { status: 200, type: file.contentType, fileName: file.fileName, sha256: createHash('sha256').update(file.bytes).digest('hex') }
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error
    return { status: error.status, type: error.headers?.get('content-type') ?? null, error: error.error, message: error.message }
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
