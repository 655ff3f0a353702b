// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { detectCapabilities } from '../../../../renderer/src/addin/word/capabilities'
import { DocumentChangedError, WordActionError } from '../../../../renderer/src/addin/word/errors'
import { selectEvidence } from '../../../../renderer/src/addin/word/evidence'
import { readParagraphs } from '../../../../renderer/src/addin/word/paragraphs'
import { readKeyTerms } from '../../../../electron/engine/keyterms'
import { createFakeWord, type FakeWordOptions } from '../../../fakes/word'

/*
 * Selecting a key term's evidence in the open document (the Word pane's Contract tab), against the
 * fake Word model: the document is read as review reads it, its key terms by Folio's own reader,
 * and the words a term came from are selected by Word's search, the right occurrence of them.
 */
const AGREEMENT = [
  'DISTRIBUTION AGREEMENT',
  '',
  'This Distribution Agreement is made as of June 21, 1999 between Acme Corporation ("Acme") and Globex Inc. ("Distributor").',
  { runs: [{ text: 'Governing Law.', bold: true }, { text: ' This Agreement shall be governed by the laws of the State of California. The laws of the State of California apply to notices.' }], list: { kind: 'number', level: 0 } },
  'Signed by the parties.'
] satisfies FakeWordOptions['paragraphs']

function word(options: Partial<FakeWordOptions> = {}) {
  const fake = createFakeWord({ paragraphs: AGREEMENT, ...options })
  return { fake, capabilities: detectCapabilities(fake.wordHost.office) }
}

describe('selecting a key term’s evidence in Word', () => {
  it('selects the very words the governing law was read from, in a numbered paragraph', async () => {
    const { fake, capabilities } = word()
    const document = await readParagraphs(fake.wordHost, capabilities)
    const law = readKeyTerms(document.texts).governingLaw
    if (!law) throw new Error('the governing law was not read')
    const index = law.evidence.paragraphIndex
    expect(document.texts[index]?.startsWith('1. Governing Law.')).toBe(true)
    const selected = await selectEvidence(fake.wordHost, capabilities, { wordIndex: document.wordIndexes[index] ?? -1, text: document.texts[index] ?? '' }, law.evidence)
    expect(selected).toBe('words')
    expect(fake.snapshot().selection.text).toBe(law.evidence.text)
    expect(fake.snapshot().selection.from[0]).toBe(3)
  })

  it('takes the second occurrence when the span is the second of the same words', async () => {
    const { fake, capabilities } = word()
    const document = await readParagraphs(fake.wordHost, capabilities)
    const text = document.texts[2] ?? ''
    const literal = 'State of California'
    const second = text.indexOf(literal, text.indexOf(literal) + 1)
    expect(await selectEvidence(fake.wordHost, capabilities, { wordIndex: 3, text }, { start: second, end: second + literal.length })).toBe('words')
    const raw = 'Governing Law. This Agreement shall be governed by the laws of the State of California. The laws of the State of California apply to notices.'
    const at = raw.indexOf(literal, raw.indexOf(literal) + 1)
    expect(fake.snapshot().selection).toEqual({ text: literal, from: [3, at], to: [3, at + literal.length] })
  })

  it('selects the paragraph when Word’s text of it no longer holds the words, and refuses a paragraph that is gone', async () => {
    const { fake, capabilities } = word()
    const document = await readParagraphs(fake.wordHost, capabilities)
    const text = document.texts[1] ?? ''
    // A span Folio read but Word's search cannot find as written (a stale reading).
    expect(await selectEvidence(fake.wordHost, capabilities, { wordIndex: 2, text }, { start: 0, end: 4 })).toBe('words')
    expect(await selectEvidence(fake.wordHost, capabilities, { wordIndex: 2, text }, { start: text.length, end: text.length })).toBe('paragraph')
    expect(fake.snapshot().selection.text).toBe(AGREEMENT[2])
    await expect(selectEvidence(fake.wordHost, capabilities, { wordIndex: 2, text: 'A paragraph the lawyer has since deleted.' }, { start: 0, end: 1 })).rejects.toThrow(DocumentChangedError)
  })

  it('is refused, with the reason, in a Word older than the pane supports', async () => {
    const { fake, capabilities } = word({ wordApi: '1.2' })
    await expect(selectEvidence(fake.wordHost, capabilities, { wordIndex: 2, text: 'x' }, { start: 0, end: 1 })).rejects.toThrow(WordActionError)
  })
})
