import { describe, expect, test } from 'vitest'
import { compareParagraphs, numberParagraphs } from '../../../electron/engine/documents/compare'
import { buildRedline, trackedParagraphs } from '../../../electron/engine/documents/redline'
import { readTrackedChanges } from '../../fixtures/compare/tracked-changes'

const A = '1. The Supplier shall provide the Services.'
const B = '2. The Customer shall pay the Charges within thirty days.'
const C = '3. Either party may terminate on ninety days notice.'
const X = 'Schedule of rates for the first year of the Term.'

function tracked(older: string[], newer: string[]) {
  const oldParagraphs = numberParagraphs(older)
  const newParagraphs = numberParagraphs(newer)
  return trackedParagraphs(oldParagraphs, newParagraphs, compareParagraphs(oldParagraphs, newParagraphs))
}

async function readBack(older: string[], newer: string[]) {
  const oldParagraphs = numberParagraphs(older)
  const newParagraphs = numberParagraphs(newer)
  const docx = await buildRedline(oldParagraphs, newParagraphs, compareParagraphs(oldParagraphs, newParagraphs), { date: new Date('2026-03-02T09:30:00.250Z') })
  return readTrackedChanges(docx)
}

describe('paragraph marks in the redline', () => {
  test('a deleted paragraph deletes its paragraph mark, an inserted one inserts it', () => {
    expect(tracked([A, B, C], [A, X, C])).toEqual([
      { pieces: [{ kind: 'equal', text: A }], mark: 'kept' },
      { pieces: [{ kind: 'deleted', text: B }], mark: 'deleted' },
      { pieces: [{ kind: 'inserted', text: X }], mark: 'inserted' },
      { pieces: [{ kind: 'equal', text: C }], mark: 'kept' }
    ])
  })

  test('deleted paragraphs at the end: the paragraph before them deletes its mark, the last keeps one', async () => {
    expect(tracked([A, B, C], [A])).toEqual([
      { pieces: [{ kind: 'equal', text: A }], mark: 'deleted' },
      { pieces: [{ kind: 'deleted', text: B }], mark: 'deleted' },
      { pieces: [{ kind: 'deleted', text: C }], mark: 'kept' }
    ])
    const read = await readBack([A, B, C], [A])
    expect([read.accepted, read.rejected]).toEqual([[A], [A, B, C]])
  })

  test('inserted paragraphs at the end: the paragraph before them inserts its mark, the last keeps one', async () => {
    expect(tracked([A], [A, B, C])).toEqual([
      { pieces: [{ kind: 'equal', text: A }], mark: 'inserted' },
      { pieces: [{ kind: 'inserted', text: B }], mark: 'inserted' },
      { pieces: [{ kind: 'inserted', text: C }], mark: 'kept' }
    ])
    const read = await readBack([A], [A, B, C])
    expect([read.accepted, read.rejected]).toEqual([[A, B, C], [A]])
  })

  test('a last paragraph replaced by an unrelated one: both run into the final paragraph', async () => {
    expect(tracked([A, B], [A, X])).toEqual([
      { pieces: [{ kind: 'equal', text: A }], mark: 'kept' },
      {
        pieces: [
          { kind: 'deleted', text: B },
          { kind: 'inserted', text: X }
        ],
        mark: 'kept'
      }
    ])
    const read = await readBack([A, B], [A, X])
    expect([read.accepted, read.rejected]).toEqual([
      [A, X],
      [A, B]
    ])
  })

  test('several deleted and inserted paragraphs at the end keep all but the last of each as paragraphs', async () => {
    const read = await readBack([A, B, C], [X, 'Annex 2.', 'Annex 3.'])
    expect([read.accepted, read.rejected]).toEqual([
      [X, 'Annex 2.', 'Annex 3.'],
      [A, B, C]
    ])
  })

  test('an empty side reads as one empty paragraph, the least a document holds', async () => {
    expect(await readBack([A, B], []).then((r) => [r.accepted, r.rejected])).toEqual([[''], [A, B]])
    expect(await readBack([], [A, B]).then((r) => [r.accepted, r.rejected])).toEqual([[A, B], ['']])
  })
})

describe('the redline .docx', () => {
  test('every change is a tracked change by Folio, dated, with its own id, and tracking stays on', async () => {
    const read = await readBack([A, B, C], [A, B.replace('thirty', 'sixty'), X])
    expect(read.insertions).toEqual(['sixty', X])
    expect(read.deletions).toEqual(['thirty', C])
    expect(read.authors).toEqual(new Set(['Folio']))
    expect(read.dates).toEqual(new Set(['2026-03-02T09:30:00Z']))
    expect(new Set(read.ids).size).toBe(read.ids.length)
    expect(read.tracking).toBe(true)
  })

  test('soft line breaks, tabs and XML special characters come back exactly', async () => {
    const older = ['Notices:\nby hand to <the> address & "office"', 'Fees\tpayable']
    const newer = ['Notices:\nby email to <the> address & "office"\nwith a copy by post', 'Fees\tpayable monthly']
    const read = await readBack(older, newer)
    expect([read.accepted, read.rejected]).toEqual([newer, older])
  })

  test('characters XML cannot carry are left out rather than making the document unreadable', async () => {
    const read = await readBack(['Fees\u0001 payable'], ['Fees\u0001 payable\u0007 monthly'])
    expect([read.accepted, read.rejected]).toEqual([['Fees payable monthly'], ['Fees payable']])
  })

  test('a custom author is named on every change', async () => {
    const oldParagraphs = numberParagraphs([A])
    const newParagraphs = numberParagraphs([B])
    const docx = await buildRedline(oldParagraphs, newParagraphs, compareParagraphs(oldParagraphs, newParagraphs), { author: 'Jane Doe' })
    expect(readTrackedChanges(docx).authors).toEqual(new Set(['Jane Doe']))
  })
})
