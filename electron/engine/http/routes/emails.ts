import { EmailListQuery, EmailListResponse } from '../../../../shared/api/library'
import { listEmails } from '../../services/emails/read'
import { defineRoute } from '../route'

export const emailRoutes = ['/v2', '/v1'].map((version) =>
  defineRoute({
    method: 'GET',
    url: `${version}/emails`,
    summary: 'Emails on contracts the key owner may read, newest first',
    tags: version === '/v1' ? ['emails', 'v1'] : ['emails'],
    schema: { querystring: EmailListQuery, response: EmailListResponse },
    handler: ({ query, auth }, ctx) => listEmails(ctx.db, auth.user, query)
  })
)
