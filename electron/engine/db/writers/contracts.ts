import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import { milestonesAfter, nextUpdatedAt } from '../../domain/contract-milestones'
import { filterTermsOf, type PropertyDefinitionRecord } from '../../domain/properties'
import { computeRenewalSchedule, nextScheduleChange, type RenewalSchedule } from '../../domain/renewal'
import { contractKeywordText } from '../../domain/text/fold'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

/**
 * The one writer of a contract: its row in `contracts`, its property values with their filter
 * terms (`contract_properties`, `contract_property_terms`), its party links (`contract_parties`)
 * and its tombstone. Every rule a write must keep lives here, so no caller can forget one: a
 * status change moves the milestone dates, a property change recomputes the renewal schedule,
 * both move updatedAt forward and bump row_version.
 */

export interface ContractPartyLink {
  partyId: string
  role: string
  reviewState?: 'confirmed' | 'pending'
}

/** A contract to store: every column a caller may set. */
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

/** A contract as the company service describes it, ready to store (ids are the service's): every column, none left to a default. */
export type PulledContractRow = Required<Omit<ContractRecord, 'properties' | 'parties'>>

/** What a status change needs to know of the stored row. */
export interface StatusChangeBase {
  id: string
  finalized_at: number | null
  executed_at: number | null
  updated_at: number
}

const flag = (b: boolean | undefined) => (b ? 1 : 0)

const ROW_COLUMNS = `id, type, name, reference, status_code, created_at, updated_at, finalized_at, executed_at, execution_method,
  archived, deleted, aborted, final, hub_request_status, owner_id, requester_id, group_id, category_id, form_id, formentry_id,
  template_id, playbook_id, set_module_to, expiration_date, renewal_anchor_date, renewal_state, end_date_basis, notice_type,
  notice_period_days, autorenew, schedule_changes_at, keyword_text`

function rowValues(r: ContractRecord, schedule: RenewalSchedule, now: number): unknown[] {
  return [
    r.id,
    r.type,
    r.name,
    r.reference,
    r.statusCode,
    r.createdAt,
    r.updatedAt,
    r.finalizedAt ?? null,
    r.executedAt ?? null,
    r.executionMethod ?? null,
    flag(r.archived),
    flag(r.deleted),
    flag(r.aborted),
    flag(r.final),
    r.hubRequestStatus ?? 'none',
    r.ownerId ?? null,
    r.requesterId ?? null,
    r.groupId ?? null,
    r.categoryId ?? null,
    r.formId ?? null,
    r.formentryId ?? null,
    r.templateId ?? null,
    r.playbookId ?? null,
    r.setModuleTo ?? null,
    ...scheduleColumns(schedule, now),
    contractKeywordText(r.name, r.reference)
  ]
}

function scheduleColumns(s: RenewalSchedule, now: number): unknown[] {
  return [s.expirationDate, s.renewalAnchorDate, s.renewalState, s.endDateBasis, s.noticeType, s.noticePeriodDays, s.autorenew === null ? null : s.autorenew ? 1 : 0, nextScheduleChange(s, now)]
}

/**
 * Creates a contract made here (imported, generated, seeded) with its property values, party
 * links and the renewal schedule its values give as of `now`.
 */
export function insertContract(tx: WriteTx, record: ContractRecord, context: { now: number; catalogue: ReadonlyMap<string, PropertyDefinitionRecord> }): void {
  const values = new Map(Object.entries(record.properties ?? {}))
  // The schedule goes in with the row: an UPDATE afterwards would look like an edit to cursor walks.
  const schedule = computeRenewalSchedule(values, context.now)
  cachedStatement(tx, `INSERT INTO contracts (${ROW_COLUMNS}) VALUES (${Array(33).fill('?').join(', ')})`).run(...rowValues(record, schedule, context.now))
  for (const [key, value] of values) writeValue(tx, record.id, key, value, record.updatedAt, context.catalogue.get(key) ?? null, 'clear-on-null')
  replaceContractParties(tx, record.id, record.parties ?? [], true)
}

/** Sets the status as a change by a user would: the milestone dates follow, updatedAt moves. */
export function setContractStatus(tx: WriteTx, base: StatusChangeBase, code: number, now: number): void {
  const { finalizedAt, executedAt } = milestonesAfter({ finalizedAt: base.finalized_at, executedAt: base.executed_at }, code, now)
  cachedStatement(tx, 'UPDATE contracts SET status_code = ?, finalized_at = ?, executed_at = ?, updated_at = ?, row_version = row_version + 1 WHERE id = ?').run(
    code,
    finalizedAt,
    executedAt,
    nextUpdatedAt(base.updated_at, now),
    base.id
  )
}

/**
 * Sets property values as a change by a user would (null clears): filter terms follow, the
 * renewal schedule is recomputed from the values that result, updatedAt moves.
 */
