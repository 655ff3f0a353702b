import type { Readable } from 'node:stream'
import { errorCodes } from 'fastify'

/**
 * The buffer a request body is read into, kept for the next request once its request has been
 * answered. A 1.8 MB body (5,000 paragraphs to match) read the usual way is collected as the
 * socket's chunks and then copied into a new buffer: its memory is fresh (the kernel maps and
 * clears it as it is first written) and V8 counts it as external memory, whose growth sets off
 * full collections of the engine's heap every few such requests. Reading into one kept buffer
 * does neither.
 *
 * A body's bytes may be read after parsing (StringListBody keeps a list's strings as bytes until
 * asked), so a buffer is given back only when its request has been answered; one never given
 * back (a client gone mid-request) is simply not kept. Requests read at the same time each take
 * their own buffer.
 */
export class ReceiveBuffers {
  #spare: Buffer | null = null

  /** @param keepUpTo Bytes: a larger buffer (a rare, huge body) is not kept once its request is answered. */
  constructor(private readonly keepUpTo: number) {}

  /** A buffer of at least `length` bytes, the kept one if it is large enough. */
  take(length: number): Buffer {
    const spare = this.#spare
    if (spare !== null && spare.length >= length) {
      this.#spare = null
      return spare
    }
    return Buffer.allocUnsafeSlow(length)
  }

  /** Keeps `buffer` for the next request, unless it is too large or a larger one is kept already. */
  give(buffer: Buffer): void {
    if (buffer.length > this.keepUpTo) return
    if (this.#spare === null || this.#spare.length < buffer.length) this.#spare = buffer
  }
}

export interface ReceivedBody {
  /** The body's bytes: a view of `buffer`. */
  bytes: Buffer
  /** The buffer they were read into, to give back when the request has been answered. */
  buffer: Buffer
}

export interface ReceiveOptions {
  /** The request's Content-Length header as a number; NaN when it has none (a chunked body). */
  contentLength: number
  /** The route's body limit. */
  limit: number
}

// Without a Content-Length the body is read into a buffer that doubles as it fills.
const FIRST_CHUNKED_SIZE = 64 * 1024

/**
 * Reads a request body as Fastify's own reader does, with the same refusals: a Content-Length or
 * a body over the limit is FST_ERR_CTP_BODY_TOO_LARGE (a 413 naming the limit), a body ending
 * before or after its Content-Length is FST_ERR_CTP_INVALID_CONTENT_LENGTH, and a stream error (a
 * client gone mid-body) is that error as a 400. The callback is called exactly once.
 */
export function receiveBody(payload: Readable, options: ReceiveOptions, buffers: ReceiveBuffers, done: (error: Error | null, body?: ReceivedBody) => void): void {
  const { contentLength, limit } = options
  if (contentLength > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
    return
  }
  const declared = Number.isNaN(contentLength) ? null : contentLength
  let buffer = buffers.take(declared ?? FIRST_CHUNKED_SIZE)
  let received = 0

  const stop = (): void => {
    payload.removeListener('data', onData)
    payload.removeListener('end', onEnd)
    payload.removeListener('error', onEnd)
  }
  function onData(chunk: Buffer | string): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    if (received + bytes.length > limit) {
      stop()
      buffers.give(buffer)
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
      return
    }
    if (received + bytes.length > buffer.length) {
      // More than the Content-Length said (refused at the end), or a chunked body outgrowing its buffer.
      const grown = Buffer.allocUnsafeSlow(Math.min(limit, Math.max(2 * buffer.length, received + bytes.length)))
      buffer.copy(grown, 0, 0, received)
      buffers.give(buffer)
      buffer = grown
    }
    bytes.copy(buffer, received)
    received += bytes.length
  }
  function onEnd(error?: Error & { statusCode?: number }): void {
    stop()
    if (error != null) {
      buffers.give(buffer)
      if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
      done(error)
      return
    }
    if (declared !== null && received !== declared) {
      buffers.give(buffer)
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      return
    }
    done(null, { bytes: buffer.subarray(0, received), buffer })
  }

  payload.on('data', onData)
  payload.on('end', onEnd)
  payload.on('error', onEnd)
  payload.resume()
}
