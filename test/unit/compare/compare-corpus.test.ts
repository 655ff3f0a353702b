import { describe, expect, test } from 'vitest'
import type { ComparisonEntry } from '../../../shared/api/compare'
import { compareParagraphs, numberParagraphs } from '../../../electron/engine/documents/compare'
import { corpusAvailable, corpusSkipReason } from '../../fixtures/documents/corpus'
import { cuadParagraphs } from '../../fixtures/compare/cuad-paragraphs'
import { cooperationAgreementDrafts } from '../../fixtures/compare/drafts'
import { expectConsistentComparison } from '../../fixtures/compare/invariants'

const compare = (older: readonly string[], newer: readonly string[]) => compareParagraphs(numberParagraphs(older), numberParagraphs(newer))

/** The text of `paragraph` before the first `marker`, and from the end of it on. */
function around(paragraph: string, marker: string): [string, string] {
  const at = paragraph.indexOf(marker)
  if (at < 0) throw new Error(`"${marker}" is not in the paragraph`)
  return [paragraph.slice(0, at), paragraph.slice(at + marker.length)]
}

const renumbered = (oldNumber: number, newNumber: number, from: string, to: string, words: ComparisonEntry['words']): ComparisonEntry => ({
  kind: 'renumbered',
  oldNumber,
  newNumber,
  renumbering: { from, to },
  words
})

if (!corpusAvailable) describe('comparing real contracts', () => {
  test.skip(corpusSkipReason, () => undefined)
})

describe.runIf(corpusAvailable)('comparing two drafts of a real contract (CUAD cooperation agreement)', () => {
  const drafts = cooperationAgreementDrafts()
  const old = drafts.old
  const p = (n: number): string => old[n - 1] ?? ''
  const comparison = compare(drafts.old, drafts.new)

  test('every edit is found: one deletion, one insertion, two changes, two moves, fourteen renumberings', () => {
    expect(comparison.approximate).toBe(false)
    expect(comparison.summary).toEqual({
      oldParagraphs: 74,
      newParagraphs: 74,
      equal: 55,
      renumbered: 14,
      changed: 2,
      moved: 2,
      inserted: 1,
      deleted: 1,
      wordsInserted: 24 + 2 + 3 + 1 + 3,
      wordsDeleted: (p(14).match(/[\p{L}\p{N}]+/gu)?.length ?? 0) - 1 + 2 + 1
    })
    expectConsistentComparison(comparison, drafts.old, drafts.new)
  })

  test('the alignment names each change with its old and new paragraph numbers, in reading order', () => {
    const [beforeWriting, afterWriting] = around(p(10), 'by the Company')
    const [beforeFaith, afterFaith] = around(p(38), 'good faith')
    const [beforeYear, afterYear] = around(afterFaith, '2016')
    const [, afterParticipate] = around(p(45), '8. Compensation. The ValueAct Designee shall ')
    const body = (n: number) => p(n).slice(p(n).indexOf('. ') + 2)
    const expected: ComparisonEntry[] = [
      ...Array.from({ length: 9 }, (_, k): ComparisonEntry => ({ kind: 'equal', oldNumber: k + 1, newNumber: k + 1 })),
      { kind: 'moved', oldNumber: 10, newNumber: 12, place: 'old' },
      { kind: 'equal', oldNumber: 11, newNumber: 10 },
      { kind: 'equal', oldNumber: 12, newNumber: 11 },
      {
        kind: 'moved',
        oldNumber: 10,
        newNumber: 12,
        place: 'new',
        words: [
          { kind: 'equal', text: beforeWriting },
          { kind: 'inserted', text: 'in writing ' },
          { kind: 'equal', text: 'by the Company' + afterWriting }
        ]
      },
      { kind: 'equal', oldNumber: 13, newNumber: 13 },
      { kind: 'deleted', oldNumber: 14, newNumber: null },
      renumbered(15, 14, '(g)', '(f)', [
        { kind: 'equal', text: '(' },
        { kind: 'deleted', text: 'g' },
        { kind: 'inserted', text: 'f' },
        { kind: 'equal', text: p(15).slice(2) }
      ]),
      ...Array.from({ length: 18 }, (_, k): ComparisonEntry => ({ kind: 'equal', oldNumber: 16 + k, newNumber: 15 + k })),
      { kind: 'moved', oldNumber: 34, newNumber: 55, place: 'old' },
      { kind: 'inserted', oldNumber: null, newNumber: 33 },
      ...[35, 36, 37].map((n) => renumbered(n, n - 1, `${n - 32}.`, `${n - 31}.`, [
        { kind: 'deleted', text: `${n - 32}` },
        { kind: 'inserted', text: `${n - 31}` },
        { kind: 'equal', text: p(n).slice(1) }
      ])),
      {
        kind: 'changed',
        oldNumber: 38,
        newNumber: 37,
        words: [
          { kind: 'equal', text: beforeFaith },
          { kind: 'deleted', text: 'good faith' },
          { kind: 'inserted', text: 'all material respects' },
          { kind: 'equal', text: beforeYear },
          { kind: 'deleted', text: '2016' },
          { kind: 'inserted', text: '2017' },
          { kind: 'equal', text: afterYear }
        ]
      },
      { kind: 'equal', oldNumber: 39, newNumber: 38 },
      renumbered(40, 39, '6.', '7.', [{ kind: 'deleted', text: '6' }, { kind: 'inserted', text: '7' }, { kind: 'equal', text: p(40).slice(1) }]),
      { kind: 'equal', oldNumber: 41, newNumber: 40 },
      { kind: 'equal', oldNumber: 42, newNumber: 41 },
      { kind: 'equal', oldNumber: 43, newNumber: 42 },
      renumbered(44, 43, '7.', '8.', [{ kind: 'deleted', text: '7' }, { kind: 'inserted', text: '8' }, { kind: 'equal', text: p(44).slice(1) }]),
      {
        kind: 'changed',
        oldNumber: 45,
        newNumber: 44,
        renumbering: { from: '8.', to: '9.' },
        words: [
          { kind: 'deleted', text: '8' },
          { kind: 'inserted', text: '9' },
          { kind: 'equal', text: '. Compensation. The ValueAct Designee shall ' },
          { kind: 'inserted', text: 'be entitled to ' },
          { kind: 'equal', text: afterParticipate }
        ]
      },
      renumbered(46, 45, '9.', '10.', [{ kind: 'deleted', text: '9' }, { kind: 'inserted', text: '10' }, { kind: 'equal', text: '. ' + body(46) }]),
      { kind: 'equal', oldNumber: 47, newNumber: 46 },
      ...[48, 49, 50].map((n) => renumbered(n, n - 1, `${n - 38}.`, `${n - 37}.`, [
        { kind: 'deleted', text: `${n - 38}` },
        { kind: 'inserted', text: `${n - 37}` },
        { kind: 'equal', text: '. ' + body(n) }
      ])),
      { kind: 'equal', oldNumber: 51, newNumber: 50 },
      ...[52, 53, 54, 55].map((n) => renumbered(n, n - 1, `${n - 39}.`, `${n - 38}.`, [
        { kind: 'deleted', text: `${n - 39}` },
        { kind: 'inserted', text: `${n - 38}` },
        { kind: 'equal', text: '. ' + body(n) }
      ])),
      { kind: 'moved', oldNumber: 34, newNumber: 55, place: 'new' },
      ...Array.from({ length: 19 }, (_, k): ComparisonEntry => ({ kind: 'equal', oldNumber: 56 + k, newNumber: 56 + k }))
    ]
    expect(comparison.entries).toEqual(expected)
  })

  test('the same text compares equal throughout', () => {
    const same = compare(old, old)
    expect(same.entries).toEqual(old.map((_, i) => ({ kind: 'equal', oldNumber: i + 1, newNumber: i + 1 })))
    expect(same.summary.equal).toBe(74)
  })

  test('a contract against an empty text is all deletions, and the reverse all insertions', () => {
    expect(compare(old, []).entries).toEqual(old.map((_, i) => ({ kind: 'deleted', oldNumber: i + 1, newNumber: null })))
    expect(compare([], old).entries).toEqual(old.map((_, i) => ({ kind: 'inserted', oldNumber: null, newNumber: i + 1 })))
  })
})

