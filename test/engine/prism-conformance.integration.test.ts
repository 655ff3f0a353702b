import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refusalCalls, sendCall, successCall, type Call } from '../helpers/crawl-calls'
import { startTestEngine, tempDir, type TestEngine } from '../helpers/engine'
import { seedWorkspaceWithLibrary } from '../helpers/fixture-library'
import { documentOperations, prepareRecords, roundTripped, successInputs, type RoundTripped } from '../helpers/operation-inputs'
import type { OpenApiDocument } from '../../shared/api/general'

/**
 * An independent reading of the published document: Stoplight Prism, a validating proxy nobody
 * here wrote, stands between the crawl and the engine and reports every request and answer the
 * document does not describe (its `sl-violations` header). The crawl's own checker
 * (test/helpers/openapi-conformance.ts) reads the document as we understand it; Prism reads it as
 * the OpenAPI tooling clients are generated with does.
 */
process.env.HOME = tempDir('folio-home-')

const PRISM = join(process.cwd(), 'node_modules', '.bin', 'prism')
const PRISM_START_MS = 30_000

/**
 * The requests Prism cannot carry, declared once with the reason; the crawl
 * (test/engine/openapi-crawl.test.ts) proves the engine's answer to each of them. Prism reads a
 * request's body itself before it validates and forwards it: as JSON (at most 10 MB) when it says
 * it is JSON, else as UTF-8 text.
 */
const NOT_THROUGH_PRISM: ReadonlyArray<{ reason: string; applies: (call: Call) => boolean }> = [
  { reason: 'a JSON body that does not parse is refused by Prism itself, before the engine', applies: (call) => call.body === '{"unclosed' },
  { reason: 'a body over 10 MB is refused by Prism itself, before the engine', applies: (call) => typeof call.body === 'string' && call.body.length > 10 * 1024 * 1024 },
  {
    reason: 'an upload of a file reaches the engine damaged (Prism re-encodes the multipart body as UTF-8 text), and Prism reads a one-file part as a string where the document declares an array of files',
    applies: (call) => call.body instanceof FormData && [...call.body.values()].some((value) => value instanceof Blob)
  }
]

interface Violation {
  location?: string[]
  severity?: string
  code?: string | number
  message?: string
}

/** What Prism found wrong with one exchange, by side: empty when the document describes it. */
interface Finding {
  exchange: string
  expected: number
  status: number
  inRequest: string[]
  inResponse: string[]
}

let t: TestEngine
const prisms: ChildProcess[] = []
let prismUrl: string | null = null
let prismFailure = ''
let document: OpenApiDocument

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** Starts Prism in front of the engine; answers its address, or why it could not start. */
async function startPrism(documentFile: string, upstream: string): Promise<string> {
  if (!existsSync(PRISM)) throw new Error(`Prism is not installed (${PRISM} is absent)`)
  const port = await freePort()
  const child = spawn(PRISM, ['proxy', documentFile, upstream, '--host', '127.0.0.1', '--port', String(port), '--cors', 'false', '--errors', 'false'], { stdio: ['ignore', 'pipe', 'pipe'] })
  prisms.push(child)
  let output = ''
  return await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start within ${PRISM_START_MS} ms: ${output.slice(-2000)}`)), PRISM_START_MS)
    const read = (chunk: Buffer) => {
      // Prism logs every exchange: keep only the tail, for the message of a failed start.
      output = (output + chunk.toString()).slice(-4000)
      if (output.includes('Prism is listening')) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Prism exited with code ${String(code)}: ${output.slice(-2000)}`))
    })
  })
}

function violationsOf(header: string | null): Violation[] {
  if (header === null) return []
  if (!header.startsWith('[')) return [{ message: header }]
  return JSON.parse(header) as Violation[]
}

const describeViolation = (v: Violation) => `${(v.location ?? []).join('.')}: ${v.message ?? ''}`

/** Sends a call through Prism; answers what Prism found wrong with its request and its answer. */
async function throughPrism(label: string, call: Call, expected: number): Promise<Finding> {
  if (prismUrl === null) throw new Error('Prism is not running')
  const answer = await sendCall(prismUrl, t.engine.sessionKey, call)
  const headers = answer.headers instanceof Headers ? answer.headers : new Headers()
  const violations = violationsOf(headers.get('sl-violations'))
  const side = (name: string) => violations.filter((v) => (v.location?.[0] ?? 'request') === name).map(describeViolation)
  const body = answer.status === expected || typeof answer.body !== 'string' ? '' : ` ${answer.body.slice(0, 300)}`
  return { exchange: `${label}: ${call.method} ${answer.url.slice(0, 100)}${body}`, expected, status: answer.status, inRequest: side('request'), inResponse: side('response') }
}

