import type { ContractParty } from '../../../../shared/api'
import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface StoredProperty {
  key: string
  value: StoredPropertyValue | null
}

export function contractProperties(db: Db, contractId: string): StoredProperty[] {
  const rows = cachedStatement(db, 'SELECT key, value FROM contract_properties WHERE contract_id = ?').all(contractId) as Array<{ key: string; value: string }>
  return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as StoredPropertyValue | null }))
}

interface PartyLinkRow {
  id: string
  name: string
  email: string | null
  phone: string | null
  country: string | null
  address: string | null
  is_entity: number
  is_internal: number
  entity_name: string | null
  entity_type: string | null
  entity_reg_no: string | null
  first_name: string | null
  last_name: string | null
  title: string | null
  designation: string | null
  custom_attributes: string
  tags: string
  roles: string
}

/**
 * The contract's parties as the detail shows them: only confirmed links to readable parties
 * (confirmed, not deleted), one entry per party with all its roles in link order.
 */
export function contractParties(db: Db, contractId: string): ContractParty[] {
  const rows = cachedStatement(
    db,
    `SELECT p.*, json_group_array(cp.role) AS roles
       FROM (SELECT * FROM contract_parties WHERE contract_id = ? AND review_state = 'confirmed' ORDER BY position, role) cp
       JOIN parties p ON p.id = cp.party_id
       WHERE p.confirmed = 1 AND p.deleted_at IS NULL
       GROUP BY p.id
       ORDER BY MIN(cp.position), p.name`
  ).all(contractId) as PartyLinkRow[]
  return rows.map((r) => {
    const entity = r.is_entity === 1
    const customAttributes = JSON.parse(r.custom_attributes) as Record<string, unknown>
    const tags = JSON.parse(r.tags) as string[]
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      country: r.country,
      address: r.address,
      isEntity: entity,
      isInternal: r.is_internal === 1,
      entityName: entity ? r.entity_name : null,
      entityType: entity ? r.entity_type : null,
      entityRegNo: entity ? r.entity_reg_no : null,
      firstName: entity ? null : r.first_name,
      lastName: entity ? null : r.last_name,
      title: entity ? null : r.title,
      designation: entity ? null : r.designation,
      ...(Object.keys(customAttributes).length > 0 ? { customAttributes } : {}),
      ...(tags.length > 0 ? { tags } : {}),
      roles: JSON.parse(r.roles) as string[]
    }
  })
}

/** Names of readable parties by id, for party-typed property values. */
export function readablePartyNames(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map()
  const rows = cachedStatement(db, `SELECT id, name FROM parties WHERE id IN (${ids.map(() => '?').join(', ')}) AND confirmed = 1 AND deleted_at IS NULL`)
    .all(...ids) as Array<{ id: string; name: string }>
  return new Map(rows.map((r) => [r.id, r.name]))
}
