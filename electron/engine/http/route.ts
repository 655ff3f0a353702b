import type { Static, TSchema } from '@sinclair/typebox'
import type { AuthContext } from '../services/auth/principal'
import type { EngineContext } from '../context'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface UploadedFile {
  fileName: string
  mimeType: string
  bytes: Buffer
}

/** What a route sees of a request: parsed, validated input and who is asking. No HTTP objects. */
export interface RouteInput<P, Q, B> {
  params: P
  query: Q
  body: B
  auth: AuthContext
  files: UploadedFile[]
}

/** A route's answer when it is a file rather than JSON. */
export class FileReply {
  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
    readonly fileName: string
  ) {}
}

export interface RouteSchemas<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema> {
  params?: P
  querystring?: Q
  body?: B
  /** The 200 response; documents the route in OpenAPI and is checked in tests. */
  response?: R
}

/**
 * A route is a function of a parsed request and the engine context that returns data or throws a
 * typed error (errors.ts). The HTTP adapter (server.ts) validates input against the schemas,
 * authenticates, calls the handler and maps errors, so most tests can call routes directly.
 */
export interface Route<P extends TSchema = TSchema, Q extends TSchema = TSchema, B extends TSchema = TSchema, R extends TSchema = TSchema> {
  method: HttpMethod
  url: string
  summary: string
  tags: string[]
  schema: RouteSchemas<P, Q, B, R>
  /** Scope the API key must carry (e.g. contracts:write). */
  scope?: string
  /** multipart/form-data upload; files arrive in `input.files`. */
  multipart?: { maxFiles: number; maxFileBytes: number }
  /** Produces non-JSON content (files); the response schema then describes nothing. */
  produces?: string[]
  handler(input: RouteInput<Static<P>, Static<Q>, Static<B>>, ctx: EngineContext): Static<R> | FileReply | Promise<Static<R> | FileReply>
}

export type AnyRoute = Route<TSchema, TSchema, TSchema, TSchema>

export function defineRoute<P extends TSchema, Q extends TSchema, B extends TSchema, R extends TSchema>(route: Route<P, Q, B, R>): AnyRoute {
  return route
}
