import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { ListenerPorts } from '../context'
import { NotFoundError } from '../errors'
import { arrivedOverTls } from './guards'
import { PAGE_CSP } from './page-policy'

/** Where the running engine shows its API reference; the window links here. */
export const DOCS_PATH = '/docs'
const ASSETS = `${DOCS_PATH}/assets/`

/** Swagger UI's prebuilt files (swagger-ui-dist), or null when the package is missing. */
export function swaggerUiDir(): string | null {
  try {
    const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
    return existsSync(join(dir, 'swagger-ui-bundle.js')) ? dir : null
  } catch {
    return null
  }
}

/**
 * Starts Swagger UI on the engine's own OpenAPI document. Its requests are same-origin, so the
 * browser sends the window's HttpOnly session cookie with them (the document and "Try it out"
 * alike); the page itself carries no credential. A file, not an inline script: the page's CSP
 * allows scripts from the engine's origin only.
 */
const START_SCRIPT = `"use strict";
window.SwaggerUIBundle({
  url: '/v2/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: false
});
`

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Folio API reference</title>
    <link rel="stylesheet" href="${ASSETS}swagger-ui.css" />
  </head>
  <body>
    <main id="reference" aria-label="Folio API reference"><p>Loading the API reference…</p></main>
    <script src="${ASSETS}swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`

/**
 * The API reference at /docs, rendered in the page by Swagger UI (bundled from npm, no CDN) from
 * the engine's own /v2/openapi.json, under the window's CSP. Like the window it is served on the
 * http listener only; the window's session cookie lets it read the document and try calls.
 */
export async function installDocsPage(app: FastifyInstance, ports: ListenerPorts, swaggerUi: string | null = swaggerUiDir()): Promise<void> {
  if (!swaggerUi) return
  const onHttpOnly = (request: FastifyRequest) => {
    if (arrivedOverTls(request)) throw new NotFoundError(`Folio's API reference is served at http://127.0.0.1:${ports.http()}${DOCS_PATH}`)
  }
  const headers = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('content-security-policy', PAGE_CSP).header('x-frame-options', 'DENY').header('referrer-policy', 'no-referrer')
  await app.register(fastifyStatic, {
    root: swaggerUi,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    wildcard: false,
    // Only what the page loads; the package's other files (its own index.html with an inline script) stay unserved.
    allowedPath: (path) => path === '/swagger-ui-bundle.js' || path === '/swagger-ui.css',
    maxAge: '1d'
  })
  app.get(DOCS_PATH, { schema: { hide: true } }, (request, reply) => {
    onHttpOnly(request)
    return headers(reply).header('content-type', 'text/html; charset=utf-8').send(PAGE)
  })
  app.get(`${DOCS_PATH}/start.js`, { schema: { hide: true } }, (request, reply) => {
    onHttpOnly(request)
    return headers(reply).header('content-type', 'text/javascript; charset=utf-8').send(START_SCRIPT)
  })
}
