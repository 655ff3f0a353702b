import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operations, type Operation, type OperationName, type ResponseOf } from '../../shared/api/operations'
import { recordConflict } from '../../electron/engine/db/queries/sync-conflicts'
import { runWriteNow } from '../../electron/engine/db/write'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { libraryParties, playbooks, seedWorkspaceWithLibrary, templates } from '../helpers/fixture-library'
import { contracts as c, users } from '../helpers/fixture-workspace'
import { PublishedApi, type Answer } from '../helpers/openapi-conformance'
import { buildTextBody } from '../fixtures/templates/bodies'

/**
 * Every operation of the engine, crawled over HTTP: its success and every 4xx the suite can
 * provoke, each answer checked against the schema, status and headers the published document
 * declares for it. An undeclared status, header or field fails. Over a socket, because the
 * document describes what a client generated from it receives on the wire.
 */
let t: TestEngine
let api: PublishedApi
const answers: Answer[] = []
const succeeded = new Set<string>()

interface Call {
  method: string
  path: string
  query?: Record<string, string>
  body?: string | FormData
  headers?: Record<string, string>
  key?: string | null
}

async function send(call: Call): Promise<Answer> {
  const url = call.path + (call.query ? `?${new URLSearchParams(call.query).toString()}` : '')
  const headers: Record<string, string> = { ...(call.key === null ? {} : { 'x-api-key': call.key ?? t.engine.sessionKey }), ...call.headers }
  if (typeof call.body === 'string') headers['content-type'] ??= 'application/json'
  const response = await fetch(t.url + url, { method: call.method, headers, ...(call.body === undefined ? {} : { body: call.body }) })
  const type = response.headers.get('content-type') ?? ''
  const body = type.startsWith('application/json') ? await response.text() : new Uint8Array(await response.arrayBuffer())
  const answer = { method: call.method, url, status: response.status, headers: response.headers, body }
  answers.push(answer)
  const path = api.pathOf(call.method, url)
  if (response.status === 200 && path) succeeded.add(`${call.method} ${path}`)
  return answer
}

const json = (value: unknown) => JSON.stringify(value)
const ndaValues = { purpose: 'evaluating a deal', discloser: { name: 'Acme', address: '1 Road' } }
const position = { order: 1, name: 'Law', keywords: [{ value: 'governing law', type: 'exact' }], ifNotFound: { compliant: false, status: 'missing' } }

