import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { filterTermsOf, type PropertyDefinitionRecord } from '../../domain/properties'
import { computeRenewalSchedule, nextScheduleChange, type RenewalSchedule } from '../../domain/renewal'
import { contractKeywordText } from '../../domain/text/fold'
import type { Db } from '../connection'
import type { ContractRecord } from '../records/contracts'
import { cachedStatement } from '../statements'

/** A contract as the company service describes it, ready to store (ids are the service's): every column, none left to a default. */
export type PulledContractRow = Required<Omit<ContractRecord, 'properties' | 'parties'>>

/** What a pull needs to know about the stored copy of a contract. */
export interface StoredContractState {
  id: string
  origin: 'local' | 'remote'
  updated_at: number
  synced_updated_at: number | null
  status_code: number | null
  name: string
  reference: string
  type: string
  created_at: number
  archived: number
  aborted: number
  category_id: string | null
  renewal_anchor_date: number | null
  expiration_date: number | null
  end_date_basis: string | null
  notice_type: string | null
  renewal_state: string | null
  notice_period_days: number | null
  autorenew: number | null
}

export function storedContractStates(db: Db, ids: readonly string[]): Map<string, StoredContractState> {
  if (ids.length === 0) return new Map()
  const rows = cachedStatement(
    db,
    `SELECT id, origin, updated_at, synced_updated_at, status_code, name, reference, type, created_at, archived, aborted, category_id, renewal_anchor_date,
       expiration_date, end_date_basis, notice_type, renewal_state, notice_period_days, autorenew
     FROM contracts WHERE id IN (SELECT value FROM json_each(?))`
  ).all(JSON.stringify(ids)) as StoredContractState[]
  return new Map(rows.map((r) => [r.id, r]))
}

const flag = (b: boolean) => (b ? 1 : 0)

/**
 * Writes the contract row as the service has it (origin 'remote'). `schedule` is the renewal
 * schedule the service listed; when it is not known (a contract fetched outside a list walk, or
 * one whose local edits are still to be sent) it is computed from the stored values as of `now`.
 */
export function upsertPulledContractRow(db: Db, row: PulledContractRow, schedule: RenewalSchedule, now: number, serviceUpdatedAt: number): void {
  const autorenew = schedule.autorenew === null ? null : schedule.autorenew ? 1 : 0
  cachedStatement(
    db,
    `INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, finalized_at, executed_at, execution_method,
       archived, deleted, aborted, final, hub_request_status, owner_id, requester_id, group_id, category_id, form_id, formentry_id,
       template_id, playbook_id, set_module_to, expiration_date, renewal_anchor_date, renewal_state, end_date_basis, notice_type,
       notice_period_days, autorenew, schedule_changes_at, keyword_text, synced_updated_at, origin)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'remote')
     ON CONFLICT (id) DO UPDATE SET type = excluded.type, name = excluded.name, reference = excluded.reference,
       status_code = excluded.status_code, created_at = excluded.created_at, updated_at = excluded.updated_at,
       finalized_at = excluded.finalized_at, executed_at = excluded.executed_at, execution_method = excluded.execution_method,
       archived = excluded.archived, deleted = excluded.deleted, aborted = excluded.aborted, final = excluded.final,
       hub_request_status = excluded.hub_request_status, owner_id = excluded.owner_id, requester_id = excluded.requester_id,
       group_id = excluded.group_id, category_id = excluded.category_id, form_id = excluded.form_id, formentry_id = excluded.formentry_id,
       template_id = excluded.template_id, playbook_id = excluded.playbook_id, set_module_to = excluded.set_module_to,
       expiration_date = excluded.expiration_date, renewal_anchor_date = excluded.renewal_anchor_date, renewal_state = excluded.renewal_state,
       end_date_basis = excluded.end_date_basis, notice_type = excluded.notice_type, notice_period_days = excluded.notice_period_days,
       autorenew = excluded.autorenew, schedule_changes_at = excluded.schedule_changes_at, keyword_text = excluded.keyword_text,
       synced_updated_at = excluded.synced_updated_at, origin = 'remote', row_version = contracts.row_version + 1`
  ).run(
    row.id,
    row.type,
    row.name,
    row.reference,
    row.statusCode,
    row.createdAt,
    row.updatedAt,
    row.finalizedAt,
    row.executedAt,
    row.executionMethod,
    flag(row.archived),
    flag(row.deleted),
    flag(row.aborted),
    flag(row.final),
    row.hubRequestStatus,
    row.ownerId,
    row.requesterId,
    row.groupId,
    row.categoryId,
    row.formId,
    row.formentryId,
    row.templateId,
    row.playbookId,
    row.setModuleTo,
    schedule.expirationDate,
    schedule.renewalAnchorDate,
    schedule.renewalState,
    schedule.endDateBasis,
    schedule.noticeType,
    schedule.noticePeriodDays,
    autorenew,
    nextScheduleChange(schedule, now),
    contractKeywordText(row.name, row.reference),
    serviceUpdatedAt
  )
}

/** The schedule the stored values give as of `now` (when the service's own is not known). */
export function scheduleFromValues(values: ReadonlyMap<string, StoredPropertyValue | null>, now: number): RenewalSchedule {
  const present = new Map<string, StoredPropertyValue>()
  for (const [key, value] of values) if (value !== null) present.set(key, value)
  return computeRenewalSchedule(present, now)
}

