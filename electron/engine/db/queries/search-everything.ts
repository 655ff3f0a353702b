import type { Db } from '../connection'
import { cachedStatement } from '../statements'
import type { SqlPart } from './contract-filter'
import { documentClause, PARAGRAPH_KEY_SPAN } from './search-index'

/** The conditions over `contracts c` the contract list's filters give, as one WHERE clause. */
function where(conditions: readonly SqlPart[]): { sql: string; params: unknown[] } {
  return { sql: conditions.length === 0 ? '1' : conditions.map((c) => c.sql).join(' AND '), params: conditions.flatMap((c) => [...c.params]) }
}

/** How many contracts answer, by status and category. */
export interface FacetRow {
  status_code: number | null
  category_id: string | null
  n: number
}

/**
 * How many contracts answer a search, by status and category: those with a paragraph that matches
 * `textMatch` and those whose name or reference matches `nameMatch`, each once, that meet the
 * conditions. The documents of matching paragraphs come from the index keys alone.
 *
 * `among`, when a selective filter's own index finds the contracts (a category, a date range;
 * too many to narrow the text search to), is where the text hits are sought: those contracts'
 * documents are tested against the set of matching documents, instead of every matching document
 * being looked up to be refused by the filter (a word found in all 10,000 contracts of a category
 * holding 1,200: 1,200 look-ups, not 10,000).
 */
export function searchFacetRows(db: Db, textMatch: string | null, nameMatch: string, conditions: readonly SqlPart[], among: SqlPart | null = null): FacetRow[] {
  const w = where(conditions)
  const names = 'SELECT c.id FROM contract_names_search n JOIN contracts c ON c.rowid = n.rowid WHERE contract_names_search MATCH ?'
  const textDocuments = `SELECT rowid / ${PARAGRAPH_KEY_SPAN} FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ?`
  let hits: { sql: string; params: unknown[] }
  if (textMatch === null) hits = { sql: `hits (id) AS (${names})`, params: [nameMatch] }
  else if (among === null)
    hits = {
      sql: `text_documents AS MATERIALIZED (SELECT DISTINCT rowid / ${PARAGRAPH_KEY_SPAN} AS seq FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ?),
         hits (id) AS (SELECT s.contract_id FROM text_documents t JOIN search_documents s ON s.seq = t.seq UNION ${names})`,
      params: [textMatch, nameMatch]
    }
  else
    hits = {
      // The unary + keeps SQLite from walking the matching documents to seek each contract's:
      // the set is built once and each of the filter's contracts is tested against it.
      sql: `hits (id) AS (
           SELECT c.id FROM contracts c JOIN search_documents s ON s.contract_id = c.id WHERE ${among.sql} AND +s.seq IN (${textDocuments})
           UNION ${names})`,
      params: [...among.params, textMatch, nameMatch]
    }
  return cachedStatement(
    db,
    `WITH ${hits.sql}
     SELECT c.status_code, c.category_id, COUNT(*) AS n FROM hits h JOIN contracts c ON c.id = h.id
     WHERE ${w.sql} GROUP BY c.status_code, c.category_id`
  ).all(...hits.params, ...w.params) as FacetRow[]
}

/**
 * searchFacetRows for a search whose matches lie in many documents and whose filters are all
 * about what the index's documents carry (not deleted, status, category: migration 0015), given
 * over `search_documents s` as `documentConditions`: no contract is read for a text hit. The
 * documents are walked in status and category order, each tested against the set of matching
 * documents, and counted as they come, without sorting. A contract found by its name alone (no
 * matching paragraph) is counted apart, against `conditions`. Rows may repeat a (status,
 * category) pair: the counts add up.
 */