/** A request each operation succeeds with, on the fixture workspace and library. */
async function successCalls(): Promise<Array<[OperationName, Omit<Call, 'method' | 'path'> & { params?: Record<string, string> }]>> {
  const docx = await buildTextBody('1. Governing law. This agreement is governed by English law.', 'Dear {{name}},')
  const files = new FormData()
  files.append('files', new Blob([docx]), 'crawl.docx')
  const template = new FormData()
  template.append('docx', new Blob([docx]), 'letter.docx')
  template.append('manifest', new Blob([json({ name: 'Letter', variables: [{ id: 'name' }] })]), 'letter.json')
  return [
    ['test', {}],
    ['getOpenApiDocument', {}],
    ['listContractStatuses', {}],
    ['listContracts', { query: { status: '1,5', 'property[governing_law]': 'New York' } }],
    ['listContractsV1', { query: { keyword: 'contract' } }],
    ['getContract', { params: { id: c.c1 } }],
    ['updateContractProperties', { params: { id: c.c9 }, body: json({ properties: { notice_period_days: 30 } }) }],
    ['updateContractStatus', { params: { id: c.c9 }, body: json({ status: 2 }) }],
    ['listParties', { query: { isEntity: 'true' } }],
    ['getParty', { params: { id: libraryParties.initech } }],
    ['listPartyAttributes', {}],
    ['listTemplates', {}],
    ['getTemplate', { params: { id: templates.nda } }],
    ['listProperties', {}],
    ['getProperty', { params: { idOrKey: 'governing_law' } }],
    ['listCategories', {}],
    ['listPlaybooks', {}],
    ['getPlaybook', { params: { id: playbooks.servicesV2 } }],
    ['listClauses', { query: { pagesize: '2' } }],
    ['listEmails', {}],
    ['getContractText', { params: { id: c.c1 }, query: { maxCharacters: '1000' } }],
    ['getContractTextV1', { params: { id: c.c1 } }],
    ['importContracts', { body: files }],
    ['downloadContract', { params: { id: 'IMPORTED' } }],
    ['searchContracts', { body: json({ query: 'governing law', contractIds: [c.c1, 'IMPORTED'] }) }],
    ['generateContract', { body: json({ templateId: templates.nda, values: ndaValues, options: { persist: true } }) }],
    ['matchPlaybook', { params: { id: playbooks.servicesV2 }, body: json({ paragraphs: ['This agreement is governed by English law.'] }) }],
    ['matchStoredContract', { params: { id: 'IMPORTED' }, body: json({ playbookId: playbooks.servicesV2 }) }],
    ['importPlaybook', { body: json({ playbook: { name: 'Crawl', positions: [position] } }) }],
    ['importTemplate', { body: template }],
    ['listOutbox', { query: { state: 'pending' } }],
    ['runSync', { query: { wait: 'true' } }],
    ['getSyncStatus', {}],
    ['getSyncConfig', {}],
    ['listSyncConflicts', {}],
    ['resolveSyncConflict', { params: { id: 'CONFLICT' }, body: json({ resolution: 'theirs' }) }],
    ['putSyncConfig', { body: json({ remoteUrl: 'SELF', apiKey: 'KEY' }) }],
    ['deleteSyncConfig', {}]
  ]
}

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 1000, windowMs: 60_000 }, listen: true })
  api = new PublishedApi(await t.call('getOpenApiDocument'))
})
afterAll(() => t.close())

function pathFor(name: OperationName, params: Record<string, string> = {}, v1 = false): string {
  const template = v1 ? operations[name].path.replace(/^\/v2\//, '/v1/') : operations[name].path
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => params[key] ?? 'aaaaaaaaaaaaaaaaaaaaaaaa')
}

