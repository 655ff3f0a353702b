import type { PropertyOptions, PropertyType } from '../../../../shared/api/property-model'
import { partySearchText } from '../../domain/text/fold'
import type { Db } from '../connection'

export function insertGroup(db: Db, group: { id: string; name: string; createdAt: number }): void {
  db.prepare('INSERT INTO groups (id, name, created_at) VALUES (?, ?, ?)').run(group.id, group.name, group.createdAt)
}

export interface CategoryRecord {
  id: string
  label: string
  abbreviation?: string | null
  description?: string | null
  isDefault?: boolean
  createdAt: number
}

export function insertCategory(db: Db, c: CategoryRecord): void {
  db.prepare('INSERT INTO categories (id, label, abbreviation, description, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    c.id,
    c.label,
    c.abbreviation ?? null,
    c.description ?? null,
    c.isDefault ? 1 : 0,
    c.createdAt
  )
}

export interface PropertyDefinitionInput {
  id: string
  key: string
  label: string
  description?: string | null
  type: PropertyType | null
  options?: PropertyOptions | null
  group?: string | null
  subGroup?: string | null
  sortOrder?: number
  isDefault?: boolean
  manualOnly?: boolean
  isGlobal?: boolean
  categoryIds?: string[]
  createdAt: number
}

export function insertPropertyDefinition(db: Db, d: PropertyDefinitionInput): void {
  db.prepare(
    `INSERT INTO property_definitions (id, key, label, description, type, options, group_name, sub_group, sort_order,
       is_default, manual_only, is_global, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    d.id,
    d.key,
    d.label,
    d.description ?? null,
    d.type,
    d.options ? JSON.stringify(d.options) : null,
    d.group ?? null,
    d.subGroup ?? null,
    d.sortOrder ?? 0,
    d.isDefault ? 1 : 0,
    d.manualOnly ? 1 : 0,
    (d.isGlobal ?? true) ? 1 : 0,
    d.createdAt
  )
  const link = db.prepare('INSERT INTO property_definition_categories (property_id, category_id) VALUES (?, ?)')
  for (const categoryId of d.categoryIds ?? []) link.run(d.id, categoryId)
}

export interface PartyRecord {
  id: string
  isEntity: boolean
  isInternal?: boolean
  entityName?: string | null
  entityType?: string | null
  entityRegNo?: string | null
  firstName?: string | null
  lastName?: string | null
  title?: string | null
  designation?: string | null
  email?: string | null
  phone?: string | null
  country?: string | null
  address?: string | null
  tags?: string[]
  abbreviations?: string[]
  customAttributes?: Record<string, unknown>
  parentId?: string | null
  sanctionsStatus?: 'clear' | 'sanctioned' | 'unknown'
  confirmed?: boolean
  deletedAt?: number | null
  createdAt: number
  updatedAt: number
}

/** The name the API shows: the entity name, or the individual's full name. */
export function partyDisplayName(p: Pick<PartyRecord, 'isEntity' | 'entityName' | 'firstName' | 'lastName'>): string {
  if (p.isEntity) return p.entityName ?? ''
  return [p.firstName, p.lastName].filter((s) => s && s.length > 0).join(' ')
}

export function insertParty(db: Db, p: PartyRecord): void {
  const name = partyDisplayName(p)
  db.prepare(
    `INSERT INTO parties (id, is_entity, is_internal, name, entity_name, entity_type, entity_reg_no, first_name, last_name,
       title, designation, email, phone, country, address, tags, abbreviations, custom_attributes, parent_id,
       sanctions_status, confirmed, deleted_at, search_text, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    p.id,
    p.isEntity ? 1 : 0,
    p.isInternal ? 1 : 0,
    name,
    p.entityName ?? null,
    p.entityType ?? null,
    p.entityRegNo ?? null,
    p.firstName ?? null,
    p.lastName ?? null,
    p.title ?? null,
    p.designation ?? null,
    p.email ?? null,
    p.phone ?? null,
    p.country ?? null,
    p.address ?? null,
    JSON.stringify(p.tags ?? []),
    JSON.stringify(p.abbreviations ?? []),
    JSON.stringify(p.customAttributes ?? {}),
    p.parentId ?? null,
    p.sanctionsStatus ?? 'unknown',
    (p.confirmed ?? true) ? 1 : 0,
    p.deletedAt ?? null,
    partySearchText([name, p.entityName, ...(p.abbreviations ?? [])]),
    p.createdAt,
    p.updatedAt
  )
}

export interface PartyAttributeRecord {
  id: string
  key: string
  label: string
  description?: string | null
  type: string
  options?: string[] | null
  partyType: 'individual' | 'entity' | 'both'
  sortOrder?: number
}

export function insertPartyAttribute(db: Db, a: PartyAttributeRecord): void {
  db.prepare('INSERT INTO party_attributes (id, key, label, description, type, options, party_type, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    a.id,
    a.key,
    a.label,
    a.description ?? null,
    a.type,
    a.options ? JSON.stringify(a.options) : null,
    a.partyType,
    a.sortOrder ?? 0
  )
}

/** Company status labels; null means no label is configured for that code. */
export function setStatusLabel(db: Db, code: number, label: string | null): void {
  db.prepare('UPDATE contract_statuses SET label = ? WHERE code = ?').run(label, code)
}
