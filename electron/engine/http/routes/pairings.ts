import { operations } from '../../../../shared/api/operations'
import { defineRoute } from '../route'

/** The longest a window's long poll is held: well under any proxy or browser idle limit. */
const MAX_WAIT_SECONDS = 30

/**
 * Pairing: apps ask without a key and poll with their secret; only Folio's window lists and
 * answers the requests (a headless engine answers with `folio pairings`).
 */
export const pairingRoutes = [
  defineRoute({
    operation: operations.createPairing,
    summary: 'An app asks to be allowed (no key needed); the lawyer answers in Folio’s window',
    tags: ['local', 'pairing'],
    access: 'public',
    writes: true,
    handler: ({ body, client }, ctx) => ctx.pairings.request(body, client)
  }),
  defineRoute({
    operation: operations.pollPairing,
    summary: 'The app polls with its secret (x-pairing-secret): pending, then its key exactly once; 410 once the pairing has ended',
    tags: ['local', 'pairing'],
    access: 'public',
    writes: true,
    alsoAnswers: [410],
    handler: ({ params, headers }, ctx) => ctx.pairings.poll(params.pairingId, headers['x-pairing-secret'])
  }),
  defineRoute({
    operation: operations.listPairings,
    summary: 'Pairing requests waiting for an answer (Folio’s window only); with wait, held until one is asked for or answered',
    tags: ['local', 'pairing'],
    access: 'window',
    handler: async ({ query }, ctx) => {
      if (query.wait !== undefined) await ctx.pairings.waitForChange(query.after ?? -1, Math.min(query.wait, MAX_WAIT_SECONDS) * 1000)
      return { pairings: ctx.pairings.pending(), revision: ctx.pairings.revision }
    }
  }),
  defineRoute({
    operation: operations.approvePairing,
    writes: true,
    alsoAnswers: [410],
    summary: 'Allow an app (Folio’s window only), with the scopes it asked for or fewer; the key acts as the window’s user',
    tags: ['local', 'pairing'],
    access: 'window',
    handler: ({ params, body, auth }, ctx) => ctx.pairings.approve(params.pairingId, auth.user.id, body.scopes)
  }),
  defineRoute({
    operation: operations.denyPairing,
    writes: true,
    alsoAnswers: [410],
    summary: 'Deny an app (Folio’s window only)',
    tags: ['local', 'pairing'],
    access: 'window',
    handler: ({ params }, ctx) => ctx.pairings.deny(params.pairingId)
  })
]
