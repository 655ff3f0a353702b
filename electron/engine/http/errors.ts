import type { FastifyError } from 'fastify'
import { formatByteSize } from '../documents/safety'
import { ApiError, reasonPhrase } from '../errors'
import { formatValidationErrors, type SchemaError } from './validation-messages'

export interface ErrorReply {
  statusCode: number
  body: { error: string; message: string }
  retryAfterSeconds?: number
}

function isFastifyError(error: unknown): error is FastifyError & { validation?: SchemaError[]; validationContext?: string } {
  return error instanceof Error && ('code' in error || 'validation' in error || 'statusCode' in error)
}

/** The one place where anything thrown becomes the spec's error body. `bodyLimit`: the route's, named in a 413. */
export function toErrorReply(error: unknown, request: { bodyLimit?: number } = {}): ErrorReply {
  if (error instanceof ApiError) {
    const reply: ErrorReply = { statusCode: error.statusCode, body: { error: error.error, message: error.message } }
    if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') reply.retryAfterSeconds = error.retryAfterSeconds
    return reply
  }
  if (isFastifyError(error)) {
    if (error.validation) {
      return badRequest(formatValidationErrors(error.validationContext ?? 'body', error.validation))
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return badRequest(error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The request body is empty: send a JSON object' : `The request body is not valid JSON: ${error.message}`)
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return {
          statusCode: 413,
          body: {
            error: reasonPhrase(413),
            message: request.bodyLimit === undefined ? 'The request body is larger than the engine accepts' : `The request body is larger than the ${formatByteSize(request.bodyLimit)} this operation accepts`
          }
        }
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return { statusCode: 415, body: { error: reasonPhrase(415), message: `${error.message}: send application/json` } }
      default:
        break
    }
    if (error instanceof SyntaxError) return badRequest(`The request body is not valid JSON: ${error.message}`)
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return { statusCode: status, body: { error: reasonPhrase(status), message: error.message } }
  }
  return {
    statusCode: 500,
    body: { error: reasonPhrase(500), message: 'The engine failed unexpectedly while handling this request; the engine log has the details.' }
  }
}

function badRequest(message: string): ErrorReply {
  return { statusCode: 400, body: { error: reasonPhrase(400), message } }
}
