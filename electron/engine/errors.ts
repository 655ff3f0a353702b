/**
 * Errors the engine throws. Routes and services throw these; the HTTP layer maps them to the
 * spec's error body `{error, message}` in one place (http/errors.ts). `error` is the HTTP reason
 * phrase of the status, `message` says what is wrong and names the offending field.
 */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable'
}

/** The `error` of the error body: the HTTP reason phrase of the status. */
export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? 'Internal Server Error' : 'Bad Request')
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string
  ) {
    super(message)
    this.name = new.target.name
  }

  /** An error with the reason phrase of its status. */
  static withStatus(statusCode: number, message: string): ApiError {
    return new ApiError(statusCode, reasonPhrase(statusCode), message)
  }
}

export class BadRequestError extends ApiError {
  constructor(message: string) {
    super(400, 'Bad Request', message)
  }
}

export class ForbiddenError extends ApiError {
  constructor(message: string) {
    super(403, 'Forbidden', message)
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string) {
    super(404, 'Not Found', message)
  }
}

export class ConflictError extends ApiError {
  constructor(message: string) {
    super(409, 'Conflict', message)
  }
}

/** Something that existed has ended for good (a denied, expired or collected pairing). */
export class GoneError extends ApiError {
  constructor(message: string) {
    super(410, 'Gone', message)
  }
}

export class PayloadTooLargeError extends ApiError {
  constructor(message: string) {
    super(413, 'Payload Too Large', message)
  }
}

export class UnsupportedMediaTypeError extends ApiError {
  constructor(message: string) {
    super(415, 'Unsupported Media Type', message)
  }
}

export class TooManyRequestsError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number
  ) {
    super(429, 'Too Many Requests', message)
  }
}

/** The workspace database was written by a newer Folio; opening it would risk the user's data. */
export class WorkspaceVersionError extends Error {
  constructor(
    readonly found: number,
    readonly supported: number
  ) {
    super(
      `This workspace was written by a newer version of Folio (schema ${found}; this version supports up to ${supported}). ` +
        'Update Folio to open it; the workspace has not been changed.'
    )
    this.name = 'WorkspaceVersionError'
  }
}
