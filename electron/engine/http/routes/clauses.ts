import { ClauseListQuery, ClauseListResponse } from '../../../../shared/api/library'
import { listClauses } from '../../services/clauses/read'
import { defineRoute } from '../route'

export const clauseRoutes = ['/v2', '/v1'].map((version) =>
  defineRoute({
    method: 'GET',
    url: `${version}/clauses`,
    summary: "The clause library as the key owner may see it (refused to lite users' keys)",
    tags: version === '/v1' ? ['clauses', 'v1'] : ['clauses'],
    schema: { querystring: ClauseListQuery, response: ClauseListResponse },
    handler: ({ query, auth }, ctx) => listClauses(ctx.db, auth.user, query)
  })
)
