import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BadRequestError } from '../errors'
import { receiveBody, ReceiveBuffers } from './receive-buffer'
import { closingQuote, StringListBody } from './string-list-body'

declare module 'fastify' {
  interface FastifyRequest {
    /** The body read as a list of strings with their bytes, when it was one (string-list-body.ts). */
    stringListBody: StringListBody | null
    /** The buffer the body was read into, given back once the request has been answered. */
    receiveBuffer: Buffer | null
  }
}

/**
 * The largest receive buffer kept between requests: the body of 5,000 paragraphs of a long
 * contract. A larger body's buffer is let go once its request has been answered.
 */
const KEEP_RECEIVE_BUFFER_UP_TO = 4 * 1024 * 1024

/**
 * How deep a JSON body may nest arrays and objects. The API's deepest bodies (a playbook's
 * positions and keywords, a template's party values) nest a handful of levels; a body nested a
 * hundred thousand levels costs the parser and the garbage collector a tenth of a second of the
 * thread that answers every request, so it is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32

/**
 * Fastify's own JSON parser behind a check of the raw bytes' nesting depth. A body that is one
 * list of strings (a document's paragraphs) is read from its bytes by StringListBody, which keeps
 * them for the matcher. Another valid, unpoisoned body is parsed once by JSON.parse and its
 * objects walked for `__proto__` and `constructor.prototype` keys; anything else (empty,
 * malformed, a byte-order mark, poisoned) is handed to Fastify's parser, so its errors stay
 * exactly Fastify's. The shortcuts matter for large bodies (5,000 paragraphs to match): Fastify's
 * parser tests the whole text with two regular expressions before it walks the result, which
 * costs more than the parse itself.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  const buffers = new ReceiveBuffers(KEEP_RECEIVE_BUFFER_UP_TO)
  app.decorateRequest('stringListBody', null)
  app.decorateRequest('receiveBuffer', null)
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const options = { contentLength: Number(request.headers['content-length']), limit: request.routeOptions.bodyLimit }
    receiveBody(payload, options, buffers, (error, received) => {
      if (error !== null || received === undefined) done(error)
      else {
        request.receiveBuffer = received.buffer
        parseBody(request, received.bytes, done)
      }
    })
  })
  // Answered: nothing may read the body's bytes any more (a list's strings not yet decoded refuse
  // to be), and its buffer can take the next body.
  app.addHook('onResponse', (request, _reply, next) => {
    request.stringListBody?.retire()
    if (request.receiveBuffer !== null) buffers.give(request.receiveBuffer)
    request.receiveBuffer = null
    next()
  })

  function parseBody(request: FastifyRequest, bytes: Buffer, done: (error: Error | null, body?: unknown) => void): void {
    // A list of strings, nested two levels, needs no nesting check.
    const list = StringListBody.read(bytes)
    if (list !== null) {
      request.stringListBody = list
      done(null, list.value())
      return
    }
    if (exceedsDepth(bytes, MAX_JSON_DEPTH)) {
      done(new BadRequestError(`The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; the API's bodies need a few`), undefined)
      return
    }
    const text = bytes.toString('utf8')
    const parsed = parseUnpoisoned(text)
    if (parsed.ok) done(null, parsed.value)
    else void parse(request, text, done)
  }
}

type Parsed = { ok: true; value: unknown } | { ok: false }

function parseUnpoisoned(text: string): Parsed {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false }
  }
  return isPoisoned(value) ? { ok: false } : { ok: true, value }
}

const hasOwn = (target: object, key: string): boolean => Object.prototype.hasOwnProperty.call(target, key)

/** The keys secure-json-parse refuses: an own `__proto__`, or a `constructor` object with a `prototype`. */
function isPoisoned(root: unknown): boolean {
  const pending: unknown[] = [root]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null) continue
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) pending.push(item)
      continue
    }
    if (hasOwn(node, '__proto__')) return true
    const record = node as Record<string, unknown>
    const constructor = record.constructor
    if (hasOwn(node, 'constructor') && typeof constructor === 'object' && constructor !== null && hasOwn(constructor, 'prototype')) return true
    for (const key in record) {
      const value = record[key]
      if (typeof value === 'object' && value !== null) pending.push(value)
    }
  }
  return false
}

const QUOTE = 0x22
const OPEN_BRACKET = 0x5b
const OPEN_BRACE = 0x7b
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d

/**
 * Whether the UTF-8 text opens more than `limit` arrays and objects at once, outside strings.
 * Strings, the bulk of a large body, are skipped by searching for their closing quote (one not
 * escaped by an odd run of backslashes) rather than by reading every character. In UTF-8 these
 * ASCII bytes never occur inside a multi-byte character, so bytes are as good as characters.
 */
export function exceedsDepth(bytes: Uint8Array, limit: number): boolean {
  let depth = 0
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i]
    if (c === QUOTE) {
      const close = closingQuote(bytes, i)
      if (close < 0) return false
      i = close
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--
  }
  return false
}