const replayed = (call: Call) => !NOT_THROUGH_PRISM.some((exception) => exception.applies(call))

beforeAll(async () => {
  t = await startTestEngine({ seed: seedWorkspaceWithLibrary, rateLimit: { limit: 100_000, windowMs: 60_000 }, listen: true, tlsPort: 0 })
  document = await t.call('getOpenApiDocument')
  const file = join(t.dir, 'openapi.json')
  writeFileSync(file, JSON.stringify(document))
  try {
    prismUrl = await startPrism(file, t.url)
  } catch (error) {
    prismFailure = error instanceof Error ? error.message : String(error)
  }
}, PRISM_START_MS + 30_000)

afterAll(async () => {
  await Promise.all(
    prisms
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(async (child) => {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        // A proxy that ignores the request to stop is stopped outright, so the run never hangs on it.
        const stubborn = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(stubborn)
      })
  )
  await t?.close()
})

describe('the engine through Prism, a validating proxy reading the published document', { timeout: 120_000 }, () => {
  it('answers every operation’s success, in /v2, /v1 and /local, with no violation of request or answer', async ({ skip }) => {
    if (prismUrl === null) skip(`Prism could not start: ${prismFailure}`)
    const inputs = successInputs(await prepareRecords(t))
    const served = roundTripped(documentOperations(document))
    const findings: Finding[] = []
    const excused: string[] = []
    for (const name of Object.keys(inputs) as RoundTripped[]) {
      for (const operation of served.filter((o) => o.name === name)) {
        const call = successCall(operation, inputs[name])
        if (replayed(call)) findings.push(await throughPrism(operation.operationId, call, operation.status))
        else excused.push(operation.operationId)
      }
    }
    expect(excused.sort()).toEqual(['addContractVersion', 'importContracts', 'importTemplate'])
    expect(findings.length + excused.length).toBe(served.length)
    expect(findings.filter((f) => f.status !== f.expected || f.inRequest.length > 0 || f.inResponse.length > 0)).toEqual([])
  })

  it('answers every refusal the crawl provokes with an answer the document describes', async ({ skip }) => {
    if (prismUrl === null) skip(`Prism could not start: ${prismFailure}`)
    const findings: Finding[] = []
    for (const refusal of refusalCalls(t).filter((r) => replayed(r.call))) findings.push(await throughPrism(refusal.label, refusal.call, refusal.status))
    // The requests are wrong on purpose (Prism flags most of them too); their answers must not be.
    expect(findings.filter((f) => f.status !== f.expected || f.inResponse.length > 0)).toEqual([])
  })

  it('reports an answer the document does not describe: a missing field, an undeclared status (the checks above can fail)', async ({ skip }) => {
    if (prismUrl === null) skip(`Prism could not start: ${prismFailure}`)
    // The same document, but GET /v2/test declares only a 200 that must carry a field the engine never sends.
    const doctored = structuredClone(document)
    doctored.paths['/v2/test'] = {
      get: { operationId: 'test', security: [{ apiKey: [] }], responses: { '200': { description: 'doctored', content: { 'application/json': { schema: { type: 'object', required: ['neverSent'] } } } } } }
    }
    const file = join(t.dir, 'openapi-doctored.json')
    writeFileSync(file, JSON.stringify(doctored))
    const doctoredUrl = await startPrism(file, t.url)
    const answer = await sendCall(doctoredUrl, t.engine.sessionKey, { method: 'GET', path: '/v2/test' })
    const violations = violationsOf(answer.headers instanceof Headers ? answer.headers.get('sl-violations') : null)
    expect(answer.status).toBe(200)
    expect(violations.map(describeViolation)).toEqual(["response.body: Response body must have required property 'neverSent'"])
    // A status the operation does not declare: the doctored document has lost GET /v2/test's 403.
    const refused = await sendCall(doctoredUrl, t.engine.sessionKey, { method: 'GET', path: '/v2/test', key: null })
    expect(refused.status).toBe(403)
    expect(violationsOf(refused.headers instanceof Headers ? refused.headers.get('sl-violations') : null).filter((v) => v.location?.[0] === 'response').map(describeViolation)).toEqual([
      'response: Unable to match the returned status code with those defined in the document: 200'
    ])
  })
})
