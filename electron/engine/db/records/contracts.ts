import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { PropertyDefinitionRecord } from '../../domain/properties'
import { filterTermsOf } from '../../domain/properties'
import { computeRenewalSchedule, nextScheduleChange, type RenewalSchedule } from '../../domain/renewal'
import type { Db } from '../connection'
import { contractKeywordText } from '../../domain/text/fold'
import { cachedStatement } from '../statements'

export interface ContractPartyLink {
  partyId: string
  role: string
  reviewState?: 'confirmed' | 'pending'
}

export interface ContractRecord {
  id: string
  type: 'template' | 'playbook' | 'external'
  name: string
  reference: string
  statusCode: number | null
  createdAt: number
  updatedAt: number
  finalizedAt?: number | null
  executedAt?: number | null
  executionMethod?: string | null
  archived?: boolean
  deleted?: boolean
  aborted?: boolean
  final?: boolean
  hubRequestStatus?: string
  ownerId?: string | null
  requesterId?: string | null
  groupId?: string | null
  categoryId?: string | null
  formId?: string | null
  formentryId?: string | null
  templateId?: string | null
  playbookId?: string | null
  setModuleTo?: string | null
  properties?: Record<string, StoredPropertyValue>
  parties?: ContractPartyLink[]
}

const flag = (b: boolean | undefined) => (b ? 1 : 0)

/**
 * Inserts a contract with its property values (and their filter terms), its party links and the
 * renewal schedule derived from its properties as of `now`.
 */
export function insertContract(db: Db, record: ContractRecord, context: { now: number; catalogue: ReadonlyMap<string, PropertyDefinitionRecord> }): void {
  const values = new Map(Object.entries(record.properties ?? {}))
  // The schedule goes in with the row: an UPDATE afterwards would look like an edit to cursor walks.
  const s = computeRenewalSchedule(values, context.now)
  cachedStatement(
    db,
    `INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, finalized_at, executed_at,
       execution_method, archived, deleted, aborted, final, hub_request_status, owner_id, requester_id, group_id,
       category_id, form_id, formentry_id, template_id, playbook_id, set_module_to,
       expiration_date, renewal_anchor_date, renewal_state, end_date_basis, notice_type, notice_period_days, autorenew, schedule_changes_at,
       keyword_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
  ).run(
    record.id,
    record.type,
    record.name,
    record.reference,
    record.statusCode,
    record.createdAt,
    record.updatedAt,
    record.finalizedAt ?? null,
    record.executedAt ?? null,
    record.executionMethod ?? null,
    flag(record.archived),
    flag(record.deleted),
    flag(record.aborted),
    flag(record.final),
    record.hubRequestStatus ?? 'none',
    record.ownerId ?? null,
    record.requesterId ?? null,
    record.groupId ?? null,
    record.categoryId ?? null,
    record.formId ?? null,
    record.formentryId ?? null,
    record.templateId ?? null,
    record.playbookId ?? null,
    record.setModuleTo ?? null,
    ...scheduleColumns(s, context.now),
    contractKeywordText(record.name, record.reference)
  )
  for (const [key, value] of values) writeContractProperty(db, record.id, key, value, record.updatedAt, context.catalogue.get(key) ?? null)
  const link = cachedStatement(db, 'INSERT INTO contract_parties (contract_id, party_id, role, review_state, position) VALUES (?, ?, ?, ?, ?)')
  record.parties?.forEach((p, position) => link.run(record.id, p.partyId, p.role, p.reviewState ?? 'confirmed', position))
}

function scheduleColumns(s: RenewalSchedule, now: number) {
  return [
    s.expirationDate,
    s.renewalAnchorDate,
    s.renewalState,
    s.endDateBasis,
    s.noticeType,
    s.noticePeriodDays,
    s.autorenew === null ? null : s.autorenew ? 1 : 0,
    nextScheduleChange(s, now)
  ] as const
}

/** Stores one value (or clears it with null) and its filter terms. */
export function writeContractProperty(
  db: Db,
  contractId: string,
  key: string,
  value: StoredPropertyValue | null,
  at: number,
  definition: PropertyDefinitionRecord | null
): void {
  cachedStatement(db, 'DELETE FROM contract_property_terms WHERE contract_id = ? AND key = ?').run(contractId, key)
  if (value === null) {
    cachedStatement(db, 'DELETE FROM contract_properties WHERE contract_id = ? AND key = ?').run(contractId, key)
    return
  }
  cachedStatement(
    db,
    'INSERT INTO contract_properties (contract_id, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (contract_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at'
  ).run(contractId, key, JSON.stringify(value), at)
  const term = cachedStatement(db, 'INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) VALUES (?, ?, ?)')
  for (const t of filterTermsOf(definition, value)) term.run(key, t, contractId)
}

/** Recomputes the stored renewal schedule of a contract from its property values. */
export function writeRenewalSchedule(db: Db, contractId: string, values: ReadonlyMap<string, StoredPropertyValue>, now: number): void {
  cachedStatement(
    db,
    `UPDATE contracts SET expiration_date = ?, renewal_anchor_date = ?, renewal_state = ?, end_date_basis = ?,
       notice_type = ?, notice_period_days = ?, autorenew = ?, schedule_changes_at = ? WHERE id = ?`
  ).run(...scheduleColumns(computeRenewalSchedule(values, now), now), contractId)
}
