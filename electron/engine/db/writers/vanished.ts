import type { WriteTx } from '../write'

/** The tables whose records sync pulls whole from the company service, with origin 'remote'. */
export type RemoteTable = 'categories' | 'property_definitions' | 'party_attributes' | 'parties' | 'templates' | 'playbooks' | 'clauses' | 'emails'

/**
 * Removes the records of `table` that came from the service and are not in `keep`: only what the
 * service sent is ever removed by a pull. For the writers of those tables only. Returns how many.
 */
export function removeVanishedRows(tx: WriteTx, table: RemoteTable, keep: readonly string[]): number {
  return tx.prepare(`DELETE FROM ${table} WHERE origin = 'remote' AND id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(keep)).changes
}
