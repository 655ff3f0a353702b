import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { compareParagraphs, numberParagraphs } from '../../../electron/engine/documents/compare'
import { wordChanges } from '../../../electron/engine/documents/compare/words'
import { buildRedline } from '../../../electron/engine/documents/redline'
import { corpusAvailable, corpusSkipReason } from '../../fixtures/documents/corpus'
import { cuadParagraphs } from '../../fixtures/compare/cuad-paragraphs'
import { applyEdits, type Edit } from '../../fixtures/compare/edits'
import { expectConsistentComparison, spell } from '../../fixtures/compare/invariants'
import { readTrackedChanges } from '../../fixtures/compare/tracked-changes'

/**
 * Random edit scripts on a real contract: whatever the edits, the comparison accounts for every
 * paragraph once with consistent counts, and its redline accepts to the newer text and rejects to
 * the older one exactly.
 */
const contract = cuadParagraphs('cuad-04-collaboration.txt')
const otherClauses = cuadParagraphs('cuad-03-endorsement.txt')

const editScript = (insertable: readonly string[]): fc.Arbitrary<Edit[]> =>
  fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.constantFrom(...insertable) }),
      fc.record({ kind: fc.constant('move' as const), from: fc.nat(), to: fc.nat() }),
      fc.record({ kind: fc.constant('reword' as const), at: fc.nat(), word: fc.nat(), replacement: fc.constantFrom('Licensor', 'ninety', 'shall not', '2019', 'in writing', 'Société') }),
      fc.record({ kind: fc.constant('relabel' as const), at: fc.nat(), label: fc.constantFrom('1.', '2.3', '(b)', '(iv)', 'Section 9.', 'ARTICLE 4') })
    ),
    { maxLength: 25 }
  )

async function expectExactRedline(older: readonly string[], newer: readonly string[]): Promise<void> {
  const oldParagraphs = numberParagraphs(older)
  const newParagraphs = numberParagraphs(newer)
  const comparison = compareParagraphs(oldParagraphs, newParagraphs)
  expectConsistentComparison(comparison, older, newer)
  const read = readTrackedChanges(await buildRedline(oldParagraphs, newParagraphs, comparison))
  // A document holds at least one paragraph: an empty text reads back as one empty paragraph.
  expect(read.accepted).toEqual(newer.length === 0 ? [''] : newer)
  expect(read.rejected).toEqual(older.length === 0 ? [''] : older)
}

if (!corpusAvailable) describe('random edits of a real contract', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('random edits of a real contract (CUAD cooperation agreement)', () => {
  test('the comparison is consistent and its redline accepts to the newer text and rejects to the older', async () => {
    await fc.assert(
      fc.asyncProperty(editScript(otherClauses), async (edits) => {
        await expectExactRedline(contract, applyEdits(contract, edits))
      }),
      { numRuns: 60 }
    )
  })

  test('an untouched contract compares equal, and only the edited paragraphs differ', () => {
    fc.assert(
      fc.property(editScript(otherClauses), (edits) => {
        const edited = applyEdits(contract, edits)
        const { summary } = compareParagraphs(numberParagraphs(contract), numberParagraphs(edited))
        const touched = summary.renumbered + summary.changed + summary.moved + summary.inserted + summary.deleted
        expect(summary.equal).toBeGreaterThanOrEqual(Math.min(contract.length, edited.length) - 2 * edits.length)
        expect(touched === 0).toBe(edited.join('\n') === contract.join('\n'))
      }),
      { numRuns: 200 }
    )
  })
})

describe('random texts with many repeats, labels and line breaks', () => {
  const pool = ['(a)', '1. Fees.', '2. Fees.', 'Fees.', 'The Supplier shall pay.', 'The Customer shall pay.', 'Notices:\nby hand', '', '5.2 Term', '6.2 Term', 'Société Générale S.A.', 'x\ty']
  test('comparisons are consistent and redlines exact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...pool), { maxLength: 12 }), fc.array(fc.constantFrom(...pool), { maxLength: 12 }), async (older, newer) => {
        await expectExactRedline(older, newer)
      }),
      { numRuns: 150 }
    )
  })

  test('word changes spell both texts exactly', () => {
    const piece = fc.constantFrom('the', 'The', ' ', '  ', '\n', ',', '5.2', 'Société', '数据', '🙂', 'shall', '\t', '(a)', 'x')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.array(piece, { maxLength: 30 }), (a, b) => {
        const older = a.join('')
        const newer = b.join('')
        expect(spell(wordChanges(older, newer))).toEqual({ old: older, new: newer })
      }),
      { numRuns: 500 }
    )
  })
})
