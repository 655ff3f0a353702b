import type { Db } from '../connection'
import { cachedStatement } from '../statements'

/**
 * The paragraph index's keys (migration 0012): `seq * PARAGRAPH_KEY_SPAN + paragraph number`,
 * where `seq` is the document's number in search_documents. A key names its document without a
 * lookup, which lets FTS5 itself say which documents a query occurs in.
 */
export const PARAGRAPH_KEY_SPAN = 16_777_216

export function documentSeqOf(key: number): number {
  return Math.floor(key / PARAGRAPH_KEY_SPAN)
}

export function paragraphNumberOf(key: number): number {
  return key % PARAGRAPH_KEY_SPAN
}

/** A query's condition on the `document` column: only these documents' paragraphs. */
export function documentClause(documentIds: readonly string[]): string {
  return `document : (${documentIds.map((id) => `d${id}`).join(' OR ')})`
}

/** A paragraph that answers a query, with its bm25 score (lower is better, as FTS5 ranks). */
export interface ScoredParagraph {
  document_id: string
  score: number
  number: number
  start_offset: number
  end_offset: number
  text: string
}

/**
 * The best `perDocument` paragraphs of each of the given documents for an FTS5 query, best
 * first, in one query: the query ANDed with the documents' own tokens (migration 0008). At most
 * `matchLimit` matching paragraphs are read before the best are picked.
 */
export function bestParagraphsOf(db: Db, match: string, documentIds: readonly string[], perDocument: number, matchLimit: number): ScoredParagraph[] {
  if (documentIds.length === 0) return []
  return cachedStatement(
    db,
    `SELECT document_id, score, number, start_offset, end_offset, text FROM (
       SELECT p.document_id, s.score, p.number, p.start_offset, p.end_offset, p.text,
              ROW_NUMBER() OVER (PARTITION BY p.document_id ORDER BY s.score, p.number) AS rank
       FROM (SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) AS score FROM contract_paragraphs_search
             WHERE contract_paragraphs_search MATCH ? ORDER BY score LIMIT ${matchLimit}) s
       JOIN search_documents d ON d.seq = s.rowid / ${PARAGRAPH_KEY_SPAN}
       JOIN contract_paragraphs p ON p.document_id = d.document_id AND p.number = s.rowid % ${PARAGRAPH_KEY_SPAN})
     WHERE rank <= ${perDocument} ORDER BY score, number`
  ).all(`(${match}) AND ${documentClause(documentIds)}`) as ScoredParagraph[]
}

/**
 * The `limit` best paragraphs of the whole index for an FTS5 query, as [key, score] pairs in rank
 * order (ties by key, so the order is total). FTS5 scores every match to find them, as any
 * bm25-ranked search must; only the best `limit` leave SQLite.
 */
export function rankedParagraphKeys(db: Db, match: string, limit: number): Array<[number, number]> {
  return cachedStatement(
    db,
    `SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) AS score FROM contract_paragraphs_search
     WHERE contract_paragraphs_search MATCH ? ORDER BY score, rowid LIMIT ?`
  )
    .raw()
    .all(match, limit) as Array<[number, number]>
}
