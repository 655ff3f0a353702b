import { operations } from '../../../../shared/api/operations'
import { listContractStatuses } from '../../services/reference/read'
import { defineRoute, inBothVersions } from '../route'

export const generalRoutes = [
  ...inBothVersions(operations.test, {
    summary: 'Connectivity and authentication check',
    tags: ['general'],
    handler: ({ auth }) => ({ message: `Folio engine is reachable; authenticated as ${auth.user.email}` })
  }),
  defineRoute({
    operation: operations.listContractStatuses,
    summary: "The account's contract status labels",
    tags: ['contracts'],
    handler: (_input, ctx) => ({ statuses: listContractStatuses(ctx.db) })
  })
]
