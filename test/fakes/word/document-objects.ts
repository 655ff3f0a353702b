import type {
  ChangeTrackingMode,
  InsertAt,
  WordApplication,
  WordBody,
  WordDocument,
  WordDocumentCreated,
  WordListItem,
  WordParagraph,
  WordParagraphCollection,
  WordSearchOptions
} from '../../../renderer/src/addin/word/word-api'
import { FakeClientObject, FakeClientResult, notLoaded, Ref, type FakeRequestContext, type Scalar } from './client'
import { htmlToBlocks, textToBlocks } from './html'
import { FakeModelError, type DocumentModel, type ParagraphNode, type Span } from './model'
import { FakeFont, FakeRange, insertAt, itemPaths, rangeCollection, searchSpan, selectSpan, styleAt, styled, type FakeRangeCollection } from './range-objects'

const wholeParagraph = (model: DocumentModel, paragraph: ParagraphNode): Span => model.span(paragraph, 0, paragraph, model.textOf(paragraph).length)

/** What Word shows before a list item: "1.", "2." … for numbered lists (counted per level), "•" for bullets. */
export function listString(model: DocumentModel, paragraph: ParagraphNode): string | null {
  const list = paragraph.list
  if (!list) return null
  if (list.kind === 'bullet') return '•'
  let number = 0
  for (let index = model.indexOf(paragraph); index >= 0; index--) {
    const other = model.paragraphs[index]?.list
    if (!other || other.level < list.level) break
    if (other.level === list.level && other.kind === list.kind) number++
  }
  return `${number}.`
}

export class FakeListItem extends FakeClientObject<ParagraphNode | null> implements WordListItem {
  readonly kind = 'ListItem'
  protected readonly scalars: Record<string, Scalar<ParagraphNode | null>> = {
    listString: { read: (paragraph) => (paragraph ? listString(this.model, paragraph) : null), requires: 1.3 },
    level: { read: (paragraph) => paragraph?.list?.level ?? null, requires: 1.3 }
  }
  constructor(
    context: FakeRequestContext,
    ref: Ref<ParagraphNode | null>,
    private readonly model: DocumentModel,
    owner: FakeClientObject
  ) {
    super(context, ref, owner)
  }
  /** Set by the sync that loads anything of this object, as Office's *OrNullObject objects are. */
  get isNullObject(): boolean {
    if (!this.values.has('listString') && !this.values.has('level')) throw notLoaded('isNullObject')
    return this.ref.get() === null
  }
  get listString(): string {
    return String(this.read('listString'))
  }
}

