import type { ComparisonEntry, CompareResponse, LensPosition, WordChange } from '../../../../shared/api/compare'

/** A run of a paragraph's text as the compare view paints it: kept, inserted or deleted. */
export type Segment = WordChange

/**
 * One line of the compare view: an entry of the alignment with the text of each side it has.
 * Side by side, `old` is painted on the left and `new` on the right (null leaves the cell empty);
 * inline, `inline` holds both texts' runs in reading order.
 */
export interface CompareRow {
  /** Index into the answer's entries (and the lens's `changes`). */
  entry: number
  kind: ComparisonEntry['kind']
  oldNumber: number | null
  newNumber: number | null
  place: 'old' | 'new' | null
  renumbering: ComparisonEntry['renumbering'] | null
  old: Segment[] | null
  new: Segment[] | null
  inline: Segment[]
}

const whole = (kind: Segment['kind'], text: string): Segment[] => [{ kind, text }]
const keep = (words: readonly Segment[], dropped: 'inserted' | 'deleted'): Segment[] => words.filter((w) => w.kind !== dropped)

/** The compare view's lines, from an answer that carries both texts (`text` not false). */
export function buildRows(answer: CompareResponse): CompareRow[] {
  const oldText = answer.old.text ?? []
  const newText = answer.new.text ?? []
  const textOf = (texts: readonly string[], n: number | null) => (n === null ? '' : (texts[n - 1] ?? ''))
  return answer.entries.map((entry, index): CompareRow => {
    const base = { entry: index, kind: entry.kind, oldNumber: entry.oldNumber, newNumber: entry.newNumber, place: entry.place ?? null, renumbering: entry.renumbering ?? null }
    const before = textOf(oldText, entry.oldNumber)
    const after = textOf(newText, entry.newNumber)
    switch (entry.kind) {
      case 'equal':
        return { ...base, old: whole('equal', before), new: whole('equal', after), inline: whole('equal', after) }
      case 'changed':
      case 'renumbered': {
        const words = entry.words ?? [...whole('deleted', before), ...whole('inserted', after)]
        return { ...base, old: keep(words, 'inserted'), new: keep(words, 'deleted'), inline: words }
      }
      case 'inserted':
        return { ...base, old: null, new: whole('inserted', after), inline: whole('inserted', after) }
      case 'deleted':
        return { ...base, old: whole('deleted', before), new: null, inline: whole('deleted', before) }
      case 'moved':
        if (entry.place === 'old') return { ...base, old: whole('deleted', before), new: null, inline: whole('deleted', before) }
        // At its new place a moved paragraph shows its own word changes, if it was also edited.
        return entry.words
          ? { ...base, old: null, new: keep(entry.words, 'deleted'), inline: entry.words }
          : { ...base, old: null, new: whole('inserted', after), inline: whole('inserted', after) }
    }
  })
}

/** The rows a lawyer steps through with n and p: every line that is not unchanged. */
export function changeIndices(rows: readonly CompareRow[]): number[] {
  return rows.flatMap((row, i) => (row.kind === 'equal' ? [] : [i]))
}

/** What a change is, in a lawyer's words, for the change list. */
export function describeChange(row: CompareRow): string {
  const at = (n: number | null) => (n === null ? '' : `¶ ${n}`)
  switch (row.kind) {
    case 'inserted':
      return `Inserted at ${at(row.newNumber)}`
    case 'deleted':
      return `Deleted ${at(row.oldNumber)}`
    case 'changed':
      return row.oldNumber === row.newNumber ? `Changed ${at(row.newNumber)}` : `Changed ${at(row.oldNumber)} → ${at(row.newNumber)}`
    case 'renumbered':
      return `Renumbered ${row.renumbering?.from ?? '(none)'} → ${row.renumbering?.to ?? '(none)'}`
    case 'moved':
      return row.place === 'old' ? `Moved away from ${at(row.oldNumber)} (to ${at(row.newNumber)})` : `Moved to ${at(row.newNumber)} (from ${at(row.oldNumber)})`
    case 'equal':
      return 'Unchanged'
  }
}

/** A short extract of what changed: the inserted and deleted words, else the start of the text. */
export function changeSnippet(row: CompareRow, length = 90): string {
  const changed = row.inline.filter((s) => s.kind !== 'equal').map((s) => s.text.trim()).filter((text) => text.length > 0)
  const text = (row.kind === 'changed' || row.kind === 'renumbered') && changed.length > 0 ? changed.join(' … ') : row.inline.map((s) => s.text).join('')
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat
}

/** For each entry, the lens positions its change touches (the lens lists it the other way round). */
export function positionsByEntry(positions: readonly LensPosition[]): Map<number, LensPosition[]> {
  const byEntry = new Map<number, LensPosition[]>()
  for (const position of positions) {
    for (const entry of position.changes) byEntry.set(entry, [...(byEntry.get(entry) ?? []), position])
  }
  return byEntry
}

export const LENS_STATUS_LABELS: Record<LensPosition['status'], string> = {
  newlyMatched: 'Newly matches',
  noLongerMatched: 'No longer matches',
  stillMatched: 'Still matches',
  neverMatched: 'Not found in either',
  skipped: 'Not evaluated'
}

/** The lens in the order a lawyer reads it: what the changes gained and lost first, untouched positions last. */
export function lensSections(positions: readonly LensPosition[]): Array<{ title: string; positions: LensPosition[] }> {
  const sections = [
    { title: 'No longer matches', positions: positions.filter((p) => p.status === 'noLongerMatched') },
    { title: 'Newly matches', positions: positions.filter((p) => p.status === 'newlyMatched') },
    { title: 'Changed where it matches', positions: positions.filter((p) => p.status === 'stillMatched' && p.changes.length > 0) },
    { title: 'Untouched', positions: positions.filter((p) => (p.status === 'stillMatched' && p.changes.length === 0) || p.status === 'neverMatched' || p.status === 'skipped') }
  ]
  return sections.filter((s) => s.positions.length > 0)
}
