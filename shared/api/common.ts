import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox'

/**
 * A value that may also be null. Schemas with a single `type` get a type array (`["string",
 * "null"]`, the OpenAPI 3.1 form); others become a union with the null type.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const type: unknown = (schema as { type?: unknown }).type
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]))
}

/**
 * A string restricted to listed values, as a JSON Schema `enum`: one validation error naming the
 * allowed values instead of a cascade of union branches.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/** Ids of contracts, templates, parties and playbooks: 24 lowercase or uppercase hex characters. */
export const HEX24_PATTERN = '^[0-9a-fA-F]{24}$'
export const Id24 = Type.String({ pattern: HEX24_PATTERN, description: '24-character hexadecimal id' })

/**
 * Text without the NUL character. Folio's keyword index keeps a contract's name and reference
 * apart with a NUL, and FTS5 reads a NUL as the end of its query, so a filter containing one is
 * refused rather than allowed to match across the two or cut the query short.
 */
export const NO_NUL_PATTERN = '^[^\\u0000]*$'

/** ISO 8601 timestamp as the API prints it (always UTC, millisecond precision). */
export const DateTime = Type.String({ format: 'date-time' })

/**
 * A date or date-time accepted in query strings. Lawyers' scripts often send `2025-01-31`; the
 * engine reads a date alone as midnight UTC.
 */
/**
 * The shape of an ISO 8601 date or date-time with a time zone, as a pattern: the format says what
 * the engine accepts, but a client that does not know Folio's `iso-instant` format reads the
 * pattern (an empty value is no date).
 */
export const ISO_INSTANT_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2}))?$'
export const IsoInstant = Type.String({ format: 'iso-instant', pattern: ISO_INSTANT_PATTERN, description: 'ISO 8601 date or date-time' })

export const ErrorBody = Type.Object(
  {
    error: Type.String({ description: 'name of the error class, the HTTP reason phrase' }),
    message: Type.String({ description: 'what is wrong, naming the offending field' })
  }
)
export type ErrorBody = Static<typeof ErrorBody>

export const Pagination = Type.Object({
  pageSize: Type.Integer({ description: 'rows in this page' }),
  hasMore: Type.Boolean(),
  cursor: Nullable(Type.String({ description: 'opaque; pass back as `cursor`' }))
})
export type Pagination = Static<typeof Pagination>

export const PageSize = Type.Integer({ minimum: 1, maximum: 200, default: 50 })
export const Cursor = Type.String({ minLength: 1, maxLength: 2000 })
export const Order = StringEnum(['asc', 'desc'], { default: 'desc' })
export type Order = Static<typeof Order>

export const ContractType = StringEnum(['template', 'playbook', 'external'])
export type ContractType = Static<typeof ContractType>

export const CategoryRef = Type.Object({
  id: Type.String(),
  label: Nullable(Type.String()),
  abbreviation: Nullable(Type.String())
})
export type CategoryRef = Static<typeof CategoryRef>

export const IdParams = Type.Object({ id: Id24 })
export type IdParams = Static<typeof IdParams>

/** Any JSON value: property values, template defaults. */
export const JsonValue = Type.Unknown()
