import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedWorkspaceWithLibrary } from '../helpers/fixture-library'
import { contracts as c, users } from '../helpers/fixture-workspace'
import { refusalCalls, sendCall, successCall, type Call } from '../helpers/crawl-calls'
import { PublishedApi, type Answer } from '../helpers/openapi-conformance'
import { documentOperations, prepareRecords, roundTripped, successInputs, type RoundTripped } from '../helpers/operation-inputs'

/**
 * Every operation of the engine, crawled over HTTP: its success and every 4xx the suite can
 * provoke, each answer checked against the schema, status and headers the published document
 * declares for it. An undeclared status, header or field fails.
 */
// Trusting the engine's certificate writes to this user's NSS database: a temporary one.
process.env.HOME = tempDir('folio-home-')

let t: TestEngine
let api: PublishedApi
const answers: Answer[] = []
const succeeded = new Set<string>()

async function send(call: Call): Promise<Answer> {
  const answer = await sendCall(t.url, t.engine.sessionKey, call)
  answers.push(answer)
  const path = api.pathOf(call.method, answer.url)
  if (answer.status >= 200 && answer.status < 300 && path) succeeded.add(`${call.method} ${path}`)
  return answer
}

const json = (value: unknown) => JSON.stringify(value)

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 1000, windowMs: 60_000 }, listen: true, tlsPort: 0 })
  api = new PublishedApi(await t.call('getOpenApiDocument'))
})
afterAll(() => t.close())

describe('every operation, crawled', () => {
  it('answers every operation’s success as the document declares it, in /v2, /v1 and /local', async () => {
    const inputs = successInputs(await prepareRecords(t))
    const served = roundTripped(documentOperations(api.document))
    for (const name of Object.keys(inputs) as RoundTripped[]) {
      for (const operation of served.filter((o) => o.name === name)) {
        const answer = await send(successCall(operation, inputs[name]))
        expect(answer.status, `${operation.operationId}: ${typeof answer.body === 'string' ? answer.body : ''}`).toBe(operation.status)
      }
    }
    expect([...succeeded].sort()).toEqual(served.map((o) => `${o.method} ${o.path}`).sort())
  })

  it('answers the refusals the suite can provoke as the document declares them', async () => {
    for (const refusal of refusalCalls(t)) expect((await send(refusal.call)).status, refusal.label).toBe(refusal.status)
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
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 201, 400, 403, 404, 409, 413, 415, 429, 503]))
  })
})
