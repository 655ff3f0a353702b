import { operations } from '../../../../shared/api/operations'
import { searchEverything } from '../../services/search/search-everything'
import { REFUSALS } from '../refusals'
import { defineRoute } from '../route'

export const searchRoutes = [
  defineRoute({
    operation: operations.searchEverything,
    summary: 'Search every contract the key owner may read: text, names and references, with the contract list filters, counts by status and category, and cursor pages',
    tags: ['local'],
    refusals: [
      REFUSALS.searchWords,
      REFUSALS.searchSyntax,
      REFUSALS.cursor,
      REFUSALS.propertyFilter,
      REFUSALS.counterpartyName,
      REFUSALS.ambiguousName,
      REFUSALS.keywordBlank,
      REFUSALS.partyRoleAlone
    ],
    handler: ({ query, auth }, ctx) => searchEverything(ctx, auth.user, query)
  })
]
