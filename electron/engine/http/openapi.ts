import { PROPERTY_FILTER_PATTERN } from '../../../shared/api/contracts'
import { operations, type Operation } from '../../../shared/api/operations'
import type { OpenApiDocument } from '../../../shared/api/general'
import { reasonPhrase } from '../errors'
import type { AnyRoute } from './route'
import { REFUSALS } from './refusals'
import { ROUTE_ACCESS } from '../domain/access'

/**
 * The parts of the OpenAPI document that @fastify/swagger cannot derive from a route's schemas,
 * computed from the same route table so that they cannot drift from what the engine does: each
 * operation's id, every status it can answer with its body and headers, file answers, upload
 * bodies, the `property[<key>]` filters and the Idempotency-Key header.
 */

type Json = Record<string, unknown>

/** Statuses every operation can answer, whatever it does. */
const EVERY_OPERATION = [400, 403, 429, 500, 503] as const

const STATUS_MEANING: Record<number, string> = {
  400: 'The request is malformed: a parameter, a field or the body is missing, of the wrong type or outside its limits (the message names each one), or the URL or Host header cannot be read',
  403: 'The API key is missing, unknown, expired, revoked or lacks a scope, or its owner may not do this',
  404: 'No such resource, or none the key owner can reach by this id',
  409: 'The workspace is being written by another process and the change could not be applied (nothing was changed, try again), what it answers was already answered, or what it names is not in a state that allows it (a job id already running, a run cancelled, a contract OCR cannot improve: the message says which)',
  410: 'What it names has ended (a pairing denied, expired or already collected)',
  413: 'The body, or a file in it, is larger than this operation accepts',
  415: 'The body is not of the kind this operation takes (JSON, or multipart/form-data for uploads), or an uploaded file is not a .docx or .pdf',
  429: 'The API key made too many requests; retry after the number of seconds in Retry-After',
  500: 'The engine failed unexpectedly; the engine log has the details',
  503: 'The engine is shutting down, or the operation needs something this engine cannot offer now (the company service, a template body only the service holds)'
}

/** The statuses besides 200 the engine can answer for a route. */
export function errorStatuses(route: AnyRoute): number[] {
  const statuses = new Set<number>(EVERY_OPERATION)
  if (route.operation.params) statuses.add(404)
  if (route.operation.body || route.multipart) {
    statuses.add(413)
    statuses.add(415)
  }
  if (route.writes) statuses.add(409)
  for (const status of route.alsoAnswers ?? []) statuses.add(status)
  return [...statuses].sort((a, b) => a - b)
}

/** The operations map's name of a route's operation; the /v1 twin of a /v2 operation adds `V1`. */
export function operationIdOf(operation: Pick<Operation, 'method' | 'path'>): string {
  const named = (method: string, path: string) => Object.entries(operations).find(([, o]) => o.method === method && o.path === path)?.[0]
  const own = named(operation.method, operation.path)
  if (own) return own
  const twin = operation.path.startsWith('/v1/') ? named(operation.method, operation.path.replace(/^\/v1\//, '/v2/')) : undefined
  if (twin) return `${twin}V1`
  throw new Error(`${operation.method} ${operation.path} is not an operation of shared/api/operations.ts`)
}

const header = (name: string) => ({ $ref: `#/components/headers/${name}` })
const EVERY_ANSWER_HEADERS = { 'Cache-Control': header('CacheControl'), 'X-Content-Type-Options': header('ContentTypeOptions'), Vary: header('Vary') }

export const OPENAPI_COMPONENTS = {
  schemas: {
    ErrorBody: {
      type: 'object',
      required: ['error', 'message'],
      additionalProperties: false,
      properties: {
        error: { type: 'string', description: 'the HTTP reason phrase of the status' },
        message: { type: 'string', description: 'what is wrong, naming the offending field' }
      }
    }
  },
  headers: {
    CacheControl: { description: 'Answers are never cached', schema: { type: 'string', const: 'no-store' } },
    ContentTypeOptions: { description: 'Browsers must not guess the content type', schema: { type: 'string', const: 'nosniff' } },
    Vary: { description: 'The answer depends on the Origin of a cross-origin call (an allowed add-in)', schema: { type: 'string' } },
    RetryAfter: { description: 'Seconds to wait before the key may call again', required: true, schema: { type: 'integer', minimum: 1 } },
    ContentDisposition: { description: "The file's name", required: true, schema: { type: 'string' } }
  },
  securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } }
} as const

function responsesOf(route: AnyRoute): Json {
  const { response } = route.operation
  const success = route.produces
    ? {
        description: 'The file',
        headers: { ...EVERY_ANSWER_HEADERS, 'Content-Disposition': header('ContentDisposition') },
        content: Object.fromEntries(route.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
      }
    : { description: 'OK', headers: EVERY_ANSWER_HEADERS, content: { 'application/json': { schema: response ?? {} } } }
  const responses: Json = { [route.operation.status ?? 200]: success }
  const stated = route.refusals?.map((r) => r.when) ?? []
  for (const status of errorStatuses(route)) {
    const beyond =
      status === 400 && stated.length > 0
        ? `; and for values the schemas admit, ${stated.join('; ')}`
        : status === 403 && route.allows !== undefined
          ? `; ${ROUTE_ACCESS[route.allows].who}`
          : ''
    responses[status] = {
      description: `${reasonPhrase(status)}: ${STATUS_MEANING[status] ?? ''}${beyond}`,
      headers: status === 429 ? { ...EVERY_ANSWER_HEADERS, 'Retry-After': header('RetryAfter') } : EVERY_ANSWER_HEADERS,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } }
    }
  }
  return responses
}

