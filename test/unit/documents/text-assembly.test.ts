import { describe, expect, test } from 'vitest'
import { normalizeParagraphText } from '../../../electron/engine/documents/extraction'
import { formatPageList } from '../../../electron/engine/documents/extraction/pdf/pdf-coverage'
import { joinLines, Vocabulary } from '../../../electron/engine/documents/extraction/pdf/hyphenation'
import { isPageNumberLine } from '../../../electron/engine/documents/extraction/pdf/page-furniture'
import { formatByteSize } from '../../../electron/engine/documents/safety'

describe('paragraph text', () => {
  test('whitespace runs become one space, soft breaks one newline, invisible characters go', () => {
    expect(normalizeParagraphText('  The\u00a0Supplier\t\tshall \u200bdeliver\u00ad  ')).toBe('The Supplier shall deliver')
    expect(normalizeParagraphText('Acme Ltd \r\n\n  1 Main Street\u2028London')).toBe('Acme Ltd\n1 Main Street\nLondon')
    expect(normalizeParagraphText(' \n\t ')).toBe('')
  })
})

describe('joining PDF lines', () => {
  const vocabulary = new Vocabulary()
  vocabulary.addText('this agreement binds the parties; the non-exclusive licence; a co-operative')

  test('a word split by the typesetter is rejoined when the document spells it whole elsewhere', () => {
    expect(joinLines('in accordance with this agree-', 'ment and the Schedule', vocabulary)).toBe('in accordance with this agreement and the Schedule')
  })

  test('a hyphen the document itself uses is kept', () => {
    expect(joinLines('any non-', 'exclusive territory', vocabulary)).toBe('any non-exclusive territory')
    expect(joinLines('a co-', 'operative', vocabulary)).toBe('a co-operative')
  })

  test('with no evidence either way, a capitalised continuation or a compound prefix keeps the hyphen, anything else joins', () => {
    expect(joinLines('Chang Chen-', 'Bin Architects', vocabulary)).toBe('Chang Chen-Bin Architects')
    expect(joinLines('a self-', 'assessment', vocabulary)).toBe('a self-assessment')
    expect(joinLines('indemni-', 'fication', vocabulary)).toBe('indemnification')
  })

  test('plain lines join with one space; soft hyphens and numeric ranges join without', () => {
    expect(joinLines('the Supplier shall', 'deliver', vocabulary)).toBe('the Supplier shall deliver')
    expect(joinLines('termi\u00ad', 'nation', vocabulary)).toBe('termination')
    expect(joinLines('pages 10-', '12 of the Schedule', vocabulary)).toBe('pages 10-12 of the Schedule')
    expect(joinLines('the parties -', 'each of them', vocabulary)).toBe('the parties - each of them')
  })
})

describe('page furniture', () => {
  test.each(['7', '- 7 -', '(12)', 'Page 3', 'Page 3 of 10', 'page 3/10', '3 of 10', 'iv', '- ix -'])('"%s" is a page number', (text) => {
    expect(isPageNumberLine(text)).toBe(true)
  })

  test.each(['1. Definitions', 'civil', '2024 Annual Report', 'Section 7', 'Page Three'])('"%s" is not a page number', (text) => {
    expect(isPageNumberLine(text)).toBe(false)
  })

  test('page lists collapse runs into ranges', () => {
    expect(formatPageList([1, 2, 3, 7, 9, 10])).toBe('1–3, 7, 9–10')
    expect(formatPageList([4])).toBe('4')
  })
})

describe('sizes in messages', () => {
  test('binary units, one decimal below ten', () => {
    expect(formatByteSize(3.1 * 1024 ** 3)).toBe('3.1 GB')
    expect(formatByteSize(200 * 1024 ** 2)).toBe('200 MB')
    expect(formatByteSize(1536)).toBe('1.5 KB')
    expect(formatByteSize(512)).toBe('512 bytes')
  })
})
