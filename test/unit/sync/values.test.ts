import { describe, expect, it } from 'vitest'
import { assembleParagraphs, documentKind, sameValue, statusCodeOf, storedValueOf } from '../../../electron/sync/pull/values'

describe('reading what the service sends back into stored form', () => {
  it('joins the pieces of a paragraph longer than an evidence page, and keeps the service’s numbering', () => {
    const pieces = [
      { reference: 'c@r#1', paragraph: 1, startOffset: 0, endOffset: 5, text: 'First' },
      { reference: 'c@r#2', paragraph: 2, startOffset: 7, endOffset: 12, text: 'Long ' },
      { reference: 'c@r#2', paragraph: 2, startOffset: 12, endOffset: 20, text: 'clause.' + ' ' },
      { reference: 'c@r#4', paragraph: 4, startOffset: 22, endOffset: 26, text: 'Last' }
    ]
    expect(assembleParagraphs(pieces)).toEqual([
      { number: 1, startOffset: 0, endOffset: 5, text: 'First' },
      { number: 2, startOffset: 7, endOffset: 20, text: 'Long clause. ' },
      { number: 4, startOffset: 22, endOffset: 26, text: 'Last' }
    ])
  })

  it('stores a party value shown as {id, label} as {id}, and every other value as it came', () => {
    expect(storedValueOf({ id: 'b00000000000000000000001', label: 'Acme' })).toEqual({ id: 'b00000000000000000000001' })
    expect(storedValueOf(['Exclusivity', 'Non-compete'])).toEqual(['Exclusivity', 'Non-compete'])
    expect(storedValueOf(1735689600000)).toBe(1735689600000)
    expect(storedValueOf(false)).toBe(false)
    expect(storedValueOf(null)).toBe(null)
  })

  it('finds a status code from the list item, a STATUS_<n> string, or a label only one code has', () => {
    const labels = new Map<number, string | null>([
      [1, 'Draft'],
      [2, 'Negotiating'],
      [3, null],
      [4, 'Negotiating']
    ])
    expect(statusCodeOf({ label: 'Draft' }, labels, 5, null)).toBe(5)
    expect(statusCodeOf('STATUS_3', labels, undefined, null)).toBe(3)
    expect(statusCodeOf({ label: 'Draft' }, labels, undefined, null)).toBe(1)
    expect(statusCodeOf({ label: 'Negotiating' }, labels, undefined, 4)).toBe(4)
    expect(statusCodeOf({ label: 'Negotiating' }, labels, undefined, 1)).toBe(2)
  })

  it('compares values by content whatever the order of their keys', () => {
    expect(sameValue({ id: 'x', label: null }, { label: null, id: 'x' })).toBe(true)
    expect(sameValue(undefined, null)).toBe(true)
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false)
  })

  it('tells a PDF from a Word document by the file, else by how the text was read', () => {
    expect(documentKind('application/pdf', 'docx')).toBe('pdf')
    expect(documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'pdf-text')).toBe('docx')
    expect(documentKind(null, 'pdf-text')).toBe('pdf')
    expect(documentKind(null, 'docx')).toBe('docx')
  })
})
