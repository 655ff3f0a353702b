import { HEX24_PATTERN, ISO_INSTANT_PATTERN, NO_NUL_PATTERN } from '../../../shared/api/common'
import { STATUS_LIST_PATTERN } from '../../../shared/api/contracts'
import { listProblems } from '../problem-list'

/**
 * Turns schema validation failures into one readable sentence naming every offending field, so a
 * 400 tells the caller everything that is wrong at once.
 */
export interface SchemaError {
  instancePath: string
  keyword: string
  params: Record<string, unknown>
  message?: string
}

type Part = 'querystring' | 'body' | 'params' | 'headers' | string

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header'
}

function fieldName(part: Part, error: SchemaError): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : null
  if (missing !== null) path.push(missing)
  if (part === 'body') return path.length === 0 ? 'the request body' : `body field '${path.join('.')}'`
  const name = path.join('.')
  return `${PART_NAMES[part] ?? part} '${name}'`
}

const ISO_INSTANT_MESSAGE = 'must be an ISO 8601 date or date-time (e.g. 2025-01-31 or 2025-01-31T12:00:00Z)'

function describe(error: SchemaError): string {
  const p = error.params
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`
    case 'pattern':
      if (p.pattern === HEX24_PATTERN) return 'must be a 24-character hexadecimal id'
      if (p.pattern === NO_NUL_PATTERN) return 'must not contain the NUL character'
      if (p.pattern === ISO_INSTANT_PATTERN) return ISO_INSTANT_MESSAGE
      if (p.pattern === STATUS_LIST_PATTERN) return 'must be a comma-separated list of status codes 1 to 6 (e.g. 2,3)'
      return `must match the pattern ${String(p.pattern)}`
    case 'format':
      if (p.format === 'iso-instant') return ISO_INSTANT_MESSAGE
      if (p.format === 'date') return 'must be a date as YYYY-MM-DD'
      return `must be a valid ${String(p.format)}`
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`
    case 'minLength':
      return Number(p.limit) === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`
    case 'minItems':
      return `must have at least ${String(p.limit)} item${Number(p.limit) === 1 ? '' : 's'}`
    case 'maxProperties':
      return `must have at most ${String(p.limit)} key${Number(p.limit) === 1 ? '' : 's'}`
    case 'minProperties':
      return `must have at least ${String(p.limit)} key${Number(p.limit) === 1 ? '' : 's'}`
    case 'maximum':
      return `must be at most ${String(p.limit)}`
    case 'minimum':
      return `must be at least ${String(p.limit)}`
    case 'type':
      return `must be ${article(String(p.type))}`
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`
    default:
      return error.message ?? 'is invalid'
  }
}

function article(type: string): string {
  const names = type.split(',').map((t) => (t === 'integer' ? 'an integer' : t === 'object' ? 'an object' : t === 'array' ? 'an array' : `a ${t}`))
  return names.join(' or ')
}

export function formatValidationErrors(part: Part, errors: readonly SchemaError[]): string {
  const sentences = new Set<string>()
  for (const error of errors) {
    // A union's branches each report their own failure; the summary line adds nothing.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue
    sentences.add(sentence(part, error))
  }
  return sentences.size === 0 ? `Invalid ${part}` : capitalise(listProblems([...sentences]))
}

function sentence(part: Part, error: SchemaError): string {
  if (error.keyword !== 'additionalProperties') return `${fieldName(part, error)} ${describe(error)}`
  const extra = String(error.params.additionalProperty)
  const where = error.instancePath ? ` in ${fieldName(part, { ...error, keyword: 'x' })}` : ''
  if (part === 'querystring') return `unknown query parameter '${extra}'`
  if (part === 'body') return `unknown body field '${[...error.instancePath.split('/').filter(Boolean), extra].join('.')}'`
  return `unknown ${PART_NAMES[part] ?? part} '${extra}'${where}`
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
