import { runWriteNow } from '../electron/engine/db/write'
import type { Statement } from 'better-sqlite3'
import type { StoredPropertyValue } from '../shared/api/property-model'
import type { Db } from '../electron/engine/db/connection'
import { loadPropertyCatalogue } from '../electron/engine/db/queries/catalogue'
import type { ContractRecord } from '../electron/engine/db/writers'
import { filterTermsOf, type PropertyDefinitionRecord } from '../electron/engine/domain/properties'
import { contractKeywordText } from '../electron/engine/domain/text/fold'
import { computeRenewalSchedule, nextScheduleChange } from '../electron/engine/domain/renewal'
import { draftContract, type ContractDraft } from '../resources/demo/contracts/draft'
import type { DemoContractDoc } from '../resources/demo/documents/model'
import { assignReferences, type Referenced } from '../resources/demo/contracts/references'
import { drawSlot } from '../resources/demo/contracts/slots'
import type { PartyBookOptions } from '../resources/demo/parties/book'
import { demoCatalogue, draftContext } from '../resources/demo/plan'
import { DemoRandom } from '../resources/demo/random'
import { countContracts, DemoWorkspaceNotEmptyError, writeCatalogue } from '../resources/demo/seed'

/** About 2,000 parties: the demo's contact book plus drawn companies, their people and employees. */
export const LARGE_PARTY_BOOK: PartyBookOptions = { generatedCompanies: 900, employees: 200 }

export interface LargeWorkspaceSummary {
  contracts: number
  parties: number
  propertyValues: number
  partyLinks: number
}

/**
 * A large deterministic workspace for benchmarks: the demo's catalogue (users, categories,
 * properties, templates, playbooks, clauses) with a bigger contact book, and `contracts` drawn by
 * the demo's own generators, so list filters meet the selectivities of a real book. No emails,
 * no documents. Contracts go in with one transaction (a seed that fails leaves no contracts),
 * then the planner statistics are built.
 */
export function seedLargeWorkspace(db: Db, options: { contracts: number; now: number }): LargeWorkspaceSummary {
  const existing = countContracts(db)
  if (existing > 0) throw new DemoWorkspaceNotEmptyError(existing)
  const catalogue = demoCatalogue(options.now, LARGE_PARTY_BOOK)
  const records = largeWorkspaceContracts(catalogue, options.contracts)
  // Rebuilding indexes of a few hundred megabytes thrashes the workspace's usual page cache.
  // Foreign keys are checked by construction instead of per row (a contract's rows are written
  // right after the contract, by one writer; the parity test runs the same records through
  // insertContract with the checks on). Both settings are the connection's: they are put back.
  const cacheSize = db.pragma('cache_size', { simple: true }) as number
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number
  db.pragma('cache_size = -262144')
  db.pragma('foreign_keys = OFF')
  try {
    runWriteNow(db, (tx) => {
      writeCatalogue(tx, catalogue)
      bulkLoadContracts(tx, records, { now: catalogue.calendar.today, catalogue: loadPropertyCatalogue(tx) })
    })
    db.exec('ANALYZE')
  } finally {
    db.pragma(`cache_size = ${cacheSize}`)
    db.pragma(`foreign_keys = ${foreignKeys === 1 ? 'ON' : 'OFF'}`)
  }
  return {
    contracts: records.length,
    parties: catalogue.parties.length,
    propertyValues: records.reduce((n, r) => n + Object.keys(r.properties ?? {}).length, 0),
    partyLinks: records.reduce((n, r) => n + (r.parties?.length ?? 0), 0)
  }
}

/** The contracts of a large workspace, numbered in order of creation like the demo's. */
export function largeWorkspaceContracts(catalogue: ReturnType<typeof demoCatalogue>, count: number): ContractRecord[] {
  // Only the register row is kept: the document input of 100,000 contracts is not needed.
  return largeWorkspaceDrafts(catalogue, count, (draft) => ({ record: draft.record, categoryKey: draft.categoryKey })).map((item) => item.record)
}

/** The same contracts with the input of their documents (the text benchmark writes their text). */
export function largeWorkspaceDocuments(catalogue: ReturnType<typeof demoCatalogue>, count: number): DemoContractDoc[] {
  return largeWorkspaceDrafts(catalogue, count, (draft) => ({ record: draft.record, categoryKey: draft.categoryKey, document: draft.document })).map((item) => item.document)
}

function largeWorkspaceDrafts<T extends Referenced>(catalogue: ReturnType<typeof demoCatalogue>, count: number, keep: (draft: ContractDraft) => T): T[] {
  const ctx = draftContext(catalogue, 'large')
  const random = DemoRandom.stream('plan/large-book')
  const items: T[] = []
  for (let i = 0; i < count; i += 1) items.push(keep(draftContract(drawSlot(random, i), ctx)))
  assignReferences(items)
  return items
}

const CONTRACT_TABLES = ['contracts', 'contract_properties', 'contract_property_terms', 'contract_parties']

/**
 * Writes contracts into an empty workspace the way a database bulk load is done: secondary
 * indexes and triggers of the contract tables are dropped, rows go in ordered by primary key, then
 * the indexes are rebuilt by sorting and the keyword index in one pass. The dropped objects are
 * re-created from their own stored SQL, so whatever the schema is, it comes back unchanged.
 * Must run inside a transaction: a failure must not leave the workspace without its indexes.
 */
