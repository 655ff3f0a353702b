import { describe, expect, test } from 'vitest'
import { assignListLabels } from '../../../electron/engine/documents/extraction/docx/docx-paragraphs'
import type { MammothParagraph } from '../../../electron/engine/documents/extraction/docx/mammoth-document'
import { formatListNumber } from '../../../electron/engine/documents/extraction/docx/number-formats'

function listItem(level: number, isOrdered = true): MammothParagraph {
  return { type: 'paragraph', children: [], styleId: null, styleName: null, numbering: { level: String(level), isOrdered } }
}

describe('list numbers', () => {
  test('Word number formats', () => {
    expect([1, 4, 9, 14, 40, 1999].map((value) => formatListNumber(value, 'upperRoman'))).toEqual(['I', 'IV', 'IX', 'XIV', 'XL', 'MCMXCIX'])
    expect([1, 26, 27, 28, 53].map((value) => formatListNumber(value, 'lowerLetter'))).toEqual(['a', 'z', 'aa', 'bb', 'aaa'])
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map((value) => formatListNumber(value, 'ordinal'))).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd'
    ])
    expect(formatListNumber(7, 'decimalZero')).toBe('07')
    expect(formatListNumber(7, 'none')).toBe('')
    expect(formatListNumber(7, 'chineseCounting')).toBe('7')
  })

  test('numbers read from the XML are used when they agree item for item with mammoth', () => {
    const items = [listItem(0), listItem(1), listItem(2)]
    const labels = assignListLabels(items, [
      { level: 0, label: 'Article I' },
      { level: 1, label: '1.1' },
      { level: 2, label: '(a)' }
    ])
    expect(items.map((item) => labels.get(item))).toEqual(['Article I', '1.1', '(a)'])
  })

  test('when the two readings disagree, outline numbers are rebuilt from mammoth levels; bullets stay bare', () => {
    const items = [listItem(0), listItem(1), listItem(1), listItem(0), listItem(1), listItem(2), listItem(0, false), listItem(0)]
    const labels = assignListLabels(items, [{ level: 0, label: '1.' }])
    expect(items.map((item) => labels.get(item))).toEqual(['1.', '1.1', '1.2', '2.', '2.1', '2.1.1', null, '3.'])
  })
})
