import { describe, expect, it } from 'vitest'
import Ajv from 'ajv'
import { KeyTerms, type KeyTermName } from '../../../shared/api/key-terms'
import { readKeyTerms } from '../../../electron/engine/keyterms'
import { isHeldOut, keyTermsAvailable, keyTermsSkipReason, readDevelopmentSet, scoreSet, type TermFigures } from '../../helpers/keyterms-scoring'

/*
 * The whole development set, scored as its README says. The floors sit a little under what Folio
 * measures (and at the issue's targets where it reaches them), so a change that makes reading
 * worse fails here before it reaches a lawyer. Every fifth contract was held out while tuning.
 */

// Measured (all 102): parties 0.91, agreement 0.94, effective 0.95, expiration 0.83, renewal 0.94,
// notice 0.93, governing law 0.97 (the targets 0.90, 0.80 and 0.96 reached).
const ACCURACY_FLOOR: Record<KeyTermName, number> = {
  // Parties: tuned 0.91, held-out 0.90; most misses left are the annotators' typos and blank parties.
  parties: 0.9,
  agreementDate: 0.92,
  effectiveDate: 0.93,
  expirationDate: 0.8,
  renewalTerm: 0.91,
  noticePeriod: 0.87,
  governingLaw: 0.96
}

// Measured: agreement 17% (2 of 12, both dates the contract does state), effective 6%,
// expiration 2%, renewal 0%, notice 1%, governing law 0%. The issue's ceilings are 20% for dates
// and 5% for the rest.
const FALSE_PROPOSAL_CEILING: Record<KeyTermName, number> = {
  parties: 0,
  agreementDate: 0.2,
  effectiveDate: 0.1,
  expirationDate: 0.05,
  renewalTerm: 0.05,
  noticePeriod: 0.05,
  governingLaw: 0.05
}

// The engine validates answers with Ajv; the same check here, on every contract's terms.
const validTerms = new Ajv({ allErrors: true, strict: false }).compile(KeyTerms)

const contracts = keyTermsAvailable ? readDevelopmentSet() : []
const results = contracts.map((contract) => ({ contract, terms: readKeyTerms(contract.paragraphs) }))

function figure(figures: TermFigures[], term: KeyTermName): TermFigures {
  const found = figures.find((f) => f.term === term)
  if (!found) throw new Error(`no figure for ${term}`)
  return found
}

describe.skipIf(!keyTermsAvailable)(`the key-term development set${keyTermsAvailable ? '' : ` (${keyTermsSkipReason})`}`, () => {
  it('reads all 102 contracts', () => {
    expect(contracts).toHaveLength(102)
  })

  it('answers in the shape the API declares, every evidence a real span of its paragraph', () => {
    for (const { contract, terms } of results) {
      expect(validTerms(terms), `${contract.id}: ${JSON.stringify(validTerms.errors)}`).toBe(true)
      const evidences = [...terms.parties.map((party) => party.evidence), ...(['agreementDate', 'effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod', 'governingLaw'] as const).flatMap((term) => terms[term]?.evidence ?? [])]
      for (const evidence of evidences) {
        expect(contract.paragraphs[evidence.paragraphIndex]?.slice(evidence.start, evidence.end), contract.id).toBe(evidence.text)
        expect(evidence.end, contract.id).toBeGreaterThan(evidence.start)
      }
      for (const term of ['agreementDate', 'effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod', 'governingLaw'] as const) {
        expect(terms[term]?.applied ?? false).toBe(false)
      }
    }
  })

  it('reads the same terms twice over (deterministic)', () => {
    const [first] = results
    if (!first) throw new Error('no contract')
    expect(readKeyTerms(first.contract.paragraphs)).toEqual(first.terms)
  })

  const figures = scoreSet(results)
  it.each(Object.keys(ACCURACY_FLOOR) as KeyTermName[])('%s: accuracy and false proposals stay at their measured level', (term) => {
    const measured = figure(figures, term)
    expect(measured.accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR[term])
    expect(measured.falseProposalRate).toBeLessThanOrEqual(FALSE_PROPOSAL_CEILING[term])
  })

  it('the held-out fifth scores within reach of the tuned part (no tuning to a file)', () => {
    const heldOut = scoreSet(results.filter(({ contract }) => isHeldOut(contract.id)))
    for (const term of ['parties', 'governingLaw', 'agreementDate', 'renewalTerm'] as const) {
      expect(figure(heldOut, term).accuracy, term).toBeGreaterThanOrEqual(ACCURACY_FLOOR[term] - 0.15)
    }
  })
})
