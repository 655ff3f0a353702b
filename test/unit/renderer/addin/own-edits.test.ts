// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { detectCapabilities } from '../../../../renderer/src/addin/word/capabilities'
import { addComment, insertClause, insertFallback } from '../../../../renderer/src/addin/word/edits'
import { DocumentChangedError } from '../../../../renderer/src/addin/word/errors'
import { FOLIO_HIGHLIGHT, KeywordHighlighter } from '../../../../renderer/src/addin/word/highlight'
import { followChange } from '../../../../renderer/src/addin/word/own-edits'
import { readParagraphs, type ParagraphTarget } from '../../../../renderer/src/addin/word/paragraphs'
import { createFakeWord, type FakeWordOptions } from '../../../fakes/word'

const CONTRACT = [
  'MASTER SERVICES AGREEMENT',
  { text: 'Limitation of Liability. Neither party is liable for indirect damages.', list: { kind: 'number', level: 0 } },
  { text: 'Fees. The Supplier may increase the fees once a year.', list: { kind: 'number', level: 0 } },
  'Signed by the parties.'
] satisfies FakeWordOptions['paragraphs']

const LIABILITY: ParagraphTarget = { wordIndex: 1, text: '1. Limitation of Liability. Neither party is liable for indirect damages.' }
const FEES: ParagraphTarget = { wordIndex: 2, text: '2. Fees. The Supplier may increase the fees once a year.' }
const CAP = 'Each party’s liability is capped at the fees paid in the twelve months before the claim.'

function word(wordApi: FakeWordOptions['wordApi'] = '1.4') {
  const fake = createFakeWord({ paragraphs: CONTRACT, author: 'Avery Lawyer', wordApi })
  const capabilities = detectCapabilities(fake.wordHost.office)
  return { fake, capabilities, highlighter: new KeywordHighlighter(fake.wordHost, capabilities) }
}

/** The lawyer types in the document, outside the pane. */
async function lawyerTypes(fake: ReturnType<typeof word>['fake'], index: number, text: string, where: 'Start' | 'End' = 'End') {
  await fake.wordHost.run(async (context) => {
    context.document.body.paragraphs.load('items')
    await context.sync()
    context.document.body.paragraphs.items[index]?.insertText(text, where)
    await context.sync()
  })
}

describe('following a paragraph through one of the pane’s edits', () => {
  const change = { before: ['Title', null, 'A.', 'B.', 'C.'], after: ['Title', null, 'A.', 'B2.', 'B3.', 'C.'] }

  it('keeps a paragraph above the edit, moves one below it, and gives a rewritten one its new text', () => {
    expect(followChange({ wordIndex: 2, text: 'A.' }, change)).toEqual({ wordIndex: 2, text: 'A.' })
    expect(followChange({ wordIndex: 4, text: 'C.' }, change)).toEqual({ wordIndex: 5, text: 'C.' })
    expect(followChange({ wordIndex: 3, text: 'B.' }, change)).toEqual({ wordIndex: 3, text: 'B2.' })
  })

  it('takes the last paragraph of a stretch the edit shortened, skipping empty ones', () => {
    const joined = { before: ['A.', 'B.', 'C.', 'D.'], after: ['A.', 'BC.', null, 'D.'] }
    expect(followChange({ wordIndex: 2, text: 'C.' }, joined)).toEqual({ wordIndex: 1, text: 'BC.' })
  })

  it('leaves alone a paragraph the lawyer changed before the edit, so the pane still says the document changed', () => {
    expect(followChange({ wordIndex: 3, text: 'B as reviewed.' }, change)).toEqual({ wordIndex: 3, text: 'B as reviewed.' })
  })

  it('finds a paragraph the lawyer moved (paragraphs added above it) by its text, as the pane finds it in Word', () => {
    expect(followChange({ wordIndex: 1, text: 'C.' }, change)).toEqual({ wordIndex: 5, text: 'C.' })
  })
})

