/**
 * The document state behind the fake Word object model: paragraphs of runs, each run with its
 * text, bold/italic, highlight and tracked revision, plus comments, the selection, change
 * tracking and the add-in's settings. Tests assert this state exactly after each action.
 *
 * Positions are live anchors, as Word's ranges are: an edit earlier in a paragraph moves every
 * anchor after it, so a range taken before an edit still covers the same words after it.
 */

export interface Revision {
  type: 'insertion' | 'deletion'
  author: string
}

export interface Run {
  text: string
  bold: boolean
  italic: boolean
  /** '#RRGGBB' (upper case), or null for none. */
  highlight: string | null
  revision: Revision | null
}

export interface ListInfo {
  kind: 'bullet' | 'number'
  level: number
}

export interface ParagraphNode {
  readonly id: number
  runs: Run[]
  list: ListInfo | null
}

/** A live position: `offset` UTF-16 units into the paragraph's text (tracked deletions included, as Word's `text` is). */
export interface Anchor {
  paragraph: ParagraphNode
  offset: number
  /** A right-gravity anchor moves when text is inserted exactly at it (a range's end); a left one stays (its start). */
  gravity: 'left' | 'right'
}

export interface Span {
  start: Anchor
  end: Anchor
}

export interface CommentNode {
  id: string
  author: string
  text: string
  span: Span
}

export type ChangeTrackingMode = 'Off' | 'TrackAll' | 'TrackMineOnly'

export type RunStyle = Pick<Run, 'bold' | 'italic'> & { highlight?: string | null }

/** A paragraph to insert: its runs' text and style, and whether it is a list item. */
export interface Block {
  runs: Array<{ text: string } & RunStyle>
  list: ListInfo | null
}

export function plainRun(text: string, style: Partial<Run> = {}): Run {
  return { text, bold: false, italic: false, highlight: null, revision: null, ...style }
}

const sameFormat = (a: Run, b: Run) =>
  a.bold === b.bold && a.italic === b.italic && a.highlight === b.highlight && a.revision?.type === b.revision?.type && a.revision?.author === b.revision?.author

export const textOfRuns = (runs: readonly Run[]) => runs.map((run) => run.text).join('')

export class DocumentModel {
  paragraphs: ParagraphNode[] = []
  comments: CommentNode[] = []
  changeTrackingMode: ChangeTrackingMode = 'Off'
  /** The add-in's settings as saved in the document. */
  readonly settings = new Map<string, unknown>()
  /** Base64 .docx files opened as new documents with createDocument(...).open(). */
  readonly openedDocuments: string[] = []
  selection: Span
  private readonly anchors = new Set<Anchor>()
  private nextParagraphId = 1
  private nextCommentId = 1

  constructor(
    paragraphs: readonly Block[],
    /** The user Word attributes tracked changes and comments to. */
    readonly author: string
  ) {
    this.paragraphs = paragraphs.map((block) => this.newParagraph(block, null))
    if (this.paragraphs.length === 0) this.paragraphs.push(this.newParagraph({ runs: [], list: null }, null))
    const first = this.paragraphs[0]
    if (!first) throw new Error('unreachable: a document always has a paragraph')
    this.selection = this.span(first, 0, first, 0)
  }

  newParagraph(block: Block, revision: Revision | null): ParagraphNode {
    const runs = block.runs.filter((run) => run.text.length > 0).map((run) => plainRun(run.text, { bold: run.bold, italic: run.italic, highlight: run.highlight ?? null, revision }))
    return { id: this.nextParagraphId++, runs, list: block.list }
  }

  anchor(paragraph: ParagraphNode, offset: number, gravity: Anchor['gravity']): Anchor {
    const anchor = { paragraph, offset, gravity }
    this.anchors.add(anchor)
    return anchor
  }

  span(from: ParagraphNode, start: number, to: ParagraphNode, end: number): Span {
    return { start: this.anchor(from, start, 'left'), end: this.anchor(to, end, 'right') }
  }

  copySpan(span: Span): Span {
    return this.span(span.start.paragraph, span.start.offset, span.end.paragraph, span.end.offset)
  }

  release(span: Span): void {
    this.anchors.delete(span.start)
    this.anchors.delete(span.end)
  }

  indexOf(paragraph: ParagraphNode): number {
    const index = this.paragraphs.indexOf(paragraph)
    if (index < 0) throw new FakeModelError('ItemNotFound', 'The paragraph is no longer in the document.')
    return index
  }

  textOf(paragraph: ParagraphNode): string {
    return textOfRuns(paragraph.runs)
  }

  /** The paragraphs a span touches, each with the offsets it covers. */
  pieces(span: Span): Array<{ paragraph: ParagraphNode; start: number; end: number }> {
    const first = this.indexOf(span.start.paragraph)
    const last = this.indexOf(span.end.paragraph)
    const pieces: Array<{ paragraph: ParagraphNode; start: number; end: number }> = []
    for (let index = first; index <= last; index++) {
      const paragraph = this.paragraphs[index]
      if (!paragraph) continue
      const start = index === first ? span.start.offset : 0
      const end = index === last ? span.end.offset : this.textOf(paragraph).length
      pieces.push({ paragraph, start, end })
    }
    return pieces
  }

