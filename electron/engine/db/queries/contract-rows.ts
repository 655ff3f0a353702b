import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { ContractAccessFields } from '../../domain/access'

export interface ContractRow extends ContractAccessFields {
  rowid: number
  id: string
  type: 'template' | 'playbook' | 'external'
  name: string
  reference: string
  status_code: number | null
  created_at: number
  updated_at: number
  finalized_at: number | null
  executed_at: number | null
  execution_method: string | null
  archived: number
  deleted: number
  aborted: number
  final: number
  hub_request_status: string
  category_id: string | null
  form_id: string | null
  formentry_id: string | null
  template_id: string | null
  playbook_id: string | null
  set_module_to: string | null
  expiration_date: number | null
  renewal_anchor_date: number | null
  renewal_state: string | null
  end_date_basis: string | null
  notice_type: string | null
  notice_period_days: number | null
  autorenew: number | null
  row_version: number
}

/**
 * A contract by its id, or by an id it had before: a contract generated offline keeps answering
 * to its local id once the company service has given it its own (contract_aliases).
 */
export function findContractRow(db: Db, id: string): ContractRow | null {
  const wanted = id.toLowerCase()
  const row = (cachedStatement(db, 'SELECT rowid, * FROM contracts WHERE id = ?').get(wanted) ??
    cachedStatement(db, 'SELECT c.rowid, c.* FROM contract_aliases a JOIN contracts c ON c.id = a.contract_id WHERE a.alias = ?').get(wanted)) as
    | ContractRow
    | undefined
  return row ?? null
}

/**
 * Who may see each of these contracts (by id or by alias): the access fields of every one that
 * exists, keyed by the reference asked for.
 */
export function contractAccessByRef(db: Db, refs: Iterable<string>): Array<ContractAccessFields & { ref: string }> {
  const wanted = JSON.stringify([...new Set(refs)])
  return cachedStatement(
    db,
    `SELECT c.id AS ref, c.owner_id, c.requester_id, c.group_id FROM contracts c WHERE c.id IN (SELECT value FROM json_each(?))
     UNION ALL
     SELECT a.alias AS ref, c.owner_id, c.requester_id, c.group_id FROM contract_aliases a JOIN contracts c ON c.id = a.contract_id WHERE a.alias IN (SELECT value FROM json_each(?))`
  ).all(wanted, wanted) as Array<ContractAccessFields & { ref: string }>
}

/** The renewal fields a write recomputed, as its answer reports them. */
export function contractRenewalFields(db: Db, id: string): { expiration_date: number | null; renewal_anchor_date: number | null; renewal_state: string | null } {
  return cachedStatement(db, 'SELECT expiration_date, renewal_anchor_date, renewal_state FROM contracts WHERE id = ?').get(id) as {
    expiration_date: number | null
    renewal_anchor_date: number | null
    renewal_state: string | null
  }
}

/** A contract's name, or null when it is gone (lists of changes name what they touched). */
export function contractName(db: Db, id: string): string | null {
  return (cachedStatement(db, 'SELECT name FROM contracts WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? null
}

/** Where a contract came from ('remote' when pulled from the service), or null when it is gone. */
export function contractOrigin(db: Db, id: string): string | null {
  return (cachedStatement(db, 'SELECT origin FROM contracts WHERE id = ?').get(id) as { origin: string } | undefined)?.origin ?? null
}

/** The fields a pull compares before it merges a pulled contract, or undefined for a contract new here. */
export function contractMergeFields(db: Db, id: string): { status_code: number | null; updated_at: number } | undefined {
  return cachedStatement(db, 'SELECT status_code, updated_at FROM contracts WHERE id = ?').get(id) as { status_code: number | null; updated_at: number } | undefined
}
