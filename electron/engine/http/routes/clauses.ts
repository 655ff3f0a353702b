import { operations } from '../../../../shared/api/operations'
import { listClauses } from '../../services/clauses/read'
import { REFUSALS } from '../refusals'
import { inBothVersions } from '../route'

export const clauseRoutes = inBothVersions(operations.listClauses, {
  summary: "The clause library as the key owner may see it (refused to lite users' keys)",
  tags: ['clauses'],
  refusals: [REFUSALS.cursor],
  handler: ({ query, auth }, ctx) => listClauses(ctx.db, auth.user, query)
})
