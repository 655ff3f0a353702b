import { diffArrays } from 'diff'
import type { WordChange } from '../../../../shared/api/compare'

/**
 * Word-level changes inside a paragraph. Tokens are words (any script), single punctuation marks,
 * newlines and runs of other spaces, so that the pieces spell both texts exactly: a redline built
 * from them accepts to the newer text and rejects to the older one character for character.
 */
const TOKEN = /[\p{L}\p{N}\p{M}_]+|\n|[^\S\n]+|[^\p{L}\p{N}\p{M}_\s]/gu
/** A word, as counted and as weighed for similarity: letters with their marks, or digits. */
export const WORD = /[\p{L}\p{M}\p{N}]+/gu
const BLANK = /^[^\S\n]+$/

/**
 * The diff's cost grows with the paragraph's tokens times its edits. Past this many edits (fewer
 * in a very long paragraph, so a pasted-in page of text cannot stall the engine) the paragraph is
 * shown as replaced whole, which is still exact.
 */
const MAX_WORD_EDITS = 500
const MAX_WORD_DIFF_COST = 2_000_000

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0
}

export function wordChanges(oldText: string, newText: string): WordChange[] {
  if (oldText === newText) return oldText.length === 0 ? [] : [{ kind: 'equal', text: oldText }]
  const oldTokens = oldText.match(TOKEN) ?? []
  const newTokens = newText.match(TOKEN) ?? []
  const maxEditLength = Math.min(MAX_WORD_EDITS, Math.floor(MAX_WORD_DIFF_COST / (oldTokens.length + newTokens.length)))
  const changes = diffArrays(oldTokens, newTokens, { maxEditLength })
  if (changes === undefined) return replacedWhole(oldText, newText)
  const pieces = new WordChangeBuilder()
  for (const change of changes) {
    const text = change.value.join('')
    pieces.add(change.added ? 'inserted' : change.removed ? 'deleted' : 'equal', text)
  }
  return pieces.finish()
}

function replacedWhole(oldText: string, newText: string): WordChange[] {
  const pieces = new WordChangeBuilder()
  pieces.add('deleted', oldText)
  pieces.add('inserted', newText)
  return pieces.finish()
}

/**
 * Collects pieces in text order into readable changes: within a stretch of changes all deleted
 * text comes first, then all inserted text, and a lone space between two changed words joins
 * the stretch ("a b c" → "x y z" reads as one replacement, not three), as a reader expects.
 */
export class WordChangeBuilder {
  private readonly out: WordChange[] = []
  private deleted = ''
  private inserted = ''
  private space = ''

  add(kind: WordChange['kind'], text: string): void {
    if (text.length === 0) return
    if (kind === 'equal') {
      if (this.inStretch() && this.space.length === 0 && BLANK.test(text)) {
        this.space = text
        return
      }
      this.flush()
      this.push('equal', text)
      return
    }
    if (this.space.length > 0) {
      this.deleted += this.space
      this.inserted += this.space
      this.space = ''
    }
    if (kind === 'deleted') this.deleted += text
    else this.inserted += text
  }

  finish(): WordChange[] {
    this.flush()
    return this.out
  }

  private inStretch(): boolean {
    return this.deleted.length > 0 || this.inserted.length > 0
  }

  /** Spaces that open or close both sides of a replacement stay outside it. */
  private flush(): void {
    const lead = sharedSpace(this.deleted, this.inserted, (text, k) => text[k])
    const deleted = this.deleted.slice(lead)
    const inserted = this.inserted.slice(lead)
    const trail = sharedSpace(deleted, inserted, (text, k) => text[text.length - 1 - k])
    this.push('equal', this.deleted.slice(0, lead))
    this.push('deleted', deleted.slice(0, deleted.length - trail))
    this.push('inserted', inserted.slice(0, inserted.length - trail))
    this.push('equal', deleted.slice(deleted.length - trail) + this.space)
    this.deleted = ''
    this.inserted = ''
    this.space = ''
  }

  private push(kind: WordChange['kind'], text: string): void {
    if (text.length === 0) return
    const last = this.out[this.out.length - 1]
    if (last !== undefined && last.kind === kind) last.text += text
    else this.out.push({ kind, text })
  }
}

/** How many characters of spaces both texts share at one end, read by `at(text, k)`. */
function sharedSpace(a: string, b: string, at: (text: string, k: number) => string | undefined): number {
  let k = 0
  while (k < a.length && k < b.length) {
    const x = at(a, k)
    if (x === undefined || x !== at(b, k) || !BLANK.test(x)) break
    k++
  }
  return k
}