export function setContractProperties(
  tx: WriteTx,
  base: { id: string; updated_at: number },
  changes: ReadonlyMap<string, StoredPropertyValue | null>,
  context: { now: number; catalogue: ReadonlyMap<string, PropertyDefinitionRecord> }
): void {
  const updatedAt = nextUpdatedAt(base.updated_at, context.now)
  for (const [key, value] of changes) writeValue(tx, base.id, key, value, updatedAt, context.catalogue.get(key) ?? null, 'clear-on-null')
  writeSchedule(tx, base.id, context.now)
  cachedStatement(tx, 'UPDATE contracts SET updated_at = ?, row_version = row_version + 1 WHERE id = ?').run(updatedAt, base.id)
}

/** A new version of the contract's document is a change to the contract: updatedAt moves. */
export function markDocumentChanged(tx: WriteTx, base: { id: string; updated_at: number }, now: number): void {
  cachedStatement(tx, 'UPDATE contracts SET updated_at = ?, row_version = row_version + 1 WHERE id = ?').run(nextUpdatedAt(base.updated_at, now), base.id)
}

/**
 * Recomputes the stored renewal schedule from the stored values when time alone has moved it (a
 * notice window opened, a term rolled on). Not an edit: updatedAt and row_version stay.
 */
export function refreshContractSchedule(tx: WriteTx, contractId: string, now: number): void {
  writeSchedule(tx, contractId, now)
}

function writeSchedule(tx: WriteTx, contractId: string, now: number): void {
  const rows = cachedStatement(tx, 'SELECT key, value FROM contract_properties WHERE contract_id = ?').all(contractId) as Array<{ key: string; value: string }>
  const values = new Map<string, StoredPropertyValue>()
  for (const row of rows) {
    const value = JSON.parse(row.value) as StoredPropertyValue | null
    if (value !== null) values.set(row.key, value)
  }
  cachedStatement(
    tx,
    `UPDATE contracts SET expiration_date = ?, renewal_anchor_date = ?, renewal_state = ?, end_date_basis = ?,
       notice_type = ?, notice_period_days = ?, autorenew = ?, schedule_changes_at = ? WHERE id = ?`
  ).run(...scheduleColumns(computeRenewalSchedule(values, now), now), contractId)
}

/**
 * One value and its filter terms. A user's null clears the key; the service's null is kept as a
 * value (its detail lists the key with a null value, and so must the copy).
 */
function writeValue(tx: WriteTx, contractId: string, key: string, value: StoredPropertyValue | null, at: number, definition: PropertyDefinitionRecord | null, nulls: 'clear-on-null' | 'keep-null'): void {
  cachedStatement(tx, 'DELETE FROM contract_property_terms WHERE contract_id = ? AND key = ?').run(contractId, key)
  if (value === null && nulls === 'clear-on-null') {
    cachedStatement(tx, 'DELETE FROM contract_properties WHERE contract_id = ? AND key = ?').run(contractId, key)
    return
  }
  cachedStatement(
    tx,
    'INSERT INTO contract_properties (contract_id, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (contract_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at'
  ).run(contractId, key, JSON.stringify(value), at)
  if (value === null) return
  const term = cachedStatement(tx, 'INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) VALUES (?, ?, ?)')
  for (const t of filterTermsOf(definition, value)) term.run(key, t, contractId)
}

/**
 * Writes the contract row as the service has it (origin 'remote'). `schedule` is the renewal
 * schedule the service listed, or the one the merged values give (see sync's merge).
 */
export function upsertPulledContract(tx: WriteTx, row: PulledContractRow, schedule: RenewalSchedule, now: number, serviceUpdatedAt: number): void {
  const assignments = ROW_COLUMNS.split(',')
    .map((c) => c.trim())
    .filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(', ')
  cachedStatement(
    tx,
    `INSERT INTO contracts (${ROW_COLUMNS}, synced_updated_at, origin) VALUES (${Array(34).fill('?').join(', ')}, 'remote')
     ON CONFLICT (id) DO UPDATE SET ${assignments}, synced_updated_at = excluded.synced_updated_at, origin = 'remote', row_version = contracts.row_version + 1`
  ).run(...rowValues(row, schedule, now), serviceUpdatedAt)
}

/**
 * The values of a pulled contract exactly as merged (null kept as a value): a contract new to
 * this laptop gets them in two statements (SQLite expands the JSON; a first pull writes tens of
 * thousands), one already here only has the keys that changed rewritten.
 */