/** `property[<key>]=<value>`: OpenAPI's deepObject style of one object parameter. */
const PROPERTY_FILTERS = {
  name: 'property',
  in: 'query',
  required: false,
  style: 'deepObject',
  explode: true,
  description:
    'property[<key>]=<value>: contracts whose property <key> equals the value, coerced to the property type (an unknown key, a value of the wrong type or an operator is a 400)',
  schema: { type: 'object', additionalProperties: { type: 'string' } }
}

function hasPropertyFilters(route: AnyRoute): boolean {
  const query: unknown = route.operation.query
  return typeof query === 'object' && query !== null && 'patternProperties' in query && typeof query.patternProperties === 'object' && query.patternProperties !== null && PROPERTY_FILTER_PATTERN in query.patternProperties
}

function uploadBody(route: AnyRoute): Json {
  const file = { type: 'string', format: 'binary' }
  const parts: Json =
    route.operation.path === operations.importTemplate.path
      ? { type: 'object', required: ['docx', 'manifest'], properties: { docx: file, manifest: file } }
      : route.operation.path === operations.addContractVersion.path
        ? { type: 'object', required: ['file'], properties: { file } }
        : { type: 'object', required: ['files'], properties: { files: { type: 'array', minItems: 1, maxItems: route.multipart?.maxFiles, items: file } } }
  return { required: true, content: { 'multipart/form-data': { schema: parts } } }
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'The first answer to a request with this key is replayed for 24 hours; the key reused for a different request is a 400',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' }
}

/**
 * Each side of a comparison is a stored contract (`contractId`, with an optional `version`) or
 * given `paragraphs` (with an optional `name`), never both, never neither. The engine checks it
 * with a refusal that names the side (a schema union would report both branches' failures at
 * once); the document states the two shapes themselves, each complete, so that a generated
 * client or a request generator builds only sides the engine takes.
 */
function withCompareSides(requestBody: unknown): void {
  if (!isObject(requestBody) || !isObject(requestBody.content)) return
  const json = requestBody.content['application/json']
  if (!isObject(json) || !isObject(json.schema) || !isObject(json.schema.properties)) return
  for (const side of ['old', 'new']) {
    const schema = json.schema.properties[side]
    if (!isObject(schema) || !isObject(schema.properties)) continue
    const { contractId, version, paragraphs, name } = schema.properties
    json.schema.properties[side] = {
      oneOf: [
        { type: 'object', required: ['contractId'], properties: { contractId, version }, additionalProperties: false },
        { type: 'object', required: ['paragraphs'], properties: { paragraphs, name }, additionalProperties: false }
      ],
      ...(typeof schema.description === 'string' ? { description: schema.description } : {})
    }
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Completes the document @fastify/swagger built from the routes' schemas (a copy of it). */
export function finishDocument(built: unknown, routes: readonly AnyRoute[]): OpenApiDocument {
  const document: Json = isObject(built) ? structuredClone(built) : {}
  const paths: Record<string, Json> = {}
  for (const [path, item] of Object.entries(isObject(document.paths) ? document.paths : {})) if (isObject(item)) paths[path] = item
  const components = isObject(document.components) ? document.components : {}
  document.components = { ...components, ...OPENAPI_COMPONENTS, schemas: { ...(isObject(components.schemas) ? components.schemas : {}), ...OPENAPI_COMPONENTS.schemas } }
  for (const route of routes) {
    const operation = paths[route.operation.path]?.[route.operation.method.toLowerCase()]
    if (!isObject(operation)) throw new Error(`${route.operation.method} ${route.operation.path} is missing from the OpenAPI document`)
    operation.operationId = operationIdOf(route.operation)
    operation.responses = responsesOf(route)
    if (route.refusals) operation['x-folio-refusals'] = route.refusals.map((r) => r.message.source)
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : []
    if (hasPropertyFilters(route)) parameters.push(PROPERTY_FILTERS)
    if (route.operation.path.endsWith('/contracts/generate')) parameters.push(IDEMPOTENCY_KEY)
    if (parameters.length > 0) operation.parameters = parameters
    if (route.multipart) operation.requestBody = uploadBody(route)
    // Pairing is asked for and polled before the app has a key: no key is required.
    if (route.access === 'public') operation.security = []
    if (route.refusals?.includes(REFUSALS.compareSides)) withCompareSides(operation.requestBody)
  }
  const info = isObject(document.info) ? document.info : {}
  return { ...document, openapi: String(document.openapi), info: { ...info, title: String(info.title), version: String(info.version) }, paths }
}