describe('every operation, crawled', () => {
  it('answers its success as the document declares it, in /v2 and /v1', async () => {
    let imported = ''
    runWriteNow(t.engine.db, (tx) => recordConflict(tx, { contractId: c.c1, key: 'internal_note', base: 'a', mine: 'b', theirs: 'c', at: Date.now() }))
    const conflictId = String(t.engine.db.prepare('SELECT id FROM sync_conflicts').pluck().get())
    const remoteKey = t.keyFor(users.admin.email)
    for (const [name, input] of await successCalls()) {
      const params = Object.fromEntries(Object.entries(input.params ?? {}).map(([k, v]) => [k, v === 'IMPORTED' ? imported : v === 'CONFLICT' ? conflictId : v]))
      const body = typeof input.body === 'string' ? input.body.replaceAll('IMPORTED', imported).replace('"SELF"', json(t.url)).replace('"KEY"', json(remoteKey)) : input.body
      const operation = operations[name]
      // The /v1 twin the engine serves under the same name with a V1 suffix.
      const twin = operation.path.replace(/^\/v2\//, '/v1/')
      const twins = twin !== operation.path && !Object.values(operations).some((o) => o.path === twin) && api.document.paths[twin]?.[operation.method.toLowerCase()] !== undefined
      for (const v1 of twins ? [false, true] : [false]) {
        const answer = await send({ method: operation.method, path: pathFor(name, params, v1), ...(input.query ? { query: input.query } : {}), ...(body === undefined ? {} : { body }) })
        expect(answer.status, `${name}${v1 ? 'V1' : ''}: ${typeof answer.body === 'string' ? answer.body : ''}`).toBe(200)
        if (name === 'importContracts' && typeof answer.body === 'string') {
          const body: ResponseOf<'importContracts'> = JSON.parse(answer.body)
          imported = body.imported[0]?.id ?? ''
        }
      }
    }
    // Every operation crawled here, and its /v1 twin, answered its success.
    const crawled = new Set((await successCalls()).map(([name]) => name))
    const expected = Object.entries(api.document.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([m, op]) => (crawled.has(String((op as { operationId?: string }).operationId).replace(/V1$/, '') as OperationName) ? [`${m.toUpperCase()} ${path}`] : []))
    )
    expect([...succeeded].sort()).toEqual(expected.sort())
  })

  // Path parameters that are names, not ids: 'not-an-id' is a well-formed one that names nothing.
  const KEYS_NOT_IDS = new Set<string>(['getProperty', 'getDocumentJob', 'cancelDocumentJob'])

  it('answers the refusals the suite can provoke as the document declares them', async () => {
    const lite = t.keyFor(users.lite.email, { scopes: ['contracts:write'] })
    for (const [name, described] of Object.entries(operations)) {
      const operation: Operation = described
      const path = pathFor(name as OperationName)
      const base = { method: operation.method, path }
      const upload = name === 'importContracts' || name === 'importTemplate'
      const jsonBody = upload ? { body: new FormData() } : operation.body ? { body: '{}' } : {}
      // Apps ask for a pairing, and poll it, without a key.
      if (name !== 'createPairing' && name !== 'pollPairing') expect((await send({ ...base, ...jsonBody, key: null })).status, name).toBe(403)
      expect((await send({ ...base, ...jsonBody, query: { surely: 'unknown' } })).status, name).toBe(400)
      if (operation.params) {
        expect((await send({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id') })).status, name).toBe(KEYS_NOT_IDS.has(name) ? 404 : 400)
        expect((await send({ ...base, ...jsonBody, path: path.replace('aaaaaaaaaaaaaaaaaaaaaaaa', 'a'.repeat(600)) })).status, name).toBe(400)
      }
      if (operation.body) {
        expect((await send({ ...base, body: '{"unclosed' })).status, name).toBe(400)
        expect((await send({ ...base, body: 'plain words', headers: { 'content-type': 'text/plain' } })).status, name).toBe(415)
        expect((await send({ ...base, body: `{"x":"${'y'.repeat(33 * 1024 * 1024)}"}` })).status, name).toBe(413)
      }
      if (upload) {
        expect((await send({ ...base, body: '{}' })).status, name).toBe(415)
        expect((await send({ ...base, body: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } })).status, name).toBe(400)
        expect((await send({ ...base, body: new FormData(), key: lite })).status, name).toBe(403)
      }
    }
    expect((await send({ method: 'GET', path: `/v2/contracts/${c.c12.replace(/.$/, 'f')}` })).status).toBe(404)
    expect((await send({ method: 'POST', path: '/v2/contracts/generate', body: json({ templateId: templates.nda, values: ndaValues, options: { persist: false } }) })).status).toBe(503)
    expect((await send({ method: 'GET', path: `/v2/clauses`, key: t.keyFor(users.lite.email) })).status).toBe(403)
  })

  it('answers 409 while another process holds the workspace, and 429 past the rate limit, as declared', async () => {
    const other = new Database(t.engine.db.name)
    other.exec('BEGIN IMMEDIATE')
    try {
      expect((await send({ method: 'PUT', path: `/v2/contracts/${c.c9}/status`, body: json({ status: 3 }) })).status).toBe(409)
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    const limited = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 1, windowMs: 60_000 }, listen: true })
    try {
      const key = limited.keyFor(users.admin.email)
      for (let i = 0; i < 2; i++) {
        const r = await fetch(`${limited.url}/v2/test`, { headers: { 'x-api-key': key } })
        answers.push({ method: 'GET', url: '/v2/test', status: r.status, headers: r.headers, body: await r.text() })
      }
      expect(answers.at(-1)?.status).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('every answer above conforms to the document', () => {
    const problems = answers.flatMap((answer) => api.check(answer))
    expect(problems).toEqual([])
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 400, 403, 404, 409, 413, 415, 429, 503]))
  })
})