/** Raw stored values of a contract, by key (JSON text, to compare without parsing). */
export function storedPropertyTexts(db: Db, contractId: string): Map<string, string> {
  const rows = cachedStatement(db, 'SELECT key, value FROM contract_properties WHERE contract_id = ?').all(contractId) as Array<{ key: string; value: string }>
  return new Map(rows.map((r) => [r.key, r.value]))
}

/**
 * Stores one value exactly as the service holds it, `null` included (the detail lists a key
 * with a null value, and so must the copy), with its filter terms.
 */
export function writePulledProperty(db: Db, contractId: string, key: string, value: StoredPropertyValue | null, at: number, definition: PropertyDefinitionRecord | null): void {
  cachedStatement(db, 'DELETE FROM contract_property_terms WHERE contract_id = ? AND key = ?').run(contractId, key)
  cachedStatement(
    db,
    'INSERT INTO contract_properties (contract_id, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (contract_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at'
  ).run(contractId, key, JSON.stringify(value), at)
  if (value === null) return
  const term = cachedStatement(db, 'INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) VALUES (?, ?, ?)')
  for (const t of filterTermsOf(definition, value)) term.run(key, t, contractId)
}

/**
 * All values of a contract that has none stored yet, in one statement for the values and one
 * for their filter terms (SQLite expands the JSON): a first pull writes tens of thousands.
 */
export function insertPulledProperties(
  db: Db,
  contractId: string,
  values: ReadonlyMap<string, StoredPropertyValue | null>,
  at: number,
  catalogue: ReadonlyMap<string, PropertyDefinitionRecord>
): void {
  if (values.size === 0) return
  const stored: Record<string, string> = {}
  const terms: Array<[string, string]> = []
  for (const [key, value] of values) {
    stored[key] = JSON.stringify(value)
    if (value !== null) for (const t of filterTermsOf(catalogue.get(key) ?? null, value)) terms.push([key, t])
  }
  cachedStatement(db, 'INSERT INTO contract_properties (contract_id, key, value, updated_at) SELECT ?, key, value, ? FROM json_each(?)').run(contractId, at, JSON.stringify(stored))
  if (terms.length > 0) {
    cachedStatement(db, "INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) SELECT value ->> '$[0]', value ->> '$[1]', ? FROM json_each(?)").run(contractId, JSON.stringify(terms))
  }
}

export function deletePulledProperty(db: Db, contractId: string, key: string): void {
  cachedStatement(db, 'DELETE FROM contract_property_terms WHERE contract_id = ? AND key = ?').run(contractId, key)
  cachedStatement(db, 'DELETE FROM contract_properties WHERE contract_id = ? AND key = ?').run(contractId, key)
}

/** Removes a contract and everything stored with it (property values, links, documents cascade). */
export function deleteContract(db: Db, contractId: string): void {
  cachedStatement(db, 'DELETE FROM contracts WHERE id = ?').run(contractId)
}

export function tombstoneContract(db: Db, contractId: string, now: number): void {
  deleteContract(db, contractId)
  cachedStatement(db, 'INSERT INTO sync_tombstones (contract_id, tombstoned_at) VALUES (?, ?) ON CONFLICT (contract_id) DO UPDATE SET tombstoned_at = excluded.tombstoned_at').run(contractId, now)
}

export function clearTombstone(db: Db, contractId: string): void {
  cachedStatement(db, 'DELETE FROM sync_tombstones WHERE contract_id = ?').run(contractId)
}

/** Contracts pulled earlier, for the deletion check. */
export function remoteContractIds(db: Db): string[] {
  return cachedStatement(db, "SELECT id FROM contracts WHERE origin = 'remote'").pluck().all() as string[]
}

export function queueRefetch(db: Db, contractId: string, reason: string, now: number): void {
  cachedStatement(db, 'INSERT INTO sync_refetch (contract_id, reason, queued_at) VALUES (?, ?, ?) ON CONFLICT (contract_id) DO UPDATE SET reason = excluded.reason').run(contractId, reason, now)
}

export function queuedRefetches(db: Db): string[] {
  return cachedStatement(db, 'SELECT contract_id FROM sync_refetch ORDER BY queued_at, contract_id').pluck().all() as string[]
}

export function clearRefetch(db: Db, contractId: string): void {
  cachedStatement(db, 'DELETE FROM sync_refetch WHERE contract_id = ?').run(contractId)
}

/** Every table that names contracts in a contract_id column, found from the schema so none is forgotten. */
function tablesNamingContracts(db: Db): string[] {
  return db
    .prepare(
      `SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'
         AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'contract_id') ORDER BY m.name`
    )
    .pluck()
    .all() as string[]
}

/**
 * Gives a contract a new id: the row and every row that names it move in one transaction. Child
 * tables reference contracts(id) without ON UPDATE, so the foreign keys are checked at commit
 * (defer_foreign_keys), when parent and children agree again. Call inside a transaction.
 */
export function rekeyContract(db: Db, from: string, to: string): void {
  if (!db.inTransaction) throw new Error('rekeyContract must run inside a transaction')
  db.pragma('defer_foreign_keys = ON')
  for (const table of tablesNamingContracts(db)) db.prepare(`UPDATE "${table}" SET contract_id = ? WHERE contract_id = ?`).run(to, from)
  db.prepare('UPDATE contracts SET id = ? WHERE id = ?').run(to, from)
}
