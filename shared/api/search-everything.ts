import { Type, type Static } from '@sinclair/typebox'
import { CategoryRef, ContractType, Cursor, Nullable } from './common'
import { contractFilterFields, PROPERTY_FILTER_PATTERN, type ContractFilters } from './contracts'
import { EvidenceCoverage } from './documents'
import { StatusCode } from './general'

/** Search queries are as long as the company API's (1..200 characters). */
export const SEARCH_QUERY_MAX = 200
/** Contracts a search may be limited to by id. */
export const SEARCH_CONTRACTS_MAX = 200
export const SEARCH_PAGE_MAX = 50

/**
 * GET /local/search: Folio's search over every contract the user may read. `q` is read like the
 * company API's search (words, "phrases", prefix*, OR, NOT or -word); the filters are the contract
 * list's own; `contracts` limits the search to chosen contracts (comma-separated ids).
 */
export type SearchEverythingQuery = ContractFilters & { q: string; contracts?: string; pagesize?: number; cursor?: string }

const optionalFilters = Object.fromEntries(Object.entries(contractFilterFields).map(([name, schema]) => [name, Type.Optional(schema)]))

export const SearchEverythingQuery = Type.Unsafe<SearchEverythingQuery>(
  Type.Object(
    {
      q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX, description: 'words, "phrases", prefix*, OR, NOT or -word' }),
      ...optionalFilters,
      contracts: Type.Optional(
        Type.String({ maxLength: SEARCH_CONTRACTS_MAX * 25, pattern: '^[0-9a-fA-F]{24}(,[0-9a-fA-F]{24})*$', description: `comma-separated contract ids (at most ${SEARCH_CONTRACTS_MAX})` })
      ),
      pagesize: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_PAGE_MAX, default: 20 })),
      cursor: Type.Optional(Cursor)
    },
    { additionalProperties: false, patternProperties: { [PROPERTY_FILTER_PATTERN]: Type.String() } }
  )
)

/** A stretch of text that answers the query, as UTF-16 offsets into the paragraph's text. */
export const TextSpan = Type.Object({ start: Type.Integer({ minimum: 0 }), end: Type.Integer({ minimum: 0 }) })
export type TextSpan = Static<typeof TextSpan>

export const SearchEvidence = Type.Object({
  reference: Type.String({ description: 'contract id, source revision and one-based paragraph number' }),
  paragraph: Type.Integer({ minimum: 1 }),
  startOffset: Type.Integer({ minimum: 0 }),
  endOffset: Type.Integer({ minimum: 0 }),
  text: Type.String(),
  highlights: Type.Array(TextSpan, { description: 'where the query matched, as FTS5 found it' })
})
export type SearchEvidence = Static<typeof SearchEvidence>

export const SearchEverythingHit = Type.Object({
  contractId: Type.String(),
  name: Type.String(),
  reference: Type.String(),
  type: ContractType,
  status: Type.Object({ code: Nullable(StatusCode), label: Type.String() }),
  category: Nullable(CategoryRef),
  url: Type.String({ format: 'uri' }),
  /** The current document's revision; null when the contract has no document. */
  revision: Nullable(Type.String()),
  /** bm25 of the best paragraph plus that of the name or reference; lower ranks first. */
  score: Type.Number(),
  nameMatch: Type.Boolean({ description: 'the name or reference answers the query' }),
  evidence: Type.Array(SearchEvidence),
  coverage: EvidenceCoverage
})
export type SearchEverythingHit = Static<typeof SearchEverythingHit>

export const StatusFacet = Type.Object({ code: Nullable(StatusCode), label: Type.String(), count: Type.Integer({ minimum: 1 }) })
export type StatusFacet = Static<typeof StatusFacet>
export const CategoryFacet = Type.Object({ id: Nullable(Type.String()), label: Nullable(Type.String()), count: Type.Integer({ minimum: 1 }) })
export type CategoryFacet = Static<typeof CategoryFacet>

export const SearchEverythingResponse = Type.Object({
  hits: Type.Array(SearchEverythingHit),
  /** Every contract that answers, over all pages. */
  total: Type.Integer({ minimum: 0 }),
  facets: Type.Object({ status: Type.Array(StatusFacet), category: Type.Array(CategoryFacet) }),
  pagination: Type.Object({ hasMore: Type.Boolean(), cursor: Nullable(Type.String()) })
})
export type SearchEverythingResponse = Static<typeof SearchEverythingResponse>
