import type { ComparisonEntry, LensPosition, LensSide, LensStatus } from '../../../shared/api/compare'
import type { PositionResult } from './types'

/**
 * A playbook seen through a comparison: for each position, where it matched in the older and the
 * newer text, whether it newly matches or no longer matches, and which changes touch it. A change
 * touches a position when a paragraph it takes away (deleted, the old place of a move, the older
 * side of a change or renumbering) matched the position in the older text, or a paragraph it
 * brings (inserted, the new place of a move, the newer side of a change) matches it in the newer
 * text. A renumbering alone touches nothing: the clause says what it said. `oldResults` and `newResults` are the matcher's answers for the two texts, position by
 * position in the same order (one playbook).
 */
export function playbookLens(entries: readonly ComparisonEntry[], oldResults: readonly PositionResult[], newResults: readonly PositionResult[]): LensPosition[] {
  return oldResults.map((before, index): LensPosition => {
    const after = newResults[index]
    if (after === undefined || after.order !== before.order) throw new Error('the two match results must come from the same playbook, in the same order')
    const old = sideOf(before)
    const neu = sideOf(after)
    const skipped = before.skipped ?? after.skipped
    const oldMatched = new Set(old.paragraphs)
    const newMatched = new Set(neu.paragraphs)
    const changes: number[] = []
    entries.forEach((entry, i) => {
      if (entry.kind === 'equal' || entry.kind === 'renumbered') return
      const takes = entry.kind !== 'inserted' && entry.place !== 'new' && entry.oldNumber !== null && oldMatched.has(entry.oldNumber)
      const brings = entry.kind !== 'deleted' && entry.place !== 'old' && entry.newNumber !== null && newMatched.has(entry.newNumber)
      if (takes || brings) changes.push(i)
    })
    return {
      order: before.order,
      name: before.name,
      ifNotFound: before.ifNotFound,
      status: skipped ? 'skipped' : statusOf(old.found, neu.found),
      old,
      new: neu,
      changes,
      ...(skipped ? { skipped } : {})
    }
  })
}

function sideOf(result: PositionResult): LensSide {
  const paragraphs = result.matches.map((m) => m.paragraphIndex + 1)
  return { found: paragraphs.length > 0, paragraphs }
}

function statusOf(before: boolean, after: boolean): LensStatus {
  if (before && after) return 'stillMatched'
  if (after) return 'newlyMatched'
  if (before) return 'noLongerMatched'
  return 'neverMatched'
}
