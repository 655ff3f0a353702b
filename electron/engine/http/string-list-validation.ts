import type { ValidateFunction } from 'ajv'
import type { DataValidationCxt } from 'ajv/dist/types'
import { StringListBody } from './string-list-body'

/** A body validator as Fastify calls it: Ajv's, or Ajv's behind the shortcut below. */
export type BodyValidator = ((data: unknown, context?: DataValidationCxt) => boolean) & Pick<ValidateFunction, 'errors' | 'schemaEnv'>

/**
 * Ajv's validator for a body schema, with a shortcut for a body read as a list of strings whose
 * strings are still undecoded (StringListBody.value()): when the schema is an object of one array
 * of plain strings (no length, pattern or format on them, nothing but maxItems on the array, no
 * other field allowed), such a body is valid exactly when its field is that array's and it holds at
 * most maxItems strings, which needs none of the strings. Every other body, and every one the
 * shortcut does not accept, is Ajv's to judge (reading the list decodes it), so a refusal is the
 * one Ajv gives: the shortcut only ever says yes where Ajv would.
 */
export function withStringListShortcut(schema: unknown, validate: ValidateFunction): BodyValidator {
  const limits = stringListLimits(schema)
  if (limits.size === 0) return validate
  const check: BodyValidator = (data, context) => {
    const list = StringListBody.unread(data)
    const limit = list === undefined ? undefined : limits.get(list.field)
    if (list !== undefined && limit !== undefined && list.length <= limit) {
      check.errors = null
      return true
    }
    const valid = context === undefined ? validate(data) : validate(data, context)
    check.errors = validate.errors
    return valid
  }
  check.schemaEnv = validate.schemaEnv
  return check
}

/** Keywords that only describe: they never make a value invalid. */
const ANNOTATIONS = new Set(['description', 'title', 'example', 'examples', '$comment'])

/**
 * The fields whose string list alone makes a valid body under `schema`, with the most strings
 * each allows; empty when the schema is not of that shape (then nothing is shortcut).
 */
export function stringListLimits(schema: unknown): Map<string, number> {
  const limits = new Map<string, number>()
  if (!isRecord(schema) || !onlyKeys(schema, ['type', 'properties', 'required', 'additionalProperties'])) return limits
  if (schema.type !== 'object' || schema.additionalProperties !== false || !isRecord(schema.properties)) return limits
  const required = schema.required ?? []
  if (!Array.isArray(required)) return limits
  for (const [field, property] of Object.entries(schema.properties)) {
    if (required.some((name) => name !== field)) continue
    if (!isRecord(property) || property.type !== 'array' || !onlyKeys(property, ['type', 'items', 'maxItems'])) continue
    const items = property.items
    if (!isRecord(items) || items.type !== 'string' || !onlyKeys(items, ['type'])) continue
    const maxItems = property.maxItems ?? Number.POSITIVE_INFINITY
    if (typeof maxItems !== 'number') continue
    limits.set(field, maxItems)
  }
  return limits
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function onlyKeys(schema: Record<string, unknown>, allowed: readonly string[]): boolean {
  return Object.keys(schema).every((key) => allowed.includes(key) || ANNOTATIONS.has(key))
}
