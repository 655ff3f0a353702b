import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { OpenApiDocument } from '../../shared/api/general'

/**
 * Checks answers against the OpenAPI document the engine publishes, as a client generated from
 * it would read them: the status must be declared for the operation, the content type too, the
 * JSON body must validate against the declared schema, every required header must be there and
 * no header may appear that the document does not declare (beyond HTTP's own).
 */
type Json = Record<string, unknown>

/** Headers of HTTP itself (framing, dates), which an API description does not declare. */
const HTTP_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

export interface Answer {
  method: string
  /** Path and query as sent. */
  url: string
  status: number
  headers: Headers | Record<string, string | string[] | number | undefined>
  /** The body as text (JSON answers) or bytes (files). */
  body: string | Uint8Array
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

export class PublishedApi {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true })
  private readonly compiled = new Map<string, ValidateFunction>()
  private readonly templates: Array<{ path: string; pattern: RegExp; params: number }>

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv)
    this.ajv.addSchema({ ...document, $id: 'openapi.json' })
    this.templates = Object.keys(document.paths)
      .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`), params: (path.match(/\{/g) ?? []).length }))
      .sort((a, b) => a.params - b.params)
  }

  /** The document's path template of a request, preferring the most specific. */
  pathOf(method: string, url: string): string | null {
    const path = url.split('?')[0] ?? ''
    return this.templates.find((t) => t.pattern.test(path) && isObject(this.document.paths[t.path]?.[method.toLowerCase()]))?.path ?? null
  }

  operation(method: string, path: string): Json {
    const found = this.document.paths[path]?.[method.toLowerCase()]
    if (!isObject(found)) throw new Error(`${method} ${path} is not in the document`)
    return found
  }

  /** Every way the answer departs from the document; empty when it conforms. */
  check(answer: Answer): string[] {
    const method = answer.method.toLowerCase()
    const path = this.pathOf(method, answer.url)
    if (path === null) return [`${answer.method} ${answer.url} matches no operation of the document`]
    const where = `${answer.method} ${path} → ${answer.status}`
    const responses = this.operation(method, path).responses
    const response = isObject(responses) ? responses[String(answer.status)] : undefined
    if (!isObject(response)) return [`${where}: the status is not declared`]
    const problems: string[] = []
    const headers = headerMap(answer.headers)
    const declared = this.declaredHeaders(response)
    for (const [name, spec] of declared) {
      const value = headers.get(name)
      if (value === undefined) {
        if (spec.required === true) problems.push(`${where}: declared header ${name} is missing`)
        continue
      }
      const schema = isObject(spec.schema) ? spec.schema : {}
      const typed = schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value
      if (!this.ajv.validate(schema, typed)) problems.push(`${where}: header ${name} ${this.ajv.errorsText()}`)
    }
    for (const name of headers.keys()) {
      if (!HTTP_HEADERS.has(name) && !declared.has(name)) problems.push(`${where}: header ${name} is not declared`)
    }
    const content = isObject(response.content) ? response.content : {}
    const type = (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? ''
    if (!(type in content)) return [...problems, `${where}: content type '${type}' is not declared (${Object.keys(content).join(', ')})`]
    if (type !== 'application/json') return problems
    const text = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return [...problems, `${where}: the body is not JSON`]
    }
    const validate = this.validator(pointer('paths', path, method, 'responses', String(answer.status), 'content', type, 'schema'))
    if (!validate(body)) problems.push(`${where}: ${this.ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`)
    return problems
  }

  /** A validator for the request or response schema at a JSON pointer of the document. */
  validator(at: string): ValidateFunction {
    let validate = this.compiled.get(at)
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${at}` })
      this.compiled.set(at, validate)
    }
    return validate
  }

  private declaredHeaders(response: Json): Map<string, Json> {
    const declared = new Map<string, Json>()
    for (const [name, spec] of Object.entries(isObject(response.headers) ? response.headers : {})) {
      declared.set(name.toLowerCase(), this.resolve(spec))
    }
    return declared
  }

  private resolve(spec: unknown): Json {
    if (!isObject(spec)) return {}
    const ref = spec.$ref
    if (typeof ref !== 'string') return spec
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), this.document)
    return isObject(target) ? target : {}
  }
}

function headerMap(headers: Answer['headers']): Map<string, string> {
  const map = new Map<string, string>()
  if (headers instanceof Headers) headers.forEach((value, name) => map.set(name.toLowerCase(), value))
  else for (const [name, value] of Object.entries(headers)) if (value !== undefined) map.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value))
  return map
}
