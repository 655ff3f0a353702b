// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { availability, detectCapabilities, UNTRACKED_NOTE } from '../../../../renderer/src/addin/word/capabilities'
import { linkContract, linkedContractId, LINK_SETTING, unlinkContract } from '../../../../renderer/src/addin/word/document-link'
import { addComment, insertClause, insertFallback, openAsNewDocument } from '../../../../renderer/src/addin/word/edits'
import { DocumentChangedError } from '../../../../renderer/src/addin/word/errors'
import { FOLIO_HIGHLIGHT, KeywordHighlighter } from '../../../../renderer/src/addin/word/highlight'
import { followChange } from '../../../../renderer/src/addin/word/own-edits'
import { readParagraphs } from '../../../../renderer/src/addin/word/paragraphs'
import { createFakeWord, type FakeWordOptions } from '../../../fakes/word'

const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  '',
  { runs: [{ text: 'Governing Law.', bold: true }, { text: ' This Agreement is governed by the laws of the State of New York.' }], list: { kind: 'number', level: 0 } },
  { text: 'Limitation of Liability. Neither party is liable for indirect damages.', list: { kind: 'number', level: 0 } },
  { runs: [{ text: 'Term. ' }, { text: 'The initial term', highlight: '#00FF00' }, { text: ' is two years.' }], list: { kind: 'bullet', level: 1 } },
  'Signed by the parties.'
] satisfies FakeWordOptions['paragraphs']

function word(options: Partial<FakeWordOptions> = {}) {
  const fake = createFakeWord({ paragraphs: CONTRACT, author: 'Avery Lawyer', ...options })
  return { fake, capabilities: detectCapabilities(fake.wordHost.office) }
}

const target = (wordIndex: number, text: string) => ({ wordIndex, text })

describe('reading the open document', () => {
  it('gives the paragraphs as Folio reads them: empty ones skipped, list numbers kept, bullets without a label', async () => {
    const { fake, capabilities } = word()
    expect(await readParagraphs(fake.wordHost, capabilities)).toEqual({
      texts: [
        'MASTER SERVICES AGREEMENT',
        '1. Governing Law. This Agreement is governed by the laws of the State of New York.',
        '2. Limitation of Liability. Neither party is liable for indirect damages.',
        'Term. The initial term is two years.',
        'Signed by the parties.'
      ],
      wordIndexes: [0, 2, 3, 4, 5]
    })
    expect(fake.host.syncs).toBe(2)
    expect(fake.unsynced.batches).toBe(0)
  })

  it('reads text with tracked changes applied where Word can say so (WordApi 1.4), and as Word shows it below', async () => {
    const { fake, capabilities } = word()
    await insertFallback(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: target(5, 'Signed by the parties.') }, 'Signed in counterparts.')
    expect((await readParagraphs(fake.wordHost, capabilities)).texts[4]).toBe('Signed in counterparts.')
    const older = createFakeWord({ paragraphs: CONTRACT, wordApi: '1.3' })
    older.model.changeTrackingMode = 'TrackAll'
    await insertFallback(older.wordHost, detectCapabilities(older.wordHost.office), { kind: 'paragraph', paragraph: target(5, 'Signed by the parties.') }, 'Signed in counterparts.')
    // Word's own text keeps the deleted words: the best a 1.3 host can give.
    expect((await readParagraphs(older.wordHost, detectCapabilities(older.wordHost.office))).texts[4]).toBe('Signed by the parties.Signed in counterparts.')
  })
})

