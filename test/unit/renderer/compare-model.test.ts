import { describe, expect, it } from 'vitest'
import type { CompareResponse, LensPosition } from '../../../shared/api/compare'
import { buildRows, changeIndices, changeSnippet, describeChange, lensSections, positionsByEntry } from '../../../renderer/src/features/compare/compare-model'

const side = (text: string[]) => ({ contractId: null, version: null, revision: null, name: 'x', paragraphs: text.length, text })

/** An answer as the engine gives it for two short drafts: one clause changed, one moved, one deleted, one inserted. */
const answer: CompareResponse = {
  old: side(['1. Term. One year.', '2. Fees. Thirty days.', '3. Notices. In writing.', '4. Audit. Once a year.']),
  new: side(['1. Term. One year.', '3. Notices. In writing.', '2. Fees. Sixty days.', '5. Data. Processed on instructions.']),
  summary: { oldParagraphs: 4, newParagraphs: 4, equal: 1, renumbered: 0, changed: 0, moved: 1, inserted: 1, deleted: 1, wordsInserted: 5, wordsDeleted: 4 },
  approximate: false,
  entries: [
    { kind: 'equal', oldNumber: 1, newNumber: 1 },
    { kind: 'moved', oldNumber: 2, newNumber: 3, place: 'old' },
    { kind: 'equal', oldNumber: 3, newNumber: 2 },
    {
      kind: 'moved',
      oldNumber: 2,
      newNumber: 3,
      place: 'new',
      words: [
        { kind: 'equal', text: '2. Fees. ' },
        { kind: 'deleted', text: 'Thirty' },
        { kind: 'inserted', text: 'Sixty' },
        { kind: 'equal', text: ' days.' }
      ]
    },
    { kind: 'deleted', oldNumber: 4, newNumber: null },
    { kind: 'inserted', oldNumber: null, newNumber: 4 }
  ]
}

describe('the compare view’s rows', () => {
  const rows = buildRows(answer)

  it('gives each side the runs it shows: deletions on the left, insertions on the right, both inline', () => {
    expect(rows.map((r) => [r.kind, r.old, r.new])).toEqual([
      ['equal', [{ kind: 'equal', text: '1. Term. One year.' }], [{ kind: 'equal', text: '1. Term. One year.' }]],
      ['moved', [{ kind: 'deleted', text: '2. Fees. Thirty days.' }], null],
      ['equal', [{ kind: 'equal', text: '3. Notices. In writing.' }], [{ kind: 'equal', text: '3. Notices. In writing.' }]],
      [
        'moved',
        null,
        [
          { kind: 'equal', text: '2. Fees. ' },
          { kind: 'inserted', text: 'Sixty' },
          { kind: 'equal', text: ' days.' }
        ]
      ],
      ['deleted', [{ kind: 'deleted', text: '4. Audit. Once a year.' }], null],
      ['inserted', null, [{ kind: 'inserted', text: '5. Data. Processed on instructions.' }]]
    ])
    expect(rows[3]?.inline.map((s) => s.text).join('')).toBe('2. Fees. ThirtySixty days.')
  })

  it('steps through every line that is not unchanged, and names each change as a lawyer reads it', () => {
    expect(changeIndices(rows)).toEqual([1, 3, 4, 5])
    expect(rows.filter((r) => r.kind !== 'equal').map(describeChange)).toEqual(['Moved away from ¶ 2 (to ¶ 3)', 'Moved to ¶ 3 (from ¶ 2)', 'Deleted ¶ 4', 'Inserted at ¶ 4'])
    expect(changeSnippet(rows[4]!)).toBe('4. Audit. Once a year.')
  })
})

describe('the playbook lens in the window', () => {
  const position = (order: number, status: LensPosition['status'], changes: number[]): LensPosition => ({
    order,
    name: `Position ${order}`,
    ifNotFound: { compliant: false, status: null },
    status,
    old: { found: status !== 'newlyMatched', paragraphs: [] },
    new: { found: status !== 'noLongerMatched', paragraphs: [] },
    changes
  })
  const positions = [position(1, 'stillMatched', []), position(2, 'noLongerMatched', [4]), position(3, 'newlyMatched', [5]), position(4, 'stillMatched', [1, 3]), position(5, 'neverMatched', [])]

  it('lists what the changes lost and gained first, then what they touched, untouched positions last', () => {
    expect(lensSections(positions).map((s) => [s.title, s.positions.map((p) => p.order)])).toEqual([
      ['No longer matches', [2]],
      ['Newly matches', [3]],
      ['Changed where it matches', [4]],
      ['Untouched', [1, 5]]
    ])
  })

  it('turns the positions’ changes into each change’s positions', () => {
    const byEntry = positionsByEntry(positions)
    expect([...byEntry].map(([entry, list]) => [entry, list.map((p) => p.order)]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [1, [4]],
      [3, [4]],
      [4, [2]],
      [5, [3]]
    ])
  })
})
