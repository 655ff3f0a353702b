import { operations } from '../../../../shared/api/operations'
import type { EngineContext } from '../../context'
import { ForbiddenError, ApiError } from '../../errors'
import { REFUSALS } from '../refusals'
import { defineRoute } from '../route'
import { mayAdministerWorkspace } from '../../domain/access'

function answer(ctx: EngineContext) {
  return { origins: ctx.allowedOrigins.list(), commandLine: [...ctx.allowedOrigins.commandLine] }
}

/** Folio's settings kept in the workspace. */
export const settingsRoutes = [
  defineRoute({
    operation: operations.getAllowedOrigins,
    summary: 'Origins of company-hosted panes allowed to call the engine from a browser',
    tags: ['local', 'settings'],
    handler: (_input, ctx) => answer(ctx)
  }),
  defineRoute({
    operation: operations.putAllowedOrigins,
    writes: true,
    refusals: [REFUSALS.origins],
    summary: 'Replace the allowed origins (Folio’s window or an admin): exact https origins, no wildcard, no path',
    tags: ['local', 'settings'],
    handler: async ({ body, auth }, ctx) => {
      if (!mayAdministerWorkspace(auth)) throw new ForbiddenError("Only Folio's window or an admin's key may change the allowed origins")
      await ctx.allowedOrigins.replace(body.origins)
      return answer(ctx)
    }
  }),
  defineRoute({
    operation: operations.getTlsStatus,
    summary: 'The https address, its certificate, a renewal waiting to be trusted, and whether this computer trusts it',
    tags: ['local', 'tls'],
    handler: (_input, ctx) => tlsOf(ctx).status()
  }),
  defineRoute({
    operation: operations.trustCertificate,
    summary: 'Trust Folio’s certificate in this user’s stores (Folio’s window only); the system may ask to confirm',
    tags: ['local', 'tls'],
    access: 'window',
    handler: (_input, ctx) => tlsOf(ctx).trust()
  })
]

function tlsOf(ctx: EngineContext) {
  if (!ctx.tls) throw ApiError.withStatus(503, 'HTTPS is off in this engine (folio serve --tls-port off)')
  return ctx.tls
}
