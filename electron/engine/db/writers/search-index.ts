import type { WriteTx } from '../write'
import { PARAGRAPH_KEY_SPAN } from '../queries/search-index'

/**
 * One bounded step of merging the full-text index's segments (FTS5's 'merge' command, at most
 * `pages` pages written). Imports and pulls add segments; a search looks a term up in every
 * segment, so an unmerged index is slow to search (a 50-contract search over 10,000 contracts: 1.5
 * ms merged, 15 ms with two thousand segments). Returns true while more merging remains.
 */
export function mergeSearchIndex(tx: WriteTx, pages = 256): boolean {
  const before = tx.prepare('SELECT total_changes() AS n').get() as { n: number }
  tx.prepare("INSERT INTO contract_paragraphs_search (contract_paragraphs_search, rank) VALUES ('merge', ?)").run(pages)
  const after = tx.prepare('SELECT total_changes() AS n').get() as { n: number }
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
