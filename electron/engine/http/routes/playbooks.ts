import { operations } from '../../../../shared/api/operations'
import { getPlaybook, listPlaybooks } from '../../services/playbooks/read'
import { REFUSALS } from '../refusals'
import { inBothVersions } from '../route'

export const playbookRoutes = [
  ...inBothVersions(operations.listPlaybooks, {
    summary: "Production playbooks: the company's own and the provider defaults it kept; positions omitted",
    tags: ['playbooks'],
    refusals: [REFUSALS.cursor],
    handler: ({ query }, ctx) => listPlaybooks(ctx.db, query)
  }),
  ...inBothVersions(operations.getPlaybook, {
    summary: 'One playbook with its groups and confirmed positions',
    tags: ['playbooks'],
    handler: ({ params }, ctx) => getPlaybook(ctx.db, params.id)
  })
]
