import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkDrafting } from '../../../electron/engine/drafting'
import type { DraftingChecks, FindingKind } from '../../../shared/api/drafting-checks'
import { normalizeParagraphText } from '../../../shared/text/paragraph-text'
import { cuadParagraphs } from '../../fixtures/compare/cuad-paragraphs'
import { corpusAvailable, corpusDir, corpusSkipReason } from '../../fixtures/documents/corpus'

/*
 * Real mistakes in real filed contracts, read in place from the shared corpus, and the look-alikes
 * beside them that must stay silent. Each expectation was read by hand.
 */
function keytermsParagraphs(file: string): string[] {
  return readFileSync(path.join(corpusDir, 'keyterms', 'text', file), 'utf8')
    .split('\n')
    .map(normalizeParagraphText)
    .filter((text) => text.length > 0)
}

interface Checked {
  paragraphs: string[]
  checks: DraftingChecks
}

const cache = new Map<string, Checked>()
function checked(file: string): Checked {
  let found = cache.get(file)
  if (!found) {
    const paragraphs = file.startsWith('cuad-') ? cuadParagraphs(file) : keytermsParagraphs(file)
    found = { paragraphs, checks: checkDrafting(paragraphs) }
    cache.set(file, found)
  }
  return found
}

/** The findings of a kind in the paragraph containing the snippet, as [text, suggestion]. */
function at(file: string, snippet: string, kind: FindingKind): Array<[string, string | undefined]> {
  const { paragraphs, checks } = checked(file)
  const p = paragraphs.findIndex((text) => text.includes(snippet))
  if (p < 0) throw new Error(`${file}: no paragraph contains ${snippet}`)
  return checks.findings.filter((f) => f.kind === kind && f.paragraphIndex === p).map((f) => [f.text, f.suggestion])
}

describe.skipIf(!corpusAvailable)('drafting checks on real filed contracts', () => {
  if (!corpusAvailable) console.warn(corpusSkipReason)

  it('finds words and figures that disagree, and makes the figure agree with the words', () => {
    expect(at('kt-008.txt', 'within ten (90) days', 'number-mismatch')).toEqual([['ten (90)', 'ten (10)']])
    // "one percent and one-half (1.5%)" is right, read whole; the strict reader leaves it alone.
    expect(at('kt-003.txt', 'one percent and one-half (1.5%)', 'number-mismatch')).toEqual([])
  })

  it('finds a term used under another name than the one defined', () => {
    // Defined as "Minimum Product Quantities", used as "Minimum Purchase Quantities".
    expect(at('kt-087.txt', '("Minimum Product Quantities")', 'undefined-term')).toEqual([['Minimum Purchase Quantities', undefined]])
  })

  it('finds a defined term spelled the British way, with the defined spelling', () => {
    expect(at('kt-050.txt', 'Labelled wi', 'inconsistent-term')).toEqual([['Labelled', 'Labeled']])
  })

  it('finds a cross-reference the word processor lost ("clause 0")', () => {
    expect(at('kt-069.txt', 'ascribed thereto in clause 0', 'broken-reference')).toEqual([['clause 0', undefined]])
  })

  it('does not take brand names for undefined terms', () => {
    expect(at('kt-040.txt', 'make the Good Sam name available', 'undefined-term')).toEqual([])
    expect(checked('kt-040.txt').checks.findings.filter((f) => f.text === 'Good Sam')).toEqual([])
    expect(checked('cuad-03-endorsement.txt').checks.findings.filter((f) => f.text === 'Clotamin')).toEqual([])
  })

  it('finds an attachment under its Roman or Arabic number, and one whose content the filing redacted', () => {
    expect(at('kt-058.txt', 'as set forth in Appendix 1', 'broken-reference')).toEqual([])
    expect(at('kt-048.txt', 'specified in the Appendix I', 'broken-reference')).toEqual([])
    expect(at('kt-002.txt', 'as set out in Exhibit I during', 'broken-reference')).toEqual([])
  })

  it("reads a reseller agreement's distributor boxes as choices, not blanks", () => {
    expect(at('kt-058.txt', '[X] TIDAL WIRE', 'placeholder')).toEqual([])
    expect(at('kt-058.txt', '[ ] AVNET', 'placeholder')).toEqual([])
  })

  it("reads an amendment's clauses and terms as the amended agreement's", () => {
    // "Amendment n° 01 to the Global Maintenance Agreement": its clause 12 and its capitalised terms are the GMA's.
    expect(at('kt-010.txt', 'Clause 12 - INVOICING AND PAYMENT TERMS', 'broken-reference')).toEqual([])
    expect(checked('kt-010.txt').checks.findings.filter((f) => f.kind === 'undefined-term')).toEqual([])
    // "New Section 13.10 is added to the Development Agreement"; "Sections 5 and 6" of the Non-Competition Agreement.
    expect(at('kt-012.txt', 'New Section 13.10 is added', 'broken-reference')).toEqual([])
    expect(at('kt-096.txt', 'including, without limitation, Sections 5 and 6', 'broken-reference')).toEqual([])
  })

  it('still checks the references of a contract whose boilerplate speaks of amendments', () => {
    // A full agreement with an "Amendment" clause and "as amended" statutes: its "clause 0" is still broken.
    expect(at('kt-069.txt', 'ascribed thereto in clause 0', 'broken-reference')).toEqual([['clause 0', undefined]])
    expect(checked('kt-069.txt').paragraphs.some((text) => /amend/i.test(text))).toBe(true)
  })

  it('finds a quotation opened with one mark and closed with another', () => {
    expect(at('kt-010.txt', '"Repairer\' or "ATR"', 'unbalanced')).toEqual([['"', undefined]])
  })

  it('finds the blanks of an unfilled date, and leaves the filing redactions alone', () => {
    expect(at('cuad-03-endorsement.txt', 'this ____day of', 'placeholder')).toEqual([
      ['____', undefined],
      ['____________', undefined]
    ])
    const { checks } = checked('kt-045.txt')
    expect(checks.findings.filter((f) => f.kind === 'placeholder' && f.text.includes('*'))).toEqual([])
  })

  it('reads the table of contents of a distributor agreement as neither references nor numbering', () => {
    const { paragraphs, checks } = checked('cuad-05-distributor.txt')
    const toc = paragraphs.findIndex((text) => text.startsWith('Article 1 Definitions'))
    expect(toc).toBeGreaterThanOrEqual(0)
    expect(checks.findings.filter((f) => f.paragraphIndex === toc)).toEqual([])
    // Its definitions section is read: "1.4 "Licensed Product" means …" and the rest.
    expect(checks.definitions.map((d) => d.term)).toEqual(expect.arrayContaining(['Customer', 'Documentation', 'Emergency Fix', 'Licensed Product', 'Master Copy', 'Territory']))
    expect(checks.definitions.find((d) => d.term === 'Licensed Product')!.uses).toBeGreaterThan(20)
  })

  it('reports the exhibits a filing omitted only once each, and only because it carries another', () => {
    const { checks } = checked('cuad-05-distributor.txt')
    expect(checks.findings.filter((f) => f.kind === 'broken-reference').map((f) => f.text)).toEqual(['EXHIBIT A', 'EXHIBIT C', 'EXHIBIT D'])
  })

  it('leaves the signature pages of a guaranty with many signatories alone', () => {
    const { checks } = checked('kt-036.txt')
    expect(checks.findings.filter((f) => f.kind === 'placeholder')).toEqual([])
  })
})
