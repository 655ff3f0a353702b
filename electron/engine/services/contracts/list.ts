import type { ContractListQuery, ContractListQueryV1 } from '../../../../shared/api/contracts'
import type { EngineContext } from '../../context'
import { listContractPage } from '../../db/queries/contract-list'
import { statusLabelMap } from '../../db/queries/statuses'
import { decodeContractCursor, encodeContractCursor } from '../../domain/contract-cursor'
import type { Principal } from '../../domain/principal'
import { buildContractFilter } from './list-filters'

/** One page of the contracts `user` may access, with the status labels to present them. */
export function listContractsPage(ctx: EngineContext, user: Principal, query: ContractListQuery | ContractListQueryV1, version: 'v1' | 'v2') {
  const filter = buildContractFilter(ctx.db, user, query, version)
  const cursor = query.cursor ? decodeContractCursor(query.cursor, { sort: filter.sort, order: filter.order, query: filter.fingerprint }) : null
  const size = query.pagesize ?? 50
  const page = listContractPage(ctx.db, filter, cursor, size)
  const next = page.next ? encodeContractCursor({ sort: filter.sort, order: filter.order, query: filter.fingerprint, ...page.next }) : null
  return { rows: page.rows, labels: statusLabelMap(ctx.db), pagination: { pageSize: page.rows.length, hasMore: next !== null, cursor: next } }
}
