import type { Category, Clause, Email, PropertyDefinition } from '../../../../shared/api/library'
import type { Party, PartyAttribute } from '../../../../shared/api/parties'
import type { PlaybookDetail } from '../../../../shared/api/playbooks'
import { PROPERTY_TYPES, type PropertyType } from '../../../../shared/api/property-model'
import type { TemplateDefinition } from '../../../../shared/api/generation'
import { newId } from '../../ids'
import { insertPlaybookContent } from '../records/library'
import { partySearchText } from '../../domain/text/fold'
import { parseIsoInstant } from '../../time'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/*
 * Reference data pulled from the company service, written with origin 'remote' and the
 * service's ids. Records the service no longer lists are removed, but only those that came from
 * it: a template or playbook imported on this laptop is never touched by a pull.
 */

const ms = (iso: string): number => parseIsoInstant(iso) ?? 0
const flag = (b: boolean) => (b ? 1 : 0)

export type RemoteTable = 'categories' | 'property_definitions' | 'party_attributes' | 'parties' | 'templates' | 'playbooks' | 'clauses' | 'emails'

/** Removes the records of `table` that came from the service and are not in `keep`. Returns how many. */
export function removeVanished(db: Db, table: RemoteTable, keep: readonly string[]): number {
  return db.prepare(`DELETE FROM ${table} WHERE origin = 'remote' AND id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(keep)).changes
}

/**
 * Keys are unique in the catalogue: a record of this laptop that holds a key the service now
 * uses under another id gives way (the company's catalogue is the one contracts are written in).
 */
function freeKey(db: Db, table: 'property_definitions' | 'party_attributes', key: string, id: string): void {
  db.prepare(`DELETE FROM ${table} WHERE key = ? AND id <> ?`).run(key, id)
}

export function upsertCategory(db: Db, c: Category, now: number): void {
  cachedStatement(
    db,
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
export function upsertPropertyDefinition(db: Db, d: PropertyDefinition, now: number): void {
  freeKey(db, 'property_definitions', d.key, d.id)
  const type = (PROPERTY_TYPES as readonly string[]).includes(d.type ?? '') ? (d.type as PropertyType) : null
  cachedStatement(
    db,
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
export function upsertPartyAttribute(db: Db, a: PartyAttribute, sortOrder: number): void {
  freeKey(db, 'party_attributes', a.key, a.id)
  cachedStatement(
    db,
    `INSERT INTO party_attributes (id, key, label, description, type, options, party_type, sort_order, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET key = excluded.key, label = excluded.label, description = excluded.description, type = excluded.type,
       options = excluded.options, party_type = excluded.party_type, sort_order = excluded.sort_order, origin = 'remote'`
  ).run(a.id, a.key, a.label, a.description, a.type, a.options === null ? null : JSON.stringify(a.options), a.partyType, sortOrder)
}

/**
 * The contact book entry. The list does not carry what only contract details show (an
 * individual's first and last name, title, phone, address): those columns are left as the last
 * contract pull wrote them. For an entity the name is its entity name.
 */
export function upsertParty(db: Db, p: Party): void {
  const entityName = p.isEntity ? p.name : null
  cachedStatement(
    db,
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

export interface StoredTemplateRow {
  definition: string
  body_sha256: string | null
  origin: string
}

export function storedTemplate(db: Db, id: string): StoredTemplateRow | null {
  return (cachedStatement(db, 'SELECT definition, body_sha256, origin FROM templates WHERE id = ?').get(id) as StoredTemplateRow | undefined) ?? null
}

/**
 * A template as the service describes it. `keepBody` keeps the stored definition and body (this
 * laptop holds the same template with its document, which the API cannot send); otherwise the
 * definition is the API's and the body is the service's alone.
 */
export function upsertTemplate(db: Db, t: { id: string; createdAt: string; definition: TemplateDefinition; keepBody: boolean }): void {
  const created = ms(t.createdAt)
  if (t.keepBody) {
    cachedStatement(db, "UPDATE templates SET created_at = ?, origin = 'remote' WHERE id = ?").run(created, t.id)
    return
  }
  const d = t.definition
  cachedStatement(
    db,
    `INSERT INTO templates (id, name, description, version, definition, body_sha256, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, version = excluded.version,
       definition = excluded.definition, body_sha256 = NULL, created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(t.id, d.name, d.description, d.version, JSON.stringify(d), created, created)
}

export function storedPlaybookVersion(db: Db, id: string): { version: number; updated_at: number; origin: string } | null {
  return (cachedStatement(db, 'SELECT version, updated_at, origin FROM playbooks WHERE id = ?').get(id) as { version: number; updated_at: number; origin: string } | undefined) ?? null
}

/**
 * A served playbook with its groups and positions, replacing what was stored under its id. The
 * API publishes confirmed positions only and counts the others: as many placeholder positions,
 * unconfirmed (they take part in nothing), keep that count true offline.
 */
export function replacePlaybook(db: Db, p: PlaybookDetail): void {
  const status = p.status === 'draft' || p.status === 'retired' ? p.status : 'production'
  cachedStatement(
    db,
    `INSERT INTO playbooks (id, lineage_id, name, description, version, version_note, status, is_default, switched_off, created_at, updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, description = excluded.description, version = excluded.version,
       version_note = excluded.version_note, status = excluded.status, is_default = excluded.is_default, switched_off = 0,
       created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(p.id, p.id, p.name, p.description, p.version, p.versionNote, status, flag(p.isDefault), ms(p.createdAt), ms(p.updatedAt))
  cachedStatement(db, 'DELETE FROM playbook_groups WHERE playbook_id = ?').run(p.id)
  cachedStatement(db, 'DELETE FROM playbook_positions WHERE playbook_id = ?').run(p.id)
  const placeholder = { name: null, description: null, groupId: null, keywords: [], examples: [], fallbacks: [], ifNotFound: { compliant: true, status: null }, notes: [], confirmed: false }
  insertPlaybookContent(db, p.id, p.groups, [
    ...p.positions.map((pos) => ({ ...pos, id: newId(), confirmed: true })),
    ...Array.from({ length: p.unconfirmedPositionCount }, (_, i) => ({ ...placeholder, id: newId(), order: -1 - i }))
  ])
}

/** The service says it no longer differs: only the playbook's origin changes. */
export function markPlaybookRemote(db: Db, id: string): void {
  cachedStatement(db, "UPDATE playbooks SET origin = 'remote' WHERE id = ?").run(id)
}

export function upsertClause(db: Db, c: Clause): void {
  cachedStatement(
    db,
    `INSERT INTO clauses (id, title, text, html, tags, default_comment, created_at, updated_at, origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET title = excluded.title, text = excluded.text, html = excluded.html, tags = excluded.tags,
       default_comment = excluded.default_comment, created_at = excluded.created_at, updated_at = excluded.updated_at, origin = 'remote'`
  ).run(c.id, c.title, c.text, c.html, JSON.stringify(c.tags), c.defaultComment, ms(c.createdAt), ms(c.updatedAt))
}

/** `sentAt` is Folio's own field; a service without it leaves the first time the email was seen. */
export function upsertEmail(db: Db, e: Email & { sentAt?: string }, now: number): void {
  cachedStatement(
    db,
    `INSERT INTO emails (id, contract_id, subject, sender, recipient, body, body_plain_text, attachments, sent_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET contract_id = excluded.contract_id, subject = excluded.subject, sender = excluded.sender,
       recipient = excluded.recipient, body = excluded.body, body_plain_text = excluded.body_plain_text, attachments = excluded.attachments,
       sent_at = CASE WHEN ? THEN excluded.sent_at ELSE emails.sent_at END, origin = 'remote'`
  ).run(
    e.id,
    e.contract.id,
    e.subject,
    e.sender,
    e.recipient,
    e.body,
    e.bodyPlainText,
    JSON.stringify(e.attachments),
    e.sentAt ? ms(e.sentAt) : now,
    e.sentAt ? 1 : 0
  )
}

/** Company status labels: a code the company has not labelled is stored as unlabelled (null). */
export function writeStatusLabels(db: Db, statuses: ReadonlyArray<{ code: number; label: string | null }>): void {
  const update = cachedStatement(db, 'UPDATE contract_statuses SET label = ? WHERE code = ?')
  for (const s of statuses) update.run(s.label, s.code)
}
