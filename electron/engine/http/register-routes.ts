import contentDisposition from 'content-disposition'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NoQuery } from '../../../shared/api/library'
import type { EngineContext } from '../context'
import { ApiError, BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors'
import { FileReply, type AnyRoute, type ClientInfo, type UploadedFile } from './route'
import type { createValidators } from './validators'

/** Largest JSON body by default: every request of the API fits in a fraction of it. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

/** Registers Folio routes on Fastify: the only code that knows both worlds. */
export function registerRoutes(app: FastifyInstance, ctx: EngineContext, routes: readonly AnyRoute[], validators: ReturnType<typeof createValidators>): void {
  for (const route of routes) {
    const { method, path, params, query: querystring, body, headers, response } = route.operation
    const status = route.operation.status ?? 200
    app.route({
      method,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      config: { folioRoute: route },
      bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(params ? { params } : {}),
        // Operations that take no query parameters refuse unknown ones too, as every list does.
        querystring: querystring ?? NoQuery,
        ...(headers ? { headers } : {}),
        ...(body && !route.multipart ? { body } : {}),
        ...(route.multipart ? { consumes: ['multipart/form-data'] } : {})
      },
      // A JSON body of the wrong kind is named as such before validation reads it as a bad value;
      // an upload's kind is checked after the path and query (it has no body schema to trip).
      ...(route.multipart ? { preHandler: async (request: FastifyRequest) => checkBodyKind(request, route) } : { preValidation: async (request: FastifyRequest) => checkBodyKind(request, route) }),
      handler: async (request, reply) => {
        const files = route.multipart ? await readFiles(request, route.multipart) : []
        const idempotencyKey = readIdempotencyKey(request)
        const disconnected = new AbortController()
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) disconnected.abort()
        })
        const result = await route.handle(
          {
            params: request.params,
            query: request.query,
            body: request.body,
            headers: request.headers,
            auth: request.auth,
            files,
            client: clientOf(request),
            disconnected: disconnected.signal,
            ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
            ...(request.stringListBody === null ? {} : { stringList: request.stringListBody })
          },
          ctx
        )
        if (result instanceof FileReply) {
          return reply
            .header('content-type', result.contentType)
            .header('content-disposition', contentDisposition(result.fileName))
            .send(result.bytes)
        }
        if (ctx.config.validateResponses && response) {
          const problem = validators.checkResponse(response, result)
          if (problem) throw new Error(`${method} ${path} answered outside its schema: ${problem}`)
        }
        // Sent as bytes: a JSON text with one character beyond ASCII (a curly quote in a keyword)
        // is a two-byte string, which Node writes to the socket more slowly than it encodes it: a
        // 123 KB match answer took 0.8 ms to write as text, 0.4 to encode and 0.2 to write as bytes.
        return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(jsonBytes(result))
      }
    })
  }
}

const utf8 = new TextEncoder()

/**
 * The answer's JSON as UTF-8, in a Uint8Array of this realm: Fastify tells bytes from an object
 * to serialise by `instanceof ArrayBuffer`, which a Node Buffer fails where tests run the engine
 * under jsdom. Nothing (no JSON) for an undefined answer, as JSON.stringify gives.
 */
function jsonBytes(answer: unknown): Uint8Array | undefined {
  const text: string | undefined = JSON.stringify(answer)
  if (text === undefined) return undefined
  const bytes = new Uint8Array(Buffer.byteLength(text, 'utf8'))
  utf8.encodeInto(text, bytes)
  return bytes
}

function clientOf(request: FastifyRequest): ClientInfo {
  const origin = request.headers.origin
  return { origin: typeof origin === 'string' && origin.length > 0 ? origin : null, address: request.socket.remoteAddress ?? '' }
}

/**
 * The kind of body the operation takes: multipart uploads only where files are expected, JSON
 * elsewhere (@fastify/multipart accepts multipart on every route, and would hand a JSON operation
 * no body at all), and a body wherever the operation has one.
 */
function checkBodyKind(request: FastifyRequest, route: AnyRoute): void {
  const operation = `${route.operation.method} ${route.operation.path}`
  if (route.multipart) {
    // No body at all is a missing upload (400), not a body of the wrong kind (415).
    if (request.headers['content-type'] === undefined && !hasBody(request)) throw new BadRequestError(`${operation} needs files: send them as multipart/form-data`)
    if (!request.isMultipart()) throw new UnsupportedMediaTypeError(`${operation} takes multipart/form-data: send the files as multipart/form-data`)
    return
  }
  if (!route.operation.body) return
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== '' && type !== 'application/json') throw new UnsupportedMediaTypeError(`${operation} takes a JSON body: send application/json, not ${type}`)
  if (request.body === undefined) throw new BadRequestError(`${operation} needs a body: send a JSON object as application/json`)
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

async function readFiles(request: FastifyRequest, limits: { maxFiles: number; maxFileBytes: number }): Promise<UploadedFile[]> {
  const files: UploadedFile[] = []
  try {
    const parts = request.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FORM_FIELDS, parts: limits.maxFiles + MAX_FORM_FIELDS } })
    for await (const part of parts) {
      if (part.type !== 'file') continue
      const bytes = await part.toBuffer()
      if (part.file.truncated) throw new PayloadTooLargeError(`${part.filename} is larger than the ${Math.round(limits.maxFileBytes / 1048576)} MB limit`)
      files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes })
    }
  } catch (error) {
    throw multipartError(error, limits)
  }
  return files
}

/** Form fields besides the files (none is read; a few are tolerated). */
const MAX_FORM_FIELDS = 20

/** What went wrong reading a multipart body, as the error the client gets. */
function multipartError(error: unknown, limits: { maxFiles: number; maxFileBytes: number }): unknown {
  if (error instanceof ApiError) return error
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  switch (code) {
    // Too many parts is a malformed request, not a large one: 413 is for sizes.
    case 'FST_FILES_LIMIT':
      return new BadRequestError(`The request has more than ${limits.maxFiles} file part${limits.maxFiles === 1 ? '' : 's'}: send at most ${limits.maxFiles} file${limits.maxFiles === 1 ? '' : 's'} in one request`)
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestError(`The multipart body has too many parts: this operation accepts ${limits.maxFiles} file${limits.maxFiles === 1 ? '' : 's'} and ${MAX_FORM_FIELDS} fields`)
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLargeError(`A file is larger than the ${Math.round(limits.maxFileBytes / 1048576)} MB limit`)
    default: {
      // Busboy's own errors: no boundary, a body cut short, a malformed part header.
      const reason = error instanceof Error ? error.message : String(error)
      return new BadRequestError(`The multipart/form-data body cannot be read: ${reason}`)
    }
  }
}

/** One Idempotency-Key of printable characters, at most 255 of them (the usual bound for the header). */
function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key']
  if (header === undefined) return undefined
  if (Array.isArray(header) || !/^[\x21-\x7e]{1,255}$/.test(header)) {
    throw new BadRequestError("Header 'Idempotency-Key' must be one value of 1 to 255 printable characters")
  }
  return header
}
