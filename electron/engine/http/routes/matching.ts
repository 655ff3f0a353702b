import { operations } from '../../../../shared/api/operations'
import { importPlaybook } from '../../services/playbooks/import'
import { matchPlaybook, matchStoredContract } from '../../services/playbooks/match'
import { REFUSALS } from '../refusals'
import { defineRoute, inBothVersions } from '../route'

/** 5000 paragraphs of a long contract fit comfortably. */
export const PARAGRAPHS_BODY_LIMIT = 32 * 1024 * 1024
/** A playbook of a thousand positions with their examples and fallbacks. */
const PLAYBOOK_BODY_LIMIT = 8 * 1024 * 1024

export const matchingRoutes = [
  ...inBothVersions(operations.matchPlaybook, {
    summary: "Which positions' keywords occur in which paragraphs (keyword matching only; no verdict, nothing stored)",
    tags: ['playbooks'],
    bodyLimit: PARAGRAPHS_BODY_LIMIT,
    // The body's own list, when it was read as one: the matcher reads its bytes and decodes only what a hit needs.
    handler: ({ params, body, stringList }, ctx) => matchPlaybook(ctx, params.id, stringList?.listIn(body, 'paragraphs') ?? body.paragraphs)
  }),
  defineRoute({
    operation: operations.matchStoredContract,
    summary: "Match a stored contract's paragraphs against a playbook, with keyword spans for highlighting",
    tags: ['local'],
    handler: ({ params, body, auth }, ctx) => matchStoredContract(ctx, auth.user, params.id, body.playbookId)
  }),
  defineRoute({
    operation: operations.importPlaybook,
    summary: 'Import a playbook (the shape of GET /v2/playbooks/{id} plus unpublished positions and notes) as a production version',
    tags: ['local'],
    scope: 'contracts:write',
    allows: 'editors',
    writes: true,
    bodyLimit: PLAYBOOK_BODY_LIMIT,
    refusals: [REFUSALS.playbookPositions],
    handler: ({ body, auth }, ctx) => importPlaybook(ctx, auth, body)
  })
]