describe.runIf(corpusAvailable)('comparing texts that differ beyond ordinary drafting', () => {
  test('two different contracts compare consistently, with nothing claimed equal that is not', () => {
    const cooperation = cuadParagraphs('cuad-04-collaboration.txt')
    const distributor = cuadParagraphs('cuad-05-distributor.txt')
    const comparison = compare(cooperation, distributor)
    expectConsistentComparison(comparison, cooperation, distributor)
    expect(comparison.summary.equal + comparison.summary.renumbered).toBe(0)
  })

  test('a contract in reverse order is every paragraph but one moved', () => {
    // Without its repeated lines (page numbers), so that exactly one paragraph can stay in order.
    const distributor = [...new Set(cuadParagraphs('cuad-05-distributor.txt'))]
    const reversed = [...distributor].reverse()
    const comparison = compare(distributor, reversed)
    expectConsistentComparison(comparison, distributor, reversed)
    expect(comparison.approximate).toBe(false)
    expect(comparison.summary.equal).toBe(1)
    expect(comparison.summary.moved).toBe(distributor.length - 1)
  })

  test('past the bound on reordering, a shuffled long contract is reported as moves and flagged approximate, still exactly', () => {
    const long = ['cuad-02-strategic-alliance.txt', 'cuad-05-distributor.txt', 'cuad-07-development.txt', 'cuad-08-marketing.txt'].flatMap(cuadParagraphs)
    const unique = [...new Set(long)]
    const shuffled = unique.map((text, i) => ({ text, at: (i * 7919) % unique.length })).sort((a, b) => a.at - b.at).map((x) => x.text)
    const comparison = compare(unique, shuffled)
    expectConsistentComparison(comparison, unique, shuffled)
    expect(comparison.approximate).toBe(true)
    expect(comparison.summary.moved).toBe(unique.length)
  })
})