export function bulkLoadContracts(db: Db, records: readonly ContractRecord[], context: { now: number; catalogue: ReadonlyMap<string, PropertyDefinitionRecord> }): void {
  if (!db.inTransaction) throw new Error('bulkLoadContracts must run inside a transaction')
  const marks = CONTRACT_TABLES.map(() => '?').join(', ')
  const objects = db
    .prepare(`SELECT type, name, sql FROM sqlite_master WHERE tbl_name IN (${marks}) AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY rowid`)
    .all(...CONTRACT_TABLES) as Array<{ type: 'index' | 'trigger'; name: string; sql: string }>
  for (const o of objects) db.exec(`DROP ${o.type.toUpperCase()} "${o.name}"`)
  const writer = new ContractBulkWriter(db, context.catalogue, context.now)
  for (const record of [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) writer.write(record)
  for (const o of objects) db.exec(o.sql)
  db.exec("INSERT INTO contracts_keyword (contracts_keyword) VALUES ('rebuild'); INSERT INTO contract_names_search (contract_names_search) VALUES ('rebuild')")
}

/**
 * Writes contracts exactly as `insertContract` does (the parity test holds it to that), with
 * statements prepared once instead of per row and the renewal schedule computed before the
 * insert instead of written by a second UPDATE.
 */
export class ContractBulkWriter {
  private readonly contract: Statement
  private readonly property: Statement
  private readonly term: Statement
  private readonly link: Statement
  /** Most stored values repeat (booleans, choices, currencies): their terms are computed once. */
  private readonly terms = new Map<string, string[]>()

  constructor(
    db: Db,
    private readonly catalogue: ReadonlyMap<string, PropertyDefinitionRecord>,
    private readonly now: number
  ) {
    this.contract = db.prepare(
      `INSERT INTO contracts (id, type, name, reference, status_code, created_at, updated_at, finalized_at, executed_at,
         execution_method, archived, deleted, aborted, final, hub_request_status, owner_id, requester_id, group_id,
         category_id, form_id, formentry_id, template_id, playbook_id, set_module_to, expiration_date, renewal_anchor_date,
         renewal_state, end_date_basis, notice_type, notice_period_days, autorenew, schedule_changes_at, keyword_text)
       VALUES (${Array.from({ length: 33 }, () => '?').join(', ')})`
    )
    // One statement per contract and table: SQLite expands the JSON, which spares a native call
    // per row (about 30 per contract).
    this.property = db.prepare('INSERT INTO contract_properties (contract_id, key, value, updated_at) SELECT ?, key, value, ? FROM json_each(?)')
    this.term = db.prepare("INSERT OR IGNORE INTO contract_property_terms (key, term, contract_id) SELECT value ->> '$[0]', value ->> '$[1]', ? FROM json_each(?)")
    this.link = db.prepare("INSERT INTO contract_parties (contract_id, party_id, role, review_state, position) SELECT ?, value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', key FROM json_each(?)")
  }

  write(r: ContractRecord): void {
    const values = new Map(Object.entries(r.properties ?? {}))
    const s = computeRenewalSchedule(values, this.now)
    const flag = (b: boolean | undefined) => (b ? 1 : 0)
    this.contract.run(
      r.id, r.type, r.name, r.reference, r.statusCode, r.createdAt, r.updatedAt, r.finalizedAt ?? null, r.executedAt ?? null,
      r.executionMethod ?? null, flag(r.archived), flag(r.deleted), flag(r.aborted), flag(r.final), r.hubRequestStatus ?? 'none',
      r.ownerId ?? null, r.requesterId ?? null, r.groupId ?? null, r.categoryId ?? null, r.formId ?? null, r.formentryId ?? null,
      r.templateId ?? null, r.playbookId ?? null, r.setModuleTo ?? null, s.expirationDate, s.renewalAnchorDate, s.renewalState,
      s.endDateBasis, s.noticeType, s.noticePeriodDays, s.autorenew === null ? null : s.autorenew ? 1 : 0, nextScheduleChange(s, this.now),
      contractKeywordText(r.name, r.reference)
    )
    // Each value as the JSON text insertContract stores, keyed by property key.
    const stored: Record<string, string> = {}
    const terms: Array<[string, string]> = []
    for (const [key, value] of values) {
      const json = JSON.stringify(value)
      stored[key] = json
      for (const t of this.termsOf(key, json, value)) terms.push([key, t])
    }
    if (values.size > 0) this.property.run(r.id, r.updatedAt, JSON.stringify(stored))
    if (terms.length > 0) this.term.run(r.id, JSON.stringify(terms))
    const links = (r.parties ?? []).map((p) => [p.partyId, p.role, p.reviewState ?? 'confirmed'])
    if (links.length > 0) this.link.run(r.id, JSON.stringify(links))
  }

  private termsOf(key: string, json: string, value: StoredPropertyValue): string[] {
    const memo = `${key}\u0000${json}`
    let terms = this.terms.get(memo)
    if (terms === undefined) {
      terms = filterTermsOf(this.catalogue.get(key) ?? null, value)
      this.terms.set(memo, terms)
    }
    return terms
  }
}
