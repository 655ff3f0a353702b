import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { TSchema } from '@sinclair/typebox'
import { isIsoInstant } from '../time'
import { boundedSchema } from './bounded-schema'
import { withStringListShortcut, type BodyValidator } from './string-list-validation'

function configure(ajv: Ajv): Ajv {
  addFormats(ajv)
  ajv.addFormat('iso-instant', { type: 'string', validate: isIsoInstant })
  // Documentation-only keywords that appear in route schemas.
  ajv.addKeyword({ keyword: 'example', schemaType: ['string', 'number', 'boolean', 'object', 'array'] })
  return ajv
}

/**
 * Query strings and path parameters arrive as text, so their validator coerces ("50" → 50).
 * JSON bodies never are: a string where the spec wants a number is the caller's error, and the
 * generation rules say so explicitly.
 */
export function createValidators() {
  const coercing = configure(new Ajv({ allErrors: true, coerceTypes: 'array', useDefaults: true, strict: false }))
  const strict = configure(new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false }))
  const responses = configure(new Ajv({ allErrors: true, coerceTypes: false, useDefaults: false, strict: false }))
  const responseCache = new WeakMap<object, ValidateFunction>()
  return {
    forPart(httpPart: string | undefined, schema: object): BodyValidator {
      const bounded = boundedSchema(schema)
      const validate = (httpPart === 'body' ? strict : coercing).compile(typeof bounded === 'object' && bounded !== null ? bounded : schema)
      // A list of strings is judged without decoding its strings where the schema allows (string-list-validation.ts).
      return httpPart === 'body' ? withStringListShortcut(schema, validate) : validate
    },
    /** Checks a handler's answer against its documented shape; used when responses are verified. */
    checkResponse(schema: TSchema, data: unknown): string | null {
      let validate = responseCache.get(schema)
      if (!validate) {
        validate = responses.compile(schema)
        responseCache.set(schema, validate)
      }
      if (validate(data)) return null
      return responses.errorsText(validate.errors, { dataVar: 'response' })
    }
  }
}
