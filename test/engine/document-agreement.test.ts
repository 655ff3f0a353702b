import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { contracts, seedFixtureWorkspace } from '../helpers/fixture-workspace'

/**
 * Where an outside validator found the OpenAPI document and the engine disagreeing, each is now
 * the same on both sides: the engine answers what the document says, and the document says what
 * the engine does.
 */

let t: TestEngine
let document: OpenApi

interface OpenApi {
  security: unknown[]
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, { oneOf?: unknown[] }> } }> }; parameters?: { name: string; schema: { pattern?: string } }[] }>>
}

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db), listen: true })
  document = (await t.get('/v2/openapi.json')).body as OpenApi
})
afterAll(() => t.close())

/** A raw request, the target sent exactly as written (fetch would normalise it). */
function raw(method: string, target: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: { error: string; message: string } }> {
  const { port } = new URL(t.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: Number(port), path: target, method, headers: { 'x-api-key': t.engine.sessionKey, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { error: string; message: string } }))
    })
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

function multipart(parts: { field: string; fileName: string; bytes: Buffer }[]): { body: Buffer; type: string } {
  const boundary = 'folio-test-boundary'
  const pieces = parts.map((p) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${p.field}"; filename="${p.fileName}"\r\ncontent-type: application/octet-stream\r\n\r\n`), p.bytes, Buffer.from('\r\n')])
  )
  return { body: Buffer.concat([...pieces, Buffer.from(`--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` }
}

describe('the document', () => {
  it('declares no key for pairing’s public operations, and the key for every other', () => {
    expect(document.security).toEqual([{ apiKey: [] }])
    expect(document.paths['/local/pairings']?.post?.security).toEqual([])
    expect(document.paths['/local/pairings/{pairingId}']?.get?.security).toEqual([])
    expect(document.paths['/local/pairings']?.get?.security).toBeUndefined()
    expect(document.paths['/v2/contracts']?.get?.security).toBeUndefined()
  })

  it('says each side of a comparison has exactly one of contractId and paragraphs', () => {
    for (const path of ['/local/compare', '/local/compare/redline']) {
      const properties = document.paths[path]?.post?.requestBody?.content['application/json']?.schema.properties
      for (const side of ['old', 'new']) {
        const branches = (properties?.[side]?.oneOf ?? []) as { required: string[]; properties: Record<string, unknown>; additionalProperties: boolean }[]
        expect(branches.map((b) => [b.required, Object.keys(b.properties), b.additionalProperties])).toEqual([
          [['contractId'], ['contractId', 'version'], false],
          [['paragraphs'], ['paragraphs', 'name'], false]
        ])
      }
    }
  })

  it('says a date filter is a date, so an empty value is not one', () => {
    const parameter = document.paths['/v2/contracts']?.get?.parameters?.find((p) => p.name === 'createdAfter')
    const pattern = new RegExp(parameter?.schema.pattern ?? 'missing')
    expect(['2025-01-31', '2025-01-31T12:00:00Z', '2025-01-31T12:00+02:00'].map((v) => pattern.test(v))).toEqual([true, true, true])
    expect(['', '31/01/2025', '2025-01-31T12:00'].map((v) => pattern.test(v))).toEqual([false, false, false])
  })
})

describe('the engine', () => {
  it('refuses an empty date filter with the 400 the document implies', async () => {
    const answer = await raw('GET', '/v2/contracts?createdAfter=')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: 'Bad Request', message: "Query parameter 'createdAfter' must be an ISO 8601 date or date-time (e.g. 2025-01-31 or 2025-01-31T12:00:00Z)" })
  })

  it('answers a 600-character path id with the 400 the document declares, not a 404 "No route"', async () => {
    const answer = await raw('GET', `/v2/contracts/${'a'.repeat(600)}`)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ error: 'Bad Request', message: "Path parameter 'id' must be a 24-character hexadecimal id" })
  })

  it('refuses malformed percent-encoding or UTF-8 in a query with a 400 naming the parameter', async () => {
    for (const query of ['keyword=%FF%FE', 'keyword=%zz', 'keyword=%', 'keyword=abc%E0%A4']) {
      const answer = await raw('GET', `/v2/contracts?${query}`)
      expect([query, answer.status, answer.body]).toEqual([query, 400, { error: 'Bad Request', message: "Query parameter 'keyword' is not valid percent-encoded UTF-8" }])
    }
    const name = await raw('GET', '/v2/contracts?key%zz=1')
    expect(name.body.message).toBe("Query parameter 'key%zz' is not valid percent-encoded UTF-8 in its name")
    // Well-formed encodings still read as before.
    expect((await raw('GET', `/v2/contracts?keyword=${encodeURIComponent('Nordlicht Süd')}`)).status).toBe(200)
  })

  it('answers an empty upload and two file parts for one file with a 400 saying what is wrong', async () => {
    const empty = await raw('POST', '/local/contracts/import', { 'content-length': '0' })
    expect([empty.status, empty.body]).toEqual([400, { error: 'Bad Request', message: 'POST /local/contracts/import needs files: send them as multipart/form-data' }])
    const two = multipart([
      { field: 'file', fileName: 'a.docx', bytes: Buffer.from('one') },
      { field: 'file', fileName: 'b.docx', bytes: Buffer.from('two') }
    ])
    const answer = await raw('POST', `/local/contracts/${contracts.c1}/versions`, { 'content-type': two.type, 'content-length': String(two.body.length) }, two.body)
    expect([answer.status, answer.body]).toEqual([400, { error: 'Bad Request', message: 'The request has more than 1 file part: send at most 1 file in one request' }])
  })

  it('answers a method a known path does not take with 405 and Allow', async () => {
    const patch = await raw('PATCH', `/v2/contracts/${contracts.c1}/properties`)
    expect(patch.status).toBe(405)
    expect(patch.headers.allow).toBe('PUT')
    expect(patch.body).toEqual({ error: 'Method Not Allowed', message: `/v2/contracts/${contracts.c1}/properties does not take PATCH: it takes PUT` })
    const trace = await raw('TRACE', '/v2/contracts')
    expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD'])
    const del = await raw('DELETE', '/local/sync/config')
    expect(del.status).not.toBe(405)
    const unknown = await raw('PATCH', '/v2/nothing-here')
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No route PATCH /v2/nothing-here'])
  })
})
