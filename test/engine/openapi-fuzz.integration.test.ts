import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { fuzzOperations, type FuzzOperation, type FuzzRequest, type KnownValues } from '../helpers/api-fuzz'
import { libraryParties, playbooks, seedWorkspaceWithLibrary, templates } from '../helpers/fixture-library'
import { contracts } from '../helpers/fixture-workspace'
import { PublishedApi, type Answer } from '../helpers/openapi-conformance'

/**
 * Requests drawn from the document's own request schemas, for every operation, valid and
 * deliberately invalid: nothing answers 5xx, every answer conforms to the document, a valid
 * request is refused with a 400 only for a reason the document states for that operation (or a
 * declared 503 for what this engine cannot offer now), an invalid one is refused with a 4xx and the
 * error body, and the workspace stays sound. Seeded and
 * bounded here; `npm run bench -- --only fuzz` runs many more. The drawn requests are raw (any
 * header, body or parameter, typed by no operation) and go over a socket, as a generated client's
 * would: every header on the wire is checked against the document.
 */
const RUNS = 12
const SEED = 1616

let t: TestEngine
let api: PublishedApi
let fuzzed: FuzzOperation[]

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, listen: true })
  api = new PublishedApi(await t.call('getOpenApiDocument'))
  // Operations whose valid requests reach out to the network (connecting to, or syncing with, a
  // company service at a drawn URL) are drawn only invalid.
  fuzzed = fuzzOperations(api.document, knownRecords)
})
afterAll(() => t.close())

/** Ids of the fixture's records, drawn beside random ones so that valid requests reach real data. */
const knownRecords: KnownValues = (path, parameter) => {
  if (parameter === 'idOrKey') return ['governing_law', 'end_date', 'contract_value']
  if (parameter !== 'id') return []
  if (path.includes('/contracts/')) return Object.values(contracts)
  if (path.includes('/templates/')) return Object.values(templates)
  if (path.includes('/playbooks/')) return Object.values(playbooks)
  if (path.includes('/parties/')) return Object.values(libraryParties)
  return []
}

const OFFLINE_ONLY = new Set(['putSyncConfig', 'runSync'])

async function send(request: FuzzRequest): Promise<Answer> {
  const response = await fetch(t.url + request.url, {
    method: request.method,
    headers: { 'x-api-key': t.engine.sessionKey, ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body })
  })
  const type = response.headers.get('content-type') ?? ''
  const body = type.startsWith('application/json') ? await response.text() : new Uint8Array(await response.arrayBuffer())
  return { method: request.method, url: request.url, status: response.status, headers: response.headers, body }
}

/** The reasons the document gives for refusing a request its schemas admit (the data it names does not fit). */
function statedRefusals(request: FuzzRequest): RegExp[] {
  const described = api.operation(request.method, request.path)
  const refusals = described['x-folio-refusals']
  return Array.isArray(refusals) ? refusals.map((r) => new RegExp(String(r))) : []
}

function messageOf(answer: Answer): string {
  const text = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body)
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null && 'message' in parsed ? String(parsed.message) : text
  } catch {
    return text
  }
}

describe('requests drawn from the document', () => {
  it('valid ones are answered as declared, refused only for the reasons the document states', async () => {
    for (const operation of fuzzed.filter((o) => !OFFLINE_ONLY.has(o.operationId) && !o.takesUpload)) {
      await fc.assert(
        fc.asyncProperty(operation.valid, async (request) => {
          const answer = await send(request)
          expect(api.check(answer), `${request.method} ${request.url}`).toEqual([])
          // 503 is the declared answer of what this engine cannot offer now (https, the company service).
          expect(answer.status === 503 || answer.status < 500, `${request.method} ${request.url} ${request.body ?? ''}: ${answer.status}`).toBe(true)
          if (answer.status === 400) {
            const message = messageOf(answer)
            expect(statedRefusals(request).some((r) => r.test(message)), `${operation.operationId}: ${message}`).toBe(true)
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true }
      )
    }
  })

  it('invalid ones are refused with a 4xx and the error body, as declared', async () => {
    for (const operation of fuzzed) {
      await fc.assert(
        fc.asyncProperty(operation.invalid, async (request) => {
          const answer = await send(request)
          expect(answer.status, `${request.method} ${request.url} ${request.body ?? ''}`).toBeGreaterThanOrEqual(400)
          expect(answer.status, `${request.method} ${request.url} ${request.body ?? ''}`).toBeLessThan(500)
          expect(api.check(answer), `${request.method} ${request.url}`).toEqual([])
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true }
      )
    }
  })

  it('leave the workspace sound', () => {
    expect(t.engine.db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }])
    expect(t.engine.db.pragma('foreign_key_check')).toEqual([])
  })
})
