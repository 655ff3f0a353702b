import type { Comparison, ComparisonEntry, WordChange } from '../../../../shared/api/compare'
import type { ComparedParagraph } from '../compare'

/**
 * The redline as paragraphs of tracked pieces, before any XML. Word's model: a paragraph's text
 * runs may be inserted or deleted, and so may its paragraph mark; accepting a deleted mark (or
 * rejecting an inserted one) joins the paragraph to the next. A wholly deleted paragraph therefore
 * deletes its mark too, so that "accept all" removes it without leaving an empty line and "reject
 * all" restores it; a wholly inserted one inserts its mark.
 */
export type MarkState = 'kept' | 'inserted' | 'deleted'

export interface TrackedParagraph {
  pieces: WordChange[]
  mark: MarkState
}

export function trackedParagraphs(oldParagraphs: readonly ComparedParagraph[], newParagraphs: readonly ComparedParagraph[], comparison: Comparison): TrackedParagraph[] {
  const oldText = textsByNumber(oldParagraphs, 'older')
  const newText = textsByNumber(newParagraphs, 'newer')
  const paragraphs = comparison.entries.map((entry) => trackedParagraph(entry, oldText, newText))
  return keepFinalMark(paragraphs)
}

function trackedParagraph(entry: ComparisonEntry, oldText: (n: number | null) => string, newText: (n: number | null) => string): TrackedParagraph {
  switch (entry.kind) {
    case 'equal':
      return { pieces: [{ kind: 'equal', text: newText(entry.newNumber) }], mark: 'kept' }
    case 'changed':
    case 'renumbered':
      return { pieces: entry.words ?? [], mark: 'kept' }
    case 'inserted':
      return wholeParagraph('inserted', newText(entry.newNumber))
    case 'deleted':
      return wholeParagraph('deleted', oldText(entry.oldNumber))
    case 'moved':
      // Word's move markup is not written: a move is its deletion at the old place and its
      // insertion at the new one, which every reader of tracked changes understands.
      return entry.place === 'old' ? wholeParagraph('deleted', oldText(entry.oldNumber)) : wholeParagraph('inserted', newText(entry.newNumber))
  }
}

function wholeParagraph(kind: 'inserted' | 'deleted', text: string): TrackedParagraph {
  return { pieces: [{ kind, text }], mark: kind }
}

/**
 * The last paragraph mark of a document cannot be inserted or deleted. When the document ends in
 * inserted or deleted paragraphs, the last of them takes a kept mark instead and, so that both
 * readings still come out exact:
 * - if both kinds end it, the last inserted and the last deleted paragraph give up their marks and
 *   run into the final paragraph (accepting keeps the inserted text before that kept mark,
 *   rejecting the deleted text);
 * - if only deleted ones do, the paragraph before them deletes its mark (accepting then joins it
 *   to the emptied final one); if only inserted ones do, it inserts its mark.
 * A side with no paragraphs at all reads as one empty paragraph, the least a document holds.
 */
function keepFinalMark(paragraphs: TrackedParagraph[]): TrackedParagraph[] {
  if (paragraphs.length === 0) return [{ pieces: [], mark: 'kept' }]
  let lastKept = paragraphs.length - 1
  while (lastKept >= 0 && paragraphs[lastKept]?.mark !== 'kept') lastKept--
  const tail = paragraphs.slice(lastKept + 1)
  if (tail.length === 0) return paragraphs
  const head = paragraphs.slice(0, lastKept + 1)
  const lastOf = (state: MarkState): TrackedParagraph | undefined => tail.findLast((p) => p.mark === state)
  const lastInserted = lastOf('inserted')
  const lastDeleted = lastOf('deleted')
  const before = head[head.length - 1]
  if (before !== undefined && (lastInserted === undefined || lastDeleted === undefined)) {
    head[head.length - 1] = { ...before, mark: lastInserted === undefined ? 'deleted' : 'inserted' }
  }
  const joined: TrackedParagraph[] = []
  let pending: WordChange[] = []
  for (const paragraph of tail) {
    pending = [...pending, ...paragraph.pieces]
    if (paragraph === lastInserted || paragraph === lastDeleted) continue
    joined.push({ pieces: pending, mark: paragraph.mark })
    pending = []
  }
  joined.push({ pieces: pending, mark: 'kept' })
  return [...head, ...joined]
}

function textsByNumber(paragraphs: readonly ComparedParagraph[], side: string): (n: number | null) => string {
  const texts = new Map<number, string>()
  for (const p of paragraphs) {
    if (texts.has(p.number)) throw new Error(`the ${side} text numbers two paragraphs ${p.number}`)
    texts.set(p.number, p.text)
  }
  return (n) => {
    const text = n === null ? undefined : texts.get(n)
    if (text === undefined) throw new Error(`the comparison names paragraph ${String(n)} of the ${side} text, which it does not have`)
    return text
  }
}