  /** Word joins a range's paragraphs with a carriage return (its paragraph mark). */
  spanText(span: Span, include: (run: Run) => boolean = () => true): string {
    return this.pieces(span)
      .map((piece) => this.runsIn(piece.paragraph, piece.start, piece.end).filter(include).map((run) => run.text).join(''))
      .join('\r')
  }

  /** Copies of the runs (or parts of runs) between two offsets of a paragraph. */
  runsIn(paragraph: ParagraphNode, start: number, end: number): Run[] {
    const out: Run[] = []
    let at = 0
    for (const run of paragraph.runs) {
      const from = Math.max(start, at)
      const to = Math.min(end, at + run.text.length)
      if (from < to) out.push({ ...run, text: run.text.slice(from - at, to - at) })
      at += run.text.length
    }
    return out
  }

  /** Splits runs so that `offset` falls on a run boundary; returns the index of the run starting there. */
  private splitAt(paragraph: ParagraphNode, offset: number): number {
    let at = 0
    for (let index = 0; index < paragraph.runs.length; index++) {
      const run = paragraph.runs[index]
      if (!run) continue
      if (offset === at) return index
      if (offset < at + run.text.length) {
        paragraph.runs.splice(index, 1, { ...run, text: run.text.slice(0, offset - at) }, { ...run, text: run.text.slice(offset - at) })
        return index + 1
      }
      at += run.text.length
    }
    return paragraph.runs.length
  }

  private merge(paragraph: ParagraphNode): void {
    const merged: Run[] = []
    for (const run of paragraph.runs) {
      if (run.text.length === 0) continue
      const previous = merged[merged.length - 1]
      if (previous && sameFormat(previous, run)) previous.text += run.text
      else merged.push({ ...run })
    }
    paragraph.runs = merged
  }

  /** Applies `change` to every run (part) in the span. */
  format(span: Span, change: (run: Run) => void): void {
    for (const piece of this.pieces(span)) {
      const from = this.splitAt(piece.paragraph, piece.start)
      const to = this.splitAt(piece.paragraph, piece.end)
      for (const run of piece.paragraph.runs.slice(from, to)) change(run)
      this.merge(piece.paragraph)
    }
  }

  /** A formatting value over a span: the one value every character has, '' when they differ (Word's "mixed"). */
  formatOf<T>(span: Span, read: (run: Run) => T): T | '' {
    const runs = this.pieces(span).flatMap((piece) => this.runsIn(piece.paragraph, piece.start, piece.end))
    if (runs.length === 0) {
      // A collapsed range reports the formatting at the insertion point: the character before it.
      const { paragraph, offset } = span.start
      const before = this.runsIn(paragraph, Math.max(0, offset - 1), offset)[0] ?? paragraph.runs[0] ?? plainRun('')
      return read(before)
    }
    const values = new Set(runs.map(read))
    const [only] = values
    return values.size === 1 && only !== undefined ? only : ''
  }

  /** Inserts runs at an offset, moving every anchor after it (and right-gravity anchors at it). */
  insertRuns(paragraph: ParagraphNode, offset: number, runs: readonly Run[]): number {
    const length = textOfRuns(runs).length
    const index = this.splitAt(paragraph, offset)
    paragraph.runs.splice(index, 0, ...runs.map((run) => ({ ...run })))
    this.merge(paragraph)
    for (const anchor of this.anchors) {
      if (anchor.paragraph === paragraph && (anchor.offset > offset || (anchor.offset === offset && anchor.gravity === 'right'))) anchor.offset += length
    }
    return length
  }

  /** Removes the text between two offsets of a paragraph for good (not a tracked deletion). */
  private removeText(paragraph: ParagraphNode, start: number, end: number): void {
    const from = this.splitAt(paragraph, start)
    const to = this.splitAt(paragraph, end)
    paragraph.runs.splice(from, to - from)
    this.merge(paragraph)
    for (const anchor of this.anchors) {
      if (anchor.paragraph !== paragraph) continue
      if (anchor.offset >= end) anchor.offset -= end - start
      else if (anchor.offset > start) anchor.offset = start
    }
  }

  /** Moves the paragraphs after `first` up to `last` into `first` (their marks deleted), keeping anchors on their text. */
  private joinParagraphs(first: ParagraphNode, last: ParagraphNode): void {
    const from = this.indexOf(first)
    const to = this.indexOf(last)
    for (const paragraph of this.paragraphs.slice(from + 1, to + 1)) {
      const base = this.textOf(first).length
      first.runs.push(...paragraph.runs)
      for (const anchor of this.anchors) {
        if (anchor.paragraph === paragraph) {
          anchor.paragraph = first
          anchor.offset += base
        }
      }
    }
    this.paragraphs.splice(from + 1, to - from)
    this.merge(first)
  }

