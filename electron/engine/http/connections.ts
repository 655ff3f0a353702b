/** What the http and https servers share of Node's server settings. */
export interface ConnectionSettings {
  keepAliveTimeout: number
  requestTimeout: number
  setTimeout(ms: number): unknown
}

/**
 * Fastify's own defaults for its server (idle keep-alive connections kept 72 s, no request or
 * socket timeout), applied to every listener so both ports treat clients alike.
 */
export function configureConnections(server: ConnectionSettings): void {
  server.keepAliveTimeout = 72_000
  server.requestTimeout = 0
  server.setTimeout(0)
}
