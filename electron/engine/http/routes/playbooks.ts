import { IdParams } from '../../../../shared/api/common'
import { PlaybookListQuery, PlaybookListResponse, PlaybookResponse } from '../../../../shared/api/playbooks'
import { getPlaybook, listPlaybooks } from '../../services/playbooks-read/read'
import { NoQuery } from '../../../../shared/api/library'
import { defineRoute } from '../route'

export const playbookRoutes = ['/v2', '/v1'].flatMap((version) => {
  const tags = version === '/v1' ? ['playbooks', 'v1'] : ['playbooks']
  return [
    defineRoute({
      method: 'GET',
      url: `${version}/playbooks`,
      summary: "Production playbooks: the company's own and the provider defaults it kept; positions omitted",
      tags,
      schema: { querystring: PlaybookListQuery, response: PlaybookListResponse },
      handler: ({ query }, ctx) => listPlaybooks(ctx.db, query)
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/playbooks/:id`,
      summary: 'One playbook with its groups and confirmed positions',
      tags,
      schema: { params: IdParams, querystring: NoQuery, response: PlaybookResponse },
      handler: ({ params }, ctx) => getPlaybook(ctx.db, params.id)
    })
  ]
})