describe('highlighting a matched position', () => {
  const governing = target(2, '1. Governing Law. This Agreement is governed by the laws of the State of New York.')

  it('highlights every keyword occurrence in the paragraph, selects it, and clears back exactly', async () => {
    const { fake, capabilities } = word()
    const before = fake.snapshot()
    const highlighter = new KeywordHighlighter(fake.wordHost, capabilities)
    const result = await highlighter.show(governing, [
      { value: 'governing  law', type: 'exact' },
      { value: 'governed\\s+by', type: 'pattern' },
      { value: 'arbitration', type: 'negative' }
    ])
    expect(result).toEqual({ highlighted: 2 })
    expect(fake.snapshot().paragraphs[2]).toEqual({
      list: 'number:0',
      runs: [
        { text: 'Governing Law', bold: true, highlight: FOLIO_HIGHLIGHT },
        { text: '.', bold: true },
        { text: ' This Agreement is ' },
        { text: 'governed by', highlight: FOLIO_HIGHLIGHT },
        { text: ' the laws of the State of New York.' }
      ]
    })
    const paragraphText = 'Governing Law. This Agreement is governed by the laws of the State of New York.'
    expect(fake.snapshot().selection).toEqual({ text: paragraphText, from: [2, 0], to: [2, paragraphText.length] })
    await highlighter.clear()
    expect(fake.snapshot().paragraphs).toEqual(before.paragraphs)
    expect(highlighter.active).toBe(false)
  })

  it('puts back the lawyer’s own highlight colours, even where a keyword crosses two of them', async () => {
    const { fake, capabilities } = word()
    const before = fake.snapshot()
    const highlighter = new KeywordHighlighter(fake.wordHost, capabilities)
    await highlighter.show(target(4, 'Term. The initial term is two years.'), [{ value: 'initial term is two', type: 'exact' }, { value: 'Term', type: 'exact' }])
    // "Term" (any case) also falls inside the longer keyword: the two are one highlighted stretch.
    expect(fake.snapshot().paragraphs[4]?.runs).toEqual([
      { text: 'Term', highlight: FOLIO_HIGHLIGHT },
      { text: '. ' },
      { text: 'The ', highlight: '#00FF00' },
      { text: 'initial term is two', highlight: FOLIO_HIGHLIGHT },
      { text: ' years.' }
    ])
    await highlighter.clear()
    expect(fake.snapshot().paragraphs).toEqual(before.paragraphs)
    expect(fake.snapshot().paragraphs[4]?.runs[1]).toEqual({ text: 'The initial term', highlight: '#00FF00' })
  })

  it('restores the previous paragraph before highlighting the next, and follows the words through edits', async () => {
    const { fake, capabilities } = word()
    const before = fake.snapshot()
    const highlighter = new KeywordHighlighter(fake.wordHost, capabilities)
    await highlighter.show(governing, [{ value: 'State of New York', type: 'exact' }])
    await highlighter.show(target(3, '2. Limitation of Liability. Neither party is liable for indirect damages.'), [{ value: 'indirect damages', type: 'exact' }])
    expect(fake.snapshot().paragraphs[2]).toEqual(before.paragraphs[2])
    // The lawyer types at the start of the paragraph: the tracked range still covers the same words.
    await fake.wordHost.run(async (context) => {
      context.document.body.paragraphs.load('items')
      await context.sync()
      context.document.body.paragraphs.items[3]?.insertText('Caps. ', 'Start')
      await context.sync()
    })
    await highlighter.clear()
    expect(fake.snapshot().paragraphs[3]).toEqual({ list: 'number:0', runs: [{ text: 'Caps. Limitation of Liability. Neither party is liable for indirect damages.' }] })
  })

  it('finds the paragraph again when paragraphs were added above it, and refuses when it is gone', async () => {
    const { fake, capabilities } = word()
    await fake.wordHost.run(async (context) => {
      context.document.body.paragraphs.load('items')
      await context.sync()
      context.document.body.paragraphs.items[0]?.insertParagraph('DRAFT', 'Before')
      await context.sync()
    })
    const highlighter = new KeywordHighlighter(fake.wordHost, capabilities)
    expect(await highlighter.show(governing, [{ value: 'New York', type: 'exact' }])).toEqual({ highlighted: 1 })
    expect(fake.snapshot().paragraphs[3]?.runs.find((run) => run.highlight)).toEqual({ text: 'New York', highlight: FOLIO_HIGHLIGHT })
    await expect(highlighter.show(target(2, 'A paragraph that is not there'), [])).rejects.toBeInstanceOf(DocumentChangedError)
  })

  it('reads RE2 patterns as JavaScript, and leaves one JavaScript cannot read unhighlighted instead of failing', async () => {
    const { fake, capabilities } = word()
    const highlighter = new KeywordHighlighter(fake.wordHost, capabilities)
    expect(await highlighter.show(governing, [{ value: '\\Cfoo', type: 'pattern' }, { value: '(?i)(?P<state>State) of \\pL+', type: 'pattern' }])).toEqual({ highlighted: 1 })
    expect(fake.snapshot().paragraphs[2]?.runs.filter((run) => run.highlight).map((run) => run.text)).toEqual(['State of New'])
  })
})

