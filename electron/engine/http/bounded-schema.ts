/**
 * A request schema rewritten for validation so that the work, and the errors collected, stay
 * proportional to what the schema admits rather than to what a client sends. With `allErrors`,
 * a validator reports every bad item of an array: a body of a million bad ids would cost a
 * million error objects (gigabytes) before the answer says "at most 50". Here an array's items,
 * and an object's fields, are checked only once its size is within `maxItems` / `maxProperties`;
 * otherwise the size is the one problem reported. The published schema is unchanged: a value
 * valid under one is valid under the other.
 */
export function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundedSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) copy[key] = NESTED_SCHEMAS.has(key) ? boundedNested(key, value) : value
  return gate(copy, 'maxItems', ARRAY_CONTENT) ?? gate(copy, 'maxProperties', OBJECT_CONTENT) ?? copy
}

/** Keywords whose value is a schema, or holds schemas by name or position. */
const NESTED_SCHEMAS = new Set(['items', 'prefixItems', 'additionalProperties', 'properties', 'patternProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', '$defs', 'definitions'])
const BY_NAME = new Set(['properties', 'patternProperties', '$defs', 'definitions'])
const ARRAY_CONTENT = ['items', 'prefixItems', 'contains', 'uniqueItems'] as const
const OBJECT_CONTENT = ['properties', 'patternProperties', 'additionalProperties', 'propertyNames'] as const

function boundedNested(key: string, value: unknown): unknown {
  if (!BY_NAME.has(key) || typeof value !== 'object' || value === null) return boundedSchema(value)
  return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, boundedSchema(schema)]))
}

/** Moves the content keywords under `if: {<size>: n}, then: {...}`, keeping the size check itself outside. */
function gate(schema: Record<string, unknown>, size: 'maxItems' | 'maxProperties', content: readonly string[]): Record<string, unknown> | null {
  const limit = schema[size]
  if (typeof limit !== 'number' || 'if' in schema || !content.some((key) => key in schema)) return null
  const outside: Record<string, unknown> = {}
  const inside: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(schema)) (content.includes(key) ? inside : outside)[key] = value
  return { ...outside, if: { [size]: limit }, then: inside }
}
