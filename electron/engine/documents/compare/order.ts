import { diffArrays } from 'diff'

/**
 * The paragraphs that stayed in order: the longest common subsequence of the two key sequences,
 * found by jsdiff's Myers diff. Paragraphs whose key the other text lacks cannot be part of it, so
 * they are set aside first: two unrelated documents then cost next to nothing. What remains can
 * still be reordered beyond reason (a document shuffled); past `maxEdits` the diff gives up and
 * nothing is kept in order, which the caller reports as approximate.
 */
export interface InOrder {
  /** [old index, new index] pairs, increasing in both. */
  matches: Array<[number, number]>
  bounded: boolean
}

export function matchInOrder(oldKeys: Int32Array, newKeys: Int32Array, maxEdits: number): InOrder {
  const inNew = new Set(newKeys)
  const inOld = new Set(oldKeys)
  const oldShared = sharedIndices(oldKeys, inNew)
  const newShared = sharedIndices(newKeys, inOld)
  const changes = diffArrays(
    oldShared.map((i) => oldKeys[i] ?? -1),
    newShared.map((i) => newKeys[i] ?? -1),
    { maxEditLength: maxEdits }
  )
  if (changes === undefined) return { matches: [], bounded: true }
  const matches: Array<[number, number]> = []
  let o = 0
  let n = 0
  for (const change of changes) {
    if (change.added) n += change.count
    else if (change.removed) o += change.count
    else {
      for (let k = 0; k < change.count; k++) matches.push([oldShared[o + k] ?? -1, newShared[n + k] ?? -1])
      o += change.count
      n += change.count
    }
  }
  return { matches, bounded: false }
}

function sharedIndices(keys: Int32Array, other: ReadonlySet<number>): number[] {
  const indices: number[] = []
  keys.forEach((key, i) => {
    if (other.has(key)) indices.push(i)
  })
  return indices
}
