/// <reference types="office-js" />

/**
 * The part of Word's JavaScript API the pane uses, member for member as @types/office-js
 * declares it. The pane's Word operations are written against these interfaces, so they run on
 * Word itself and on the fake Word model the tests use; the assertions at the end of this file
 * make the compiler prove that Word's real types satisfy every one of them.
 *
 * Requirement sets (Office.context.requirements.isSetSupported('WordApi', v)):
 * 1.1 body, paragraphs, text, search, insertText/insertHtml/insertParagraph, getSelection,
 *     select, font.highlightColor; 1.3 listItemOrNullObject, application.createDocument;
 * 1.4 changeTrackingMode, getReviewedText, insertComment, document.settings.
 */

export type LoadArgument = string | string[]
export type InsertAt = 'Replace' | 'Start' | 'End'
export type ChangeTrackingMode = 'Off' | 'TrackAll' | 'TrackMineOnly'

export interface WordSearchOptions {
  matchCase?: boolean
  matchWholeWord?: boolean
  matchPrefix?: boolean
  matchSuffix?: boolean
  matchWildcards?: boolean
}

export interface WordClientResult<T> {
  readonly value: T
}

export interface WordFont {
  /** '#RRGGBB' or a highlight colour name to set; reads '#RRGGBB', null for none, '' when mixed. */
  highlightColor: string | null
  bold: boolean
  italic: boolean
  load(propertyNames?: LoadArgument): WordFont
}

export interface WordComment {
  readonly id: string
  content: string
  load(propertyNames?: LoadArgument): WordComment
}

export interface WordRange {
  readonly text: string
  readonly font: WordFont
  load(propertyNames?: LoadArgument): WordRange
  select(selectionMode?: 'Select' | 'Start' | 'End'): void
  search(searchText: string, searchOptions?: WordSearchOptions): WordRangeCollection
  insertText(text: string, insertLocation: InsertAt | 'Before' | 'After'): WordRange
  insertHtml(html: string, insertLocation: InsertAt | 'Before' | 'After'): WordRange
  insertComment(commentText: string): WordComment
  track(): WordRange
  untrack(): WordRange
}

export interface WordRangeCollection {
  readonly items: WordRange[]
  load(propertyNames?: LoadArgument): WordRangeCollection
}

export interface WordListItem {
  readonly isNullObject: boolean
  readonly listString: string
  load(propertyNames?: LoadArgument): WordListItem
}

export interface WordParagraph {
  readonly text: string
  readonly isListItem: boolean
  readonly font: WordFont
  readonly listItemOrNullObject: WordListItem
  load(propertyNames?: LoadArgument): WordParagraph
  getRange(rangeLocation?: 'Whole' | 'Start' | 'End' | 'After' | 'Content'): WordRange
  getReviewedText(changeTrackingVersion?: 'Original' | 'Current'): WordClientResult<string>
  select(selectionMode?: 'Select' | 'Start' | 'End'): void
  search(searchText: string, searchOptions?: WordSearchOptions): WordRangeCollection
  insertText(text: string, insertLocation: InsertAt): WordRange
  insertHtml(html: string, insertLocation: InsertAt): WordRange
  insertParagraph(paragraphText: string, insertLocation: 'Before' | 'After'): WordParagraph
}

export interface WordParagraphCollection {
  readonly items: WordParagraph[]
  load(propertyNames?: LoadArgument): WordParagraphCollection
}

export interface WordBody {
  readonly paragraphs: WordParagraphCollection
}

export interface WordDocument {
  readonly body: WordBody
  changeTrackingMode: ChangeTrackingMode
  load(propertyNames?: LoadArgument): WordDocument
  getSelection(): WordRange
}

export interface WordDocumentCreated {
  open(): void
}

export interface WordApplication {
  createDocument(base64File?: string): WordDocumentCreated
}

export interface WordContext {
  readonly document: WordDocument
  readonly application: WordApplication
  sync(): Promise<void>
}

/** Office.context.document.settings: the add-in's settings saved in the document (every host). */
export interface OfficeSettings {
  get(name: string): unknown
  set(name: string, value: unknown): void
  remove(name: string): void
  saveAsync(callback?: (result: { status: unknown; error: { message: string } | null }) => void): void
}

export interface OfficeContextLike {
  readonly requirements: { isSetSupported(name: string, minVersion?: string): boolean }
  /** Set where Office partitions an add-in's storage (Word on the web, new Outlook); else absent. */
  readonly partitionKey?: string
  readonly document: { readonly settings: OfficeSettings }
}

/** The one Word host the pane talks to: Word.run and Office.context, or the fake's. */
export interface WordHost {
  run<T>(batch: (context: WordContext) => Promise<T>): Promise<T>
  /** Word.run over objects tracked in an earlier batch (their request context). */
  runWith<T>(objects: WordRange[], batch: (context: WordContext) => Promise<T>): Promise<T>
  readonly office: OfficeContextLike
}

// Compile-time proof that Word's own types satisfy every interface above.
type Satisfies<Real extends Narrow, Narrow> = [Real, Narrow]
export type WordApiConformance = [
  Satisfies<Word.Font, WordFont>,
  Satisfies<Word.Comment, WordComment>,
  Satisfies<Word.Range, WordRange>,
  Satisfies<Word.RangeCollection, WordRangeCollection>,
  Satisfies<Word.ListItem, WordListItem>,
  Satisfies<Word.Paragraph, WordParagraph>,
  Satisfies<Word.ParagraphCollection, WordParagraphCollection>,
  Satisfies<Word.Body, WordBody>,
  Satisfies<Word.Document, WordDocument>,
  Satisfies<Word.Application, WordApplication>,
  Satisfies<Word.RequestContext, WordContext>,
  Satisfies<Office.Settings, OfficeSettings>,
  Satisfies<Office.Context, OfficeContextLike>
]

/** The Word host of a page where Office.js has loaded. */
export function officeWordHost(): WordHost {
  return {
    run: (batch) => Word.run((context) => batch(context)),
    runWith: (objects, batch) => Word.run(objects.map(tracked), (context) => batch(context)),
    office: Office.context
  }
}

/** A range made by Word is one of Word's client objects; the narrow type only forgets that. */
function tracked(range: WordRange): OfficeExtension.ClientObject {
  if (range instanceof OfficeExtension.ClientObject) return range
  throw new TypeError('Word.run can only continue with ranges Word itself made')
}
