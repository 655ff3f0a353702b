import { operations } from '../../../../shared/api/operations'
import { importPlaybook } from '../../services/playbooks/import'
import { matchPlaybook, matchStoredContract } from '../../services/playbooks/match'
import { defineRoute, inBothVersions } from '../route'

export const matchingRoutes = [
  ...inBothVersions(operations.matchPlaybook, {
    summary: "Which positions' keywords occur in which paragraphs (keyword matching only; no verdict, nothing stored)",
    tags: ['playbooks'],
    handler: ({ params, body }, ctx) => matchPlaybook(ctx, params.id, body.paragraphs)
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
    handler: ({ body, auth }, ctx) => importPlaybook(ctx, auth, body)
  })
]
