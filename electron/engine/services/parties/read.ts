import type { PartyListQuery, PartyListResponse, PartyResponse } from '../../../../shared/api/parties'
import type { Db } from '../../db/connection'
import { findReadableParty, listPartyPage } from '../../db/queries/parties'
import { NotFoundError } from '../../errors'
import { readKeysetPage } from '../../domain/pagination'
import { buildPartyFilter } from './list-filters'
import { toApiParty } from './present'

export const DEFAULT_PARTY_PAGE_SIZE = 50

export function listParties(db: Db, query: PartyListQuery): PartyListResponse {
  const filter = buildPartyFilter(query)
  const order = query.order ?? 'desc'
  const page = readKeysetPage(
    { list: 'parties', order, query, cursor: query.cursor, pagesize: query.pagesize ?? DEFAULT_PARTY_PAGE_SIZE },
    (after, limit) => listPartyPage(db, filter, order, after, limit),
    (row) => ({ value: row.created_at, id: row.id })
  )
  return { parties: page.rows.map(toApiParty), pagination: page.pagination }
}

/** Unconfirmed and deleted parties answer exactly like unknown ones, so their existence does not leak. */
export function getParty(db: Db, id: string): PartyResponse {
  const row = findReadableParty(db, id.toLowerCase())
  if (!row) throw new NotFoundError(`Party ${id} not found`)
  return { party: toApiParty(row) }
}
