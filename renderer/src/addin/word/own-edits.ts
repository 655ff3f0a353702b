import type { ParagraphTarget } from './paragraphs'

/**
 * How one of the pane's own edits changed the body: every paragraph as Folio reads it (null for an
 * empty one), just before and just after the edit, read in the edit's own Word.run. Whatever differs
 * between the two is the pane's doing, so a reviewed paragraph the edit rewrote can be followed to
 * its new text, while an edit the lawyer made in Word (before or after) is never taken for one.
 */
export interface ParagraphChange {
  before: ReadonlyArray<string | null>
  after: ReadonlyArray<string | null>
}

/** Where a reviewed paragraph is among `texts`: at its index if it reads the same there, else the only one that does. */
function indexOf(target: ParagraphTarget, texts: ReadonlyArray<string | null>): number | null {
  if (texts[target.wordIndex] === target.text) return target.wordIndex
  const same = texts.flatMap((text, index) => (text === target.text ? [index] : []))
  return same.length === 1 ? (same[0] ?? null) : null
}

/**
 * A reviewed paragraph as it is after one of the pane's edits. Outside the stretch of paragraphs
 * the edit changed it keeps its text (moving down or up by the paragraphs the edit added or
 * removed); inside it, it becomes the paragraph at the same place in the new stretch (the last one
 * when the edit left fewer). A paragraph the review would no longer recognise before the edit (the
 * lawyer changed it) is left as it was, so the pane still says the document changed.
 */
export function followChange(target: ParagraphTarget, change: ParagraphChange): ParagraphTarget {
  const { before, after } = change
  const at = indexOf(target, before)
  if (at === null) return target
  const shortest = Math.min(before.length, after.length)
  let prefix = 0
  while (prefix < shortest && before[prefix] === after[prefix]) prefix++
  let suffix = 0
  while (suffix < shortest - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix]) suffix++
  if (at < prefix) return target.wordIndex === at ? target : { wordIndex: at, text: target.text }
  if (at >= before.length - suffix) return { wordIndex: at + after.length - before.length, text: target.text }
  // Empty paragraphs are not read by the review, so the counterpart is among the stretch's non-empty ones.
  const rewritten = after.slice(prefix, after.length - suffix).flatMap((text, offset) => (text === null ? [] : [{ wordIndex: prefix + offset, text }]))
  return rewritten[Math.min(at - prefix, rewritten.length - 1)] ?? target
}
