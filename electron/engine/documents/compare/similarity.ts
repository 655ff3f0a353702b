import { WORD } from './words'

/**
 * How alike two paragraphs are, as the overlap of their words (the Dice coefficient of the two
 * bags of lower-cased words). Used to pair a deleted and an inserted paragraph as one changed or
 * moved paragraph; the exact differences come from the word diff afterwards.
 */

/** Bags of words as sorted word ids, so that two bags intersect in one linear merge. */
export class WordBags {
  private readonly ids = new Map<string, number>()

  bagOf(text: string): Int32Array {
    const words = text.toLowerCase().match(WORD) ?? []
    const bag = new Int32Array(words.length)
    for (let i = 0; i < words.length; i++) {
      const word = words[i] ?? ''
      let id = this.ids.get(word)
      if (id === undefined) {
        id = this.ids.size
        this.ids.set(word, id)
      }
      bag[i] = id
    }
    return bag.sort()
  }
}

/** 2·|a ∩ b| / (|a| + |b|); two texts without words (a bare label, punctuation) count as alike. */
export function dice(a: Int32Array, b: Int32Array): number {
  if (a.length + b.length === 0) return 1
  let i = 0
  let j = 0
  let common = 0
  while (i < a.length && j < b.length) {
    const x = a[i]
    const y = b[j]
    if (x === undefined || y === undefined) break
    if (x === y) {
      common++
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return (2 * common) / (a.length + b.length)
}

/** The highest Dice two bags of these sizes can reach: lets callers skip hopeless pairs unmerged. */
export function diceBound(sizeA: number, sizeB: number): number {
  return sizeA + sizeB === 0 ? 1 : (2 * Math.min(sizeA, sizeB)) / (sizeA + sizeB)
}