describe('the lawyer’s sequence: replace a clause at the cursor, then comment, highlight and replace again', () => {
  for (const wordApi of ['1.4', '1.3'] as const) {
    it(`comments on the new paragraph after a fallback went in over the selected match (WordApi ${wordApi})`, async () => {
      const { fake, capabilities, highlighter } = word(wordApi)
      // Clicking the match selects its paragraph; Insert at cursor then puts the fallback in its place.
      await highlighter.show(LIABILITY, [{ value: 'indirect damages', type: 'exact' }])
      await highlighter.clear()
      const outcome = await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, CAP)
      const now = followChange(LIABILITY, outcome.change)
      expect(now).toEqual({ wordIndex: 1, text: `1. ${CAP}` })
      expect(followChange(FEES, outcome.change)).toEqual(FEES)
      // The paragraph as the review read it is gone: only the followed one reaches the new text.
      await expect(highlighter.show(LIABILITY, [])).rejects.toBeInstanceOf(DocumentChangedError)
      expect(await highlighter.show(now, [{ value: 'twelve months', type: 'exact' }])).toEqual({ highlighted: 1 })
      await highlighter.clear()
      // Comments need WordApi 1.4 (below it the pane offers none).
      if (wordApi === '1.3') return
      await addComment(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: now }, 'Capped at twelve months’ fees: our standard.')
      // Word's comment covers the paragraph's content, the tracked deletion included.
      expect(fake.snapshot().comments).toEqual([
        { author: 'Avery Lawyer', text: 'Capped at twelve months’ fees: our standard.', on: `Limitation of Liability. Neither party is liable for indirect damages.${CAP}` }
      ])
    })
  }

  it('highlights the new paragraph and puts a second fallback in its place', async () => {
    const { fake, capabilities, highlighter } = word()
    await highlighter.show(LIABILITY, [])
    const first = await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, CAP)
    let now = followChange(LIABILITY, first.change)
    expect(await highlighter.show(now, [{ value: 'capped', type: 'exact' }])).toEqual({ highlighted: 1 })
    expect(fake.snapshot().paragraphs[1]?.runs.filter((run) => run.highlight === FOLIO_HIGHLIGHT)).toEqual([{ text: 'capped', highlight: FOLIO_HIGHLIGHT, inserted: 'Avery Lawyer' }])
    await highlighter.clear()
    const second = await insertFallback(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: now }, 'Liability is capped at the fees paid.')
    now = followChange(now, second.change)
    expect(now).toEqual({ wordIndex: 1, text: '1. Liability is capped at the fees paid.' })
    expect((await readParagraphs(fake.wordHost, capabilities)).texts[1]).toBe(now.text)
  })

  it('follows the paragraphs below a clause the pane inserted above them', async () => {
    const { fake, capabilities } = word()
    fake.placeCursor(0)
    const outcome = await insertClause(fake.wordHost, capabilities, '<p>DRAFT</p><p>For discussion only.</p>')
    const fees = followChange(FEES, outcome.change)
    expect(fees).toEqual({ wordIndex: 3, text: FEES.text })
    await addComment(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: fees }, 'Cap the increase.')
    expect(fake.snapshot().comments.map((comment) => comment.on)).toEqual(['Fees. The Supplier may increase the fees once a year.'])
  })

  it('still says the document changed when the lawyer edits the new paragraph in Word', async () => {
    const { fake, capabilities, highlighter } = word()
    await highlighter.show(LIABILITY, [])
    const outcome = await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, CAP)
    const now = followChange(LIABILITY, outcome.change)
    await lawyerTypes(fake, 1, ' Except for fraud.')
    await expect(addComment(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: now }, 'x')).rejects.toBeInstanceOf(DocumentChangedError)
    await expect(highlighter.show(now, [])).rejects.toBeInstanceOf(DocumentChangedError)
    expect(fake.snapshot().comments).toEqual([])
  })

  it('does not take the lawyer’s earlier edit of a reviewed paragraph for its own', async () => {
    const { fake, capabilities } = word()
    await lawyerTypes(fake, 2, 'Reserved. ', 'Start')
    fake.placeCursor(3)
    const outcome = await insertFallback(fake.wordHost, capabilities, { kind: 'selection' }, ' In witness whereof.')
    expect(followChange(FEES, outcome.change)).toEqual(FEES)
    await expect(addComment(fake.wordHost, capabilities, { kind: 'paragraph', paragraph: followChange(FEES, outcome.change) }, 'x')).rejects.toBeInstanceOf(DocumentChangedError)
  })
})