  /**
   * Deletes a span. Tracked: text becomes a deletion by the author (the author's own tracked
   * insertions simply disappear, as in Word); paragraph marks are kept. Untracked: the text goes,
   * and paragraphs the span crosses are joined.
   */
  deleteSpan(span: Span, tracked: boolean): void {
    const pieces = this.pieces(span)
    if (tracked) {
      for (const piece of [...pieces].reverse()) {
        let offset = piece.start
        for (const run of this.runsIn(piece.paragraph, piece.start, piece.end)) {
          const end = offset + run.text.length
          if (run.revision?.type === 'insertion' && run.revision.author === this.author) {
            this.removeText(piece.paragraph, offset, end)
            continue
          }
          if (run.revision?.type !== 'deletion') {
            this.format(this.span(piece.paragraph, offset, piece.paragraph, end), (r) => {
              r.revision = { type: 'deletion', author: this.author }
            })
          }
          offset = end
        }
      }
      return
    }
    for (const piece of [...pieces].reverse()) this.removeText(piece.paragraph, piece.start, piece.end)
    const first = pieces[0]
    const last = pieces[pieces.length - 1]
    if (first && last && first.paragraph !== last.paragraph) this.joinParagraphs(first.paragraph, last.paragraph)
  }

  /**
   * Inserts blocks at a position, as pasting does: the first block's runs join the paragraph at
   * the position, later blocks become paragraphs of their own, and the text that followed the
   * position ends the last one. Returns the span of what was inserted.
   */
  insertBlocks(at: Anchor, blocks: readonly Block[], tracked: boolean): Span {
    const revision: Revision | null = tracked ? { type: 'insertion', author: this.author } : null
    const toRuns = (block: Block) => block.runs.filter((run) => run.text.length > 0).map((run) => plainRun(run.text, { bold: run.bold, italic: run.italic, highlight: run.highlight ?? null, revision }))
    const paragraph = at.paragraph
    const offset = at.offset
    const [first, ...rest] = blocks
    if (!first) return this.span(paragraph, offset, paragraph, offset)
    if (rest.length === 0) {
      const length = this.insertRuns(paragraph, offset, toRuns(first))
      return this.span(paragraph, offset, paragraph, offset + length)
    }
    // Split the paragraph at the position: the tail moves to the last new paragraph.
    const tail = this.runsIn(paragraph, offset, this.textOf(paragraph).length)
    const movedAnchors = [...this.anchors].filter((a) => a.paragraph === paragraph && (a.offset > offset || (a.offset === offset && a.gravity === 'right')))
    this.removeTextKeepingAnchors(paragraph, offset)
    const startOffset = offset
    this.insertRunsRaw(paragraph, toRuns(first))
    if (first.list && offset === 0) paragraph.list = first.list
    const created = rest.map((block) => this.newParagraph(block, revision))
    const last = created[created.length - 1] ?? paragraph
    const lastLength = this.textOf(last).length
    last.runs.push(...tail)
    this.merge(last)
    for (const anchor of movedAnchors) {
      anchor.paragraph = last
      anchor.offset = anchor.offset - offset + lastLength
    }
    this.paragraphs.splice(this.indexOf(paragraph) + 1, 0, ...created)
    return this.span(paragraph, startOffset, last, lastLength)
  }

  /** Cuts the text after `offset` without moving anchors (the caller re-homes them). */
  private removeTextKeepingAnchors(paragraph: ParagraphNode, offset: number): void {
    const index = this.splitAt(paragraph, offset)
    paragraph.runs.splice(index)
  }

  private insertRunsRaw(paragraph: ParagraphNode, runs: readonly Run[]): void {
    paragraph.runs.push(...runs.map((run) => ({ ...run })))
    this.merge(paragraph)
  }

  /** A new paragraph before or after an existing one. */
  insertParagraph(next: ParagraphNode, block: Block, where: 'Before' | 'After', tracked: boolean): ParagraphNode {
    const paragraph = this.newParagraph(block, tracked ? { type: 'insertion', author: this.author } : null)
    const index = this.indexOf(next)
    this.paragraphs.splice(where === 'Before' ? index : index + 1, 0, paragraph)
    return paragraph
  }

  addComment(span: Span, text: string): CommentNode {
    const comment = { id: `comment-${this.nextCommentId++}`, author: this.author, text, span: this.copySpan(span) }
    this.comments.push(comment)
    return comment
  }

  get isTracking(): boolean {
    return this.changeTrackingMode !== 'Off'
  }
}

/** An error as Office reports it: a code (`PropertyNotLoaded`, `ItemNotFound`, …) and a message. */
export class FakeModelError extends Error {
  override readonly name = 'RichApi.Error'
  readonly debugInfo: { code: string; message: string }
  constructor(
    readonly code: string,
    message: string
  ) {
    super(message)
    this.debugInfo = { code, message }
  }
}
