import fc from 'fast-check'
import type { OpenApiDocument } from '../../shared/api/general'
import { SchemaArbitraries } from './schema-arbitrary'

/**
 * Requests drawn from the published OpenAPI document itself, for every operation: `valid` ones
 * that every parameter and body schema admits, `invalid` ones with exactly one part the document
 * refuses (a path parameter, a query parameter, an unknown parameter, or the body).
 */
type Json = Record<string, unknown>

export interface FuzzRequest {
  method: string
  path: string
  operationId: string
  url: string
  headers: Record<string, string>
  body?: string
}

interface Parameter {
  name: string
  in: string
  required: boolean
  style?: string
  schema: unknown
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export interface FuzzOperation {
  method: string
  path: string
  operationId: string
  /**
   * It takes a multipart upload, which the fuzzer does not build: its drawn requests carry no
   * body, so they are never valid (the upload tests send real files).
   */
  takesUpload: boolean
  valid: fc.Arbitrary<FuzzRequest>
  invalid: fc.Arbitrary<FuzzRequest>
}

/** Values a parameter can take that name real records (ids of the workspace), drawn beside the schema's own. */
export type KnownValues = (path: string, parameter: string) => readonly string[]

export function fuzzOperations(document: OpenApiDocument, known: KnownValues = () => []): FuzzOperation[] {
  const schemas = new SchemaArbitraries(document)
  const found: FuzzOperation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, described] of Object.entries(item)) {
      if (!isObject(described)) continue
      const operationId = String(described.operationId)
      const parameters = (Array.isArray(described.parameters) ? described.parameters : []).filter(isObject).map(
        (p): Parameter => ({ name: String(p.name), in: String(p.in), required: p.required === true, ...(typeof p.style === 'string' ? { style: p.style } : {}), schema: p.schema })
      )
      const content = isObject(described.requestBody) && isObject(described.requestBody.content) ? described.requestBody.content : {}
      const jsonBody = isObject(content['application/json']) ? content['application/json'].schema : undefined
      const parts = (validity: 'valid' | 'invalid', part: Parameter | 'body' | 'unknown' | null) => {
        const drawn = (p: Parameter) => {
          const real = known(path, p.name)
          return real.length > 0 ? fc.oneof(schemas.valid(p.schema), fc.constantFrom(...real)) : schemas.valid(p.schema)
        }
        const value = (p: Parameter) =>
          part === p && validity === 'invalid'
            ? schemas.invalidText(p.schema)
            : p.style === 'deepObject'
              ? schemas.valid({ type: 'object', maxProperties: 2, additionalProperties: { type: 'string', maxLength: 20 } })
              : drawn(p)
        const record: Record<string, fc.Arbitrary<unknown>> = {}
        for (const p of parameters) record[`${p.in}:${p.name}`] = p.required || part === p ? value(p) : fc.option(value(p), { nil: undefined })
        if (jsonBody !== undefined) record.body = part === 'body' ? schemas.invalid(jsonBody) : schemas.valid(jsonBody)
        return fc.record(record).map((drawn) => build(method, path, operationId, parameters, drawn, part === 'unknown'))
      }
      const invalidParts: Array<Parameter | 'body' | 'unknown'> = ['unknown', ...parameters.filter((p) => p.in !== 'header' && p.style !== 'deepObject' && !isOpen(schemas.resolve(p.schema))), ...(jsonBody === undefined ? [] : ['body' as const])]
      found.push({
        method: method.toUpperCase(),
        path,
        operationId,
        takesUpload: isObject(content['multipart/form-data']),
        valid: parts('valid', null),
        invalid: fc.constantFrom(...invalidParts).chain((part) => parts('invalid', part))
      })
    }
  }
  return found
}

/** A schema that admits any string: no invalid query text exists for it. */
function isOpen(schema: Json): boolean {
  return schema.type === 'string' && schema.pattern === undefined && schema.maxLength === undefined && schema.format === undefined && schema.enum === undefined && schema.minLength === undefined
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? ''
}

function build(method: string, path: string, operationId: string, parameters: readonly Parameter[], drawn: Record<string, unknown>, unknownParameter: boolean): FuzzRequest {
  let url = path
  const query = new URLSearchParams()
  const headers: Record<string, string> = {}
  for (const p of parameters) {
    const value = drawn[`${p.in}:${p.name}`]
    if (value === undefined) continue
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text(value) || '_'))
    // Header values travel as Latin-1 text: anything else is sent percent-encoded.
    else if (p.in === 'header') headers[p.name] = /^[\x20-\x7e]*$/.test(text(value)) ? text(value) : encodeURIComponent(text(value))
    else if (p.style === 'deepObject' && isObject(value)) for (const [key, v] of Object.entries(value)) query.append(`${p.name}[${key}]`, text(v))
    else query.append(p.name, text(value))
  }
  if (unknownParameter) query.append('surelyUnknownParameter', '1')
  const search = query.toString()
  const request: FuzzRequest = { method: method.toUpperCase(), path, operationId, url: search ? `${url}?${search}` : url, headers }
  if ('body' in drawn) {
    const body = drawn.body
    if (typeof body !== 'symbol') {
      request.body = JSON.stringify(body) ?? 'null'
      request.headers['content-type'] = 'application/json'
    }
  }
  return request
}
