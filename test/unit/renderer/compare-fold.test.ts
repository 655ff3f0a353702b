import { describe, expect, it } from 'vitest'
import { foldHolding, foldRows } from '../../../renderer/src/features/compare/compare-fold'
import type { CompareRow } from '../../../renderer/src/features/compare/compare-model'

/** Rows of the given kinds: `=` unchanged, `c` changed, `+` inserted. */
function rowsOf(pattern: string): CompareRow[] {
  return [...pattern].map((mark, entry) => ({
    entry,
    kind: mark === '=' ? 'equal' : mark === '+' ? 'inserted' : 'changed',
    oldNumber: entry + 1,
    newNumber: entry + 1,
    place: null,
    renumbering: null,
    old: [],
    new: [],
    inline: []
  }))
}

describe('folding unchanged paragraphs around the changes', () => {
  it('keeps three paragraphs of context around each change and folds the rest, ends included', () => {
    const rows = rowsOf('==========c==========+====')
    expect(foldRows(rows, new Set())).toEqual([
      { kind: 'fold', from: 0, to: 7 },
      // three before the change at 10, the change, three after it
      ...[7, 8, 9, 10, 11, 12, 13].map((row) => ({ kind: 'row', row })),
      { kind: 'fold', from: 14, to: 18 },
      // three before the insertion at 21; the four after it are too few to fold
      ...[18, 19, 20, 21, 22, 23, 24, 25].map((row) => ({ kind: 'row', row }))
    ])
  })

  it('does not fold a run too short to hide two paragraphs, nor a run the reader opened', () => {
    expect(foldRows(rowsOf('c=======c'), new Set()).every((line) => line.kind === 'row')).toBe(true)
    const rows = rowsOf('c==========c')
    expect(foldRows(rows, new Set()).filter((line) => line.kind === 'fold')).toEqual([{ kind: 'fold', from: 4, to: 8 }])
    expect(foldRows(rows, new Set([4])).filter((line) => line.kind === 'fold')).toEqual([])
  })

  it('finds the fold that hides a paragraph, so a jump there can open it', () => {
    const lines = foldRows(rowsOf('c==========c'), new Set())
    expect(foldHolding(lines, 5)).toEqual({ kind: 'fold', from: 4, to: 8 })
    expect(foldHolding(lines, 3)).toBeNull()
    expect(foldHolding(lines, 11)).toBeNull()
  })
})
