import type { CompareRow } from './compare-model'

/** Unchanged paragraphs kept on each side of a change, so a change is read in its context. */
export const FOLD_CONTEXT = 3
/** Past this many paragraphs the view opens on the changes only. */
export const CHANGES_ONLY_FROM = 50

/** A line of the view: a row of the comparison, or a run of unchanged rows folded into one line. */
export type CompareLine = { kind: 'row'; row: number } | { kind: 'fold'; from: number; to: number }

/**
 * The lines of the "changes only" view: each run of unchanged rows longer than the context on
 * both sides is folded to one line, keeping `context` rows next to each change; a run whose first
 * row is in `unfolded` stays open. Changed, inserted, deleted, moved and renumbered rows are never
 * folded, so every change (and every jump to one) has its line.
 */
export function foldRows(rows: readonly CompareRow[], unfolded: ReadonlySet<number>, context: number = FOLD_CONTEXT): CompareLine[] {
  const lines: CompareLine[] = []
  let index = 0
  while (index < rows.length) {
    if (rows[index]?.kind !== 'equal') {
      lines.push({ kind: 'row', row: index++ })
      continue
    }
    let end = index
    while (end < rows.length && rows[end]?.kind === 'equal') end++
    // Context after the change before the run, and before the change after it; none at the ends.
    const keepBefore = index === 0 ? 0 : context
    const keepAfter = end === rows.length ? 0 : context
    const from = index + keepBefore
    const to = end - keepAfter
    // Folding fewer than two rows hides nothing worth a line.
    if (to - from >= 2 && !unfolded.has(from)) {
      for (let row = index; row < from; row++) lines.push({ kind: 'row', row })
      lines.push({ kind: 'fold', from, to })
      for (let row = to; row < end; row++) lines.push({ kind: 'row', row })
    } else {
      for (let row = index; row < end; row++) lines.push({ kind: 'row', row })
    }
    index = end
  }
  return lines
}

/** Every row on its own line: the whole texts. */
export function allRows(rows: readonly CompareRow[]): CompareLine[] {
  return rows.map((_, row) => ({ kind: 'row', row }))
}

/** The fold hiding `row`, if any: a jump to it unfolds it first. */
export function foldHolding(lines: readonly CompareLine[], row: number): (CompareLine & { kind: 'fold' }) | null {
  for (const line of lines) if (line.kind === 'fold' && row >= line.from && row < line.to) return line
  return null
}
