import fc from 'fast-check'

/**
 * fast-check arbitraries for the JSON Schema subset the engine's published document uses, so a
 * property test can draw requests from the document itself: values every schema admits, and
 * values each one refuses. `$ref`s resolve within the document.
 */
type Json = Record<string, unknown>

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const HEX24 = '^[0-9a-fA-F]{24}$'
/** Collections stay small: the properties under test do not depend on size. */
const MAX_ITEMS = 4

export class SchemaArbitraries {
  constructor(private readonly document: Json) {}

  resolve(schema: unknown): Json {
    if (!isObject(schema)) return {}
    if (typeof schema.$ref !== 'string') return schema
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), this.document)
    return this.resolve(target)
  }

  /** Values the schema admits. */
  valid(schemaOrRef: unknown): fc.Arbitrary<unknown> {
    const schema = this.resolve(schemaOrRef)
    if ('const' in schema) return fc.constant(schema.const)
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
    for (const union of ['anyOf', 'oneOf'] as const) {
      const branches = schema[union]
      if (Array.isArray(branches) && branches.length > 0) return fc.oneof(...branches.map((b) => this.valid(b)))
    }
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []
    if (types.length === 0) return fc.jsonValue({ maxDepth: 2 })
    return fc.oneof(...types.map((type) => this.ofType(type, schema)))
  }

  /** Values the schema refuses: of another type, past a bound, or with a field it does not know or requires. */
  invalid(schemaOrRef: unknown): fc.Arbitrary<unknown> {
    const schema = this.resolve(schemaOrRef)
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : []
    const options: Array<fc.Arbitrary<unknown>> = []
    const wrongTypes: Array<fc.Arbitrary<unknown>> = [fc.constant(null), fc.boolean(), fc.integer(), fc.string(), fc.constant([]), fc.constant({})]
    const wrong = wrongTypes.filter((_, i) => !types.includes(['null', 'boolean', 'integer', 'string', 'array', 'object'][i] ?? '') && !(i === 2 && types.includes('number')))
    if (types.length > 0 && wrong.length > 0) options.push(fc.oneof(...wrong))
    if (typeof schema.maxLength === 'number') options.push(fc.constant('x'.repeat(schema.maxLength + 1)))
    if (typeof schema.maximum === 'number') options.push(fc.constant(schema.maximum + 1))
    if (typeof schema.minimum === 'number') options.push(fc.constant(schema.minimum - 1))
    if (isObject(schema.properties) && types.includes('object')) {
      if (schema.additionalProperties === false) {
        options.push(this.ofType('object', schema).map((value) => ({ ...(isObject(value) ? value : {}), surelyUnknownField: 1 })))
      }
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : []
      for (const name of required) {
        options.push(this.ofType('object', schema).map((value) => Object.fromEntries(Object.entries(isObject(value) ? value : {}).filter(([k]) => k !== name))))
        options.push(
          fc.tuple(this.ofType('object', schema), this.invalid(schema.properties[name])).map(([value, bad]) => ({ ...(isObject(value) ? value : {}), [name]: bad }))
        )
      }
    }
    return options.length > 0 ? fc.oneof(...options) : fc.constant(Symbol.for('no invalid value'))
  }

  /** Text a query or path parameter of this schema refuses (everything there is text). */
  invalidText(schemaOrRef: unknown): fc.Arbitrary<string> {
    const schema = this.resolve(schemaOrRef)
    const options: string[] = []
    if (Array.isArray(schema.enum)) options.push('surely-not-a-choice')
    if (schema.type === 'integer' || schema.type === 'number') {
      options.push('abc')
      if (typeof schema.maximum === 'number') options.push(String(schema.maximum + 1))
      if (typeof schema.minimum === 'number') options.push(String(schema.minimum - 1))
    }
    if (typeof schema.maxLength === 'number') options.push('x'.repeat(schema.maxLength + 1))
    if (typeof schema.minLength === 'number' && schema.minLength > 0) options.push('')
    if (typeof schema.format === 'string') options.push('not-a-date-or-uri')
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u')
      options.push(...['~~', 'zz', '\u0000', ' '].filter((s) => !pattern.test(s)).slice(0, 1))
    }
    return options.length > 0 ? fc.constantFrom(...options) : fc.constant('')
  }

  private ofType(type: string, schema: Json): fc.Arbitrary<unknown> {
    switch (type) {
      case 'null':
        return fc.constant(null)
      case 'boolean':
        return fc.boolean()
      case 'integer':
        return fc.integer({ min: num(schema.minimum, -1_000_000), max: num(schema.maximum, 1_000_000) })
      case 'number':
        return fc.double({ min: num(schema.minimum, -1e6), max: num(schema.maximum, 1e6), noNaN: true, noDefaultInfinity: true })
      case 'string':
        return this.string(schema)
      case 'array': {
        const items = this.valid(schema.items)
        return fc.array(items, { minLength: num(schema.minItems, 0), maxLength: Math.min(num(schema.maxItems, MAX_ITEMS), Math.max(MAX_ITEMS, num(schema.minItems, 0))) })
      }
      case 'object':
        return this.object(schema)
      default:
        return fc.constant(null)
    }
  }

  private string(schema: Json): fc.Arbitrary<string> {
    const minLength = num(schema.minLength, 0)
    const maxLength = num(schema.maxLength, 40)
    switch (schema.format) {
      case 'date-time':
      case 'iso-instant':
        return fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }).map((d) => d.toISOString())
      case 'date':
        return fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
      case 'uri':
        return fc.webUrl()
      default:
        break
    }
    if (schema.pattern === HEX24) return fc.stringMatching(/^[0-9a-f]{24}$/)
    const text = fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' })
    if (typeof schema.pattern !== 'string') return text
    const pattern = new RegExp(schema.pattern, 'u')
    const matching = fc.stringMatching(pattern).filter((s) => [...s].length >= minLength && [...s].length <= maxLength)
    // Filtering free text only suits a pattern free text usually meets (no NUL, say): for a narrow
    // one (a job id of 8 or more letters and digits) the filter would draw almost forever.
    return pattern.test('Any words, 12.') ? fc.oneof(text.filter((s) => pattern.test(s)), matching) : matching
  }

  private object(schema: Json): fc.Arbitrary<Json> {
    const properties = isObject(schema.properties) ? schema.properties : {}
    const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
    const record: Record<string, fc.Arbitrary<unknown>> = {}
    for (const [name, property] of Object.entries(properties)) record[name] = this.valid(property)
    const declared = fc.record(record, { requiredKeys: [...required].filter((k) => k in record) })
    const extra = schema.additionalProperties
    if (Object.keys(properties).length > 0 || extra === false || extra === undefined) return declared
    const values = isObject(extra) ? this.valid(extra) : fc.jsonValue({ maxDepth: 1 })
    const maxKeys = Math.min(num(schema.maxProperties, MAX_ITEMS), MAX_ITEMS)
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), values, { minKeys: Math.min(num(schema.minProperties, 0), maxKeys), maxKeys })
  }
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}
