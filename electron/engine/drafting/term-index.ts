import type { DefinedTerm } from './definitions'
import { foldWord, singular, type ParagraphWords } from './text'

/**
 * Defined terms in a word trie keyed by spelling skeletons, so one pass over a paragraph's words
 * finds every use of every term — and every variant spelling of one — in time linear in the words,
 * whatever the number of terms.
 */
interface Node {
  /** By the next word's skeleton, as a number (see TermIndex.skeletonId). */
  children: Map<number, Node>
  terms: DefinedTerm[]
}

/** A use of a term: the numbers of its first and last words in the document's ParagraphWords. */
export interface TermMatch {
  term: DefinedTerm
  first: number
  last: number
}

const MAX_TERM_WORDS = 8

/**
 * The spelling skeleton of a folded word: British and American spellings, a doubled l and
 * hyphenation collapse ("Licenced" and "Licensed", "Cancelled" and "Canceled", "Co-Branded" and
 * "CoBranded"), so a variant reaches the term it varies. Other doubled letters stay: "Licensee"
 * is not a spelling of "License".
 */
export function skeleton(folded: string): string {
  let out = folded
  if (/['’-]/.test(out)) out = out.replace(/['’-]/g, '')
  if (out.includes('our')) out = out.replace(/our/g, 'or')
  if (out.includes('is')) out = out.replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
  if (out.includes('ll')) out = out.replace(/ll/g, 'l')
  if (out.includes('c')) out = out.replace(/c/g, 's')
  if (out.includes('ement')) out = out.replace(/ement/g, 'ment')
  return out
}

export class TermIndex {
  private readonly root: Node = { children: new Map(), terms: [] }
  /** Lowercase first words of the terms, as written in lowercase: the only lowercase words a match can start with. */
  private readonly lowerStarts = new Set<string>()
  /** By word id: 0 not yet known, 1 may start a match, 2 cannot. */
  private readonly mayStart: Uint8Array
  /** Skeletons numbered as first met: the trie and the words' arrays below hold numbers, not strings. */
  private readonly skeletonIds = new Map<string, number>()
  /** By word id: its skeleton as a word inside a term, and as a term's last word (plural read as singular); -1 not yet read. */
  private readonly inner: Int32Array
  private readonly last: Int32Array

  constructor(
    terms: readonly DefinedTerm[],
    private readonly words: ParagraphWords
  ) {
    this.mayStart = new Uint8Array(words.vocabulary.length)
    this.inner = new Int32Array(words.vocabulary.length).fill(-1)
    this.last = new Int32Array(words.vocabulary.length).fill(-1)
    for (const term of terms) {
      const keyWords = term.key.split(' ')
      const head = keyWords[0]!
      this.lowerStarts.add(head)
      // Spelling variants of the first word ("licenced" for "licensed") start a variant too.
      for (const variant of spellings(head)) this.lowerStarts.add(variant)
      let node = this.root
      for (const w of keyWords) {
        const k = this.skeletonId(skeleton(w))
        let next = node.children.get(k)
        if (!next) {
          next = { children: new Map(), terms: [] }
          node.children.set(k, next)
        }
        node = next
      }
      if (!node.terms.some((t) => t.key === term.key)) node.terms.push(term)
    }
  }

  /**
   * Longest term whose words start at word `first` (and end before word `limit`, the paragraph's
   * end); the last word may be plural or possessive.
   */
  matchAt(first: number, limit: number): TermMatch | null {
    if (!this.canStart(this.words.idOf(first))) return null
    let node = this.root
    let best: TermMatch | null = null
    for (let j = first; j < limit && j - first < MAX_TERM_WORDS; j++) {
      const id = this.words.idOf(j)
      if (this.inner[id] === -1) this.readSkeletons(id)
      const asLast = node.children.get(this.last[id]!)
      if (asLast && asLast.terms.length > 0) best = { term: pick(asLast.terms, this.words, first, j), first, last: j }
      const next = node.children.get(this.inner[id]!)
      if (!next) break
      if (next.terms.length > 0 && next !== asLast) best = { term: pick(next.terms, this.words, first, j), first, last: j }
      node = next
    }
    return best
  }

  /**
   * Whether a match can start at a word: only one that begins some term's key. Terms start with a
   * capital, or a figure ("2TheMart Content"); a lowercase word is looked up only to find variants
   * written in lowercase ("licensed Product"), which start a term's key. Read once per distinct word.
   */
  private canStart(id: number): boolean {
    let known = this.mayStart[id]!
    if (known === 0) {
      const word = this.words.vocabulary[id]!
      const code = word.charCodeAt(0)
      if (code >= 97 && code <= 122 && !this.lowerStarts.has(word)) known = 2
      else {
        if (this.inner[id] === -1) this.readSkeletons(id)
        known = this.root.children.has(this.inner[id]!) || this.root.children.has(this.last[id]!) ? 1 : 2
      }
      this.mayStart[id] = known
    }
    return known === 1
  }

  private readSkeletons(id: number): void {
    const folded = foldWord(this.words.vocabulary[id]!)
    this.inner[id] = this.skeletonId(skeleton(folded))
    this.last[id] = this.skeletonId(skeleton(singular(folded)))
  }

  private skeletonId(skeletonText: string): number {
    let n = this.skeletonIds.get(skeletonText)
    if (n === undefined) {
      n = this.skeletonIds.size
      this.skeletonIds.set(skeletonText, n)
    }
    return n
  }
}

/** The usual other spellings of a word: c and s, our and or, ise and ize, l and ll. */
function spellings(word: string): string[] {
  const out = new Set<string>()
  out.add(word.replace(/s/g, 'c'))
  out.add(word.replace(/c/g, 's'))
  out.add(word.replace(/our/g, 'or'))
  out.add(word.replace(/or/g, 'our'))
  out.add(word.replace(/iz/g, 'is'))
  out.add(word.replace(/is/g, 'iz'))
  out.add(word.replace(/ll/g, 'l'))
  out.add(word.replace(/l/g, 'll'))
  out.add(singular(word))
  return [...out]
}

/** Among terms sharing a skeleton, the one spelled as written. */
function pick(terms: readonly DefinedTerm[], words: ParagraphWords, first: number, last: number): DefinedTerm {
  if (terms.length === 1) return terms[0]!
  const written: string[] = []
  for (let k = first; k <= last; k++) written.push(foldWord(words.textOf(k)))
  written[written.length - 1] = singular(written[written.length - 1]!)
  return terms.find((t) => t.key === written.join(' ')) ?? terms[0]!
}