describe('fallbacks and clauses as tracked changes', () => {
  it('replaces a matched paragraph as a tracked change by the user, then puts Track Changes back off', async () => {
    const { fake, capabilities } = word()
    const limitation = target(3, '2. Limitation of Liability. Neither party is liable for indirect damages.')
    const outcome = await insertFallback(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: limitation }, 'Each party’s liability is capped at the fees paid.')
    expect([outcome.tracked, outcome.warning]).toEqual([true, null])
    expect(followChange(limitation, outcome.change)).toEqual(target(3, '2. Each party’s liability is capped at the fees paid.'))
    const after = fake.snapshot()
    expect(after.paragraphs[3]).toEqual({
      list: 'number:0',
      runs: [
        { text: 'Limitation of Liability. Neither party is liable for indirect damages.', deleted: 'Avery Lawyer' },
        { text: 'Each party’s liability is capped at the fees paid.', inserted: 'Avery Lawyer' }
      ]
    })
    expect(after.changeTrackingMode).toBe('Off')
    expect(after.selection.text).toBe('Each party’s liability is capped at the fees paid.')
  })

  it('leaves Track Changes on when the lawyer had it on', async () => {
    const { fake, capabilities } = word()
    fake.model.changeTrackingMode = 'TrackMineOnly'
    await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, 'Notice must be in writing.')
    expect(fake.snapshot().changeTrackingMode).toBe('TrackMineOnly')
  })

  it('inserts at the cursor, and puts Track Changes back even when the insertion fails', async () => {
    const { fake, capabilities } = word()
    await fake.wordHost.run(async (context) => {
      context.document.body.paragraphs.load('items')
      await context.sync()
      context.document.body.paragraphs.items[5]?.getRange('End').select()
      await context.sync()
    })
    await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, ' In witness whereof.')
    expect(fake.snapshot().paragraphs[5]?.runs).toEqual([{ text: 'Signed by the parties.' }, { text: ' In witness whereof.', inserted: 'Avery Lawyer' }])
    await expect(insertFallback(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: target(9, 'gone') }, 'x')).rejects.toBeInstanceOf(DocumentChangedError)
    expect(fake.snapshot().changeTrackingMode).toBe('Off')
  })

  it('below WordApi 1.4 inserts without tracking and says so', async () => {
    const { fake, capabilities } = word({ wordApi: '1.3' })
    const signed = target(5, 'Signed by the parties.')
    const outcome = await insertFallback(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: signed }, 'Signed in counterparts.')
    expect([outcome.tracked, outcome.warning]).toEqual([false, UNTRACKED_NOTE])
    expect(followChange(signed, outcome.change)).toEqual(target(5, 'Signed in counterparts.'))
    expect(fake.snapshot().paragraphs[5]?.runs).toEqual([{ text: 'Signed in counterparts.' }])
  })

  it('inserts a clause’s HTML at the cursor with its bold, italic and list, tracked', async () => {
    const { fake, capabilities } = word()
    await fake.wordHost.run(async (context) => {
      context.document.body.paragraphs.load('items')
      await context.sync()
      context.document.body.paragraphs.items[1]?.select()
      await context.sync()
    })
    const outcome = await insertClause(fake.wordHost, capabilities, '<p><b>Confidentiality.</b> Each party keeps the <i>other’s</i> information secret:</p><ul><li>during the term;</li><li>for three years after.</li></ul>')
    expect(outcome.tracked).toBe(true)
    const paragraphs = fake.snapshot().paragraphs
    expect(paragraphs.slice(1, 4)).toEqual([
      { runs: [{ text: 'Confidentiality.', bold: true, inserted: 'Avery Lawyer' }, { text: ' Each party keeps the ', inserted: 'Avery Lawyer' }, { text: 'other’s', italic: true, inserted: 'Avery Lawyer' }, { text: ' information secret:', inserted: 'Avery Lawyer' }] },
      { runs: [{ text: 'during the term;', inserted: 'Avery Lawyer' }], list: 'bullet:0' },
      { runs: [{ text: 'for three years after.', inserted: 'Avery Lawyer' }], list: 'bullet:0' }
    ])
    expect(paragraphs[4]?.runs[0]?.text).toBe('Governing Law.')
  })
})

