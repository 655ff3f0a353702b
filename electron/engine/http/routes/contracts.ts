import type { ContractListQuery, ContractListQueryV1 } from '../../../../shared/api/contracts'
import { operations } from '../../../../shared/api/operations'
import { contractUrl, type EngineContext } from '../../context'
import { listContractPage } from '../../db/queries/contract-list'
import { statusLabelMap } from '../../db/queries/statuses'
import type { Principal } from '../../domain/principal'
import { decodeContractCursor, encodeContractCursor } from '../../domain/contract-cursor'
import { buildContractFilter } from '../../services/contracts/list-filters'
import { toListItem, toListItemV1 } from '../../services/contracts/present'
import { getContractDetail } from '../../services/contracts/read'
import { REFUSALS } from '../refusals'
import { defineRoute, inBothVersions } from '../route'

function listPage(ctx: EngineContext, user: Principal, query: ContractListQuery | ContractListQueryV1, version: 'v1' | 'v2') {
  const filter = buildContractFilter(ctx.db, user, query, version)
  const cursor = query.cursor ? decodeContractCursor(query.cursor, { sort: filter.sort, order: filter.order, query: filter.fingerprint }) : null
  const size = query.pagesize ?? 50
  const page = listContractPage(ctx.db, filter, cursor, size)
  const next = page.next ? encodeContractCursor({ sort: filter.sort, order: filter.order, query: filter.fingerprint, ...page.next }) : null
  return { rows: page.rows, pagination: { pageSize: page.rows.length, hasMore: next !== null, cursor: next } }
}

const LIST_REFUSALS = [REFUSALS.cursor, REFUSALS.propertyFilter, REFUSALS.keywordBlank, REFUSALS.counterpartyName, REFUSALS.ambiguousName, REFUSALS.partyRoleAlone]

export const contractRoutes = [
  defineRoute({
    operation: operations.listContracts,
    summary: 'Contracts the key owner may access, filtered and cursor-paginated',
    tags: ['contracts'],
    refusals: LIST_REFUSALS,
    handler: ({ query, auth }, ctx) => {
      const { rows, pagination } = listPage(ctx, auth.user, query, 'v2')
      const labels = statusLabelMap(ctx.db)
      return { contracts: rows.map((r) => toListItem(r, labels, contractUrl(ctx, r.id))), pagination }
    }
  }),
  defineRoute({
    operation: operations.listContractsV1,
    summary: 'Contracts (version 1: ids for category and owner, no expiration bounds, status as a string)',
    tags: ['contracts', 'v1'],
    refusals: LIST_REFUSALS,
    handler: ({ query, auth }, ctx) => {
      const { rows, pagination } = listPage(ctx, auth.user, query, 'v1')
      const labels = statusLabelMap(ctx.db)
      return { contracts: rows.map((r) => toListItemV1(r, labels, contractUrl(ctx, r.id))), pagination }
    }
  }),
  ...inBothVersions(operations.getContract, {
    summary: 'One contract with its properties, metadata and parties',
    tags: ['contracts'],
    handler: ({ params, auth }, ctx) => getContractDetail(ctx, auth.user, params.id)
  })
]
