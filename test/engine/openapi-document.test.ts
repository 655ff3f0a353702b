import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenApiDocument } from '../../shared/api/general'
import { operations } from '../../shared/api/operations'
import { startTestEngine, type TestEngine } from '../helpers/engine'
import { seedFixtureWorkspace } from '../helpers/fixture-workspace'

/** GET /v2/openapi.json as an add-in author's generator reads it. */
let t: TestEngine
let doc: OpenApiDocument
type Json = Record<string, unknown>

beforeAll(async () => {
  t = await startTestEngine({ seed: (e) => seedFixtureWorkspace(e.db) })
  doc = await t.call('getOpenApiDocument')
})
afterAll(() => t.close())

function operation(path: string, method: string): Json {
  const found = doc.paths[path]?.[method]
  if (typeof found !== 'object' || found === null) throw new Error(`${method} ${path} is not in the document`)
  return found as Json
}
const at = (value: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((v, k) => (typeof v === 'object' && v !== null ? (v as Json)[k] : undefined), value)

describe('GET /v2/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, by an independent validator', async () => {
    const result = await new Validator().validate(structuredClone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toBe('3.1.0')
  })

  it('names every operation as the operations map does, with a V1 suffix for the /v1 twins', () => {
    const ids: string[] = []
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const id = at(op, 'operationId')
        expect(typeof id, `${method} ${path}`).toBe('string')
        ids.push(String(id))
        const name = String(id).replace(/V1$/, '')
        const described = Object.entries(operations).find(([n]) => n === id || n === name)?.[1]
        expect(described, `${String(id)} names no operation`).toBeDefined()
        expect(path, String(id)).toBe(id === name || !described ? described?.path : described.path.replace(/^\/v2\//, '/v1/'))
      }
    }
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(Object.keys(operations)))
    expect(ids).toEqual(expect.arrayContaining(['testV1', 'getContractV1', 'generateContractV1', 'downloadContractV1', 'getContractTextV1']))
    // Every operation of the map, and a /v1 twin for each /v2 operation the spec has in version 1.
    expect(ids.length).toBe(Object.keys(operations).length + ids.filter((id) => id.endsWith('V1') && !(id in operations)).length)
  })

  it('declares file answers per status: the file types on 200, JSON error bodies otherwise', () => {
    for (const path of ['/v2/contracts/{id}/download', '/v1/contracts/{id}/download']) {
      const responses = at(operation(path, 'get'), 'responses')
      expect(Object.keys(at(responses, '200', 'content') as Json)).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/pdf'])
      expect(at(responses, '200', 'headers', 'Content-Disposition')).toEqual({ $ref: '#/components/headers/ContentDisposition' })
      for (const status of ['400', '403', '404', '429', '500']) {
        expect(at(responses, status, 'content'), `${path} ${status}`).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } })
      }
    }
    expect(at(operation('/v2/openapi.json', 'get'), 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'openapi')).toMatchObject({ type: 'string' })
  })

  it('declares every status an operation can answer, Retry-After on 429', () => {
    const statuses = (path: string, method: string) => Object.keys(at(operation(path, method), 'responses') as Json)
    expect(statuses('/v2/contracts/{id}/properties', 'put')).toEqual(['200', '400', '403', '404', '409', '413', '415', '429', '500', '503'])
    expect(statuses('/v2/contracts/{id}/status', 'put')).toContain('409')
    expect(statuses('/v2/contracts', 'get')).toEqual(['200', '400', '403', '429', '500', '503'])
    expect(statuses('/local/contracts/import', 'post')).toEqual(['200', '400', '403', '409', '413', '415', '429', '500', '503'])
    expect(at(operation('/v2/test', 'get'), 'responses', '429', 'headers', 'Retry-After')).toEqual({ $ref: '#/components/headers/RetryAfter' })
    expect(at(doc, 'components', 'headers', 'RetryAfter')).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1 } })
  })

  it('expresses the property[<key>] filters as a deepObject parameter', () => {
    for (const path of ['/v2/contracts', '/v1/contracts']) {
      const parameters = at(operation(path, 'get'), 'parameters') as Json[]
      expect(parameters.find((p) => p.name === 'property')).toMatchObject({ in: 'query', style: 'deepObject', explode: true, schema: { type: 'object', additionalProperties: { type: 'string' } } })
    }
  })

  it('describes request bodies exactly as strictly as the engine checks them', () => {
    const body = (path: string, method: string) => at(operation(path, method), 'requestBody', 'content', 'application/json', 'schema')
    expect(at(body('/v2/contracts/{id}/properties', 'put'), 'properties', 'properties')).toMatchObject({ minProperties: 1, maxProperties: 20 })
    expect(at(body('/v2/contracts/{id}/status', 'put'), 'properties', 'status')).toMatchObject({ type: ['integer', 'string'], minimum: 1, maximum: 6 })
    expect(body('/v2/contracts/generate', 'post')).toMatchObject({ additionalProperties: false, required: ['templateId'] })
    expect(at(body('/v2/contracts/generate', 'post'), 'properties', 'options')).toMatchObject({ type: ['object', 'null'], additionalProperties: false })
    expect(at(operation('/local/templates/import', 'post'), 'requestBody', 'content', 'multipart/form-data', 'schema')).toMatchObject({ required: ['docx', 'manifest'] })
    const generateParameters = at(operation('/v2/contracts/generate', 'post'), 'parameters') as Json[]
    expect(generateParameters.map((p) => [p.in, p.name])).toEqual([['header', 'Idempotency-Key']])
  })
})
