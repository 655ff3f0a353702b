import { IdParams } from '../../../../shared/api/common'
import { OutboxQuery, OutboxResponse } from '../../../../shared/api/local'
import { PropertyUpdateBody, PropertyUpdateResponse, StatusUpdateBody, StatusUpdateResponse } from '../../../../shared/api/writes'
import { countPendingOutbox, listOutbox } from '../../db/queries/outbox'
import { changeContractStatus } from '../../services/contracts/change-status'
import { updateContractProperties } from '../../services/contracts/update-properties'
import { defineRoute } from '../route'

export const contractWriteRoutes = [
  defineRoute({
    method: 'PUT',
    url: '/v2/contracts/:id/properties',
    summary: 'Set up to 20 property values of a contract (renewal schedule recomputed)',
    tags: ['contracts'],
    scope: 'contracts:write',
    schema: { params: IdParams, body: PropertyUpdateBody, response: PropertyUpdateResponse },
    handler: ({ params, body, auth }, ctx) => updateContractProperties(ctx, auth, params.id, body.properties)
  }),
  defineRoute({
    method: 'PUT',
    url: '/v2/contracts/:id/status',
    summary: 'Set the status of a contract, as a manual change; no workflow runs',
    tags: ['contracts'],
    scope: 'contracts:write',
    schema: { params: IdParams, body: StatusUpdateBody, response: StatusUpdateResponse },
    handler: ({ params, body, auth }, ctx) => changeContractStatus(ctx, auth, params.id, body.status)
  }),
  defineRoute({
    method: 'GET',
    url: '/local/outbox',
    summary: 'Local changes recorded for sync, in the order they are sent',
    tags: ['local'],
    schema: { querystring: OutboxQuery, response: OutboxResponse },
    handler: ({ query }, ctx) => ({ entries: listOutbox(ctx.db, query), pending: countPendingOutbox(ctx.db) })
  })
]
