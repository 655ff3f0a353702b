import type { FastifyInstance } from 'fastify'
import type { Transport } from '../../../shared/api/client'

/**
 * Carries a client's requests through the engine's whole HTTP pipeline (host guard, keys, rate
 * limit, validation, routes, error mapping) without a socket: Fastify's inject. The tests' typed
 * client uses it, so most engine tests need no port and no network round trip.
 */
export function inProcessTransport(app: FastifyInstance, host: () => string): Transport {
  return async (request) => {
    const headers: Record<string, string> = { host: host(), ...request.headers }
    let payload: Buffer | string | undefined
    if (request.body instanceof FormData) {
      // The same encoding fetch would send, boundary included.
      const encoded = new Response(request.body)
      headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data'
      payload = Buffer.from(await encoded.arrayBuffer())
    } else payload = request.body
    request.signal?.throwIfAborted()
    const response = await app.inject({ method: request.method, url: request.url, headers, ...(payload === undefined ? {} : { payload }) })
    return {
      status: response.statusCode,
      headers: {
        get(name) {
          const value = response.headers[name.toLowerCase()]
          if (value === undefined) return null
          return Array.isArray(value) ? value.join(', ') : String(value)
        }
      },
      body: response.rawPayload
    }
  }
}
