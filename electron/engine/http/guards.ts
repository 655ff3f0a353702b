import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EngineContext, ListenerPorts } from '../context'
import { ForbiddenError, TooManyRequestsError } from '../errors'
import { authFailureMessage } from '../services/auth/keys'
import type { AuthContext } from '../domain/principal'
import { RateLimiter } from './rate-limit'
import type { AnyRoute } from './route'

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

export function installHostGuard(app: FastifyInstance, ports: ListenerPorts): void {
  app.addHook('onRequest', async (request) => {
    const port = listenerPort(request, ports)
    const host = (request.headers.host ?? '').toLowerCase()
    if (!allowedHosts(port).has(host)) {
      throw new ForbiddenError(`Host '${request.headers.host ?? ''}' is not allowed: the Folio engine answers only localhost, 127.0.0.1 and [::1] on port ${port}`)
    }
  })
}

/** Authentication, scopes, window-only routes and the per-key rate limit, before any handler runs. */
export function installAuthGuard(app: FastifyInstance, ctx: EngineContext): void {
  const limiter = ctx.config.rateLimit ? new RateLimiter(ctx.config.rateLimit) : null
  app.decorateRequest('auth', null)

  app.addHook('onRequest', async (request) => {
    const route = routeOf(request)
    if (!route || request.method === 'OPTIONS' || route.access === 'public') return
    const header = request.headers['x-api-key']
    if (Array.isArray(header)) throw new ForbiddenError('Send exactly one x-api-key header')
    const result = ctx.keys.authenticate(header, ctx.now())
    if (typeof result === 'string') throw new ForbiddenError(authFailureMessage(result))
    if (route.access === 'window' && result.kind !== 'session') {
      throw new ForbiddenError(`Only Folio's own window may call ${route.operation.method} ${route.operation.path}`)
    }
    if (route.scope && !result.scopes.has(route.scope)) {
      throw new ForbiddenError(`The API key lacks the scope ${route.scope} that ${route.operation.method} ${route.operation.path} requires`)
    }
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
