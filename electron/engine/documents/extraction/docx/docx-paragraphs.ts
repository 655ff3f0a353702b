import type { ListItemLabel } from './list-labels'
import type { MammothDocument, MammothElement, MammothNote, MammothParagraph } from './mammoth-document'
import { formatListNumber } from './number-formats'

/**
 * Turns mammoth's tree into paragraph texts in reading order: body paragraphs and headings, one
 * paragraph per non-empty table cell (row by row), then footnotes, then endnotes. Text is raw here;
 * whitespace is normalised when the extraction is assembled.
 */
export function collectDocxParagraphs(document: MammothDocument, labels: ReadonlyMap<MammothParagraph, string | null>): string[] {
  const collector = new ParagraphCollector(labels)
  collector.blocks(document.children)
  return [...collector.output, ...collector.notes(document)]
}

/** List items in document order, as the XML lists them: a paragraph before anything nested in it. */
export function listItemsInOrder(document: MammothDocument): MammothParagraph[] {
  const items: MammothParagraph[] = []
  const visit = (elements: readonly MammothElement[]): void => {
    for (const element of elements) {
      if (element.type === 'paragraph' && element.numbering !== null) items.push(element)
      if ('children' in element) visit(element.children)
    }
  }
  visit(document.children)
  return items
}

/**
 * Pairs mammoth's list items with the numbers read from the XML. They must agree item for item
 * (same count, same levels); if they do not, the document uses something this reader does not
 * model, and the numbers are rebuilt from mammoth's levels alone rather than risk a wrong clause
 * number next to the right text.
 */
export function assignListLabels(items: readonly MammothParagraph[], fromXml: readonly ListItemLabel[] | null): Map<MammothParagraph, string | null> {
  const labels = new Map<MammothParagraph, string | null>()
  const agrees =
    fromXml !== null &&
    fromXml.length === items.length &&
    items.every((item, index) => Number(item.numbering?.level) === fromXml[index]?.level)
  if (agrees) {
    items.forEach((item, index) => labels.set(item, fromXml[index]?.label ?? null))
    return labels
  }
  // Outline numbering ("1.", "1.1", "1.1.1") from mammoth's levels: continuous across the document,
  // deeper levels restart under a new parent, bullets stay unnumbered.
  const counters: number[] = []
  for (const item of items) {
    if (item.numbering?.isOrdered !== true) {
      labels.set(item, null)
      continue
    }
    const level = Number(item.numbering.level)
    counters[level] = (counters[level] ?? 0) + 1
    counters.length = level + 1
    const path = Array.from(counters, (value) => value ?? 1)
    labels.set(item, level === 0 ? `${path[0]}.` : path.join('.'))
  }
  return labels
}

interface NoteMark {
  note: MammothNote
  mark: string
}

class ParagraphCollector {
  readonly output: string[] = []
  readonly #noteReferences: Array<{ noteType: 'footnote' | 'endnote'; noteId: string }> = []
  readonly #seenNotes = new Set<string>()
  #collectNoteReferences = true

  constructor(private readonly labels: ReadonlyMap<MammothParagraph, string | null>) {}

  blocks(elements: readonly MammothElement[]): void {
    for (const element of elements) {
      switch (element.type) {
        case 'paragraph':
          for (const text of this.#paragraph(element)) this.output.push(text)
          break
        case 'table':
          this.#table(element.children)
          break
        default:
          if ('children' in element) this.blocks(element.children)
      }
    }
  }

  notes(document: MammothDocument): string[] {
    this.#collectNoteReferences = false
    const marks: NoteMark[] = []
    for (const noteType of ['footnote', 'endnote'] as const) {
      let sequence = 0
      for (const reference of this.#noteReferences) {
        if (reference.noteType !== noteType) continue
        const note = document.notes.resolve(reference)
        if (note === null) continue
        sequence++
        // Word's default marks: 1, 2, 3 for footnotes; i, ii, iii for endnotes.
        marks.push({ note, mark: noteType === 'footnote' ? String(sequence) : formatListNumber(sequence, 'lowerRoman') })
      }
    }
    const before = this.output.length
    for (const { note, mark } of marks) {
      const start = this.output.length
      this.blocks(note.body)
      const first = this.output[start]
      if (first !== undefined) this.output[start] = `${mark} ${first}`
    }
    return this.output.splice(before)
  }

  /** The paragraph's own text, then any text-box paragraphs anchored in it. */
  #paragraph(paragraph: MammothParagraph): string[] {
    const nested: MammothParagraph[] = []
    const body = this.#inline(paragraph.children, nested)
    const label = this.labels.get(paragraph) ?? null
    const texts = [label !== null && body.trim().length > 0 ? `${label} ${body}` : body]
    for (const inner of nested) texts.push(...this.#paragraph(inner))
    return texts
  }

  #inline(elements: readonly MammothElement[], nested: MammothParagraph[]): string {
    let text = ''
    for (const element of elements) {
      switch (element.type) {
        case 'text':
          text += element.value
          break
        case 'tab':
          text += '\t'
          break
        case 'break':
          // A soft line break stays inside the paragraph; page and column breaks are just layout.
          text += element.breakType === 'line' ? '\n' : ' '
          break
        case 'checkbox':
          text += element.checked ? '☒ ' : '☐ '
          break
        case 'noteReference':
          this.#noteReference(element.noteType, element.noteId)
          break
        case 'paragraph':
          nested.push(element)
          break
        default:
          if ('children' in element) text += this.#inline(element.children, nested)
      }
    }
    return text
  }

  #table(rows: readonly MammothElement[]): void {
    for (const row of rows) {
      if (!('children' in row)) continue
      for (const cell of row.children) {
        if (!('children' in cell)) continue
        const text = this.#cellLines(cell.children).join('\n')
        if (text.trim().length > 0) this.output.push(text)
      }
    }
  }

  /** A cell is one paragraph: its paragraphs (and any nested table's cells) become its lines. */
  #cellLines(elements: readonly MammothElement[]): string[] {
    const lines: string[] = []
    for (const element of elements) {
      if (element.type === 'paragraph') lines.push(...this.#paragraph(element))
      else if (element.type === 'table' || element.type === 'tableRow' || element.type === 'tableCell') {
        lines.push(...this.#cellLines(element.children))
      } else if ('children' in element) lines.push(...this.#cellLines(element.children))
    }
    return lines
  }

  #noteReference(noteType: 'footnote' | 'endnote', noteId: string): void {
    const key = `${noteType}:${noteId}`
    if (!this.#collectNoteReferences || this.#seenNotes.has(key)) return
    this.#seenNotes.add(key)
    this.#noteReferences.push({ noteType, noteId })
  }
}
