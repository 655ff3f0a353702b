import type { OfficeContextLike, OfficeSettings, WordContext, WordHost, WordRange } from '../../../renderer/src/addin/word/word-api'
import { FakeClientObject, FakeRequestContext, Ref, type FakeHost } from './client'
import { FakeApplication, FakeDocument } from './document-objects'
import { DocumentModel, FakeModelError, type Block, type ListInfo, type Run } from './model'

export { FakeModelError } from './model'

/**
 * A fake of Word and Office.js for the pane's tests: the Word JavaScript API's objects over a
 * document state the test can read back exactly (see ./model.ts and ./client.ts for the rules it
 * enforces). It runs under Node (jsdom for insertHtml) and in a browser page, where
 * `installFakeOffice` puts `Word`, `Office` and `OfficeExtension` on the window as Office.js does.
 */

export interface FakeParagraphSeed {
  text?: string
  runs?: Array<{ text: string } & Partial<Pick<Run, 'bold' | 'italic' | 'highlight'>>>
  list?: ListInfo
}

export interface FakeWordOptions {
  paragraphs: ReadonlyArray<string | FakeParagraphSeed>
  /** The highest WordApi requirement set the host supports (default 1.4). */
  wordApi?: '1.1' | '1.2' | '1.3' | '1.4' | '1.5' | '1.6' | '1.7' | '1.8' | '1.9'
  /** The name tracked changes and comments are attributed to. */
  author?: string
  /** Office.context.partitionKey: set on Word on the web, absent on Windows and Mac. */
  partitionKey?: string
  /** Settings already saved in the document. */
  settings?: Record<string, unknown>
  platform?: 'PC' | 'Mac' | 'OfficeOnline'
}

export interface RunSnapshot {
  text: string
  bold?: true
  italic?: true
  highlight?: string
  inserted?: string
  deleted?: string
}

export interface DocumentSnapshot {
  paragraphs: Array<{ runs: RunSnapshot[]; list?: string }>
  comments: Array<{ author: string; text: string; on: string }>
  changeTrackingMode: string
  settings: Record<string, unknown>
  selection: { text: string; from: [number, number]; to: [number, number] }
  openedDocuments: string[]
}

export interface FakeWord {
  readonly model: DocumentModel
  readonly host: FakeHost
  /** What Word.run gives the add-in, and `Word.run(objects, batch)` for tracked objects. */
  readonly Word: { run<T>(...args: unknown[]): Promise<T> }
  readonly Office: ReturnType<typeof fakeOffice>
  /** The same host the pane builds from Office.js (officeWordHost), over this fake. */
  readonly wordHost: WordHost
  /** Word.run batches that ended with commands still queued (the fake flushes them, as Word.run does). */
  readonly unsynced: { batches: number }
  snapshot(): DocumentSnapshot
  /** The lawyer clicks in the document: the cursor goes to `offset` of a paragraph (its end by default). */
  placeCursor(paragraph: number, offset?: number): void
}

function seedBlock(seed: string | FakeParagraphSeed): Block {
  if (typeof seed === 'string') return { runs: [{ text: seed, bold: false, italic: false }], list: null }
  const runs = seed.runs ?? [{ text: seed.text ?? '' }]
  return { runs: runs.map((run) => ({ text: run.text, bold: run.bold ?? false, italic: run.italic ?? false, highlight: run.highlight ?? null })), list: seed.list ?? null }
}

