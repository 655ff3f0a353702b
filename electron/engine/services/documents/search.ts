import { createHash } from 'node:crypto'
import type { EvidenceParagraph, SearchHit, SearchRequest, SearchResponse } from '../../../../shared/api/documents'
import { contractUrl, type EngineContext } from '../../context'
import type { Db } from '../../db/connection'
import { readSnapshot } from '../../db/read'
import { findContractRow, type ContractRow } from '../../db/queries/contract-rows'
import { currentDocuments, type DocumentRow } from '../../db/queries/documents'
import { bestParagraphsOf, type ScoredParagraph } from '../../db/queries/search-index'
import { BadRequestError, ForbiddenError } from '../../errors'
import type { Principal } from '../../domain/principal'
import { canReadContract } from '../../domain/access'
import { toFtsQuery } from './search-query'
import { coverageOf, paragraphReference } from './text'

/** Evidence paragraphs shown per contract: the best-ranked ones. */
const EVIDENCE_PER_HIT = 3

interface RankedContract {
  contract: ContractRow
  doc: DocumentRow
  score: number
  evidence: EvidenceParagraph[]
}

/**
 * POST /v2/contracts/search: ranked keyword search (FTS5, bm25) inside the requested contracts.
 * One hit per contract that matches, ranked by its best paragraph; its evidence is its best
 * paragraphs. The index is narrowed to the requested documents inside FTS5 (migration 0008), so
 * the cost follows the requested contracts, not the size of the workspace.
 */
export function searchContracts(ctx: EngineContext, user: Principal, request: SearchRequest): SearchResponse {
  const ids = [...new Set(request.contractIds.map((id) => id.toLowerCase()))]
  const fts = toFtsQuery(request.query)
  const limit = request.limit ?? 10
  const fingerprint = createHash('sha256').update(JSON.stringify([request.query, ids])).digest('base64url').slice(0, 16)
  const offset = request.cursor ? decodeSearchCursor(request.cursor, fingerprint) : 0

  return readSnapshot(ctx.db, (): SearchResponse => {
    const contracts = new Map<string, ContractRow>()
    for (const id of ids) {
      const row = findContractRow(ctx.db, id)
      if (!row || row.deleted === 1) continue
      if (!canReadContract(user, row)) throw new ForbiddenError(`The API key's owner may not access contract ${id}`)
      contracts.set(id, row)
    }
    const docs = currentDocuments(ctx.db, [...contracts.keys()])
    const missing = ids.filter((id) => (docs.get(id)?.paragraph_count ?? 0) === 0)
    const searchable = [...docs.values()].filter((d) => d.paragraph_count > 0)
    const best = bestParagraphsByDocument(ctx.db, fts, searchable)
    const ranked: RankedContract[] = []
    for (const [id, contract] of contracts) {
      const doc = docs.get(id)
      const evidence = doc ? best.get(doc.id) : undefined
      if (!doc || !evidence) continue
      ranked.push({
        contract,
        doc,
        score: evidence[0]!.score,
        evidence: evidence.map((e) => ({
          reference: paragraphReference(contract.id, doc.revision, e.number),
          paragraph: e.number,
          startOffset: e.start_offset,
          endOffset: e.end_offset,
          text: e.text
        }))
      })
    }
    ranked.sort((a, b) => a.score - b.score || ids.indexOf(a.contract.id) - ids.indexOf(b.contract.id))
    const page = ranked.slice(offset, offset + limit)
    const hits: SearchHit[] = page.map((r) => ({
      contractId: r.contract.id,
      name: r.contract.name,
      type: r.contract.type,
      url: contractUrl(ctx, r.contract.id),
      revision: r.doc.revision,
      matchType: 'keyword',
      evidence: r.evidence,
      coverage: coverageOf(r.doc)
    }))
    const incomplete = [...docs.values()].filter((d) => d.complete === 0).length
    const searched = ids.length - missing.length
    const hasMore = offset + limit < ranked.length
    return {
      searchMode: 'keyword',
      hits,
      coverage: {
        state: searched === 0 ? 'unavailable' : missing.length > 0 || incomplete > 0 ? 'incomplete' : 'available',
        requestedContracts: ids.length,
        missingIndexedText: missing,
        exhaustive: false,
        warning: coverageWarning(ids.length, missing.length, incomplete)
      },
      pagination: { hasMore, cursor: hasMore ? encodeSearchCursor(fingerprint, offset + limit) : null }
    }
  })
}

/** How many matching paragraphs one search reads at most, before picking each contract's best. */
const MATCH_LIMIT = 5000

/** The best paragraphs of each requested document for the query, best first, by document id. */
function bestParagraphsByDocument(db: Db, fts: string, docs: DocumentRow[]): Map<string, ScoredParagraph[]> {
  const byDocument = new Map<string, ScoredParagraph[]>()
  let hits: ScoredParagraph[]
  try {
    hits = bestParagraphsOf(db, fts, docs.map((d) => d.id), EVIDENCE_PER_HIT, MATCH_LIMIT)
  } catch (error) {
    throw new BadRequestError(`Body field 'query' cannot be searched: ${(error as Error).message}`)
  }
  for (const hit of hits) {
    const best = byDocument.get(hit.document_id) ?? []
    best.push(hit)
    byDocument.set(hit.document_id, best)
  }
  return byDocument
}

function coverageWarning(requested: number, missing: number, incomplete: number): string {
  const parts = ['Keyword search ranks matches and is not exhaustive']
  if (missing > 0) parts.push(`${missing} of ${requested} requested contract${requested === 1 ? '' : 's'} ${missing === 1 ? 'has' : 'have'} no indexed text`)
  if (incomplete > 0) parts.push(`${incomplete} document${incomplete === 1 ? ' was' : 's were'} only partly extracted (e.g. scanned pages)`)
  return `${parts.join('; ')}.`
}

function encodeSearchCursor(fingerprint: string, offset: number): string {
  return Buffer.from(JSON.stringify({ q: fingerprint, o: offset })).toString('base64url')
}

function decodeSearchCursor(cursor: string, fingerprint: string): number {
  let parsed: { q?: unknown; o?: unknown } | null = null
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { q?: unknown; o?: unknown }
  } catch {
    parsed = null
  }
  if (!parsed || typeof parsed.o !== 'number' || !Number.isInteger(parsed.o) || parsed.o < 0) {
    throw new BadRequestError("Body field 'cursor' is not valid: pass back the cursor of the previous page unchanged")
  }
  if (parsed.q !== fingerprint) throw new BadRequestError("Body field 'cursor' belongs to a different search: keep the query and contractIds it came from")
  return parsed.o
}
