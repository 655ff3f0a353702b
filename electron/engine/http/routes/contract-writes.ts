import { operations } from '../../../../shared/api/operations'
import { listOutbox } from '../../services/outbox/read'
import { visibleOutbox } from '../../services/contracts/visible-changes'
import { changeContractStatus } from '../../services/contracts/change-status'
import { updateContractProperties } from '../../services/contracts/update-properties'
import { REFUSALS } from '../refusals'
import { defineRoute } from '../route'

export const contractWriteRoutes = [
  defineRoute({
    operation: operations.updateContractProperties,
    summary: 'Set up to 20 property values of a contract (renewal schedule recomputed)',
    tags: ['contracts'],
    scope: 'contracts:write',
    writes: true,
    refusals: [REFUSALS.propertyValues],
    handler: ({ params, body, auth }, ctx) => updateContractProperties(ctx, auth, params.id, body.properties)
  }),
  defineRoute({
    operation: operations.updateContractStatus,
    summary: 'Set the status of a contract, as a manual change; no workflow runs',
    tags: ['contracts'],
    scope: 'contracts:write',
    writes: true,
    refusals: [REFUSALS.statusLabel],
    handler: ({ params, body, auth }, ctx) => changeContractStatus(ctx, auth, params.id, body.status)
  }),
  defineRoute({
    operation: operations.listOutbox,
    summary: 'Local changes recorded for sync, in the order they are sent (those of contracts the key owner may read)',
    tags: ['local'],
    handler: ({ query, auth }, ctx) => visibleOutbox(ctx.db, auth.user, listOutbox(ctx.db, query), listOutbox(ctx.db, { state: 'pending' }))
  })
]
