import { firstReached } from './bisect'
import { dice } from './similarity'

/**
 * Moves: a paragraph deleted in one place and inserted in another. Exact moves (the same text,
 * perhaps under another number) are found by key; near-exact ones by word overlap among what is
 * left, within a budget of comparisons so that two unrelated documents cannot stall the engine.
 */

/** Pairs deleted and inserted paragraphs with the same key, each deleted one taken at most once, first come first served. */
export function exactMoves(deleted: readonly number[], inserted: readonly number[], oldKey: (o: number) => number, newKey: (n: number) => number): Array<[number, number]> {
  const waiting = new Map<number, number[]>()
  for (const o of deleted) {
    const key = oldKey(o)
    const queue = waiting.get(key)
    if (queue === undefined) waiting.set(key, [o])
    else queue.push(o)
  }
  const moves: Array<[number, number]> = []
  for (const n of inserted) {
    const o = waiting.get(newKey(n))?.shift()
    if (o !== undefined) moves.push([o, n])
  }
  return moves
}

export interface NearMoves {
  moves: Array<[number, number]>
  /** The comparison budget ran out before every plausible pair was weighed. */
  exhausted: boolean
}

interface Candidate {
  old: number
  new: number
  score: number
}

/**
 * Pairs the most alike deleted and inserted paragraphs whose overlap reaches `threshold`. Only
 * pairs whose sizes allow that overlap are weighed (inserted bags sorted by size, a window of sizes
 * per deleted paragraph), at most `budget` of them.
 */
export function nearMoves(
  deleted: readonly number[],
  inserted: readonly number[],
  oldBag: (o: number) => Int32Array,
  newBag: (n: number) => Int32Array,
  threshold: number,
  budget: number
): NearMoves {
  const bySize = inserted.map((n) => ({ n, bag: newBag(n) })).sort((a, b) => a.bag.length - b.bag.length || a.n - b.n)
  const sizes = bySize.map((x) => x.bag.length)
  const candidates: Candidate[] = []
  let weighed = 0
  let exhausted = false
  // dice ≥ t needs the smaller bag to hold at least t / (2 - t) of the larger one's words.
  const ratio = threshold / (2 - threshold)
  for (const o of deleted) {
    const bag = oldBag(o)
    // A paragraph without words (a bare label) is too little to say it moved.
    if (bag.length === 0) continue
    const smallest = Math.ceil(bag.length * ratio)
    const from = firstReached(sizes.length, (k) => (sizes[k] ?? Infinity) >= smallest)
    for (let k = from; k < bySize.length; k++) {
      const other = bySize[k]
      if (other === undefined || other.bag.length * ratio > bag.length) break
      if (weighed++ >= budget) {
        exhausted = true
        break
      }
      const score = dice(bag, other.bag)
      if (score >= threshold) candidates.push({ old: o, new: other.n, score })
    }
    if (exhausted) break
  }
  candidates.sort((a, b) => b.score - a.score || a.old - b.old || a.new - b.new)
  const usedOld = new Set<number>()
  const usedNew = new Set<number>()
  const moves: Array<[number, number]> = []
  for (const c of candidates) {
    if (usedOld.has(c.old) || usedNew.has(c.new)) continue
    usedOld.add(c.old)
    usedNew.add(c.new)
    moves.push([c.old, c.new])
  }
  return { moves, exhausted }
}
