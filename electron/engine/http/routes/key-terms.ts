import { operations } from '../../../../shared/api/operations'
import { applyContractKeyTerms, getContractKeyTerms, readTextKeyTerms } from '../../services/key-terms/contract-terms'
import { keyTermProperties, saveKeyTermProperties } from '../../services/key-terms/mapping'
import { listProposedRenewals } from '../../services/key-terms/proposed-renewals'
import { REFUSALS } from '../refusals'
import { defineRoute } from '../route'
import { PARAGRAPHS_BODY_LIMIT } from './matching'

/** Key terms read from contracts: their evidence, what applying them changes, where they go. */
export const keyTermRoutes = [
  defineRoute({
    operation: operations.getContractKeyTerms,
    summary: "The key terms read from a contract's current text, each with its evidence, whether its property already holds it, and what applying it would change",
    tags: ['local', 'key-terms'],
    handler: ({ params, auth }, ctx) => getContractKeyTerms(ctx, auth.user, params.id)
  }),
  defineRoute({
    operation: operations.applyContractKeyTerms,
    summary: "Write key terms to their mapped properties as a property write (validation, audit, outbox, renewal schedule); 409 when the text changed since they were read",
    tags: ['local', 'key-terms'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    refusals: [REFUSALS.keyTermApply, REFUSALS.propertyValues],
    handler: ({ params, body, auth }, ctx) => applyContractKeyTerms(ctx, auth, params.id, body)
  }),
  defineRoute({
    operation: operations.readKeyTerms,
    summary: "The key terms of paragraphs sent (a Word document's, a script's), read as a stored contract's are; nothing is stored",
    tags: ['local', 'key-terms'],
    bodyLimit: PARAGRAPHS_BODY_LIMIT,
    handler: ({ body }, ctx) => readTextKeyTerms(ctx, body.paragraphs)
  }),
  defineRoute({
    operation: operations.listProposedRenewals,
    summary: 'Renewal dates that key terms read but not yet applied would give the contracts the key owner may read (the timeline shows them as proposed)',
    tags: ['local', 'key-terms'],
    handler: ({ auth }, ctx) => listProposedRenewals(ctx, auth.user)
  }),
  defineRoute({
    operation: operations.getKeyTermProperties,
    summary: "The property of the workspace's catalogue each key term is written to (chosen, or Folio's default), what Folio's default would be, and the types each term fits",
    tags: ['local', 'settings', 'key-terms'],
    handler: (_input, ctx) => keyTermProperties(ctx.db)
  }),
  defineRoute({
    operation: operations.putKeyTermProperties,
    summary: "Choose the property each key term is written to (Folio's window or an admin); null maps a term to nothing, followDefault puts a term back on Folio's default",
    tags: ['local', 'settings', 'key-terms'],
    allows: 'workspace',
    writes: true,
    refusals: [REFUSALS.keyTermProperties],
    handler: ({ body }, ctx) => saveKeyTermProperties(ctx.db, body)
  })
]
