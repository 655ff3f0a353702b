import type { ContractParty } from '../../../../shared/api/contracts'
import type { Party } from '../../../../shared/api/parties'
import { partySearchText } from '../../domain/text/fold'
import { parseIsoInstant } from '../../time'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'
import { removeVanishedRows } from './vanished'

/**
 * The one writer of the contact book (parties), whether seeded or pulled from the company
 * service (origin 'remote', the service's ids), including the contact fields that only a
 * contract's detail carries.
 */

const ms = (iso: string): number => parseIsoInstant(iso) ?? 0
const flag = (b: boolean) => (b ? 1 : 0)

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

export function insertParty(tx: WriteTx, p: PartyRecord): void {
  const name = partyDisplayName(p)
  tx.prepare(
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

/**
 * The contact book entry. The list does not carry what only contract details show (an
 * individual's first and last name, title, phone, address): those columns are left as the last
 * contract pull wrote them. For an entity the name is its entity name.
 */
export function upsertParty(tx: WriteTx, p: Party): void {
  const entityName = p.isEntity ? p.name : null
  cachedStatement(
    tx,
    `INSERT INTO parties (id, is_entity, is_internal, name, entity_name, entity_type, entity_reg_no, email, country, tags, abbreviations,
       custom_attributes, parent_id, sanctions_status, confirmed, deleted_at, search_text, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, NULL, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET is_entity = excluded.is_entity, is_internal = excluded.is_internal, name = excluded.name,
       entity_name = CASE WHEN excluded.is_entity = 1 THEN excluded.entity_name ELSE parties.entity_name END,
       entity_type = excluded.entity_type, entity_reg_no = excluded.entity_reg_no, email = excluded.email, country = excluded.country,
       tags = excluded.tags, abbreviations = excluded.abbreviations, custom_attributes = excluded.custom_attributes,
       parent_id = excluded.parent_id, sanctions_status = excluded.sanctions_status, confirmed = 1, deleted_at = NULL,
       search_text = excluded.search_text, created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(
    p.id,
    flag(p.isEntity),
    flag(p.isInternal),
    p.name,
    entityName,
    p.entityType,
    p.entityRegNo,
    p.email,
    p.country,
    JSON.stringify(p.tags),
    JSON.stringify(p.abbreviations),
    JSON.stringify(p.customAttributes),
    p.parent,
    p.sanctionsStatus,
    partySearchText([p.name, entityName, ...p.abbreviations]),
    ms(p.createdAt),
    ms(p.updatedAt)
  )
}

/**
 * A party as a contract's detail shows it: the contact fields only contract details carry
 * (individuals' names, phone, address) are kept on the party; a party the contact book did not
 * list (it may be newer than the last refresh) is added from what the contract shows.
 */
export function upsertPartyFromContract(tx: WriteTx, p: ContractParty, now: number): void {
  const updated = cachedStatement(
    tx,
    `UPDATE parties SET entity_name = ?, entity_type = ?, entity_reg_no = ?, first_name = ?, last_name = ?, title = ?, designation = ?,
       email = ?, phone = ?, country = ?, address = ? WHERE id = ?`
  ).run(p.entityName, p.entityType, p.entityRegNo, p.firstName, p.lastName, p.title, p.designation, p.email, p.phone, p.country, p.address, p.id)
  if (updated.changes > 0) return
  // A party the contact book did not list (it may be newer than the last refresh): kept from what the contract shows.
  cachedStatement(
    tx,
    `INSERT INTO parties (id, is_entity, is_internal, name, entity_name, entity_type, entity_reg_no, first_name, last_name, title, designation,
       email, phone, country, address, tags, custom_attributes, search_text, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'remote')`
  ).run(
    p.id,
    flag(p.isEntity),
    flag(p.isInternal),
    p.name,
    p.entityName,
    p.entityType,
    p.entityRegNo,
    p.firstName,
    p.lastName,
    p.title,
    p.designation,
    p.email,
    p.phone,
    p.country,
    p.address,
    JSON.stringify(p.tags ?? []),
    JSON.stringify(p.customAttributes ?? {}),
    partySearchText([p.name, p.isEntity ? p.entityName : null]),
    now,
    now
  )
}

export function removeVanishedParties(tx: WriteTx, keep: readonly string[]): number {
  return removeVanishedRows(tx, 'parties', keep)
}
