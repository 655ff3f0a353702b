import { createHash } from 'node:crypto'
import type { CategoryFacet, SearchEverythingHit, SearchEverythingQuery, SearchEverythingResponse, SearchEvidence, StatusFacet } from '../../../../shared/api/search-everything'
import { contractUrl, type EngineContext } from '../../context'
import type { Db } from '../../db/connection'
import { readSnapshot } from '../../db/read'
import { planContractQuery } from '../../db/queries/contract-list'
import {
  bestParagraphKeysIn,
  bestScoresIn,
  categoryLabels,
  contractIdsWhere,
  contractsOfDocuments,
  indexedDocumentsOf,
  matchingParagraphCounts,
  nameMatches,
  paragraphTexts,
  searchFacetRows,
  searchGeneration,
  searchHitRows,
  documentSearchFacetRows,
  type FacetRow,
  type SearchHitRow
} from '../../db/queries/search-everything'
import { documentClause, documentSeqOf, paragraphNumberOf, rankedParagraphKeys } from '../../db/queries/search-index'
import { statusLabelMap } from '../../db/queries/statuses'
import { BadRequestError } from '../../errors'
import type { Principal } from '../../domain/principal'
import type { ContractFilter, SqlPart } from '../../db/queries/contract-filter'
import { buildContractFilter } from '../contracts/list-filters'
import { categoryRef, statusLabel } from '../contracts/present'
import { toFtsQuery } from '../documents/search-query'
import { coverageOf, paragraphReference } from '../documents/text'
import { decodeSearchCursor, encodeSearchCursor } from './cursor'
import { highlightMatches } from '../../db/fts-highlight'
import { BEST_PER_CONTRACT, rankContracts, type RankedContract, type RankingSource } from './ranking'

const QUERY_FIELD = "Query parameter 'q'"
const DEFAULT_PAGE = 20
/**
 * A filter whose own index finds at most this many contracts narrows the text search to their
 * documents inside FTS5 (the `document` column), instead of ranking the whole index and dropping
 * what the filter refuses.
 */
const NARROW_TO_AT_MOST = 300

/**
 * GET /local/search: every contract the user may read that answers the query, in its text or its
 * name and reference, best first, with its best paragraphs and where the query matched in them;
 * the contract list's filters; counts by status and category over the whole result; cursor pages.
 */
