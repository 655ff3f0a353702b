import { operations } from '../../../../shared/api/operations'
import { getParty, listParties } from '../../services/parties/read'
import { listPartyAttributes } from '../../services/reference/read'
import { REFUSALS } from '../refusals'
import { inBothVersions } from '../route'

/** Every user may read the contact book; only confirmed, live parties are ever served. */
export const partyRoutes = [
  ...inBothVersions(operations.listParties, {
    summary: 'The contact book: confirmed parties, filtered and cursor-paginated by creation date',
    tags: ['parties'],
    refusals: [REFUSALS.cursor, REFUSALS.partyKeyword],
    handler: ({ query }, ctx) => listParties(ctx.db, query)
  }),
  ...inBothVersions(operations.getParty, {
    summary: 'One party of the contact book',
    tags: ['parties'],
    handler: ({ params }, ctx) => getParty(ctx.db, params.id)
  }),
  ...inBothVersions(operations.listPartyAttributes, {
    summary: 'Definitions of the company-defined party attributes',
    tags: ['parties'],
    handler: (_input, ctx) => ({ partyAttributes: listPartyAttributes(ctx.db) })
  })
]
