import type { NameMatch } from '../../db/queries/search-everything'
import { documentSeqOf, paragraphNumberOf } from '../../db/queries/search-index'

/**
 * How much a name or reference that answers the query adds: its bm25, at the weight of a
 * paragraph's. A contract called "Data Processing Agreement" comes before one that only mentions
 * data processing once, and a contract found only by its name still takes its place in the list.
 */
export const NAME_WEIGHT = 1

/** Paragraphs kept per contract as it is ranked: the evidence a hit shows. */
export const BEST_PER_CONTRACT = 3

/**
 * A place in the ranking: contracts are ordered by score, then by their document's seq (the order
 * FTS5 breaks ties in, so that a page can be settled among equal scores), contracts without a
 * document last, then by id.
 */
export interface RankPosition {
  score: number
  seq: number | null
  id: string
}

export function compareRank(a: RankPosition, b: RankPosition): number {
  if (a.score !== b.score) return a.score - b.score
  const sa = a.seq ?? Number.POSITIVE_INFINITY
  const sb = b.seq ?? Number.POSITIVE_INFINITY
  if (sa !== sb) return sa - sb
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export interface RankedContract extends RankPosition {
  documentId: string | null
  /** bm25 of the best paragraph; null when no paragraph answers. */
  paragraphScore: number | null
  nameScore: number | null
  /** Its best paragraphs seen while ranking, [number, score], best first. */
  best: Array<[number, number]>
  /** `best` holds the contract's best paragraphs (up to BEST_PER_CONTRACT), not only some. */
  bestComplete: boolean
}

/** What ranking reads from the index, with the search's filters already applied where they belong. */
export interface RankingSource {
  /** The best `limit` paragraphs of the search as [key, score], best first (fewer: that is all). */
  rankedParagraphs(limit: number): Array<[number, number]>
  /** Of these indexed documents, the ones whose contract meets the filters, by seq. */
  contractsOf(seqs: readonly number[]): Map<number, { id: string; documentId: string }>
  /** Each of these documents' best paragraph score, by seq; absent when none answers. */
  bestScores(documentIds: readonly string[]): Map<number, number>
}

const FIRST_READ = 1024
const GROWTH = 8
/** Documents whose filters are checked at once, at first; later checks take more at a time. */
const FIRST_CHECK = 64
/** Name matches not read yet that are scored at once when they might belong on the page. */
const RESOLVE_BATCH = 64

interface Read {
  exhausted: boolean
  /** The last paragraph read: no contract not read yet comes before it. */
  boundary: { score: number; seq: number }
  /** The documents read, in rank order of their best paragraph, with their best paragraphs. */
  documents: Map<number, Array<[number, number]>>
}

function read(rows: ReadonlyArray<[number, number]>, limit: number): Read {
  const documents = new Map<number, Array<[number, number]>>()
  for (const [key, score] of rows) {
    const seq = documentSeqOf(key)
    let best = documents.get(seq)
    if (best === undefined) documents.set(seq, (best = []))
    if (best.length < BEST_PER_CONTRACT) best.push([paragraphNumberOf(key), score])
  }
  const last = rows[rows.length - 1]
  const exhausted = rows.length < limit || last === undefined
  return { exhausted, boundary: exhausted ? { score: Number.POSITIVE_INFINITY, seq: 0 } : { score: last[1], seq: documentSeqOf(last[0]) }, documents }
}

/**
 * The next `size` contracts after `after`, best first: a contract's score is its best
 * paragraph's bm25 plus its name's (NAME_WEIGHT). Exact without scoring every contract: the best
 * paragraphs are read in rank order, so a contract's first paragraph read is its best, and one not
 * read yet can come no earlier than the last paragraph read. A contract is placed once nothing
 * still unknown could come before it: documents read are checked against the filters a few at a
 * time, in rank order, only as far as the page needs; reading goes deeper (×8) until the page is
 * settled; the strongest name matches not read yet are scored directly.
 */
export function rankContracts(source: RankingSource, names: readonly NameMatch[], after: RankPosition | null, size: number): RankedContract[] {
  const nameById = new Map(names.map((n) => [n.id, n]))
  const nameBySeq = new Map(names.flatMap((n) => (n.seq === null ? [] : [[n.seq, n] as const])))
  const known = new Map<string, RankedContract>()
  const checked = new Set<number>()
  const place = (id: string, seq: number | null, documentId: string | null, best: Array<[number, number]>, bestComplete: boolean, paragraphScore = best[0]?.[1] ?? null) => {
    const nameScore = nameById.get(id)?.score ?? null
    known.set(id, { id, seq, documentId, paragraphScore, nameScore, score: (paragraphScore ?? 0) + NAME_WEIGHT * (nameScore ?? 0), best, bestComplete })
  }
  // A contract without an indexed document is found by its name alone.
  for (const n of names) if (n.seq === null) place(n.id, null, null, [], true)
  const isAfter = (r: RankedContract) => after === null || compareRank(r, after) > 0

  for (let limit = FIRST_READ; ; limit *= GROWTH) {
    const { exhausted, boundary, documents } = read(source.rankedParagraphs(limit), limit)
    const complete = (best: Array<[number, number]>) => exhausted || best.length >= BEST_PER_CONTRACT
    // Name matches meet the filters already: those read are placed at once.
    for (const [seq, best] of documents) {
      const n = nameBySeq.get(seq)
      if (n && !known.has(n.id)) place(n.id, seq, n.document_id, best, complete(best))
    }
    // Every match has been read: a name match none of whose paragraphs answers is its name alone.
    if (exhausted) for (const n of names) if (!known.has(n.id)) place(n.id, n.seq, n.document_id, [], true)
    const unchecked = [...documents.keys()].filter((seq) => !nameBySeq.has(seq) && !checked.has(seq))
    let batch = FIRST_CHECK
    let namesScored = false
    for (;;) {
      const frontier = unchecked[0]
      const frontierScore = frontier === undefined ? Number.POSITIVE_INFINITY : (documents.get(frontier)?.[0]?.[1] ?? Number.POSITIVE_INFINITY)
      const pending = names.filter((n) => !known.has(n.id)).sort((a, b) => a.score - b.score)
      const strongest = pending[0]
      const settles = (r: RankedContract) => {
        const seq = r.seq ?? Number.POSITIVE_INFINITY
        const beforeUnread = r.score < boundary.score || (r.score === boundary.score && seq <= boundary.seq)
        const beforeUnchecked = frontier === undefined || r.score < frontierScore || (r.score === frontierScore && seq < frontier)
        return beforeUnread && beforeUnchecked && (strongest === undefined || r.score < boundary.score + NAME_WEIGHT * strongest.score)
      }
      const ordered = [...known.values()].filter(isAfter).sort(compareRank)
      const settled = ordered.filter(settles)
      if (settled.length >= size || (exhausted && frontier === undefined)) return settled.slice(0, size)
      if (frontier !== undefined) {
        const seqs = unchecked.splice(0, batch)
        batch *= 4
        const passing = source.contractsOf(seqs)
        for (const seq of seqs) {
          checked.add(seq)
          const contract = passing.get(seq)
          const best = documents.get(seq) ?? []
          if (contract && !known.has(contract.id)) place(contract.id, seq, contract.documentId, best, complete(best))
        }
        continue
      }
      if (strongest === undefined || namesScored) break
      namesScored = true
      const resolving = pending.slice(0, RESOLVE_BATCH)
      const scores = source.bestScores(resolving.flatMap((n) => (n.document_id === null ? [] : [n.document_id])))
      for (const n of resolving) place(n.id, n.seq, n.document_id, [], false, n.seq === null ? null : (scores.get(n.seq) ?? null))
    }
  }
}