export class FakeParagraph extends FakeClientObject<ParagraphNode> implements WordParagraph {
  readonly kind = 'Paragraph'
  private fontProxy: FakeFont | null = null
  private listItemProxy: FakeListItem | null = null
  protected readonly scalars: Record<string, Scalar<ParagraphNode>> = {
    text: { read: (paragraph) => this.model.textOf(paragraph) },
    isListItem: { read: (paragraph) => paragraph.list !== null, requires: 1.3 }
  }
  constructor(
    context: FakeRequestContext,
    ref: Ref<ParagraphNode>,
    private readonly model: DocumentModel
  ) {
    super(context, ref)
  }
  get text(): string {
    return String(this.read('text'))
  }
  get isListItem(): boolean {
    return this.read('isListItem') === true
  }
  get font(): FakeFont {
    this.fontProxy ??= new FakeFont(this.context, new Ref(() => () => wholeParagraph(this.model, this.ref.get())), this.model, this)
    return this.fontProxy
  }
  get listItemOrNullObject(): FakeListItem {
    this.listItemProxy ??= new FakeListItem(this.context, new Ref(() => (this.ref.get().list ? this.ref.get() : null)), this.model, this)
    return this.listItemProxy
  }
  protected override navigation(name: string): FakeClientObject | null {
    if (name === 'font') return this.font
    if (name === 'listItemOrNullObject') return this.listItemOrNullObject
    return null
  }
  getRange(rangeLocation: 'Whole' | 'Start' | 'End' | 'After' | 'Content' = 'Whole'): FakeRange {
    let span: Span | null = null
    this.queue(rangeLocation === 'After' ? 1.3 : 1.1, 'getRange', (paragraph) => {
      const length = this.model.textOf(paragraph).length
      if (rangeLocation === 'After') {
        const next = this.model.paragraphs[this.model.indexOf(paragraph) + 1]
        span = next ? this.model.span(next, 0, next, 0) : this.model.span(paragraph, length, paragraph, length)
      } else {
        const start = rangeLocation === 'End' ? length : 0
        const end = rangeLocation === 'Start' ? 0 : length
        span = this.model.span(paragraph, start, paragraph, end)
      }
    })
    return new FakeRange(this.context, new Ref(() => resolved(span, 'getRange')), this.model)
  }
  getReviewedText(changeTrackingVersion: 'Original' | 'Current' = 'Current'): FakeClientResult<string> {
    const result = new FakeClientResult<string>()
    this.queue(1.4, 'getReviewedText', (paragraph) => {
      const exclude = changeTrackingVersion === 'Current' ? 'deletion' : 'insertion'
      result.settle(this.model.spanText(wholeParagraph(this.model, paragraph), (run) => run.revision?.type !== exclude))
    })
    return result
  }
  select(selectionMode: 'Select' | 'Start' | 'End' = 'Select'): void {
    this.queue(1.1, 'select', (paragraph) => selectSpan(this.model, wholeParagraph(this.model, paragraph), selectionMode))
  }
  search(searchText: string, searchOptions: WordSearchOptions = {}): FakeRangeCollection {
    return rangeCollection(this.context, this.model, () => searchSpan(this.model, wholeParagraph(this.model, this.ref.get()), searchText, searchOptions), (run) => this.queue(1.1, 'search', run))
  }
  insertText(text: string, insertLocation: InsertAt): FakeRange {
    return this.inserted('insertText', (span) => insertAt(this.model, span, styled(textToBlocks(text), styleAt(this.model, span)), insertLocation))
  }
  insertHtml(html: string, insertLocation: InsertAt): FakeRange {
    return this.inserted('insertHtml', (span) => insertAt(this.model, span, htmlToBlocks(html), insertLocation))
  }
  insertParagraph(paragraphText: string, insertLocation: 'Before' | 'After'): FakeParagraph {
    let made: ParagraphNode | null = null
    this.queue(1.1, 'insertParagraph', (paragraph) => {
      const [block] = textToBlocks(paragraphText)
      made = this.model.insertParagraph(paragraph, block ?? { runs: [], list: null }, insertLocation, this.model.isTracking)
    })
    return new FakeParagraph(this.context, new Ref(() => resolved(made, 'insertParagraph')), this.model)
  }
  private inserted(what: string, insert: (span: Span) => Span): FakeRange {
    let made: Span | null = null
    this.queue(1.1, what, (paragraph) => (made = insert(wholeParagraph(this.model, paragraph))))
    return new FakeRange(this.context, new Ref(() => resolved(made, what)), this.model)
  }
}

function resolved<T>(value: T | null, what: string): T {
  if (value === null) throw new FakeModelError('GeneralException', `${what} did not run before its result was used.`)
  return value
}

export class FakeParagraphCollection extends FakeClientObject<ParagraphNode[]> implements WordParagraphCollection {
  readonly kind = 'ParagraphCollection'
  protected readonly scalars: Record<string, Scalar<ParagraphNode[]>> = {}
  private members: FakeParagraph[] | null = null
  constructor(
    context: FakeRequestContext,
    ref: Ref<ParagraphNode[]>,
    private readonly model: DocumentModel,
    owner: FakeClientObject
  ) {
    super(context, ref, owner)
  }
  get items(): FakeParagraph[] {
    if (!this.members) throw notLoaded('items')
    return this.members
  }
  override load(what?: string | string[]): this {
    const paths = itemPaths(what)
    this.queue(1.1, 'load(items)', () => {
      // The collection is the body's paragraphs as they are when the load runs.
      this.members = this.model.paragraphs.map((paragraph) => new FakeParagraph(this.context, Ref.of(paragraph), this.model))
      for (const member of this.members) member.loadNow(paths)
    })
    return this
  }
}

export class FakeBody extends FakeClientObject<DocumentModel> implements WordBody {
  readonly kind = 'Body'
  private paragraphsProxy: FakeParagraphCollection | null = null
  protected readonly scalars: Record<string, Scalar<DocumentModel>> = {
    text: { read: (model) => model.paragraphs.map((p) => model.textOf(p)).join('\r') }
  }
  get paragraphs(): FakeParagraphCollection {
    this.paragraphsProxy ??= new FakeParagraphCollection(this.context, new Ref(() => this.ref.get().paragraphs), this.ref.get(), this)
    return this.paragraphsProxy
  }
  get text(): string {
    return String(this.read('text'))
  }
}

