import { operations } from '../../../../shared/api/operations'
import { listEmails } from '../../services/emails/read'
import { REFUSALS } from '../refusals'
import { inBothVersions } from '../route'

export const emailRoutes = inBothVersions(operations.listEmails, {
  summary: 'Emails on contracts the key owner may read, newest first',
  tags: ['emails'],
  refusals: [REFUSALS.cursor, REFUSALS.dateOrder],
  handler: ({ query, auth }, ctx) => listEmails(ctx.db, auth.user, query)
})
