import { OfficeMockObject } from 'office-addin-mock'
import { describe, expect, it } from 'vitest'
import type { WordCapabilities } from '../../../../renderer/src/addin/word/capabilities'
import { addComment, insertFallback, openAsNewDocument } from '../../../../renderer/src/addin/word/edits'
import { KeywordHighlighter } from '../../../../renderer/src/addin/word/highlight'
import { readParagraphs } from '../../../../renderer/src/addin/word/paragraphs'
import type { OfficeContextLike, WordContext, WordHost } from '../../../../renderer/src/addin/word/word-api'

/**
 * Microsoft's office-addin-mock answers a property read before load() and sync() with an error
 * string instead of the value. Each operation runs here against such a mock: had it read a
 * property it did not load, or before the sync, the string would show up in its result (or
 * break it), so these tests prove every load/sync discipline of the pane's Word operations.
 *
 * The mock has no collections: a collection's `items` is given as mock objects here, and its
 * load() loads each item, as Office's does; a method's ClientResult loads its value with the sync.
 */

const NOT_LOADED = 'Error, property was not loaded'
const NOT_SYNCED = 'Error, context.sync() was not called'

type Data = Record<string, unknown>

/** A collection whose load('items/x') loads x on every item, as Office's collections do. */
function collection(items: OfficeMockObject[]): Data {
  return {
    items,
    load(this: OfficeMockObject, what: string) {
      OfficeMockObject.prototype.load.call(this, 'items')
      const paths = what.split(',').map((path) => path.trim().replace(/^items\//, '')).filter((path) => path !== 'items')
      // Loading through an *OrNullObject also tells, after the sync, whether it is null.
      const withNullFlags = paths.flatMap((path) => (/OrNullObject\//.test(path) ? [path, path.replace(/\/[^/]+$/, '/isNullObject')] : [path]))
      for (const item of items) for (const path of withNullFlags) item.load(path)
      return this
    },
    syncItems: async () => {
      for (const item of items) await item.sync()
    }
  }
}

/** ClientResults made by methods: their value is there after the next context.sync(). */
const clientResults: OfficeMockObject[] = []
function clientResult(value: unknown): OfficeMockObject {
  const result = new OfficeMockObject({ value })
  result.load('value')
  clientResults.push(result)
  return result
}

function paragraph(text: string, listString: string | null, extra: Data = {}): OfficeMockObject {
  return new OfficeMockObject({
    text,
    listItemOrNullObject: { isNullObject: listString === null, listString: listString ?? '' },
    getReviewedText: () => clientResult(text.replace(' [deleted]', '')),
    ...extra
  })
}

/** A WordHost over the mock: its context.sync() also syncs collection items the mock cannot reach. */
function mockHost(context: OfficeMockObject, collections: Array<Data | OfficeMockObject> = []): WordHost {
  const sync = OfficeMockObject.prototype.sync
  context.sync = async () => {
    await sync.call(context)
    for (const each of collections) {
      // A collection a method returned stands outside the context's tree: it syncs with the context too.
      if (each instanceof OfficeMockObject) await each.sync()
      if (typeof each.syncItems === 'function') await each.syncItems()
    }
    for (const result of clientResults.splice(0)) await result.sync()
  }
  const office: OfficeContextLike = { requirements: { isSetSupported: () => true }, document: { settings: { get: () => null, set: () => undefined, remove: () => undefined, saveAsync: () => undefined } } }
  const wordContext: WordContext = { document: context.document, application: context.application, sync: () => context.sync() }
  return { run: (batch) => batch(wordContext), runWith: (_objects, batch) => batch(wordContext), office }
}

const WORD_14: WordCapabilities = { wordApi13: true, wordApi14: true }
const WORD_13: WordCapabilities = { wordApi13: true, wordApi14: false }

describe('load/sync discipline, proved with office-addin-mock', () => {
  it('reading paragraphs loads text and list numbers, and reads reviewed text only after its sync', async () => {
    const items = [paragraph('Title', null), paragraph('Governing law [deleted]applies.', '1.'), paragraph('', null)]
    const paragraphs = collection(items)
    const context = new OfficeMockObject({ document: { body: { paragraphs } } })
    const read13 = await readParagraphs(mockHost(context, [paragraphs]), WORD_13)
    const read14 = await readParagraphs(mockHost(context, [paragraphs]), WORD_14)
    expect(JSON.stringify([read13, read14])).not.toMatch(new RegExp(`${NOT_LOADED}|${NOT_SYNCED}`))
    expect(read13).toEqual({ texts: ['Title', '1. Governing law [deleted]applies.'], wordIndexes: [0, 1] })
    expect(read14).toEqual({ texts: ['Title', '1. Governing lawapplies.'], wordIndexes: [0, 1] })
  })

  it('a fallback loads the change tracking mode before deciding, restores it, and reads the paragraphs around the edit', async () => {
    const selection = new OfficeMockObject({ insertText: () => new OfficeMockObject({ select: () => undefined }) })
    const paragraphs = collection([paragraph('Governing law [deleted]applies.', '1.')])
    const context = new OfficeMockObject({ document: { changeTrackingMode: 'Off', getSelection: () => selection, body: { paragraphs } } })
    const outcome = await insertFallback(mockHost(context, [paragraphs]), WORD_14, { kind: 'selection' }, 'Fallback text.')
    // (The mock's paragraphs do not change with the insertion: both readings are the same.)
    expect(outcome).toEqual({ tracked: true, warning: null, change: { before: ['1. Governing lawapplies.'], after: ['1. Governing lawapplies.'] } })
    expect(context.document.changeTrackingMode).toBe('Off')
  })

  it('highlighting loads the paragraph before searching it, and each result’s text and highlight before reading them', async () => {
    // (The mock cannot hold a null, Word's "no highlight": the text had a green one.)
    const results = [new OfficeMockObject({ text: 'governed', font: { highlightColor: '#00FF00' }, track: () => undefined })]
    const found = new OfficeMockObject(collection(results))
    const target = paragraph('This is governed by law.', null, { search: () => found, select: () => undefined })
    const paragraphs = collection([target])
    const context = new OfficeMockObject({ document: { body: { paragraphs } } })
    const highlighter = new KeywordHighlighter(mockHost(context, [paragraphs, found]), WORD_14)
    expect(await highlighter.show({ wordIndex: 0, text: 'This is governed by law.' }, [{ value: 'governed', type: 'exact' }])).toEqual({ highlighted: 1 })
    expect(highlighter.active).toBe(true)
  })

  it('comments and new documents need no reads: their commands go with one sync', async () => {
    let commented: string | null = null
    let opened = false
    const context = new OfficeMockObject({
      document: { getSelection: () => ({ insertComment: (text: string) => (commented = text) }) },
      application: { createDocument: () => ({ open: () => (opened = true) }) }
    })
    await addComment(mockHost(context), WORD_14, { kind: 'selection' }, 'Check the cap.')
    await openAsNewDocument(mockHost(context), WORD_14, 'UEsDBA==')
    expect([commented, opened]).toEqual(['Check the cap.', true])
  })
})
