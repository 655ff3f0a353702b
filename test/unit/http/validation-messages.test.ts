import { describe, expect, it } from 'vitest'
import { formatValidationErrors, type SchemaError } from '../../../electron/engine/http/validation-messages'

const badId = (i: number): SchemaError => ({ instancePath: `/contractIds/${i}`, keyword: 'pattern', params: { pattern: '^[0-9a-fA-F]{24}$' } })

describe('400 messages built from schema errors', () => {
  it('names every problem when there are a few', () => {
    expect(formatValidationErrors('body', [badId(0), badId(1), { instancePath: '', keyword: 'required', params: { missingProperty: 'query' } }])).toBe(
      "Body field 'contractIds.0' must be a 24-character hexadecimal id; body field 'contractIds.1' must be a 24-character hexadecimal id; body field 'query' is required"
    )
  })

  it('names the first twenty problems of an array with many bad items and counts the rest', () => {
    const errors = [{ instancePath: '/contractIds', keyword: 'maxItems', params: { limit: 50 } }, ...Array.from({ length: 100_000 }, (_, i) => badId(i))]
    const message = formatValidationErrors('body', errors)
    expect(message).toBe(
      "Body field 'contractIds' must have at most 50 items; " +
        Array.from({ length: 19 }, (_, i) => `body field 'contractIds.${i}' must be a 24-character hexadecimal id`).join('; ') +
        '; and 99,981 more problems'
    )
  })

  it('counts a problem reported twice (by two branches of a union) once', () => {
    const twice: SchemaError = { instancePath: '/status', keyword: 'type', params: { type: 'string' } }
    expect(formatValidationErrors('body', [twice, twice, { instancePath: '/status', keyword: 'anyOf', params: {} }])).toBe("Body field 'status' must be a string")
  })
})
