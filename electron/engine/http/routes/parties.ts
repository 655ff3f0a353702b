import { IdParams } from '../../../../shared/api/common'
import { PartyAttributesResponse, PartyListQuery, PartyListResponse, PartyResponse } from '../../../../shared/api/parties'
import { listPartyAttributes } from '../../db/queries/parties'
import { getParty, listParties } from '../../services/parties/read'
import { NoQuery } from '../../../../shared/api/library'
import { defineRoute } from '../route'

/** Every user may read the contact book; only confirmed, live parties are ever served. */
export const partyRoutes = ['/v2', '/v1'].flatMap((version) => {
  const tags = version === '/v1' ? ['parties', 'v1'] : ['parties']
  return [
    defineRoute({
      method: 'GET',
      url: `${version}/parties`,
      summary: 'The contact book: confirmed parties, filtered and cursor-paginated by creation date',
      tags,
      schema: { querystring: PartyListQuery, response: PartyListResponse },
      handler: ({ query }, ctx) => listParties(ctx.db, query)
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/parties/:id`,
      summary: 'One party of the contact book',
      tags,
      schema: { params: IdParams, querystring: NoQuery, response: PartyResponse },
      handler: ({ params }, ctx) => getParty(ctx.db, params.id)
    }),
    defineRoute({
      method: 'GET',
      url: `${version}/party-attributes`,
      summary: 'Definitions of the company-defined party attributes',
      tags,
      schema: { querystring: NoQuery, response: PartyAttributesResponse },
      handler: (_input, ctx) => ({ partyAttributes: listPartyAttributes(ctx.db) })
    })
  ]
})
