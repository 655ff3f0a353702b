import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError, BadRequestError, NotFoundError, reasonPhrase } from '../errors'
import type { AnyRoute } from './route'

/**
 * The query string's names and values must be valid percent-encoded UTF-8. Fastify's parser
 * decodes `%FF%FE`, `%zz` or a lone `%` into something (or nothing) silently, which turned a
 * malformed keyword into an empty search; a client that sent it deserves to be told.
 */
export function malformedQueryParameter(url: string): string | null {
  const start = url.indexOf('?')
  if (start < 0) return null
  for (const pair of url.slice(start + 1).split('&')) {
    if (pair === '') continue
    const separator = pair.indexOf('=')
    const rawName = separator < 0 ? pair : pair.slice(0, separator)
    const rawValue = separator < 0 ? '' : pair.slice(separator + 1)
    const name = decodeStrictly(rawName)
    if (name === null) return `Query parameter '${rawName}' is not valid percent-encoded UTF-8 in its name`
    if (decodeStrictly(rawValue) === null) return `Query parameter '${name}' is not valid percent-encoded UTF-8`
  }
  return null
}

function decodeStrictly(raw: string): string | null {
  try {
    // decodeURIComponent throws on a stray %, a bad hex pair and bytes that are not UTF-8.
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

export function installQueryEncodingCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const problem = malformedQueryParameter(request.raw.url ?? request.url)
    if (problem !== null) throw new BadRequestError(problem)
  })
}

/** An operation path (`/v2/contracts/{id}`) as a matcher of concrete paths. */
function pathMatcher(path: string): RegExp {
  const pattern = path
    .split(/\{\w+\}/)
    .map((piece) => piece.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${pattern}$`)
}

/**
 * The methods a known path is served with, for the 405 a request with another method gets: HTTP
 * says the path exists and names what it takes in `Allow`, where a 404 would say it does not.
 */
export function methodsServing(routes: readonly AnyRoute[]): (path: string) => string[] {
  const table = routes.map((route) => ({ matches: pathMatcher(route.operation.path), method: route.operation.method }))
  return (path) => {
    const methods = new Set<string>(table.filter((entry) => entry.matches.test(path)).map((entry) => entry.method))
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }
}

export function notFoundOrNotAllowed(request: FastifyRequest, serving: (path: string) => string[]): ApiError {
  const path = request.url.split('?')[0] ?? ''
  const methods = serving(path)
  if (methods.length === 0 || methods.includes(request.method)) return new NotFoundError(`No route ${request.method} ${path}`)
  return new MethodNotAllowedError(`${path} does not take ${request.method}: it takes ${methods.join(', ')}`, methods)
}

export class MethodNotAllowedError extends ApiError {
  constructor(
    message: string,
    readonly allow: string[]
  ) {
    super(405, reasonPhrase(405), message)
  }
}
