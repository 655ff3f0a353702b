import Ajv from 'ajv'
import fc from 'fast-check'
import { Type, type TSchema } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { boundedSchema } from '../../../electron/engine/http/bounded-schema'
import { StringListBody } from '../../../electron/engine/http/string-list-body'
import { stringListLimits } from '../../../electron/engine/http/string-list-validation'
import { createValidators } from '../../../electron/engine/http/validators'
import { compilePlaybook, matchParagraphs } from '../../../electron/engine/playbooks'
import { MatchRequest } from '../../../shared/api/matching'
import { exact, negative, pattern, position } from '../playbooks/positions'

/** The validator as it was: Ajv alone on the bounded schema, on what JSON.parse builds. */
function ajvAlone(schema: TSchema): (text: string) => { valid: boolean; errors: unknown } {
  const ajv = new Ajv({ allErrors: true, coerceTypes: false, useDefaults: true, strict: false })
  const validate = ajv.compile(boundedSchema(schema) as object)
  return (text) => {
    const value: unknown = JSON.parse(text)
    const valid = validate(value)
    return { valid, errors: validate.errors ?? null }
  }
}

/** The engine's path: the body read as a list of strings where it is one (else JSON.parse), then the engine's body validator. */
function enginePath(schema: TSchema): (text: string) => { valid: boolean; errors: unknown; value: unknown; list: StringListBody | null } {
  const validate = createValidators().forPart('body', schema)
  return (text) => {
    const list = StringListBody.read(Buffer.from(text, 'utf8'))
    const value: unknown = list === null ? JSON.parse(text) : list.value()
    const valid = validate(value)
    return { valid, errors: validate.errors ?? null, value, list }
  }
}

const SMALL = Type.Object({ paragraphs: Type.Array(Type.String(), { maxItems: 3 }) }, { additionalProperties: false })
const WITH_LENGTH = Type.Object({ paragraphs: Type.Array(Type.String({ maxLength: 4 }), { maxItems: 3 }) }, { additionalProperties: false })

// Any code point, any UTF-16 unit (lone surrogates too), the characters JSON escapes, long strings.
const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code))
const unit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const escaped = fc.constantFrom('"', '\\', '/', 'a', ' ', 'é', '\n', '\t', '\u2028', '😀', '\ud800')
const text = fc.oneof(fc.string({ unit: codePoint, maxLength: 8 }), fc.string({ unit, maxLength: 8 }), fc.string({ unit: escaped, maxLength: 8 }), fc.string({ maxLength: 300 }))
const item = fc.oneof({ weight: 6, arbitrary: text }, { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.constant({}), fc.constant(['a'])) })
const field = fc.constantFrom('paragraphs', 'p', 'constructor', 'paragraphs ')

const unicodeEscape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/** Every non-ASCII character (or every character of every string) written as `\u` escapes, as some clients send. */
function asciiJson(value: unknown, all: boolean): string {
  if (!all) return JSON.stringify(value).replace(/[^\x20-\x7e]/g, unicodeEscape)
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? `\u0000${item}` : item)).replace(/"\\u0000((?:[^"\\]|\\.)*)"/g, (_match, inner: string) => `"${(JSON.parse(`"${inner}"`) as string).replace(/[^]/g, unicodeEscape)}"`)
}
const body = fc
  .tuple(field, fc.array(item, { maxLength: 6 }), fc.option(fc.tuple(field, fc.array(text, { maxLength: 2 })), { freq: 4 }), fc.constantFrom('plain', 'ascii', 'escaped'))
  .map(([name, items, extra, writing]) => {
    const value: Record<string, unknown> = extra !== null && extra[0] !== name ? { [name]: items, [extra[0]]: extra[1] } : { [name]: items }
    return writing === 'plain' ? JSON.stringify(value) : asciiJson(value, writing === 'escaped')
  })