export function documentSearchFacetRows(db: Db, textMatch: string, nameMatch: string, documentConditions: readonly SqlPart[], conditions: readonly SqlPart[]): FacetRow[] {
  const d = where(documentConditions)
  const w = where(conditions)
  // The unary + keeps SQLite from seeking the index once per matching document (the walk is the point).
  return cachedStatement(
    db,
    `WITH text_documents AS MATERIALIZED (SELECT DISTINCT rowid / ${PARAGRAPH_KEY_SPAN} AS seq FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ?)
     SELECT s.status_code, s.category_id, COUNT(*) AS n FROM search_documents s INDEXED BY search_documents_facets
     WHERE ${d.sql} AND +s.seq IN text_documents GROUP BY s.status_code, s.category_id
     UNION ALL
     SELECT c.status_code, c.category_id, COUNT(*) AS n FROM contract_names_search n JOIN contracts c ON c.rowid = n.rowid
     WHERE contract_names_search MATCH ? AND ${w.sql}
       AND NOT EXISTS (SELECT 1 FROM search_documents s WHERE s.contract_id = c.id AND s.seq IN text_documents)
     GROUP BY c.status_code, c.category_id`
  ).all(textMatch, ...d.params, nameMatch, ...w.params) as FacetRow[]
}

/** The contracts of indexed documents (by seq) that meet the conditions. */
export function contractsOfDocuments(db: Db, seqs: readonly number[], conditions: readonly SqlPart[]): Array<{ seq: number; id: string; document_id: string }> {
  if (seqs.length === 0) return []
  const w = where(conditions)
  return cachedStatement(
    db,
    `SELECT s.seq, c.id, s.document_id FROM search_documents s JOIN contracts c ON c.id = s.contract_id
     WHERE s.seq IN (SELECT value FROM json_each(?)) AND ${w.sql}`
  ).all(JSON.stringify(seqs), ...w.params) as Array<{ seq: number; id: string; document_id: string }>
}

/** A contract whose name or reference matches, with its bm25 there and its indexed document, if any. */
export interface NameMatch {
  id: string
  score: number
  seq: number | null
  document_id: string | null
}

export function nameMatches(db: Db, nameMatch: string, conditions: readonly SqlPart[]): NameMatch[] {
  const w = where(conditions)
  return cachedStatement(
    db,
    `SELECT c.id, n.score, s.seq, s.document_id FROM (
       SELECT rowid, bm25(contract_names_search, 1.0, 1.0) AS score FROM contract_names_search WHERE contract_names_search MATCH ?) n
     JOIN contracts c ON c.rowid = n.rowid LEFT JOIN search_documents s ON s.contract_id = c.id
     WHERE ${w.sql}`
  ).all(nameMatch, ...w.params) as NameMatch[]
}

/**
 * Each given document's best paragraph score for an FTS5 query, by seq, in one query (the query
 * ANDed with the documents' tokens): bm25 counts each phrase's matches over the whole index once
 * per statement, so one statement for all the documents, not one each.
 */
export function bestScoresIn(db: Db, match: string, documentIds: readonly string[]): Map<number, number> {
  const best = new Map<number, number>()
  if (documentIds.length === 0) return best
  const rows = cachedStatement(
    db,
    `SELECT rowid / ${PARAGRAPH_KEY_SPAN}, bm25(contract_paragraphs_search, 1.0, 0.0) FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ?`
  )
    .raw()
    .all(`(${match}) AND ${documentClause(documentIds)}`) as Array<[number, number]>
  for (const [seq, score] of rows) {
    const known = best.get(seq)
    if (known === undefined || score < known) best.set(seq, score)
  }
  return best
}

/**
 * The best `perDocument` paragraphs of each given document for an FTS5 query, as index keys, best
 * first within each document (ties by paragraph number), in one query (see bestScoresIn). Keys
 * only: the paragraphs' texts are read afterwards for the few kept, not for every match.
 */
export function bestParagraphKeysIn(db: Db, match: string, documentIds: readonly string[], perDocument: number): number[] {
  if (documentIds.length === 0) return []
  return cachedStatement(
    db,
    `SELECT key FROM (
       SELECT rowid AS key, score, ROW_NUMBER() OVER (PARTITION BY rowid / ${PARAGRAPH_KEY_SPAN} ORDER BY score, rowid) AS place
       FROM (SELECT rowid, bm25(contract_paragraphs_search, 1.0, 0.0) AS score FROM contract_paragraphs_search
             WHERE contract_paragraphs_search MATCH ? ORDER BY score, rowid LIMIT -1))
     WHERE place <= ? ORDER BY score, key`
  )
    .pluck()
    .all(`(${match}) AND ${documentClause(documentIds)}`, perDocument) as number[]
}

