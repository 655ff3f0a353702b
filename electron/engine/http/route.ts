import type { Static, TSchema } from '@sinclair/typebox'
import { atV1, type Operation } from '../../../shared/api/operations'
import type { AuthContext } from '../domain/principal'
import type { RestrictedTo } from '../domain/access'
import type { EngineContext } from '../context'
import type { Refusal } from './refusals'
import type { StringListBody } from './string-list-body'

export interface UploadedFile {
  /** The multipart field the file came in. */
  field: string
  fileName: string
  mimeType: string
  bytes: Buffer
}

/** Where a request came from, for rules about callers without a key (pairing). */
export interface ClientInfo {
  /** The Origin header; null when the caller sent none (a program rather than a web page). */
  origin: string | null
  /** The peer address (always loopback: the engine listens nowhere else). */
  address: string
}

/** What a route sees of a request: parsed, validated input and who is asking. No HTTP objects. */
export interface RouteInput<P, Q, B, H = undefined, A = AuthContext> {
  params: P
  query: Q
  body: B
  /** The headers the operation declares (others are not read by routes). */
  headers: H
  auth: A
  files: UploadedFile[]
  /** The Idempotency-Key header, when the client sent one (honoured by POST /v2/contracts/generate). */
  idempotencyKey?: string
  client: ClientInfo
  /** Aborted when the client goes away before the answer (long imports stop then). */
  disconnected: AbortSignal
  /**
   * The body's strings with the UTF-8 bytes they arrived as, when the body was an object holding
   * one list of strings (a document's paragraphs): the matcher reads those bytes.
   */
  stringList?: StringListBody
}

/**
 * Who may call a route: `key` any valid API key (the default), `window` only Folio's own window
 * (its per-launch session), `public` anyone who reached the engine, with no key (pairing).
 */
export type RouteAccess = 'key' | 'window' | 'public'

/** A route's answer when it is a file rather than JSON. */
export class FileReply {
  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
    readonly fileName: string
  ) {}
}

/** The static type of one schema of an operation: undefined when it has none, unknown for the generic Operation. */
type Part<O, K extends 'params' | 'query' | 'body' | 'headers'> = K extends keyof O ? (O[K] extends TSchema ? Static<O[K]> : unknown) : undefined
/** What a handler answers: the response schema's type, or anything (a file, the OpenAPI document) when there is none. */
type Answer<O> = 'response' extends keyof O ? (O['response' & keyof O] extends TSchema ? Static<O['response' & keyof O]> : unknown) : unknown

/**
 * A route implements one operation of `shared/api/operations.ts` (method, path and schemas come
 * from there): a function of a parsed request and the engine context that returns data or throws
 * a typed error (errors.ts). The HTTP adapter (register-routes.ts) validates input, authenticates,
 * calls the handler and maps errors, so routes never see HTTP.
 */
export interface Route<O extends Operation = Operation, A extends RouteAccess = 'key'> {
  operation: O
  summary: string
  tags: string[]
  /** Default `key`. */
  access?: A
  /** Scope the API key must carry (e.g. contracts:write). */
  scope?: string
  /**
   * Who may call it beyond holding a valid key (and the scope): `editors`, a user who may edit
   * (admins and members; lite users only read), as for every write of the API; `workspace`, the
   * workspace's own settings: an admin's key or Folio's own window.
   */
  allows?: RestrictedTo
  /** multipart/form-data upload; files arrive in `input.files`. */
  multipart?: { maxFiles: number; maxFileBytes: number }
  /**
   * Largest JSON body the operation accepts, in bytes (default 1 MB). The limit keeps the
   * engine's work per request bounded; operations that carry documents' text raise it.
   */
  bodyLimit?: number
  /** Why it refuses with a 400 a request its schemas admit; the document states each one. */
  refusals?: Refusal[]
  /** It writes the workspace: while another process holds it, the write is answered 409. */
  writes?: boolean
  /** Statuses it answers beyond those of its kind (400, 403, 429, 500, 503; 404 with a path id; 413 and 415 with a body; 409 when it writes). */
  alsoAnswers?: number[]
  /** Produces non-JSON content (files). */
  produces?: string[]
  /**
   * The handler validates the body itself, against data the schema cannot see (a template's
   * variables), so that every problem comes back in one 400. The schema still documents it.
   */
  validatesOwnBody?: boolean
  handler(
    input: RouteInput<Part<O, 'params'>, Part<O, 'query'>, Part<O, 'body'>, Part<O, 'headers'>, A extends 'public' ? AuthContext | null : AuthContext>,
    ctx: EngineContext
  ): Answer<O> | FileReply | Promise<Answer<O> | FileReply>
}

/** A route in the route table, its operation's types erased. */
export interface AnyRoute extends Omit<Route<Operation, RouteAccess>, 'handler'> {
  handle(input: RouteInput<unknown, unknown, unknown, unknown, AuthContext | null>, ctx: EngineContext): Promise<unknown>
}

export function defineRoute<const O extends Operation, const A extends RouteAccess = 'key'>(route: Route<O, A>): AnyRoute {
  const { handler, ...rest } = route
  return {
    ...rest,
    handle: async (input, ctx) => {
      // Only public routes are reached without a key (the guard authenticates every other one).
      if (input.auth === null && route.access !== 'public') throw new Error(`${route.operation.path} reached without authentication`)
      // The adapter has validated params, query, body and headers against this operation's
      // schemas, the same schemas these types are derived from.
      return handler.call(route, input as RouteInput<Part<O, 'params'>, Part<O, 'query'>, Part<O, 'body'>, Part<O, 'headers'>, A extends 'public' ? AuthContext | null : AuthContext>, ctx)
    }
  }
}

/**
 * A /v2 operation and its /v1 twin: the spec says these operations "exist in version 1 under /v1/
 * with the same semantics".
 */
export function inBothVersions<const O extends Operation>(operation: O, route: Omit<Route<O>, 'operation'>): AnyRoute[] {
  return [defineRoute({ ...route, operation }), defineRoute({ ...route, operation: atV1(operation), tags: [...route.tags, 'v1'] })]
}