describe('validating a body read as a list of strings', () => {
  it('shortcuts exactly the object of one list of plain strings that allows nothing else', () => {
    expect(stringListLimits(MatchRequest)).toEqual(new Map([['paragraphs', 5000]]))
    expect(stringListLimits(WITH_LENGTH).size).toBe(0)
    expect(stringListLimits(Type.Object({ paragraphs: Type.Array(Type.String(), { minItems: 1 }) }, { additionalProperties: false })).size).toBe(0)
    expect(stringListLimits(Type.Object({ paragraphs: Type.Array(Type.String()) })).size).toBe(0)
    expect(stringListLimits(Type.Object({ a: Type.Array(Type.String()), b: Type.String() }, { additionalProperties: false })).size).toBe(0)
    expect(stringListLimits(Type.Object({ a: Type.Array(Type.String()), b: Type.Optional(Type.String()) }, { additionalProperties: false }))).toEqual(new Map([['a', Number.POSITIVE_INFINITY]]))
  })

  it('gives the value and the refusal JSON.parse and Ajv give, on any body, without decoding a valid list', () => {
    let shortcut = 0
    let refused = 0
    for (const schema of [SMALL, WITH_LENGTH, MatchRequest]) {
      const reference = ajvAlone(schema)
      const engine = enginePath(schema)
      fc.assert(
        fc.property(body, (json) => {
          const expected = reference(json)
          const ours = engine(json)
          expect(ours.valid).toBe(expected.valid)
          expect(ours.errors).toEqual(expected.errors)
          // A list the shortcut accepted is still undecoded, and decodes to JSON.parse's value.
          if (ours.valid && ours.list !== null && schema !== WITH_LENGTH) expect(StringListBody.unread(ours.value)).toBe(ours.list)
          if (StringListBody.unread(ours.value) !== undefined) shortcut++
          if (!ours.valid) refused++
          expect(ours.value).toEqual(JSON.parse(json))
        }),
        { numRuns: 400, seed: 27 }
      )
    }
    // The runs reached both ways: lists the shortcut accepted, and bodies Ajv refused.
    expect(shortcut).toBeGreaterThan(50)
    expect(refused).toBeGreaterThan(50)
  })

  it('refuses too many strings as Ajv does, and accepts the most allowed', () => {
    const engine = enginePath(MatchRequest)
    const list = (count: number) => JSON.stringify({ paragraphs: Array.from({ length: count }, (_, index) => `p${index}`) })
    expect(engine(list(5000)).valid).toBe(true)
    const refused = engine(list(5001))
    expect(refused.valid).toBe(false)
    expect(refused.errors).toEqual(ajvAlone(MatchRequest)(list(5001)).errors)
  })
})

describe('matching a body read as a list of strings', () => {
  it('finds what matching its strings finds, with and without spans, whatever their characters', () => {
    const compiled = compilePlaybook([
      position(1, [exact('term'), exact('café'), negative('draft')]),
      position(2, [exact('“Company”'), pattern('\\bnotice\\s+period\\b'), exact('期間')]),
      position(3, [exact('naïve'), exact('Straße'), exact('law')])
    ])
    const word = fc.constantFrom('term', 'café', 'CAFÉ', 'draft', '“Company”', '"Company"', 'notice  period', '期間', 'naïve', 'straße', 'law', 'éterm', 'termé', '\ud800', '😀', '\n', ' ', 'x')
    const paragraph = fc.array(word, { maxLength: 8 }).map((words) => words.join(''))
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 8 }), fc.boolean(), (paragraphs, escapeAll) => {
        const json = escapeAll ? asciiJson({ p: paragraphs }, false) : JSON.stringify({ p: paragraphs })
        const list = StringListBody.read(Buffer.from(json, 'utf8'))
        expect(list).not.toBeNull()
        if (list === null) return
        const strings = JSON.parse(json) as { p: string[] }
        expect(matchParagraphs(compiled, list)).toEqual(matchParagraphs(compiled, strings.p))
        expect(matchParagraphs(compiled, list, { spans: true })).toEqual(matchParagraphs(compiled, strings.p, { spans: true }))
      }),
      { numRuns: 300, seed: 27 }
    )
  })
})
