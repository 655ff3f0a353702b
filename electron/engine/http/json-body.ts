import type { FastifyInstance } from 'fastify'
import { BadRequestError } from '../errors'

/**
 * How deep a JSON body may nest arrays and objects. The API's deepest bodies (a playbook's
 * positions and keywords, a template's party values) nest a handful of levels; a body nested a
 * hundred thousand levels costs the parser and the garbage collector a tenth of a second of the
 * thread that answers every request, so it is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32

/**
 * Fastify's own JSON parser (prototype poisoning refused as before), behind a check of the raw
 * text's nesting depth: one pass over the characters, strings skipped.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (exceedsDepth(text, MAX_JSON_DEPTH)) {
      done(new BadRequestError(`The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; the API's bodies need a few`), undefined)
      return
    }
    void parse(request, text, done)
  })
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACKET = 0x5b
const OPEN_BRACE = 0x7b
const CLOSE_BRACKET = 0x5d
const CLOSE_BRACE = 0x7d

/** Whether the text opens more than `limit` arrays and objects at once, outside strings. */
export function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--
  }
  return false
}