/**
 * How many paragraphs of each given document match an FTS5 query, by seq: keys only, no bm25, so
 * FTS5 does not count the query's matches over the whole index as scoring would.
 */
export function matchingParagraphCounts(db: Db, match: string, documentIds: readonly string[]): Map<number, number> {
  if (documentIds.length === 0) return new Map()
  const rows = cachedStatement(
    db,
    `SELECT rowid / ${PARAGRAPH_KEY_SPAN}, COUNT(*) FROM contract_paragraphs_search WHERE contract_paragraphs_search MATCH ? GROUP BY 1`
  )
    .raw()
    .all(`(${match}) AND ${documentClause(documentIds)}`) as Array<[number, number]>
  return new Map(rows)
}

/** Paragraphs by document and number, in the order asked. */
export function paragraphTexts(
  db: Db,
  wanted: ReadonlyArray<{ documentId: string; number: number }>
): Array<{ document_id: string; number: number; start_offset: number; end_offset: number; text: string }> {
  if (wanted.length === 0) return []
  return cachedStatement(
    db,
    `SELECT p.document_id, p.number, p.start_offset, p.end_offset, p.text FROM json_each(?) w
     JOIN contract_paragraphs p ON p.document_id = w.value ->> '$[0]' AND p.number = w.value ->> '$[1]' ORDER BY w.key`
  ).all(JSON.stringify(wanted.map((w) => [w.documentId, w.number]))) as Array<{ document_id: string; number: number; start_offset: number; end_offset: number; text: string }>
}

/** The indexed (current) documents of contracts. */
export function indexedDocumentsOf(db: Db, contractIds: readonly string[]): Array<{ contract_id: string; document_id: string; seq: number }> {
  if (contractIds.length === 0) return []
  return cachedStatement(db, 'SELECT contract_id, document_id, seq FROM search_documents WHERE contract_id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(contractIds)
  ) as Array<{ contract_id: string; document_id: string; seq: number }>
}

/** What a hit shows of its contract and current document. */
export interface SearchHitRow {
  id: string
  name: string
  reference: string
  type: 'template' | 'playbook' | 'external'
  status_code: number | null
  category_id: string | null
  category_label: string | null
  category_abbreviation: string | null
  document_id: string | null
  revision: string | null
  paragraph_count: number | null
  extraction: string | null
  complete: number | null
  warning: string | null
}

export function searchHitRows(db: Db, contractIds: readonly string[]): Map<string, SearchHitRow> {
  const rows = cachedStatement(
    db,
    `SELECT c.id, c.name, c.reference, c.type, c.status_code, c.category_id, k.label AS category_label, k.abbreviation AS category_abbreviation,
            d.id AS document_id, d.revision, d.paragraph_count, d.extraction, d.complete, d.warning
     FROM contracts c LEFT JOIN categories k ON k.id = c.category_id LEFT JOIN contract_documents d ON d.contract_id = c.id AND d.is_current = 1
     WHERE c.id IN (SELECT value FROM json_each(?))`
  ).all(JSON.stringify(contractIds)) as SearchHitRow[]
  return new Map(rows.map((r) => [r.id, r]))
}

/** Category labels by id. */
export function categoryLabels(db: Db): Map<string, string> {
  const rows = cachedStatement(db, 'SELECT id, label FROM categories').all() as Array<{ id: string; label: string }>
  return new Map(rows.map((r) => [r.id, r.label]))
}

/** Changes with every document or contract name entering or leaving the index (migration 0012). */
export function searchGeneration(db: Db): number {
  return cachedStatement(db, 'SELECT value FROM search_generation WHERE id = 1').pluck().get() as number
}

/** The contracts that meet every condition (at most `limit`). */
export function contractIdsWhere(db: Db, conditions: readonly SqlPart[], limit: number): string[] {
  const w = where(conditions)
  return cachedStatement(db, `SELECT c.id FROM contracts c WHERE ${w.sql} LIMIT ?`).pluck().all(...w.params, limit) as string[]
}
