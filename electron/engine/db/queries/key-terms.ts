import { Value } from '@sinclair/typebox/value'
import { KeyTerms } from '../../../../shared/api/key-terms'
import type { Db } from '../connection'
import { cachedStatement } from '../statements'

export interface StoredKeyTerms {
  terms: KeyTerms
  reader: number
}

/** The key terms read from one text revision (a contract_documents row), or null when none were read. */
export function storedKeyTerms(db: Db, documentId: string): StoredKeyTerms | null {
  const row = cachedStatement(db, 'SELECT terms, reader FROM contract_key_terms WHERE document_id = ?').get(documentId) as { terms: string; reader: number } | undefined
  if (!row) return null
  const terms: unknown = JSON.parse(row.terms)
  // Terms stored by a reader whose shape has since changed are as good as unread.
  return Value.Check(KeyTerms, terms) ? { terms, reader: row.reader } : null
}

/**
 * Over `contracts c`, its current text `d` and that text's stored terms `k`: a text that waits for
 * key terms read by the reader bound to `?` (none stored, or stored by an older reader). Shared by
 * the full list and the background walk, so both wait for the same texts.
 */
const AWAITING = 'c.deleted = 0 AND d.paragraph_count > 0 AND (k.document_id IS NULL OR k.reader < ?)'

/**
 * Contracts whose current text has no key terms read by `reader` (imported before Folio read
 * them, pulled by sync, or read by an older reader), oldest first. Deleted contracts are left
 * alone.
 */
export function contractsAwaitingKeyTerms(db: Db, reader: number): string[] {
  return cachedStatement(
    db,
    `SELECT c.id FROM contracts c JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
     LEFT JOIN contract_key_terms k ON k.document_id = d.id
     WHERE ${AWAITING}
     ORDER BY c.created_at, c.id`
  )
    .pluck()
    .all(reader) as string[]
}

/** Where a walk over the contracts stands: the last contract looked at, in creation order. */
export interface WalkPosition {
  contractId: string
  createdAt: number
}

/** A contract's current text that has no key terms read by the reader asked about. */
export interface AwaitingText extends WalkPosition {
  documentId: string
}

export interface AwaitingStep {
  texts: AwaitingText[]
  /** Where the next step starts; null once the walk has passed the last contract. */
  next: WalkPosition | null
}

/**
 * One step of a walk over the contracts, in the order of contractsAwaitingKeyTerms, for the
 * background reader: the current texts without key terms read by `reader`, taking at most `take`
 * and looking at no more than `examine` contracts after `after`. A step's cost is bounded by
 * `examine` however few texts still wait, so a walk over a large workspace whose texts are all
 * read never holds the engine's thread for long.
 */
export function textsAwaitingKeyTerms(db: Db, reader: number, after: WalkPosition | null, examine: number, take: number): AwaitingStep {
  const rows = cachedStatement(
    db,
    `SELECT c.id AS contract_id, c.created_at, d.id AS document_id,
       ${AWAITING} AS awaiting
     FROM (SELECT id, created_at, deleted FROM contracts WHERE (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?) c
     LEFT JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
     LEFT JOIN contract_key_terms k ON k.document_id = d.id
     ORDER BY c.created_at, c.id`
  ).all(reader, after?.createdAt ?? Number.MIN_SAFE_INTEGER, after?.contractId ?? '', examine) as Array<{ contract_id: string; created_at: number; document_id: string | null; awaiting: number | null }>
  const texts: AwaitingText[] = []
  for (const row of rows) {
    if (row.awaiting !== 1 || row.document_id === null) continue
    texts.push({ contractId: row.contract_id, createdAt: row.created_at, documentId: row.document_id })
    if (texts.length === take) return { texts, next: { contractId: row.contract_id, createdAt: row.created_at } }
  }
  const last = rows[rows.length - 1]
  return { texts, next: rows.length < examine || !last ? null : { contractId: last.contract_id, createdAt: last.created_at } }
}

export interface KeyTermsOfContract {
  contractId: string
  documentId: string
  revision: string
  terms: KeyTerms
}

/**
 * The stored key terms of every contract's current text whose owner, requester or group the
 * visibility rule admits (`visibility`: a condition over `contracts c`), for the proposed
 * renewal schedule.
 */
export function currentKeyTerms(db: Db, visibility: { sql: string; params: unknown[] }): KeyTermsOfContract[] {
  const where = visibility.sql === '' ? '' : `AND ${visibility.sql}`
  const rows = db
    .prepare(
      `SELECT c.id AS contract_id, d.id AS document_id, d.revision, k.terms FROM contracts c
       JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
       JOIN contract_key_terms k ON k.document_id = d.id
       WHERE c.deleted = 0 ${where} ORDER BY c.id`
    )
    .all(...visibility.params) as Array<{ contract_id: string; document_id: string; revision: string; terms: string }>
  return rows.flatMap((row) => {
    const terms: unknown = JSON.parse(row.terms)
    return Value.Check(KeyTerms, terms) ? [{ contractId: row.contract_id, documentId: row.document_id, revision: row.revision, terms }] : []
  })
}

/** Contracts that have a text to read key terms from, oldest first; deleted ones left out. */
export function contractsWithText(db: Db): string[] {
  return cachedStatement(
    db,
    `SELECT c.id FROM contracts c JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
     WHERE c.deleted = 0 AND d.paragraph_count > 0 ORDER BY c.created_at, c.id`
  )
    .pluck()
    .all() as string[]
}
