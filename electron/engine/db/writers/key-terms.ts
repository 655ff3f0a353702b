import type { KeyTerms } from '../../../../shared/api/key-terms'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

/**
 * The one writer of contract_key_terms (migration 0014): the key terms read from one text
 * revision of a contract. A revision's text never changes, so its terms are replaced only when a
 * newer reader reads the same text again (the engine's background reader, `folio terms --refresh`).
 */
export function storeKeyTerms(tx: WriteTx, documentId: string, terms: KeyTerms, reader: number, now: number): void {
  cachedStatement(
    tx,
    `INSERT INTO contract_key_terms (document_id, terms, reader, read_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (document_id) DO UPDATE SET terms = excluded.terms, reader = excluded.reader, read_at = excluded.read_at`
  ).run(documentId, JSON.stringify(terms), reader, now)
}
