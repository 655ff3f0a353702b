import { exactMoves, nearMoves } from './moves'
import { matchInOrder } from './order'
import { pairWithinGap } from './pairing'
import type { Side } from './sides'
import { dice, diceBound } from './similarity'

/**
 * How two texts line up, before it is written out as entries: the paragraphs that stayed in
 * order, the gaps between them, and within and across the gaps which deleted paragraph became
 * which inserted one (changed in place, or moved).
 */
export interface AlignmentPlan {
  gaps: Gap[]
  /** Per old paragraph, the index of the new paragraph it moved to, or -1. */
  movedTo: Int32Array
  /** Per new paragraph, the index of the old paragraph it moved from, or -1. */
  movedFrom: Int32Array
  approximate: boolean
}

/** A stretch of changes: old [oldStart, oldEnd) against new [newStart, newEnd), then the pair that stayed after it. */
export interface Gap {
  oldStart: number
  oldEnd: number
  newStart: number
  newEnd: number
  /** Deleted and inserted paragraphs paired as one changed paragraph, increasing in both. */
  changed: Array<[number, number]>
  /** The paragraph pair in order after the gap; null after the last one. */
  closing: [number, number] | null
}

export interface AlignmentLimits {
  changedSimilarity: number
  movedSimilarity: number
  /** Reorderings past which the in-order alignment gives up (its cost grows with their square). */
  maxOrderEdits: number
  /** Similarities weighed per gap when pairing changed paragraphs. */
  gapPairBudget: number
  /** Similarities weighed in all when looking for near-exact moves. */
  movePairBudget: number
}

export function planAlignment(old: Side, neu: Side, limits: AlignmentLimits): AlignmentPlan {
  const inOrder = matchInOrder(old.keys, neu.keys, limits.maxOrderEdits)
  const gaps = gapsAround(inOrder.matches, old.length, neu.length)
  const movedTo = new Int32Array(old.length).fill(-1)
  const movedFrom = new Int32Array(neu.length).fill(-1)
  const move = ([o, n]: [number, number]): void => {
    movedTo[o] = n
    movedFrom[n] = o
  }
  const free = {
    old: (o: number) => movedTo[o] === -1,
    new: (n: number) => movedFrom[n] === -1
  }

  // Exact moves first: a paragraph found word for word elsewhere moved there, even if some other
  // paragraph in its old place looks like it.
  exactMoves(deletedIn(gaps), insertedIn(gaps), (o) => old.key(o), (n) => neu.key(n)).forEach(move)

  let approximate = inOrder.bounded
  const pairedOld = new Uint8Array(old.length)
  const pairedNew = new Uint8Array(neu.length)
  for (const gap of gaps) {
    if (gap.oldStart === gap.oldEnd || gap.newStart === gap.newEnd) continue
    const deleted = range(gap.oldStart, gap.oldEnd).filter(free.old)
    const inserted = range(gap.newStart, gap.newEnd).filter(free.new)
    const pairing = pairWithinGap(
      deleted.length,
      inserted.length,
      (d, i) => similarity(old, neu, deleted[d] ?? -1, inserted[i] ?? -1, limits.changedSimilarity),
      limits.changedSimilarity,
      limits.gapPairBudget
    )
    approximate ||= pairing.windowed
    for (const [d, i] of pairing.pairs) {
      const o = deleted[d] ?? -1
      const n = inserted[i] ?? -1
      gap.changed.push([o, n])
      pairedOld[o] = 1
      pairedNew[n] = 1
    }
  }

  const near = nearMoves(
    deletedIn(gaps).filter((o) => free.old(o) && pairedOld[o] === 0),
    insertedIn(gaps).filter((n) => free.new(n) && pairedNew[n] === 0),
    (o) => old.bag(o),
    (n) => neu.bag(n),
    limits.movedSimilarity,
    limits.movePairBudget
  )
  near.moves.forEach(move)
  approximate ||= near.exhausted
  return { gaps, movedTo, movedFrom, approximate }
}

/** Dice of the two bodies' words, or 0 without merging when their sizes alone rule the pair out. */
function similarity(old: Side, neu: Side, o: number, n: number, threshold: number): number {
  const a = old.bag(o)
  const b = neu.bag(n)
  return diceBound(a.length, b.length) < threshold ? 0 : dice(a, b)
}

function gapsAround(matches: ReadonlyArray<[number, number]>, oldLength: number, newLength: number): Gap[] {
  const gaps: Gap[] = []
  let o = 0
  let n = 0
  for (const [mo, mn] of matches) {
    gaps.push({ oldStart: o, oldEnd: mo, newStart: n, newEnd: mn, changed: [], closing: [mo, mn] })
    o = mo + 1
    n = mn + 1
  }
  gaps.push({ oldStart: o, oldEnd: oldLength, newStart: n, newEnd: newLength, changed: [], closing: null })
  return gaps
}

function deletedIn(gaps: readonly Gap[]): number[] {
  const deleted: number[] = []
  for (const gap of gaps) for (let o = gap.oldStart; o < gap.oldEnd; o++) deleted.push(o)
  return deleted
}

function insertedIn(gaps: readonly Gap[]): number[] {
  const inserted: number[] = []
  for (const gap of gaps) for (let n = gap.newStart; n < gap.newEnd; n++) inserted.push(n)
  return inserted
}

function range(start: number, end: number): number[] {
  const out: number[] = []
  for (let k = start; k < end; k++) out.push(k)
  return out
}
