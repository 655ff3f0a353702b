import { ContractStatusesResponse, TestResponse } from '../../../../shared/api/general'
import { listContractStatuses } from '../../db/queries/statuses'
import { defineRoute } from '../route'

export const generalRoutes = [
  ...['/v2', '/v1'].map((version) =>
    defineRoute({
      method: 'GET',
      url: `${version}/test`,
      summary: 'Connectivity and authentication check',
      tags: ['general'],
      schema: { response: TestResponse },
      handler: ({ auth }) => ({ message: `Folio engine is reachable; authenticated as ${auth.user.email}` })
    })
  ),
  defineRoute({
    method: 'GET',
    url: '/v2/contract-statuses',
    summary: "The account's contract status labels",
    tags: ['contracts'],
    schema: { response: ContractStatusesResponse },
    handler: (_input, ctx) => ({ statuses: listContractStatuses(ctx.db) })
  })
]
