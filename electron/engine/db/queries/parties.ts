import type { Order } from '../../../../shared/api/common'
import type { PartyAttribute } from '../../../../shared/api/parties'
import { keysetPageSql, type KeysetPosition, type SqlFilter } from '../../domain/pagination'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface PartyRow {
  id: string
  is_entity: number
  is_internal: number
  name: string
  entity_type: string | null
  entity_reg_no: string | null
  email: string | null
  country: string | null
  tags: string
  abbreviations: string
  custom_attributes: string
  /** The parent's id only when the parent itself is readable; see READABLE. */
  parent_id: string | null
  sanctions_status: 'clear' | 'sanctioned' | 'unknown'
  created_at: number
  updated_at: number
}

/** Parties awaiting confirmation and soft-deleted parties are never served, not even by reference. */
export const READABLE_PARTY = 'p.confirmed = 1 AND p.deleted_at IS NULL'

const SELECT_PARTIES = `SELECT p.id, p.is_entity, p.is_internal, p.name, p.entity_type, p.entity_reg_no, p.email, p.country,
    p.tags, p.abbreviations, p.custom_attributes, parent.id AS parent_id, p.sanctions_status, p.created_at, p.updated_at
  FROM parties p
  LEFT JOIN parties parent ON parent.id = p.parent_id AND parent.confirmed = 1 AND parent.deleted_at IS NULL`

/** One keyset page of readable parties by creation date; `filter` narrows over `p`. */
export function listPartyPage(db: Db, filter: SqlFilter, order: Order, after: KeysetPosition | null, limit: number): PartyRow[] {
  const readable: SqlFilter = { conditions: [READABLE_PARTY, ...filter.conditions], params: filter.params }
  const { sql, params } = keysetPageSql(SELECT_PARTIES, readable, { value: 'p.created_at', id: 'p.id' }, order, after, limit)
  return cachedStatement(db, sql).all(...params) as PartyRow[]
}

export function findReadableParty(db: Db, id: string): PartyRow | null {
  const row = cachedStatement(db, `${SELECT_PARTIES} WHERE p.id = ? AND ${READABLE_PARTY}`).get(id) as PartyRow | undefined
  return row ?? null
}

interface PartyAttributeRow {
  id: string
  key: string
  label: string
  description: string | null
  type: string
  options: string | null
  party_type: 'individual' | 'entity' | 'both'
}

export function listPartyAttributes(db: Db): PartyAttribute[] {
  const rows = db
    .prepare('SELECT id, key, label, description, type, options, party_type FROM party_attributes ORDER BY sort_order, key')
    .all() as PartyAttributeRow[]
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    label: r.label,
    description: r.description,
    type: r.type,
    options: r.options === null ? null : (JSON.parse(r.options) as string[]),
    partyType: r.party_type
  }))
}

/** A property of type party may name only a confirmed, live party. */
export function isLiveConfirmedParty(db: Db, id: string): boolean {
  return cachedStatement(db, 'SELECT 1 FROM parties WHERE id = ? AND confirmed = 1 AND deleted_at IS NULL').get(id) !== undefined
}