export function replacePulledProperties(
  tx: WriteTx,
  contractId: string,
  values: ReadonlyMap<string, StoredPropertyValue | null>,
  context: { at: number; catalogue: ReadonlyMap<string, PropertyDefinitionRecord>; fresh: boolean }
): void {
  if (context.fresh) {
    insertAllValues(tx, contractId, values, context.at, context.catalogue)
    return
  }
  const stored = storedValueTexts(tx, contractId)
  for (const key of stored.keys()) {
    if (values.has(key)) continue
    cachedStatement(tx, 'DELETE FROM contract_property_terms WHERE contract_id = ? AND key = ?').run(contractId, key)
    cachedStatement(tx, 'DELETE FROM contract_properties WHERE contract_id = ? AND key = ?').run(contractId, key)
  }
  for (const [key, value] of values) {
    if (stored.get(key) !== JSON.stringify(value)) writeValue(tx, contractId, key, value, context.at, context.catalogue.get(key) ?? null, 'keep-null')
  }
}

function insertAllValues(tx: WriteTx, contractId: string, values: ReadonlyMap<string, StoredPropertyValue | null>, at: number, catalogue: ReadonlyMap<string, PropertyDefinitionRecord>): void {
  if (values.size === 0) return
  const stored: Record<string, string> = {}
  const terms: Array<[string, string]> = []
  for (const [key, value] of values) {
    stored[key] = JSON.stringify(value)
    if (value !== null) for (const t of filterTermsOf(catalogue.get(key) ?? null, value)) terms.push([key, t])
  }
  cachedStatement(tx, 'INSERT INTO contract_properties (contract_id, key, value, updated_at) SELECT ?, key, value, ? FROM json_each(?)').run(contractId, at, JSON.stringify(stored))
  if (terms.length > 0) {
    cachedStatement(tx, "INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) SELECT value ->> '$[0]', value ->> '$[1]', ? FROM json_each(?)").run(contractId, JSON.stringify(terms))
  }
}

/** Raw stored values of a contract, by key (JSON text, to compare without parsing). */
export function storedValueTexts(tx: WriteTx, contractId: string): Map<string, string> {
  const rows = cachedStatement(tx, 'SELECT key, value FROM contract_properties WHERE contract_id = ?').all(contractId) as Array<{ key: string; value: string }>
  return new Map(rows.map((r) => [r.key, r.value]))
}

/**
 * The contract's party links, one per party and role in listing order, so the detail read back
 * lists the same parties with the same roles in the same order. `fresh`: nothing to replace.
 */
export function replaceContractParties(tx: WriteTx, contractId: string, links: readonly ContractPartyLink[], fresh: boolean): void {
  if (!fresh) cachedStatement(tx, 'DELETE FROM contract_parties WHERE contract_id = ?').run(contractId)
  const link = cachedStatement(tx, 'INSERT OR IGNORE INTO contract_parties (contract_id, party_id, role, review_state, position) VALUES (?, ?, ?, ?, ?)')
  links.forEach((p, position) => link.run(contractId, p.partyId, p.role, p.reviewState ?? 'confirmed', position))
}

/** Removes a contract and everything stored with it (property values, links, documents cascade). */
export function deleteContract(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'DELETE FROM contracts WHERE id = ?').run(contractId)
}

/** A pulled contract gone from the key's reach: removed, and remembered so a pull does not bring it back unseen. */
export function tombstoneContract(tx: WriteTx, contractId: string, now: number): void {
  deleteContract(tx, contractId)
  cachedStatement(tx, 'INSERT INTO sync_tombstones (contract_id, tombstoned_at) VALUES (?, ?) ON CONFLICT (contract_id) DO UPDATE SET tombstoned_at = excluded.tombstoned_at').run(contractId, now)
}

export function clearTombstone(tx: WriteTx, contractId: string): void {
  cachedStatement(tx, 'DELETE FROM sync_tombstones WHERE contract_id = ?').run(contractId)
}

/**
 * A contract made here now lives on the service under the service's id and reference: every row
 * that names it moves to the new id (see rekeyContract) and it becomes a pulled contract.
 */
export function adoptServiceIdentity(tx: WriteTx, localId: string, remote: { id: string; reference: string }): void {
  if (remote.id !== localId) rekeyContract(tx, localId, remote.id)
  const row = cachedStatement(tx, 'SELECT name FROM contracts WHERE id = ?').get(remote.id) as { name: string }
  cachedStatement(tx, "UPDATE contracts SET origin = 'remote', reference = ?, keyword_text = ? WHERE id = ?").run(remote.reference, contractKeywordText(row.name, remote.reference), remote.id)
}

/** Every table that names contracts in a contract_id column, found from the schema so none is forgotten. */
function tablesNamingContracts(tx: WriteTx): string[] {
  return tx
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
 * (defer_foreign_keys), when parent and children agree again. The one write of other tables'
 * rows outside their writers, by necessity: an id is a key everywhere.
 */
export function rekeyContract(tx: WriteTx, from: string, to: string): void {
  tx.pragma('defer_foreign_keys = ON')
  for (const table of tablesNamingContracts(tx)) tx.prepare(`UPDATE "${table}" SET contract_id = ? WHERE contract_id = ?`).run(to, from)
  tx.prepare('UPDATE contracts SET id = ? WHERE id = ?').run(to, from)
}
