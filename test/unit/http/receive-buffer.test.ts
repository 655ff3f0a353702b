import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { receiveBody, ReceiveBuffers, type ReceivedBody } from '../../../electron/engine/http/receive-buffer'

interface Outcome {
  error: (Error & { code?: string; statusCode?: number }) | null
  body?: ReceivedBody
}

function receive(chunks: Array<Buffer | Error>, options: { contentLength: number; limit: number }, buffers = new ReceiveBuffers(1024 * 1024)): Promise<Outcome> {
  const payload = new Readable({ read() {} })
  const outcome = new Promise<Outcome>((resolve) => {
    let calls = 0
    receiveBody(payload, options, buffers, (error, body) => {
      calls++
      // Called once: a second call would be a second answer to one request.
      expect(calls).toBe(1)
      resolve({ error: error as Outcome['error'], ...(body ? { body } : {}) })
    })
  })
  for (const chunk of chunks) {
    if (chunk instanceof Error) payload.destroy(chunk)
    else payload.push(chunk)
  }
  if (!chunks.some((chunk) => chunk instanceof Error)) payload.push(null)
  return outcome
}

const text = (body: ReceivedBody | undefined) => body?.bytes.toString('utf8')

describe('reading a request body into a kept buffer', () => {
  it('reads a body of its Content-Length from any number of chunks', async () => {
    const parts = ['{"paragraphs":', '["§ 2 Term", ', '"b"]}'].map((part) => Buffer.from(part))
    const length = parts.reduce((sum, part) => sum + part.length, 0)
    const { error, body } = await receive(parts, { contentLength: length, limit: 1000 })
    expect(error).toBeNull()
    expect(text(body)).toBe('{"paragraphs":["§ 2 Term", "b"]}')
    expect(body?.buffer.length).toBe(length)
  })

  it('reads a body without a Content-Length (chunked), however far it outgrows its first buffer', async () => {
    const parts = Array.from({ length: 40 }, (_, index) => Buffer.alloc(10_000, 0x61 + (index % 26)))
    const { error, body } = await receive(parts, { contentLength: Number.NaN, limit: 1_000_000 })
    expect(error).toBeNull()
    expect(body?.bytes.equals(Buffer.concat(parts))).toBe(true)
  })

  it('refuses a Content-Length over the limit before reading, as Fastify does', async () => {
    const { error, body } = await receive([Buffer.from('{}')], { contentLength: 1001, limit: 1000 })
    expect(error?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE')
    expect(error?.statusCode).toBe(413)
    expect(body).toBeUndefined()
  })

  it('refuses a body that grows past the limit without a Content-Length', async () => {
    const { error } = await receive([Buffer.alloc(600), Buffer.alloc(600)], { contentLength: Number.NaN, limit: 1000 })
    expect(error?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE')
  })

  it('refuses a body shorter or longer than its Content-Length', async () => {
    expect((await receive([Buffer.from('{"a":1}')], { contentLength: 10, limit: 1000 })).error?.code).toBe('FST_ERR_CTP_INVALID_CONTENT_LENGTH')
    expect((await receive([Buffer.from('{"a":1}'), Buffer.from('  ')], { contentLength: 7, limit: 1000 })).error?.code).toBe('FST_ERR_CTP_INVALID_CONTENT_LENGTH')
  })

  it('answers a stream error (a client gone mid-body) as a 400 carrying that error', async () => {
    const gone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    const { error } = await receive([Buffer.from('{"para'), gone], { contentLength: 100, limit: 1000 })
    expect(error).toBe(gone)
    expect(error?.statusCode).toBe(400)
  })

  it('reads the next body into the buffer the last one was given back in, not a new one', async () => {
    const buffers = new ReceiveBuffers(1024)
    const first = await receive([Buffer.from('{"paragraphs":["first body"]}')], { contentLength: 29, limit: 1000 }, buffers)
    const kept = first.body?.buffer
    expect(kept).toBeDefined()
    if (kept) buffers.give(kept)
    const second = await receive([Buffer.from('["second"]')], { contentLength: 10, limit: 1000 }, buffers)
    expect(second.body?.buffer).toBe(kept)
    expect(text(second.body)).toBe('["second"]')
    // While the second request holds it, a third takes a buffer of its own.
    const third = await receive([Buffer.from('[3]')], { contentLength: 3, limit: 1000 }, buffers)
    expect(third.body?.buffer).not.toBe(kept)
    expect(text(third.body)).toBe('[3]')
  })

  it('keeps the larger of two buffers given back, and none over its bound', () => {
    const buffers = new ReceiveBuffers(100)
    const small = Buffer.alloc(10)
    const large = Buffer.alloc(50)
    buffers.give(small)
    buffers.give(large)
    buffers.give(Buffer.alloc(20))
    expect(buffers.take(40)).toBe(large)
    buffers.give(Buffer.alloc(101))
    const fresh = buffers.take(60)
    expect(fresh.length).toBe(60)
    expect(fresh).not.toBe(large)
    // A buffer too small for the body is not handed out; it stays kept for a smaller one.
    buffers.give(small)
    expect(buffers.take(11)).not.toBe(small)
    expect(buffers.take(10)).toBe(small)
  })
})
