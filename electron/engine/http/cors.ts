import fastifyCors from '@fastify/cors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ForbiddenError } from '../errors'
import type { AllowedOrigins } from '../services/settings/allowed-origins'

/** Paths that belong to the API. Pages (the window, which carries its session key) never get CORS. */
export const API_PREFIXES = ['/v1/', '/v2/', '/local/']

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix))
}

function allowedOrigin(request: FastifyRequest, origins: AllowedOrigins): string | false {
  const origin = request.headers.origin
  return isApiPath(request.url) && origins.allows(origin) && origin !== undefined ? origin : false
}

/**
 * Cross-origin calls from company-hosted panes: granted to allowed origins only (never a
 * wildcard, never reflected blindly), on API paths only. Chrome's Private Network Access
 * preflight (`Access-Control-Request-Private-Network: true`, sent when a public site calls a
 * loopback address) is answered for the same origins; any other origin's preflight is refused
 * with the error body, so the browser never sends the request.
 */
export async function installCors(app: FastifyInstance, origins: AllowedOrigins): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS' && request.headers['access-control-request-private-network'] === 'true' && allowedOrigin(request, origins) !== false) {
      void reply.header('access-control-allow-private-network', 'true')
    }
  })
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, {
        origin: allowedOrigin(request, origins),
        allowedHeaders: ['content-type', 'x-api-key', 'x-pairing-secret', 'idempotency-key'],
        exposedHeaders: ['retry-after'],
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        maxAge: 600
      })
  })
  // Reached only by preflights the plugin did not grant (it answers granted ones itself).
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin
    if (request.method !== 'OPTIONS' || origin === undefined || request.headers['access-control-request-method'] === undefined) return
    throw new ForbiddenError(
      isApiPath(request.url)
        ? `Origin ${origin} may not call Folio: add it to the allowed origins on Folio's Connected apps screen`
        : `${request.url.split('?')[0] ?? ''} is not part of Folio's API: cross-origin calls reach /v2, /v1 and /local only`
    )
  })
}
