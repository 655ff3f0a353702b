import contentDisposition from 'content-disposition'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ErrorBody } from '../../../shared/api/common'
import type { EngineContext } from '../context'
import { BadRequestError, PayloadTooLargeError } from '../errors'
import { FileReply, type AnyRoute, type ClientInfo, type UploadedFile } from './route'
import type { createValidators } from './validators'

const ERROR_RESPONSES = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody, 429: ErrorBody }

/** Registers Folio routes on Fastify: the only code that knows both worlds. */
export function registerRoutes(app: FastifyInstance, ctx: EngineContext, routes: readonly AnyRoute[], validators: ReturnType<typeof createValidators>): void {
  for (const route of routes) {
    const { method, path, params, query: querystring, body, headers, response } = route.operation
    const status = route.operation.status ?? 200
    app.route({
      method,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      config: { folioRoute: route },
      schema: {
        summary: route.summary,
        tags: route.tags,
        ...(params ? { params } : {}),
        ...(querystring ? { querystring } : {}),
        ...(headers ? { headers } : {}),
        ...(body && !route.multipart ? { body } : {}),
        ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
        ...(route.produces ? { produces: route.produces } : {}),
        response: { ...(response ? { [status]: response } : {}), ...ERROR_RESPONSES }
      },
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
            ...(idempotencyKey === undefined ? {} : { idempotencyKey })
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
        return reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(result))
      }
    })
  }
}

function clientOf(request: FastifyRequest): ClientInfo {
  const origin = request.headers.origin
  return { origin: typeof origin === 'string' && origin.length > 0 ? origin : null, address: request.socket.remoteAddress ?? '' }
}

async function readFiles(request: FastifyRequest, limits: { maxFiles: number; maxFileBytes: number }): Promise<UploadedFile[]> {
  if (!request.isMultipart()) throw new BadRequestError('Send the files as multipart/form-data')
  const files: UploadedFile[] = []
  for await (const part of request.parts({ limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes } })) {
    if (part.type !== 'file') continue
    const bytes = await part.toBuffer()
    if (part.file.truncated) throw new PayloadTooLargeError(`${part.filename} is larger than the ${Math.round(limits.maxFileBytes / 1048576)} MB limit`)
    files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, bytes })
  }
  return files
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
