import type { Party } from '../../../../shared/api/parties'
import type { PartyRow } from '../../db/queries/parties'
import { toIso } from '../../time'

export function toApiParty(row: PartyRow): Party {
  return {
    id: row.id,
    name: row.name,
    isEntity: row.is_entity === 1,
    isInternal: row.is_internal === 1,
    entityType: row.entity_type,
    entityRegNo: row.entity_reg_no,
    email: row.email,
    country: row.country,
    tags: JSON.parse(row.tags) as string[],
    abbreviations: JSON.parse(row.abbreviations) as string[],
    parent: row.parent_id,
    customAttributes: JSON.parse(row.custom_attributes) as Record<string, unknown>,
    sanctionsStatus: row.sanctions_status,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at)
  }
}
