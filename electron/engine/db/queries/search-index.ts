import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { WriteTx } from '../write'

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

/**
 * One bounded step of merging the full-text index's segments (FTS5's 'merge' command, at most
 * `pages` pages written). Imports and pulls add segments; a search looks a term up in every
 * segment, so an unmerged index is slow to search (a 50-contract search over 10,000 contracts: 1.5
 * ms merged, 15 ms with two thousand segments). Returns true while more merging remains.
 */
export function mergeSearchIndex(db: Db, pages = 256): boolean {
  const before = db.prepare('SELECT total_changes() AS n').get() as { n: number }
  db.prepare("INSERT INTO contract_paragraphs_search (contract_paragraphs_search, rank) VALUES ('merge', ?)").run(pages)
  const after = db.prepare('SELECT total_changes() AS n').get() as { n: number }
  // The documented test: fewer than two changes means there was nothing left to merge.
  return after.n - before.n >= 2
}

/**
 * Rebuilds the paragraph index from the stored paragraphs of current documents, in key order, as
 * one pass: how a bulk load (the benchmarks' workspaces) indexes a million paragraphs in seconds
 * instead of through the per-row trigger.
 */
export function rebuildParagraphIndex(tx: WriteTx): void {
  tx.exec(`
    INSERT INTO contract_paragraphs_search (contract_paragraphs_search) VALUES ('delete-all');
    INSERT INTO contract_paragraphs_search (rowid, text, document)
      SELECT s.seq * ${PARAGRAPH_KEY_SPAN} + p.number, p.text, 'd' || p.document_id
      FROM search_documents s JOIN contract_paragraphs p ON p.document_id = s.document_id ORDER BY 1;
    INSERT INTO contract_paragraphs_search (contract_paragraphs_search) VALUES ('optimize');
  `)
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
