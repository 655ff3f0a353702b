import { describe, expect, it } from 'vitest'
import { searchTerms, segmentText, termHighlights } from '../../../renderer/src/ui/document/highlight'
import { mergePiece } from '../../../renderer/src/features/document/document-loader'

describe('highlighting a paragraph', () => {
  it('cuts the text into plain and marked segments at the engine’s offsets', () => {
    const text = 'The Supplier shall provide service credits for each Service Level failure.'
    const segments = segmentText(text, [{ start: 27, end: 42, kind: 'match', label: 'exact: service credits' }])
    expect(segments.map((s) => [s.text, s.highlight?.kind ?? null])).toEqual([
      ['The Supplier shall provide ', null],
      ['service credits', 'match'],
      [' for each Service Level failure.', null]
    ])
  })

  it('overlapping spans merge into one mark and out-of-range offsets are clamped', () => {
    const segments = segmentText('abcdefgh', [
      { start: 2, end: 5, kind: 'match' },
      { start: 4, end: 7, kind: 'search' },
      { start: 6, end: 99, kind: 'search' }
    ])
    expect(segments.map((s) => [s.text, s.highlight !== null])).toEqual([
      ['ab', false],
      ['cdefgh', true]
    ])
  })

  it('search terms are the query’s words of two letters or more, found case-insensitively', () => {
    expect(searchTerms('Limitation of LIABILITY, a cap')).toEqual(['limitation', 'of', 'liability', 'cap'])
    expect(searchTerms('indemn* OR "hold harmless" -"third party" NOT fraud non-exclusive')).toEqual(['indemn', 'hold', 'harmless', 'non-exclusive'])
    expect(termHighlights('Liability is capped; liability excludes fraud.', ['liability']).map((h) => [h.start, h.end])).toEqual([
      [0, 9],
      [21, 30]
    ])
  })
})

describe('assembling evidence pages', () => {
  it('a paragraph split across two pages is joined where the first piece stopped', () => {
    const paragraphs: Array<string | undefined> = []
    paragraphs.length = 3
    mergePiece(paragraphs, { reference: 'c@r#1', paragraph: 1, startOffset: 0, endOffset: 5, text: 'First' })
    mergePiece(paragraphs, { reference: 'c@r#2', paragraph: 2, startOffset: 0, endOffset: 8, text: 'The Cust' })
    mergePiece(paragraphs, { reference: 'c@r#2', paragraph: 2, startOffset: 8, endOffset: 17, text: 'omer pays' })
    expect(paragraphs).toEqual(['First', 'The Customer pays', undefined])
  })

  it('a page delivered twice does not duplicate text', () => {
    const paragraphs: Array<string | undefined> = ['The Cust']
    mergePiece(paragraphs, { reference: 'c@r#1', paragraph: 1, startOffset: 0, endOffset: 8, text: 'The Cust' })
    expect(paragraphs).toEqual(['The Cust'])
  })
})
