import fastifyMultipart from '@fastify/multipart'
import fastifySwagger from '@fastify/swagger'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { createServer, type RequestListener } from 'node:http'
import type { EngineContext } from '../context'
import { installDocsPage } from './docs-page'
import { installAddinPage } from './addin-page'
import { installBrowserPage } from './browser-page'
import { toErrorReply } from './errors'
import { installCors } from './cors'
import { installAuthGuard, installHostGuard } from './guards'
import { DEFAULT_BODY_LIMIT, registerRoutes } from './register-routes'
import { finishDocument, OPENAPI_COMPONENTS } from './openapi'
import { defineRoute, type AnyRoute } from './route'
import type { OpenApiDocument } from '../../../shared/api/general'
import { operations } from '../../../shared/api/operations'
import { createValidators } from './validators'
import { configureConnections } from './connections'
import { installJsonBodyParser } from './json-body'
import { installQueryEncodingCheck, MethodNotAllowedError, methodsServing, notFoundOrNotAllowed } from './request-shape'
import type { WindowSignIn } from '../services/auth/window-sign-in'

export interface HttpServerOptions {
  routes: readonly AnyRoute[]
  /** How a browser obtains the window's session (browser mode). */
  signIn: WindowSignIn
  log?: (message: string, error?: unknown) => void
}

export interface HttpServer {
  app: FastifyInstance
  /**
   * Fastify's request handler: the whole lifecycle (guards, CORS, routes, errors). The https
   * listeners hand their requests to it, so both ports serve the same routes from one instance.
   */
  handler: RequestListener
}

export async function buildHttpServer(ctx: EngineContext, options: HttpServerOptions): Promise<HttpServer> {
  const captured: { handler?: RequestListener } = {}
  const app = Fastify({
    logger: false,
    // Fastify builds its server itself unless given a factory; with one, the factory applies the
    // connection settings Fastify would.
    serverFactory: (handler) => {
      captured.handler = handler
      const server = createServer(handler)
      configureConnections(server)
      return server
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    forceCloseConnections: true,
    // Requests that arrive while the engine closes get the error body from the guards instead.
    return503OnClosing: false,
    // Longer than any URL Node accepts (its header limit is 16 KB): an over-long id reaches its
    // route and is refused by the schema with a 400 naming it, never a 404 "No route".
    routerOptions: { maxParamLength: 16_384 },
    // URLs the router itself cannot read (bad percent-encoding, over-long segments) get the spec's body too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is longer than the engine accepts' : `The URL is not valid: ${error.message}`
      void reply.status(400).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ error: 'Bad Request', message }))
    }
  })
  installJsonBodyParser(app)
  const validators = createValidators()
  const ownBodies = new Set(options.routes.filter((r) => r.validatesOwnBody).map((r) => `${r.operation.method} ${r.operation.path.replace(/\{(\w+)\}/g, ':$1')}`))
  app.setValidatorCompiler(({ schema, httpPart, method, url }) =>
    httpPart === 'body' && ownBodies.has(`${method} ${url}`) ? () => true : validators.forPart(httpPart, schema)
  )
  // Serialisation is plain JSON.stringify: predictable, and tests check shapes against the schemas.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))

  app.setErrorHandler((error, request, reply) => {
    const mapped = toErrorReply(error, { bodyLimit: request.routeOptions.bodyLimit })
    if (mapped.statusCode >= 500) options.log?.(`${request.method} ${request.url} failed`, error)
    if (mapped.retryAfterSeconds !== undefined) void reply.header('retry-after', String(mapped.retryAfterSeconds))
    if (error instanceof MethodNotAllowedError) void reply.header('allow', error.allow.join(', '))
    return reply.status(mapped.statusCode).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(mapped.body))
  })
  // Every route is known once registered below; the table is built at the first unknown request.
  let serving: ((path: string) => string[]) | null = null
  app.setNotFoundHandler((request) => {
    throw notFoundOrNotAllowed(request, (serving ??= methodsServing(served)))
  })

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-content-type-options', 'nosniff')
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store')
  })

  // Every request, refused or answered, counts: background work waits for the engine to be quiet.
  // Callback hooks: no promise per request on the hot paths (matching answers in milliseconds).
  app.addHook('onRequest', (request, _reply, done) => {
    ctx.activity.begin(request)
    done()
  })
  app.addHook('onResponse', (request, _reply, done) => {
    ctx.activity.end(request)
    done()
  })
  app.addHook('onRequestAbort', (request, done) => {
    ctx.activity.end(request)
    done()
  })

  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  // Order matters: a foreign Host is refused before anything else, preflights are answered
  // before authentication (browsers send no key with them).
  installHostGuard(app, ctx.ports, () => closing)
  await installCors(app, ctx.allowedOrigins)
  installAuthGuard(app, ctx)
  installQueryEncodingCheck(app)
  await app.register(fastifyMultipart, { throwFileSizeLimit: true })
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Folio local engine: company CLM API',
        version: '2.0.0-draft',
        description: 'The company CLM service API (/v2, /v1) served offline from a local workspace, plus Folio\'s own /local operations.'
      },
      components: { securitySchemes: OPENAPI_COMPONENTS.securitySchemes },
      security: [{ apiKey: [] }]
    }
  })

  let document: OpenApiDocument | null = null
  const served: AnyRoute[] = [
    ...options.routes,
    defineRoute({
      operation: operations.getOpenApiDocument,
      summary: 'OpenAPI 3.1 description of everything this engine serves',
      tags: ['general'],
      handler: () => (document ??= finishDocument(app.swagger(), served))
    })
  ]
  registerRoutes(app, ctx, served, validators)

  if (ctx.config.rendererDir) {
    await installBrowserPage(app, ctx.config.rendererDir, options.signIn, ctx.ports)
    await installAddinPage(app, ctx.config.rendererDir, undefined, options.log)
    await installDocsPage(app, ctx.ports)
  }
  if (!captured.handler) throw new Error('Fastify did not hand over its request handler')
  return { app, handler: captured.handler }
}
