import type { ComparisonEntry, ComparisonSummary, Renumbering, WordChange } from '../../../../shared/api/compare'
import type { AlignmentPlan, Gap } from './align'
import type { LabelledText } from './labels'
import type { Side } from './sides'
import { countWords, WordChangeBuilder, wordChanges } from './words'

/**
 * Writes an alignment plan out as entries in reading order, with word changes for the paragraphs
 * that changed (and only for those: the word diff is the costly part), and the summary counts.
 */
export function writeEntries(old: Side, neu: Side, plan: AlignmentPlan): { entries: ComparisonEntry[]; summary: ComparisonSummary } {
  const writer = new EntryWriter(old, neu, plan)
  for (const gap of plan.gaps) writer.gap(gap)
  return { entries: writer.entries, summary: writer.summary }
}

class EntryWriter {
  readonly entries: ComparisonEntry[] = []
  readonly summary: ComparisonSummary

  constructor(
    private readonly old: Side,
    private readonly neu: Side,
    private readonly plan: AlignmentPlan
  ) {
    this.summary = {
      oldParagraphs: old.length,
      newParagraphs: neu.length,
      equal: 0,
      renumbered: 0,
      changed: 0,
      moved: 0,
      inserted: 0,
      deleted: 0,
      wordsInserted: 0,
      wordsDeleted: 0
    }
  }

  /** Deletions before insertions in each stretch, changed pairs where both sides reach them. */
  gap(gap: Gap): void {
    let o = gap.oldStart
    let n = gap.newStart
    for (const [po, pn] of gap.changed) {
      while (o < po) this.oldOnly(o++)
      while (n < pn) this.newOnly(n++)
      this.pair(po, pn)
      o = po + 1
      n = pn + 1
    }
    while (o < gap.oldEnd) this.oldOnly(o++)
    while (n < gap.newEnd) this.newOnly(n++)
    if (gap.closing !== null) this.pair(gap.closing[0], gap.closing[1])
  }

  private oldOnly(o: number): void {
    const paragraph = this.old.at(o)
    const to = this.plan.movedTo[o] ?? -1
    if (to === -1) {
      this.summary.deleted++
      this.summary.wordsDeleted += this.old.wordCount(o)
      this.entries.push({ kind: 'deleted', oldNumber: paragraph.number, newNumber: null })
      return
    }
    const moved = this.neu.at(to)
    this.entries.push({ kind: 'moved', oldNumber: paragraph.number, newNumber: moved.number, place: 'old', ...renumbering(paragraph.labelled.label, moved.labelled.label) })
  }

  private newOnly(n: number): void {
    const paragraph = this.neu.at(n)
    const from = this.plan.movedFrom[n] ?? -1
    if (from === -1) {
      this.summary.inserted++
      this.summary.wordsInserted += this.neu.wordCount(n)
      this.entries.push({ kind: 'inserted', oldNumber: null, newNumber: paragraph.number })
      return
    }
    const moved = this.old.at(from)
    this.summary.moved++
    const entry: ComparisonEntry = { kind: 'moved', oldNumber: moved.number, newNumber: paragraph.number, place: 'new', ...renumbering(moved.labelled.label, paragraph.labelled.label) }
    if (moved.text !== paragraph.text) entry.words = this.wordsBetween(moved.labelled, paragraph.labelled)
    this.entries.push(entry)
  }

  /**
   * A paragraph on both sides at the same place: equal; renumbered when only its label changed;
   * otherwise changed, its word changes spelling both texts.
   */
  private pair(o: number, n: number): void {
    const a = this.old.at(o)
    const b = this.neu.at(n)
    const numbers = { oldNumber: a.number, newNumber: b.number }
    if (a.text === b.text) {
      this.summary.equal++
      this.entries.push({ kind: 'equal', ...numbers })
      return
    }
    const relabelled = renumbering(a.labelled.label, b.labelled.label)
    const kind = relabelled.renumbering !== undefined && a.labelled.body === b.labelled.body ? 'renumbered' : 'changed'
    this.summary[kind]++
    this.entries.push({ kind, ...numbers, ...relabelled, words: this.wordsBetween(a.labelled, b.labelled) })
  }

  /**
   * Labels are diffed with labels and the text after them with the text after them, so a new
   * number never pairs with a word; only the latter's words count as inserted or deleted.
   */
  private wordsBetween(a: LabelledText, b: LabelledText): WordChange[] {
    const words = new WordChangeBuilder()
    for (const piece of wordChanges(a.prefix, b.prefix)) words.add(piece.kind, piece.text)
    for (const piece of wordChanges(a.body, b.body)) {
      words.add(piece.kind, piece.text)
      if (piece.kind === 'inserted') this.summary.wordsInserted += countWords(piece.text)
      else if (piece.kind === 'deleted') this.summary.wordsDeleted += countWords(piece.text)
    }
    return words.finish()
  }
}

function renumbering(from: string | null, to: string | null): { renumbering?: Renumbering } {
  return from === to ? {} : { renumbering: { from, to } }
}
