import type { DefinedTerm } from './definitions'
import { foldWord, singular, type Word } from './text'

/**
 * Defined terms in a word trie keyed by spelling skeletons, so one pass over a paragraph's words
 * finds every use of every term — and every variant spelling of one — in time linear in the words,
 * whatever the number of terms.
 */
interface Node {
  children: Map<string, Node>
  terms: DefinedTerm[]
}

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
  return folded
    .replace(/['’-]/g, '')
    .replace(/our/g, 'or')
    .replace(/is(e|ed|es|ing|ation|ations)$/, 'iz$1')
    .replace(/ll/g, 'l')
    .replace(/c/g, 's')
    .replace(/ement/g, 'ment')
}

export class TermIndex {
  private readonly root: Node = { children: new Map(), terms: [] }
  /** A word's skeletons, as a word inside a term and as a term's last word; a contract's vocabulary is small. */
  private readonly skeletons = new Map<string, { inner: string; last: string }>()

  private skeletonsOf(word: string): { inner: string; last: string } {
    let found = this.skeletons.get(word)
    if (!found) {
      const folded = foldWord(word)
      found = { inner: skeleton(folded), last: skeleton(singular(folded)) }
      this.skeletons.set(word, found)
    }
    return found
  }

  constructor(terms: readonly DefinedTerm[]) {
    for (const term of terms) {
      const keyWords = term.key.split(' ')
      let node = this.root
      for (const w of keyWords) {
        const k = skeleton(w)
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

  /** Longest term matching the words from `first`; the last word may be plural or possessive. */
  matchAt(ws: readonly Word[], first: number): TermMatch | null {
    let node = this.root
    let best: TermMatch | null = null
    for (let j = first; j < ws.length && j - first < MAX_TERM_WORDS; j++) {
      const { inner, last } = this.skeletonsOf(ws[j]!.text)
      const asLast = node.children.get(last)
      if (asLast && asLast.terms.length > 0) best = { term: pick(asLast.terms, ws, first, j), first, last: j }
      const next = node.children.get(inner)
      if (!next) break
      if (next.terms.length > 0 && next !== asLast) best = { term: pick(next.terms, ws, first, j), first, last: j }
      node = next
    }
    return best
  }
}

/** Among terms sharing a skeleton, the one spelled as written. */
function pick(terms: readonly DefinedTerm[], ws: readonly Word[], first: number, last: number): DefinedTerm {
  if (terms.length === 1) return terms[0]!
  const written = ws.slice(first, last + 1).map((w) => foldWord(w.text))
  written[written.length - 1] = singular(written[written.length - 1]!)
  return terms.find((t) => t.key === written.join(' ')) ?? terms[0]!
}
