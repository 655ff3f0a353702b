import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EngineContext, ListenerPorts } from '../context'
import { ApiError, BadRequestError, ForbiddenError, TooManyRequestsError } from '../errors'
import { authFailureMessage } from '../services/auth/keys'
import type { AuthContext } from '../domain/principal'
import { ROUTE_ACCESS } from '../domain/access'
import { RateLimiter } from '../rate-limit'
import type { AnyRoute } from './route'
import { crossOriginRefusal, presentedCookie } from './window-cookie'

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
  interface FastifyContextConfig {
    folioRoute?: AnyRoute
  }
}

/**
 * DNS-rebinding defence: a page on evil.example that resolves its name to 127.0.0.1 still sends
 * `Host: evil.example`, so anything but our own loopback names on our own port is refused.
 */
export function allowedHosts(port: number): Set<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
}

/** Whether the request came in over TLS (the https listener) rather than plain http. */
export function arrivedOverTls(request: FastifyRequest): boolean {
  return 'encrypted' in request.socket && request.socket.encrypted === true
}

/** The port of the listener a request arrived on: each listener answers only its own names. */
function listenerPort(request: FastifyRequest, ports: ListenerPorts): number {
  return arrivedOverTls(request) ? (ports.tls() ?? -1) : ports.http()
}

export function routeOf(request: FastifyRequest): AnyRoute | undefined {
  return request.routeOptions.config.folioRoute
}

function hostHeaders(rawHeaders: readonly string[]): string[] {
  const hosts: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1] ?? '')
  return hosts
}

/** The host:port of an absolute-form request target, '' when it has none, null for the usual origin form. */
function absoluteFormAuthority(target: string): string | null {
  if (target.startsWith('/') || target === '*') return null
  try {
    const url = new URL(target)
    return url.port === '' ? url.hostname : `${url.hostname}:${url.port}`
  } catch {
    return ''
  }
}

/** Why the key's owner may not call the route, or null when they may. */
function roleRefusal(route: AnyRoute, auth: AuthContext): string | null {
  const operation = `${route.operation.method} ${route.operation.path}`
  if (route.allows === undefined) return null
  const access = ROUTE_ACCESS[route.allows]
  return access.may(auth) ? null : access.refusal(operation)
}

export function installHostGuard(app: FastifyInstance, ports: ListenerPorts, closing: () => boolean): void {
  app.addHook('onRequest', async () => {
    if (closing()) throw ApiError.withStatus(503, 'The Folio engine is shutting down; try again once it has restarted')
  })

  app.addHook('onRequest', async (request) => {
    const port = listenerPort(request, ports)
    const allowed = allowedHosts(port)
    const refuse = (host: string) =>
      new ForbiddenError(`Host '${host}' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${port}`)
    // Node keeps the first of several Host headers; a proxy or cache in between may keep another.
    const hosts = hostHeaders(request.raw.rawHeaders)
    if (hosts.length !== 1) throw new BadRequestError(`Send exactly one Host header; this request has ${hosts.length}`)
    const host = hosts[0] ?? ''
    if (!allowed.has(host.toLowerCase())) throw refuse(host)
    // An absolute-form target (`GET http://other.example/v2/test`) names the host the request is
    // for, and HTTP says it overrides the Host header: it must be one of ours too.
    const authority = absoluteFormAuthority(request.raw.url ?? '/')
    if (authority !== null && !allowed.has(authority.toLowerCase())) throw refuse(authority)
  })
}

/** A cookie from an earlier launch (the session key dies with the engine), or not a session at all. */
const ENDED_SESSION = "This browser's session with Folio has ended (Folio was restarted): open the link Folio printed in its terminal"

/** Authentication, scopes, window-only routes and the per-key rate limit, before any handler runs. */
export function installAuthGuard(app: FastifyInstance, ctx: EngineContext): void {
  const limiter = ctx.config.rateLimit ? new RateLimiter(ctx.config.rateLimit) : null
  app.decorateRequest('auth', null)

  app.addHook('onRequest', async (request) => {
    const route = routeOf(request)
    if (!route || request.method === 'OPTIONS' || route.access === 'public') return
    const header = request.headers['x-api-key']
    if (Array.isArray(header)) throw new ForbiddenError('Send exactly one x-api-key header')
    // Browser mode's window sends no key: its session rides in an HttpOnly cookie (window-cookie.ts).
    const cookie = header === undefined ? presentedCookie(request, ctx.ports.http(), arrivedOverTls(request)) : undefined
    if (cookie !== undefined) {
      const refusal = crossOriginRefusal(request)
      if (refusal !== null) throw new ForbiddenError(refusal)
    }
    const result = ctx.keys.authenticate(header ?? cookie, ctx.now())
    // The cookie carries the window's session and nothing else: an API key belongs in its header.
    if (cookie !== undefined && (typeof result === 'string' || result.kind !== 'session')) throw new ForbiddenError(ENDED_SESSION)
    if (typeof result === 'string') throw new ForbiddenError(authFailureMessage(result))
    if (route.access === 'window' && result.kind !== 'session') {
      throw new ForbiddenError(`Only Folio's own window may call ${route.operation.method} ${route.operation.path}`)
    }
    if (route.scope && !result.scopes.has(route.scope)) {
      throw new ForbiddenError(`The API key lacks the scope ${route.scope} that ${route.operation.method} ${route.operation.path} requires`)
    }
    const refusal = roleRefusal(route, result)
    if (refusal !== null) throw new ForbiddenError(refusal)
    // Folio's own window is exempt: the limit protects the engine from runaway scripts, not the user from themselves.
    if (limiter && result.kind === 'api-key') {
      const taken = limiter.take(result.keyId, ctx.now())
      if (!taken.ok) {
        throw new TooManyRequestsError(`Rate limit exceeded for this API key: retry after ${taken.retryAfterSeconds} s`, taken.retryAfterSeconds)
      }
    }
    request.auth = result
  })
}