describe('comments, links and new documents', () => {
  it('adds drafting notes as a comment on the matched paragraph (WordApi 1.4), and is disabled below with the reason', async () => {
    const { fake, capabilities } = word()
    await addComment(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: target(5, 'Signed by the parties.') }, 'Ask for counterparts and e-signature.')
    expect(fake.snapshot().comments).toEqual([{ author: 'Avery Lawyer', text: 'Ask for counterparts and e-signature.', on: 'Signed by the parties.' }])
    const older = word({ wordApi: '1.3' })
    expect(availability(older.capabilities, 'comment')).toEqual({ enabled: false, reason: expect.stringContaining('WordApi 1.4') })
    await expect(addComment(older.fake.wordHost, older.capabilities, { kind: 'selection' }, 'x')).rejects.toThrow('WordApi 1.4')
    expect(older.fake.snapshot().comments).toEqual([])
  })

  it('keeps only the contract id in the document’s settings, saved with the document', async () => {
    const { fake } = word()
    const settings = fake.wordHost.office.document.settings
    expect(linkedContractId(settings)).toBeNull()
    await linkContract(settings, '65f1c0a2b3d4e5f6a7b8c9d0')
    expect(fake.snapshot().settings).toEqual({ [LINK_SETTING]: '65f1c0a2b3d4e5f6a7b8c9d0' })
    expect(linkedContractId(settings)).toBe('65f1c0a2b3d4e5f6a7b8c9d0')
    await expect(linkContract(settings, 'folio_secret_key')).rejects.toThrow('not a Folio contract id')
    await unlinkContract(settings)
    expect(fake.snapshot().settings).toEqual({})
  })

  it('opens a generated .docx as a new document', async () => {
    const { fake, capabilities } = word()
    await openAsNewDocument(fake.wordHost, capabilities, 'UEsDBBQAAAAIAA==')
    expect(fake.snapshot().openedDocuments).toEqual(['UEsDBBQAAAAIAA=='])
    const ancient = word({ wordApi: '1.1' })
    expect(availability(ancient.capabilities, 'openDocument')).toEqual({ enabled: false, reason: expect.stringContaining('WordApi 1.3') })
  })
})

describe('a Word below WordApi 1.3', () => {
  it('refuses every action with the sentence the pane shows, touching nothing in the document', async () => {
    const { fake, capabilities } = word({ wordApi: '1.2' })
    const before = fake.snapshot()
    const reason = 'Folio for Word needs Word 2016 or later (the WordApi 1.3 requirement set); this Word is older.'
    for (const action of ['read', 'highlight', 'insertFallback', 'comment', 'insertClause', 'openDocument'] as const) {
      expect([action, availability(capabilities, action)]).toEqual([action, { enabled: false, reason }])
    }
    await expect(readParagraphs(fake.wordHost, capabilities)).rejects.toThrow(reason)
    await expect(new KeywordHighlighter(fake.wordHost, capabilities).show(target(5, 'Signed by the parties.'), [])).rejects.toThrow(reason)
    await expect(insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, 'x')).rejects.toThrow(reason)
    await expect(insertClause(fake.wordHost, capabilities, '<p>x</p>')).rejects.toThrow(reason)
    await expect(openAsNewDocument(fake.wordHost, capabilities, 'UEsDBBQAAAAIAA==')).rejects.toThrow(reason)
    expect(fake.snapshot()).toEqual(before)
    expect(fake.host.syncs).toBe(0)
  })
})
