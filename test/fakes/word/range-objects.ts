import type { InsertAt, WordComment, WordFont, WordRange, WordRangeCollection, WordSearchOptions } from '../../../renderer/src/addin/word/word-api'
import { FakeClientObject, Ref, type FakeRequestContext, type Scalar } from './client'
import { htmlToBlocks, textToBlocks } from './html'
import { FakeModelError, type Block, type CommentNode, type DocumentModel, type Run, type Span } from './model'
import { findAll } from './search'

/** Word's highlight palette by name; any other '#RRGGBB' is kept as given. */
const HIGHLIGHT_NAMES: Record<string, string> = {
  yellow: '#FFFF00',
  brightgreen: '#00FF00',
  turquoise: '#00FFFF',
  pink: '#FF00FF',
  blue: '#0000FF',
  red: '#FF0000',
  darkblue: '#000080',
  teal: '#008080',
  green: '#008000',
  violet: '#800080',
  darkred: '#800000',
  darkyellow: '#808000',
  gray50: '#808080',
  gray25: '#C0C0C0',
  black: '#000000',
  white: '#FFFFFF'
}

export function normalizeHighlight(value: unknown): string | null {
  if (value === null) return null
  if (typeof value === 'string') {
    if (/^#[0-9a-f]{6}$/i.test(value)) return value.toUpperCase()
    const named = HIGHLIGHT_NAMES[value.toLowerCase()]
    if (named) return named
  }
  throw new FakeModelError('InvalidArgument', `'${String(value)}' is not a highlight colour: give '#RRGGBB', a highlight colour name, or null.`)
}

export type SpanSource = () => Span

/** Word.Font over whatever span its owner covers when the command runs. */
export class FakeFont extends FakeClientObject<SpanSource> implements WordFont {
  readonly kind = 'Font'
  protected readonly scalars: Record<string, Scalar<SpanSource>> = {
    highlightColor: { read: (span) => this.model.formatOf(span(), (run) => run.highlight) },
    // Word reads null, not a boolean, where the text is partly bold.
    bold: { read: (span) => nullIfMixed(this.model.formatOf(span(), (run) => run.bold)) },
    italic: { read: (span) => nullIfMixed(this.model.formatOf(span(), (run) => run.italic)) }
  }
  constructor(
    context: FakeRequestContext,
    ref: Ref<SpanSource>,
    private readonly model: DocumentModel,
    owner: FakeClientObject
  ) {
    super(context, ref, owner)
  }
  get highlightColor(): string | null {
    const value = this.read('highlightColor')
    return typeof value === 'string' || value === null ? value : null
  }
  set highlightColor(value: string | null) {
    this.write('highlightColor', value, 1.1, (span) => {
      const color = normalizeHighlight(value)
      this.model.format(span(), (run) => (run.highlight = color))
    })
  }
  get bold(): boolean {
    return this.read('bold') === true
  }
  set bold(value: boolean) {
    this.write('bold', value, 1.1, (span) => this.model.format(span(), (run) => (run.bold = value)))
  }
  get italic(): boolean {
    return this.read('italic') === true
  }
  set italic(value: boolean) {
    this.write('italic', value, 1.1, (span) => this.model.format(span(), (run) => (run.italic = value)))
  }
}

const nullIfMixed = (value: boolean | '') => (value === '' ? null : value)

export class FakeComment extends FakeClientObject<CommentNode> implements WordComment {
  readonly kind = 'Comment'
  protected readonly scalars: Record<string, Scalar<CommentNode>> = {
    id: { read: (comment) => comment.id, requires: 1.4 },
    content: { read: (comment) => comment.text, requires: 1.4 },
    authorName: { read: (comment) => comment.author, requires: 1.4 }
  }
  get id(): string {
    return String(this.read('id'))
  }
  get content(): string {
    return String(this.read('content'))
  }
  set content(value: string) {
    this.write('content', value, 1.4, (comment) => (comment.text = value))
  }
  get authorName(): string {
    return String(this.read('authorName'))
  }
}

/** The style text inserted with insertText takes: that of the character before the insertion point. */
export function styleAt(model: DocumentModel, span: Span): Pick<Run, 'bold' | 'italic' | 'highlight'> {
  const { paragraph, offset } = span.start
  const before = model.runsIn(paragraph, Math.max(0, offset - 1), Math.max(offset, 1))[0]
  return { bold: before?.bold ?? false, italic: before?.italic ?? false, highlight: before?.highlight ?? null }
}

export function styled(blocks: Block[], style: Pick<Run, 'bold' | 'italic' | 'highlight'>): Block[] {
  return blocks.map((block) => ({ ...block, runs: block.runs.map((run) => ({ ...run, ...style })) }))
}

/**
 * Inserts blocks relative to a span. Replace: tracked, the old text becomes a deletion and the
 * new text follows it (as typing over a selection does); untracked, the old text goes.
 */
export function insertAt(model: DocumentModel, span: Span, blocks: Block[], location: InsertAt | 'Before' | 'After'): Span {
  const tracked = model.isTracking
  if (location === 'Replace') {
    model.deleteSpan(span, tracked)
    return model.insertBlocks(tracked ? span.end : span.start, blocks, tracked)
  }
  const at = location === 'Start' || location === 'Before' ? span.start : span.end
  const endBefore = { paragraph: span.end.paragraph, offset: span.end.offset }
  const inserted = model.insertBlocks(model.anchor(at.paragraph, at.offset, location === 'Before' ? 'left' : 'right'), blocks, tracked)
  // Before/After put the new content outside the range: the range keeps covering what it covered.
  if (location === 'Before') Object.assign(span.start, { paragraph: inserted.end.paragraph, offset: inserted.end.offset })
  if (location === 'After') Object.assign(span.end, endBefore)
  return inserted
}

export class FakeRange extends FakeClientObject<Span> implements WordRange {
  readonly kind = 'Range'
  private fontProxy: FakeFont | null = null
  protected readonly scalars: Record<string, Scalar<Span>> = {
    text: { read: (span) => this.model.spanText(span) },
    isEmpty: { read: (span) => span.start.paragraph === span.end.paragraph && span.start.offset === span.end.offset, requires: 1.3 }
  }
  constructor(
    context: FakeRequestContext,
    ref: Ref<Span>,
    private readonly model: DocumentModel
  ) {
    super(context, ref)
  }
  get text(): string {
    return String(this.read('text'))
  }
  get isEmpty(): boolean {
    return this.read('isEmpty') === true
  }
  get font(): FakeFont {
    this.fontProxy ??= new FakeFont(this.context, new Ref(() => () => this.ref.get()), this.model, this)
    return this.fontProxy
  }
  protected override navigation(name: string): FakeClientObject | null {
    return name === 'font' ? this.font : null
  }
  select(selectionMode: 'Select' | 'Start' | 'End' = 'Select'): void {
    this.queue(1.1, 'select', (span) => selectSpan(this.model, span, selectionMode))
  }
  search(searchText: string, searchOptions: WordSearchOptions = {}): FakeRangeCollection {
    return rangeCollection(this.context, this.model, () => searchSpan(this.model, this.ref.get(), searchText, searchOptions), (run) => this.queue(1.1, 'search', run))
  }
  insertText(text: string, insertLocation: InsertAt | 'Before' | 'After'): FakeRange {
    return this.inserted('insertText', 1.1, (span) => insertAt(this.model, span, styled(textToBlocks(text), styleAt(this.model, span)), insertLocation))
  }
  insertHtml(html: string, insertLocation: InsertAt | 'Before' | 'After'): FakeRange {
    return this.inserted('insertHtml', 1.1, (span) => insertAt(this.model, span, htmlToBlocks(html), insertLocation))
  }
  insertComment(commentText: string): FakeComment {
    let comment: CommentNode | null = null
    this.queue(1.4, 'insertComment', (span) => (comment = this.model.addComment(span, commentText)))
    return new FakeComment(
      this.context,
      new Ref(() => {
        if (!comment) throw new FakeModelError('GeneralException', 'The comment was not made.')
        return comment
      })
    )
  }
  private inserted(what: string, requires: number, insert: (span: Span) => Span): FakeRange {
    let made: Span | null = null
    this.queue(requires, what, (span) => (made = insert(span)))
    return new FakeRange(
      this.context,
      new Ref(() => {
        if (!made) throw new FakeModelError('GeneralException', `${what} did not insert anything.`)
        return made
      }),
      this.model
    )
  }
  override track(): this {
    return super.track()
  }
  override untrack(): this {
    return super.untrack()
  }
}

export function selectSpan(model: DocumentModel, span: Span, mode: 'Select' | 'Start' | 'End'): void {
  const from = mode === 'End' ? span.end : span.start
  const to = mode === 'Start' ? span.start : span.end
  model.release(model.selection)
  model.selection = model.span(from.paragraph, from.offset, to.paragraph, to.offset)
}

/** Word's search within a span, paragraph by paragraph. */
export function searchSpan(model: DocumentModel, span: Span, searchText: string, options: WordSearchOptions): Span[] {
  return model.pieces(span).flatMap((piece) => {
    const text = model.textOf(piece.paragraph).slice(piece.start, piece.end)
    return findAll(text, searchText, options).map(([start, end]) => model.span(piece.paragraph, piece.start + start, piece.paragraph, piece.start + end))
  })
}

export class FakeRangeCollection extends FakeClientObject<Span[]> implements WordRangeCollection {
  readonly kind = 'RangeCollection'
  protected readonly scalars: Record<string, Scalar<Span[]>> = {}
  private members: FakeRange[] | null = null
  constructor(
    context: FakeRequestContext,
    ref: Ref<Span[]>,
    private readonly model: DocumentModel
  ) {
    super(context, ref)
  }
  get items(): FakeRange[] {
    if (!this.members) throw new FakeModelError('PropertyNotLoaded', `The property 'items' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`)
    return this.members
  }
  override load(what?: string | string[]): this {
    const paths = itemPaths(what)
    this.queue(1.1, 'load(items)', (spans) => {
      this.members = spans.map((span) => new FakeRange(this.context, Ref.of(span), this.model))
      for (const member of this.members) member.loadNow(paths)
    })
    return this
  }
}

/** A collection's load paths as its items see them: 'items/text' and 'text' both load each item's text. */
export function itemPaths(what: string | string[] | undefined): string[] {
  if (what === undefined) return []
  const list = (Array.isArray(what) ? what : [what]).flatMap((text) => text.split(',')).map((part) => part.trim()).filter(Boolean)
  return list.map((path) => (path.startsWith('items/') ? path.slice('items/'.length) : path)).filter((path) => path !== 'items')
}

function rangeCollection(context: FakeRequestContext, model: DocumentModel, find: () => Span[], enqueue: (run: () => void) => void): FakeRangeCollection {
  let found: Span[] | null = null
  enqueue(() => (found = find()))
  return new FakeRangeCollection(
    context,
    new Ref(() => {
      if (!found) throw new FakeModelError('GeneralException', 'The search did not run.')
      return found
    }),
    model
  )
}

export { rangeCollection }
