import { operations } from '../../../../shared/api/operations'
import { contractUrl } from '../../context'
import { listContractsPage } from '../../services/contracts/list'
import { toListItem, toListItemV1 } from '../../services/contracts/present'
import { getContractDetail } from '../../services/contracts/read'
import { REFUSALS } from '../refusals'
import { defineRoute, inBothVersions } from '../route'

const LIST_REFUSALS = [REFUSALS.cursor, REFUSALS.propertyFilter, REFUSALS.keywordBlank, REFUSALS.counterpartyName, REFUSALS.ambiguousName, REFUSALS.partyRoleAlone]

export const contractRoutes = [
  defineRoute({
    operation: operations.listContracts,
    summary: 'Contracts the key owner may access, filtered and cursor-paginated',
    tags: ['contracts'],
    refusals: LIST_REFUSALS,
    handler: ({ query, auth }, ctx) => {
      const { rows, labels, pagination } = listContractsPage(ctx, auth.user, query, 'v2')
      return { contracts: rows.map((r) => toListItem(r, labels, contractUrl(ctx, r.id))), pagination }
    }
  }),
  defineRoute({
    operation: operations.listContractsV1,
    summary: 'Contracts (version 1: ids for category and owner, no expiration bounds, status as a string)',
    tags: ['contracts', 'v1'],
    refusals: LIST_REFUSALS,
    handler: ({ query, auth }, ctx) => {
      const { rows, labels, pagination } = listContractsPage(ctx, auth.user, query, 'v1')
      return { contracts: rows.map((r) => toListItemV1(r, labels, contractUrl(ctx, r.id))), pagination }
    }
  }),
  ...inBothVersions(operations.getContract, {
    summary: 'One contract with its properties, metadata and parties',
    tags: ['contracts'],
    handler: ({ params, auth }, ctx) => getContractDetail(ctx, auth.user, params.id)
  })
]
