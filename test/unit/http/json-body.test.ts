import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exceedsDepth, installJsonBodyParser } from '../../../electron/engine/http/json-body'

const bytes = (text: string) => Buffer.from(text, 'utf8')

describe('the nesting pre-check', () => {
  it('counts arrays and objects outside strings only', () => {
    expect(exceedsDepth(bytes('[[[1]]]'), 3)).toBe(false)
    expect(exceedsDepth(bytes('[[[[1]]]]'), 3)).toBe(true)
    expect(exceedsDepth(bytes('{"a":"[[[[[[[[","b":{"c":[1]}}'), 3)).toBe(false)
    expect(exceedsDepth(bytes('[[],[],[],[],[]]'), 2)).toBe(false)
  })

  it('ends a string only at a quote not escaped by an odd run of backslashes', () => {
    expect(exceedsDepth(bytes(String.raw`["a\"[[[[", 1]`), 1)).toBe(false)
    expect(exceedsDepth(bytes(String.raw`["a\\", [[[1]]]]`), 3)).toBe(true)
    expect(exceedsDepth(bytes(String.raw`["a\\\"[[[[", 1]`), 1)).toBe(false)
  })

  it('reads multi-byte characters and an unclosed string without error', () => {
    expect(exceedsDepth(bytes('["§ 12 – “Term” 期間", [[1]]]'), 3)).toBe(false)
    expect(exceedsDepth(bytes('["§ 12 – “Term” 期間", [[[1]]]]'), 3)).toBe(true)
    expect(exceedsDepth(bytes('["never closed [[[[[['), 1)).toBe(false)
  })
})

describe('JSON bodies', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify()
    installJsonBodyParser(app)
    app.post('/echo', async (request) => ({ body: request.body, ...(request.stringListBody ? { firstBytes: request.stringListBody.bytes(0).toString('hex') } : {}) }))
    await app.ready()
  })
  afterAll(() => app.close())

  const post = async (payload: string | Buffer) => {
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload })
    return { status: response.statusCode, body: response.json<{ body?: unknown; code?: string; firstBytes?: string }>() }
  }

  it('reads a list of strings from its bytes, keeping the bytes each string arrived as', async () => {
    expect(await post('{"paragraphs":["§ 2", "b"]}')).toEqual({ status: 200, body: { body: { paragraphs: ['§ 2', 'b'] }, firstBytes: 'c2a72032' } })
    // Any other layout of the same list is parsed the general way, to the same value.
    expect(await post('{\n  "paragraphs": ["§ 2", "b"]\n}')).toEqual({ status: 200, body: { body: { paragraphs: ['§ 2', 'b'] } } })
  })

  it('refuses a malformed list of strings with Fastify’s error, as any malformed body', async () => {
    for (const malformed of ['{"paragraphs":["a",]}', '{"paragraphs":["raw\nline"]}', '{"paragraphs":["bad \\x escape"]}', '{"paragraphs":["a"]}}', '{"paragraphs":["open]}']) {
      const answer = await post(malformed)
      expect(answer.status, malformed).toBe(400)
      expect(answer.body.code, malformed).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
    }
    expect((await post('{"__proto__":["a"]}')).body.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
  })

  it('parses a valid body, its non-ASCII text intact', async () => {
    expect((await post('{"paragraphs":["“Term” means §2 – 期間", "a\\"b"]}')).body.body).toEqual({ paragraphs: ['“Term” means §2 – 期間', 'a"b'] })
    expect(await post('{"title":"“Term” – 期間","sections":[{"n":2}]}')).toEqual({ status: 200, body: { body: { title: '“Term” – 期間', sections: [{ n: 2 }] } } })
  })

  it('accepts a leading byte-order mark, as Fastify does', async () => {
    expect(await post(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes('{"a":1}')]))).toEqual({ status: 200, body: { body: { a: 1 } } })
  })

  it('refuses prototype poisoning anywhere in the body, with Fastify’s error', async () => {
    for (const poisoned of ['{"__proto__":{"x":1}}', '{"a":[{"b":{"\\u005f_proto__":{}}}]}', '{"constructor":{"prototype":{"x":1}}}', '[{"constructor":{"prototype":null}}]']) {
      const answer = await post(poisoned)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
    }
    expect(await post('{"constructor":"a string","proto":{}}')).toEqual({ status: 200, body: { body: { constructor: 'a string', proto: {} } } })
  })

  it('leaves empty and malformed bodies to Fastify’s errors', async () => {
    expect((await post('')).body.code).toBe('FST_ERR_CTP_EMPTY_JSON_BODY')
    expect((await post('{"a":')).body.code).toBe('FST_ERR_CTP_INVALID_JSON_BODY')
  })
})
