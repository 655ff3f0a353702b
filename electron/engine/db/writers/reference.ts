import type { Category, PropertyDefinition } from '../../../../shared/api/library'
import type { PartyAttribute } from '../../../../shared/api/parties'
import { PROPERTY_TYPES, type PropertyOptions, type PropertyType } from '../../../../shared/api/property-model'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'
import { removeVanishedRows, type RemoteTable } from './vanished'

/**
 * The one writer of the workspace's reference data: groups, categories, property definitions,
 * party attributes and the company's status labels, whether seeded, imported or pulled
 * from the company service (origin 'remote', the service's ids).
 */

const flag = (b: boolean) => (b ? 1 : 0)

export function insertGroup(tx: WriteTx, group: { id: string; name: string; createdAt: number }): void {
  tx.prepare('INSERT INTO groups (id, name, created_at) VALUES (?, ?, ?)').run(group.id, group.name, group.createdAt)
}

export interface CategoryRecord {
  id: string
  label: string
  abbreviation?: string | null
  description?: string | null
  isDefault?: boolean
  createdAt: number
}

export function insertCategory(tx: WriteTx, c: CategoryRecord): void {
  tx.prepare('INSERT INTO categories (id, label, abbreviation, description, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
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

export function insertPropertyDefinition(tx: WriteTx, d: PropertyDefinitionInput): void {
  tx.prepare(
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
  const link = tx.prepare('INSERT INTO property_definition_categories (property_id, category_id) VALUES (?, ?)')
  for (const categoryId of d.categoryIds ?? []) link.run(d.id, categoryId)
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

export function insertPartyAttribute(tx: WriteTx, a: PartyAttributeRecord): void {
  tx.prepare('INSERT INTO party_attributes (id, key, label, description, type, options, party_type, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
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
export function setStatusLabel(tx: WriteTx, code: number, label: string | null): void {
  tx.prepare('UPDATE contract_statuses SET label = ? WHERE code = ?').run(label, code)
}

/**
 * Keys are unique in the catalogue: a record of this laptop that holds a key the service now
 * uses under another id gives way (the company's catalogue is the one contracts are written in).
 */
function freeKey(db: Db, table: 'property_definitions' | 'party_attributes', key: string, id: string): void {
  db.prepare(`DELETE FROM ${table} WHERE key = ? AND id <> ?`).run(key, id)
}

export function upsertCategory(tx: WriteTx, c: Category, now: number): void {
  cachedStatement(
    tx,
    `INSERT INTO categories (id, label, abbreviation, description, is_default, created_at, origin) VALUES (?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET label = excluded.label, abbreviation = excluded.abbreviation, description = excluded.description,
       is_default = excluded.is_default, origin = 'remote'`
  ).run(c.id, c.label, c.abbreviation, c.description, flag(c.isDefault), now)
}

/**
 * The API does not say which categories a property is restricted to, so a pulled property is
 * addable to every contract here; the service still refuses what it does not allow, and such a
 * change comes back rejected with its reason.
 */
export function upsertPropertyDefinition(tx: WriteTx, d: PropertyDefinition, now: number): void {
  freeKey(tx, 'property_definitions', d.key, d.id)
  const type = (PROPERTY_TYPES as readonly string[]).includes(d.type ?? '') ? (d.type as PropertyType) : null
  cachedStatement(
    tx,
    `INSERT INTO property_definitions (id, key, label, description, type, options, group_name, sub_group, sort_order, is_default, manual_only,
       is_global, created_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET key = excluded.key, label = excluded.label, description = excluded.description, type = excluded.type,
       options = excluded.options, group_name = excluded.group_name, sub_group = excluded.sub_group, sort_order = excluded.sort_order,
       is_default = excluded.is_default, manual_only = excluded.manual_only, origin = 'remote'`
  ).run(
    d.id,
    d.key,
    d.label,
    d.description,
    type,
    d.options === null ? null : JSON.stringify(d.options),
    d.group,
    d.subGroup,
    d.sortOrder,
    flag(d.isDefault),
    flag(d.manualOnly),
    now
  )
}

/** `sortOrder` keeps the service's listing order, which is the only order the API shows. */
export function upsertPartyAttribute(tx: WriteTx, a: PartyAttribute, sortOrder: number): void {
  freeKey(tx, 'party_attributes', a.key, a.id)
  cachedStatement(
    tx,
    `INSERT INTO party_attributes (id, key, label, description, type, options, party_type, sort_order, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET key = excluded.key, label = excluded.label, description = excluded.description, type = excluded.type,
       options = excluded.options, party_type = excluded.party_type, sort_order = excluded.sort_order, origin = 'remote'`
  ).run(a.id, a.key, a.label, a.description, a.type, a.options === null ? null : JSON.stringify(a.options), a.partyType, sortOrder)
}

/** Company status labels: a code the company has not labelled is stored as unlabelled (null). */
export function writeStatusLabels(tx: WriteTx, statuses: ReadonlyArray<{ code: number; label: string | null }>): void {
  const update = cachedStatement(tx, 'UPDATE contract_statuses SET label = ? WHERE code = ?')
  for (const s of statuses) update.run(s.label, s.code)
}

export function removeVanishedReference(tx: WriteTx, table: Extract<RemoteTable, 'categories' | 'property_definitions' | 'party_attributes'>, keep: readonly string[]): number {
  return removeVanishedRows(tx, table, keep)
}
