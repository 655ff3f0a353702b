import { connect } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exceedsDepth, installJsonBodyParser } from '../../../electron/engine/http/json-body'
import { RetiredBodyError, type StringListBody } from '../../../electron/engine/http/string-list-body'

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

describe('bodies read into a buffer kept between requests', () => {
  let app: FastifyInstance
  let url: string
  const held: StringListBody[] = []
  // A request to /held waits until the test lets it go, so that several are read at once.
  const waiting: Array<() => void> = []
  beforeAll(async () => {
    app = Fastify()
    installJsonBodyParser(app)
    app.post('/echo', { bodyLimit: 4000 }, async (request) => {
      if (request.stringListBody) held.push(request.stringListBody)
      return { first: request.stringListBody?.bytes(0).toString('utf8') ?? null, body: request.body }
    })
    // Reads its first string only: the others stay undecoded.
    app.post('/first', async (request) => {
      if (request.stringListBody) held.push(request.stringListBody)
      return { first: request.stringListBody?.text(0) ?? null }
    })
    app.post('/held', async (request) => {
      await new Promise<void>((resolve) => waiting.push(resolve))
      return { first: request.stringListBody?.bytes(0).toString('utf8') ?? null }
    })
    url = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => app.close())

  const post = async (path: string, payload: string) => {
    const response = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('answers each request from its own body, a shorter body after a longer one included', async () => {
    const long = { paragraphs: ['The first body, the longer of the two', 'with a second string'] }
    const short = { paragraphs: ['short'] }
    expect(await post('/echo', JSON.stringify(long))).toEqual({ status: 200, body: { first: long.paragraphs[0], body: long } })
    expect(await post('/echo', JSON.stringify(short))).toEqual({ status: 200, body: { first: 'short', body: short } })
    expect(await post('/echo', '{"title":"not a list","n":[1,2]}')).toEqual({ status: 200, body: { first: null, body: { title: 'not a list', n: [1, 2] } } })
  })

  it('refuses to read a list’s bytes once the request has been answered, unless the list was decoded', async () => {
    held.length = 0
    expect(await post('/first', '{"paragraphs":["answered","never read"]}')).toEqual({ status: 200, body: { first: 'answered' } })
    // The next body may be in the buffer by now: the strings are not read from it.
    expect(await post('/first', '{"paragraphs":["next body!","overwrites"]}')).toEqual({ status: 200, body: { first: 'next body!' } })
    const [undecoded] = held
    expect(() => undecoded?.bytes(1)).toThrow(RetiredBodyError)
    expect(() => undecoded?.text(0)).toThrow('A request body was read after its request had been answered')
    // Answering with the body decoded its list: its strings are the request's own.
    held.length = 0
    await post('/echo', '{"paragraphs":["kept","as sent"]}')
    await post('/echo', '{"paragraphs":["later","body"]}')
    expect(held[0]?.strings).toEqual(['kept', 'as sent'])
    expect(held[0]?.text(1)).toBe('as sent')
  })

  it('gives requests read at the same time a buffer each', async () => {
    const answers = Promise.all(['one', 'two', 'three'].map((first) => post('/held', JSON.stringify({ paragraphs: [first, 'x'.repeat(500)] }))))
    while (waiting.length < 3) await new Promise((resolve) => setTimeout(resolve, 5))
    for (const release of waiting.splice(0)) release()
    expect((await answers).map((answer) => answer.body.first)).toEqual(['one', 'two', 'three'])
  })

  it('refuses a body over the route’s limit with Fastify’s 413, and reads the next body whole', async () => {
    const tooLarge = await post('/echo', JSON.stringify({ paragraphs: ['x'.repeat(5000)] }))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE')
    expect(await post('/echo', '{"paragraphs":["after"]}')).toEqual({ status: 200, body: { first: 'after', body: { paragraphs: ['after'] } } })
  })

  it('reads the next body whole after a client left mid-body', async () => {
    const { port } = new URL(url)
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end('POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 3000\r\n\r\n{"paragraphs":["cut')
      })
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
      socket.resume()
    })
    expect(await post('/echo', '{"paragraphs":["whole"]}')).toEqual({ status: 200, body: { first: 'whole', body: { paragraphs: ['whole'] } } })
  })
})
