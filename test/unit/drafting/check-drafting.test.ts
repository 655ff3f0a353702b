import { describe, expect, it } from 'vitest'
import { FINDING_KINDS } from '../../../shared/api/drafting-checks'
import { checkDrafting } from '../../../electron/engine/drafting'

describe('checkDrafting', () => {
  it('answers every kind in the summary, zero when nothing is found', () => {
    const result = checkDrafting([])
    expect(result).toEqual({ findings: [], definitions: [], summary: Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) })
  })

  it('lists definitions with their uses and reports the mechanical mistakes of a short draft', () => {
    const paragraphs = [
      'DISTRIBUTOR AGREEMENT (the "Agreement") is made as of February 30, 2021 by and between Peregrine Corporation, a Delaware corporation (the "Licensor"), and Neon Systems, Inc. (the "Licensee").',
      '1.1 "Licensed Product" means the software listed on Exhibit A.',
      '1.2 "Territory" means the United States.',
      '1.4 Licensee shall pay thirty (60) days after receipt of the Licenced Product, as set out in Section 9.2.',
      '1.5 The fee is [●].'
    ]
    const result = checkDrafting(paragraphs)
    const at = (p: number, term: string) => ({ term, paragraphIndex: p, start: paragraphs[p]!.indexOf(`"${term}"`) + 1, end: paragraphs[p]!.indexOf(`"${term}"`) + 1 + term.length })
    expect(result.definitions).toEqual([
      { ...at(0, 'Agreement'), uses: 0 },
      { ...at(0, 'Licensor'), uses: 0 },
      { ...at(0, 'Licensee'), uses: 1 },
      { ...at(1, 'Licensed Product'), uses: 0 },
      { ...at(2, 'Territory'), uses: 0 }
    ])
    const kinds = result.findings.map((f) => [f.kind, f.text])
    expect(kinds).toContainEqual(['invalid-date', 'February 30, 2021'])
    expect(kinds).toContainEqual(['number-mismatch', 'thirty (60)'])
    expect(kinds).toContainEqual(['inconsistent-term', 'Licenced Product'])
    expect(kinds).toContainEqual(['numbering', '1.4'])
    expect(kinds).toContainEqual(['placeholder', '[●]'])
    expect(result.findings.find((f) => f.kind === 'number-mismatch')?.suggestion).toBe('thirty (30)')
    expect(result.findings.find((f) => f.kind === 'inconsistent-term')?.suggestion).toBe('Licensed Product')
  })
})
