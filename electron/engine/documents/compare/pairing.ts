import { firstReached } from './bisect'

/**
 * Pairs the deleted and inserted paragraphs of one stretch of changes (a gap between paragraphs
 * that stayed) into changed paragraphs: the most alike pairs first, each paragraph in at most one
 * pair, and never two pairs that cross, so both texts keep their order.
 */
export interface GapPairing {
  /** [deleted position, inserted position] within the gap's lists, ordered by both. */
  pairs: Array<[number, number]>
  /** The gap was too large to weigh every pair: only pairs near the same relative place were. */
  windowed: boolean
}

interface Candidate {
  deleted: number
  inserted: number
  score: number
  /** Distance between the two relative places in the gap, to prefer pairs that line up. */
  skew: number
}

/**
 * `similarity(d, i)` is asked at most about `budget` pairs; past that each deleted paragraph is
 * only weighed against the inserted ones around its own relative place in the gap.
 */
export function pairWithinGap(
  deletedCount: number,
  insertedCount: number,
  similarity: (deleted: number, inserted: number) => number,
  threshold: number,
  budget: number
): GapPairing {
  if (deletedCount === 0 || insertedCount === 0) return { pairs: [], windowed: false }
  const windowed = deletedCount * insertedCount > budget
  const reach = windowed ? Math.max(1, Math.floor(budget / (2 * deletedCount))) : insertedCount
  const candidates: Candidate[] = []
  for (let d = 0; d < deletedCount; d++) {
    const centre = Math.floor((d * insertedCount) / deletedCount)
    const from = Math.max(0, centre - reach)
    const to = Math.min(insertedCount, centre + reach + 1)
    for (let i = from; i < to; i++) {
      const score = similarity(d, i)
      if (score >= threshold) candidates.push({ deleted: d, inserted: i, score, skew: Math.abs(d / deletedCount - i / insertedCount) })
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.skew - b.skew || a.deleted - b.deleted || a.inserted - b.inserted)
  return { pairs: acceptWithoutCrossing(candidates, deletedCount, insertedCount), windowed }
}

function acceptWithoutCrossing(candidates: readonly Candidate[], deletedCount: number, insertedCount: number): Array<[number, number]> {
  const usedDeleted = new Uint8Array(deletedCount)
  const usedInserted = new Uint8Array(insertedCount)
  // Accepted pairs sorted by deleted position; non-crossing keeps them sorted by inserted too.
  const accepted: Array<[number, number]> = []
  for (const c of candidates) {
    if (usedDeleted[c.deleted] === 1 || usedInserted[c.inserted] === 1) continue
    const at = firstReached(accepted.length, (k) => (accepted[k]?.[0] ?? Infinity) > c.deleted)
    const before = accepted[at - 1]
    const after = accepted[at]
    if ((before !== undefined && before[1] >= c.inserted) || (after !== undefined && after[1] <= c.inserted)) continue
    accepted.splice(at, 0, [c.deleted, c.inserted])
    usedDeleted[c.deleted] = 1
    usedInserted[c.inserted] = 1
  }
  return accepted
}