export function createFakeWord(options: FakeWordOptions): FakeWord {
  const model = new DocumentModel(options.paragraphs.map(seedBlock), options.author ?? 'Avery Lawyer')
  for (const [key, value] of Object.entries(options.settings ?? {})) model.settings.set(key, value)
  const host: FakeHost = { model, wordApi: Number(options.wordApi ?? '1.4'), syncs: 0 }
  const unsynced = { batches: 0 }

  const newContext = () => {
    const context = new FakeRequestContext(host)
    // The roots of a request context stay valid in every batch run on it.
    const document = new FakeDocument(context, Ref.of(model)).track()
    const application = new FakeApplication(context, Ref.of(model)).track()
    return Object.assign(context, { document, application })
  }

  async function run<T>(...args: unknown[]): Promise<T> {
    const batch = args[args.length - 1]
    if (typeof batch !== 'function') throw new FakeModelError('InvalidArgument', 'Word.run needs a batch function.')
    const objects = args.length > 1 ? [args[0]].flat() : []
    let context: FakeRequestContext & { document: FakeDocument; application: FakeApplication }
    const first = objects[0]
    if (first instanceof FakeClientObject) {
      if (!objects.every((object) => object instanceof FakeClientObject && object.context === first.context && object.tracked)) {
        throw new FakeModelError('InvalidObjectPath', 'Word.run(objects, …) takes objects of one request context that were tracked.')
      }
      const existing = contexts.get(first.context)
      if (!existing) throw new FakeModelError('InvalidRequestContext', 'That request context does not belong to this Word.')
      context = existing
      context.closed = false
    } else {
      context = newContext()
      contexts.set(context, context)
    }
    try {
      const result: T = await batch(context)
      if (context.pending > 0) {
        unsynced.batches += 1
        await context.sync()
      }
      return result
    } finally {
      context.batch += 1
      context.closed = true
    }
  }
  const contexts = new Map<FakeRequestContext, FakeRequestContext & { document: FakeDocument; application: FakeApplication }>()

  const office = fakeOffice(model, options)
  const wordHost: WordHost = {
    run: <T>(batch: (context: WordContext) => Promise<T>) => run<T>(batch),
    runWith: <T>(objects: WordRange[], batch: (context: WordContext) => Promise<T>) => run<T>(objects, batch),
    office: office.context
  }

  return {
    model,
    host,
    Word: { run },
    Office: office,
    wordHost,
    unsynced,
    snapshot: () => snapshotOf(model),
    placeCursor: (index, offset) => {
      const paragraph = model.paragraphs[index]
      if (!paragraph) throw new FakeModelError('ItemNotFound', `The document has no paragraph ${index}.`)
      const at = offset ?? model.textOf(paragraph).length
      model.release(model.selection)
      model.selection = model.span(paragraph, at, paragraph, at)
    }
  }
}

/** Office.context and Office.onReady as the pane uses them. */
function fakeOffice(model: DocumentModel, options: FakeWordOptions) {
  const wordApi = Number(options.wordApi ?? '1.4')
  // The common API's settings are a copy made when the add-in starts; saveAsync writes them back.
  const working = new Map(model.settings)
  const settings: OfficeSettings = {
    get: (name) => (working.has(name) ? structuredClone(working.get(name)) : null),
    set: (name, value) => void working.set(name, structuredClone(value)),
    remove: (name) => void working.delete(name),
    saveAsync: (callback) => {
      queueMicrotask(() => {
        model.settings.clear()
        for (const [key, value] of working) model.settings.set(key, structuredClone(value))
        callback?.({ status: 'succeeded', error: null })
      })
    }
  }
  const context: OfficeContextLike = {
    requirements: {
      isSetSupported: (name, minVersion) => name === 'WordApi' && Number(minVersion ?? '1.1') <= wordApi
    },
    ...(options.partitionKey === undefined ? {} : { partitionKey: options.partitionKey }),
    document: { settings }
  }
  const platform = options.platform ?? 'PC'
  return {
    context,
    HostType: { Word: 'Word' },
    onReady: (callback?: (info: { host: string; platform: string }) => void) => {
      const info = { host: 'Word', platform }
      callback?.(info)
      return Promise.resolve(info)
    }
  }
}

function runSnapshot(run: Run): RunSnapshot {
  const out: RunSnapshot = { text: run.text }
  if (run.bold) out.bold = true
  if (run.italic) out.italic = true
  if (run.highlight) out.highlight = run.highlight
  if (run.revision?.type === 'insertion') out.inserted = run.revision.author
  if (run.revision?.type === 'deletion') out.deleted = run.revision.author
  return out
}

export function snapshotOf(model: DocumentModel): DocumentSnapshot {
  const position = (anchor: { paragraph: { id: number }; offset: number }): [number, number] => [model.paragraphs.findIndex((p) => p.id === anchor.paragraph.id), anchor.offset]
  return {
    paragraphs: model.paragraphs.map((paragraph) => ({
      runs: paragraph.runs.map(runSnapshot),
      ...(paragraph.list ? { list: `${paragraph.list.kind}:${paragraph.list.level}` } : {})
    })),
    comments: model.comments.map((comment) => ({ author: comment.author, text: comment.text, on: model.spanText(comment.span) })),
    changeTrackingMode: model.changeTrackingMode,
    settings: Object.fromEntries(model.settings),
    selection: { text: model.spanText(model.selection), from: position(model.selection.start), to: position(model.selection.end) },
    openedDocuments: [...model.openedDocuments]
  }
}

/** Puts the fake where Office.js puts the real thing: window.Word, window.Office, window.OfficeExtension. */
export function installFakeOffice(target: object, fake: FakeWord): void {
  Object.assign(target, {
    Word: { ...fake.Word, InsertLocation: { before: 'Before', after: 'After', start: 'Start', end: 'End', replace: 'Replace' } },
    Office: fake.Office,
    OfficeExtension: { Error: FakeModelError, ClientObject: FakeClientObject }
  })
}