export class FakeDocument extends FakeClientObject<DocumentModel> implements WordDocument {
  readonly kind = 'Document'
  private bodyProxy: FakeBody | null = null
  protected readonly scalars: Record<string, Scalar<DocumentModel>> = {
    changeTrackingMode: { read: (model) => model.changeTrackingMode, requires: 1.4 }
  }
  get body(): FakeBody {
    this.bodyProxy ??= new FakeBody(this.context, this.ref, this)
    return this.bodyProxy
  }
  get changeTrackingMode(): ChangeTrackingMode {
    const value = this.read('changeTrackingMode')
    if (value === 'Off' || value === 'TrackAll' || value === 'TrackMineOnly') return value
    throw new FakeModelError('GeneralException', `Unexpected change tracking mode ${String(value)}`)
  }
  set changeTrackingMode(value: ChangeTrackingMode) {
    this.write('changeTrackingMode', value, 1.4, (model) => {
      if (value !== 'Off' && value !== 'TrackAll' && value !== 'TrackMineOnly') throw new FakeModelError('InvalidArgument', `'${String(value)}' is not a change tracking mode.`)
      model.changeTrackingMode = value
    })
  }
  getSelection(): FakeRange {
    let span: Span | null = null
    this.queue(1.1, 'getSelection', (model) => (span = model.copySpan(model.selection)))
    return new FakeRange(this.context, new Ref(() => resolved(span, 'getSelection')), this.ref.get())
  }
  get settings(): FakeSettingCollection {
    return new FakeSettingCollection(this.context, this.ref, this)
  }
}

/** Word.SettingCollection (WordApi 1.4): the add-in's settings saved in the document. */
export class FakeSettingCollection extends FakeClientObject<DocumentModel> {
  readonly kind = 'SettingCollection'
  protected readonly scalars: Record<string, Scalar<DocumentModel>> = {}
  add(key: string, value: unknown): FakeSetting {
    this.queue(1.4, 'add', (model) => model.settings.set(key, structuredClone(value)))
    return new FakeSetting(this.context, new Ref(() => ({ model: this.ref.get(), key })))
  }
  getItemOrNullObject(key: string): FakeSetting {
    return new FakeSetting(this.context, new Ref(() => ({ model: this.ref.get(), key })))
  }
  deleteAll(): void {
    this.queue(1.4, 'deleteAll', (model) => model.settings.clear())
  }
}

export class FakeSetting extends FakeClientObject<{ model: DocumentModel; key: string }> {
  readonly kind = 'Setting'
  protected readonly scalars: Record<string, Scalar<{ model: DocumentModel; key: string }>> = {
    key: { read: (setting) => setting.key, requires: 1.4 },
    value: { read: (setting) => (setting.model.settings.has(setting.key) ? structuredClone(setting.model.settings.get(setting.key)) : null), requires: 1.4 }
  }
  get isNullObject(): boolean {
    if (!this.values.has('value') && !this.values.has('key')) throw notLoaded('isNullObject')
    const { model, key } = this.ref.get()
    return !model.settings.has(key)
  }
  get value(): unknown {
    return this.read('value')
  }
  delete(): void {
    this.queue(1.4, 'delete', (setting) => setting.model.settings.delete(setting.key))
  }
}

export class FakeDocumentCreated extends FakeClientObject<string | undefined> implements WordDocumentCreated {
  readonly kind = 'DocumentCreated'
  protected readonly scalars: Record<string, Scalar<string | undefined>> = {}
  constructor(
    context: FakeRequestContext,
    ref: Ref<string | undefined>,
    private readonly model: DocumentModel
  ) {
    super(context, ref)
  }
  open(): void {
    this.queue(1.3, 'open', (base64) => this.model.openedDocuments.push(base64 ?? ''))
  }
}

export class FakeApplication extends FakeClientObject<DocumentModel> implements WordApplication {
  readonly kind = 'Application'
  protected readonly scalars: Record<string, Scalar<DocumentModel>> = {}
  createDocument(base64File?: string): FakeDocumentCreated {
    this.queue(1.3, 'createDocument', () => {
      // Word refuses what is not a Word file; a .docx is a zip, which starts "PK" (base64 "UEs").
      if (base64File !== undefined && !/^UEs[A-Za-z0-9+/]*={0,2}$/.test(base64File)) {
        throw new FakeModelError('InvalidArgument', 'The base64 text is not a Word document.')
      }
    })
    return new FakeDocumentCreated(this.context, Ref.of(base64File), this.ref.get())
  }
}