export function searchEverything(ctx: EngineContext, user: Principal, query: SearchEverythingQuery): SearchEverythingResponse {
  const { q, contracts, pagesize, cursor, ...filters } = query
  const match = toFtsQuery(q, { strict: true, field: QUERY_FIELD })
  const filter = buildContractFilter(ctx.db, user, filters, 'v2')
  const chosen = contracts === undefined ? null : [...new Set(contracts.split(',').map((id) => id.toLowerCase()))].sort()
  const size = pagesize ?? DEFAULT_PAGE
  const fingerprint = createHash('sha256').update(JSON.stringify([match, filter.fingerprint, chosen])).digest('base64url').slice(0, 16)

  return readSnapshot(ctx.db, (): SearchEverythingResponse => {
    const generation = searchGeneration(ctx.db)
    const after = cursor === undefined ? null : decodeSearchCursor(cursor, fingerprint, generation)
    const conditions: SqlPart[] = filter.predicates.map((p) => p.check)
    if (chosen !== null) conditions.push({ sql: 'c.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(chosen)] })
    const scope = filter.matchesNothing ? 'nothing' : searchScope(ctx.db, filter, conditions, chosen)
    if (scope === 'nothing') return { hits: [], total: 0, facets: { status: [], category: [] }, pagination: { hasMore: false, cursor: null } }
    const { documents } = scope
    const textMatch = documents === null ? match : documents.length === 0 ? null : `(${match}) AND ${documentClause(documents)}`

    let facetRows: FacetRow[]
    let ranked: RankedContract[]
    try {
      const source = rankingSource(ctx.db, textMatch, match, conditions)
      ranked = rankContracts(source, nameMatches(ctx.db, match, conditions), after, size + 1)
      // Ranking first: its first read tells whether the matches lie in few documents.
      // Few matching documents are looked up one by one; many are counted from the index's documents.
      const onDocuments = chosen === null && !source.fewMatches() ? documentConditionsOf(filter) : null
      facetRows =
        textMatch !== null && onDocuments !== null
          ? documentSearchFacetRows(ctx.db, textMatch, match, onDocuments, conditions)
          : searchFacetRows(ctx.db, textMatch, match, conditions, scope.among)
    } catch (error) {
      // The query is built so that FTS5 accepts it; should it refuse anyway, say so as a 400.
      throw new BadRequestError(`${QUERY_FIELD} cannot be searched: ${(error as Error).message}`)
    }
    const page = ranked.slice(0, size)
    const last = page[page.length - 1]
    const hasMore = ranked.length > size && last !== undefined
    return {
      hits: presentHits(ctx, match, page),
      total: facetRows.reduce((n, row) => n + row.n, 0),
      facets: facetsOf(ctx.db, facetRows),
      pagination: { hasMore, cursor: hasMore ? encodeSearchCursor(fingerprint, generation, { score: last.score, seq: last.seq, id: last.id }) : null }
    }
  })
}

/**
 * Where the text search looks. `documents`: those of the chosen contracts, or of the few
 * contracts a selective filter finds through its index (the contract list's planner decides which
 * filter and whether it is selective); null: the whole index. `among`: the contracts such a filter
 * finds when they are too many to narrow the text search to, for the counts to start from.
 */
export interface SearchScope {
  documents: string[] | null
  among: SqlPart | null
}

export function searchScope(db: Db, filter: ContractFilter, conditions: readonly SqlPart[], chosen: readonly string[] | null, narrowToAtMost = NARROW_TO_AT_MOST): SearchScope | 'nothing' {
  if (chosen !== null) return { documents: indexedDocumentsOf(db, chosen).map((d) => d.document_id), among: null }
  const plan = planContractQuery(db, filter)
  if (plan.empty) return 'nothing'
  const driver = plan.driver === null ? undefined : filter.predicates[plan.driver]?.driver
  if (!driver) return { documents: null, among: null }
  const among: SqlPart = { sql: `${driver.column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(plan.keys)] }
  const ids = contractIdsWhere(db, [among, ...conditions], narrowToAtMost + 1)
  if (ids.length > narrowToAtMost) return { documents: null, among }
  return { documents: indexedDocumentsOf(db, ids).map((d) => d.document_id), among: null }
}

/** The filter's checks over the index's documents, when every filter has one. */
function documentConditionsOf(filter: ContractFilter): SqlPart[] | null {
  const parts: SqlPart[] = []
  for (const p of filter.predicates) {
    if (p.onSearchDocuments === undefined) return null
    parts.push(p.onSearchDocuments)
  }
  return parts
}

/** What ranking reads, and whether its first read held every matching paragraph (they lie in few documents). */
function rankingSource(db: Db, textMatch: string | null, match: string, conditions: readonly SqlPart[]): RankingSource & { fewMatches(): boolean } {
  let firstReadAll: boolean | null = textMatch === null ? true : null
  return {
    rankedParagraphs: (limit) => {
      if (textMatch === null) return []
      const rows = rankedParagraphKeys(db, textMatch, limit)
      firstReadAll ??= rows.length < limit
      return rows
    },
    fewMatches: () => firstReadAll === true,
    contractsOf: (seqs) => new Map(contractsOfDocuments(db, seqs, conditions).map((r) => [r.seq, { id: r.id, documentId: r.document_id }])),
    bestScores: (documentIds) => bestScoresIn(db, match, documentIds)
  }
}

function presentHits(ctx: EngineContext, match: string, page: readonly RankedContract[]): SearchEverythingHit[] {
  const rows = searchHitRows(ctx.db, page.map((r) => r.id))
  const evidence = evidenceOf(ctx.db, match, page)
  const labels = statusLabelMap(ctx.db)
  return page.flatMap((ranked): SearchEverythingHit[] => {
    const row = rows.get(ranked.id)
    if (!row) return []
    return [
      {
        contractId: row.id,
        name: row.name,
        reference: row.reference,
        type: row.type,
        status: { code: row.status_code, label: statusLabel(row.status_code, labels) },
        category: categoryRef(row.category_id, row.category_label, row.category_abbreviation),
        url: contractUrl(ctx, row.id),
        revision: row.revision,
        score: ranked.score,
        nameMatch: ranked.nameScore !== null,
        evidence: (evidence.get(ranked.id) ?? []).map((p) => ({ ...p, reference: paragraphReference(row.id, row.revision ?? '', p.paragraph) })),
        coverage: coverageOf(documentOf(row))
      }
    ]
  })
}

/**
 * Each contract's best paragraphs, with where the query matched in each, by contract id. Ranking
 * has usually read them already; the others are read in one query over their documents.
 */
function evidenceOf(db: Db, match: string, page: readonly RankedContract[]): Map<string, Array<Omit<SearchEvidence, 'reference'>>> {
  const wanted = page.filter((r) => r.documentId !== null && r.paragraphScore !== null)
  const contractOf = new Map(wanted.map((r) => [r.documentId, r.id]))
  // A document all of whose matching paragraphs ranking read (fewer than it keeps) has its best already.
  const unsure = wanted.filter((r) => !r.bestComplete && r.best.length > 0)
  const counts = matchingParagraphCounts(db, match, unsure.flatMap((r) => (r.documentId === null ? [] : [r.documentId])))
  const complete = (r: RankedContract) => r.bestComplete || (r.best.length > 0 && counts.get(r.seq ?? -1) === r.best.length)
  const missing = wanted.flatMap((r) => (complete(r) || r.documentId === null ? [] : [r.documentId]))
  // Every matching paragraph of these documents is read: a contract placed by its name may have its best paragraphs far down.
  const documentOfSeq = new Map(wanted.map((r) => [r.seq, r.documentId ?? '']))
  const queried = bestParagraphKeysIn(db, match, missing, BEST_PER_CONTRACT).map((key) => ({ documentId: documentOfSeq.get(documentSeqOf(key)) ?? '', number: paragraphNumberOf(key) }))
  const read = wanted.flatMap((r) => (complete(r) && r.documentId !== null ? r.best.map(([number]) => ({ documentId: r.documentId ?? '', number })) : []))
  const paragraphs = paragraphTexts(db, [...read, ...queried])
  const highlights = highlightMatches(match, paragraphs.map((p) => p.text))
  const byContract = new Map<string, Array<Omit<SearchEvidence, 'reference'>>>()
  paragraphs.forEach((p, i) => {
    const id = contractOf.get(p.document_id)
    if (id === undefined) return
    const list = byContract.get(id) ?? []
    list.push({ paragraph: p.number, startOffset: p.start_offset, endOffset: p.end_offset, text: p.text, highlights: highlights[i] ?? [] })
    byContract.set(id, list)
  })
  return byContract
}

function documentOf(row: SearchHitRow) {
  if (row.document_id === null || row.revision === null) return null
  return {
    paragraph_count: row.paragraph_count ?? 0,
    extraction: row.extraction ?? 'none',
    complete: row.complete ?? 0,
    warning: row.warning
  }
}

function facetsOf(db: Db, rows: readonly FacetRow[]): { status: StatusFacet[]; category: CategoryFacet[] } {
  const labels = statusLabelMap(db)
  const names = categoryLabels(db)
  const status = new Map<number | null, number>()
  const category = new Map<string | null, number>()
  for (const row of rows) {
    status.set(row.status_code, (status.get(row.status_code) ?? 0) + row.n)
    category.set(row.category_id, (category.get(row.category_id) ?? 0) + row.n)
  }
  return {
    status: [...status].sort(([a], [b]) => (a ?? 99) - (b ?? 99)).map(([code, count]) => ({ code, label: statusLabel(code, labels), count })),
    category: [...category]
      .map(([id, count]) => ({ id, label: id === null ? null : (names.get(id) ?? null), count }))
      .sort((a, b) => b.count - a.count || (a.label ?? '').localeCompare(b.label ?? '') || (a.id ?? '').localeCompare(b.id ?? ''))
  }
}
