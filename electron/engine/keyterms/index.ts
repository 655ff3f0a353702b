import type { KeyTerms } from '../../../shared/api/key-terms'
import { readAgreementDate, readEffectiveDate } from './contract-dates'
import { readGoverningLaw } from './governing-law'
import { readParties } from './parties'

/**
 * The key terms of a contract, read from its paragraphs (the text endpoint's shape). Pure and
 * deterministic: no network, no model, the same answer on every machine. A term the contract does
 * not state clearly is null: Folio abstains rather than guess. `applied` is always false here; the
 * product layer compares with the contract's properties.
 */
export function readKeyTerms(paragraphs: readonly string[]): KeyTerms {
  const agreement = readAgreementDate(paragraphs)
  const effective = readEffectiveDate(paragraphs, agreement)
  const law = readGoverningLaw(paragraphs)
  return {
    parties: readParties(paragraphs),
    agreementDate: agreement ? { value: agreement.iso, evidence: agreement.evidence, ...basis(agreement.basis), applied: false } : null,
    effectiveDate: effective ? { value: effective.iso, evidence: effective.evidence, ...basis(effective.basis), applied: false } : null,
    expirationDate: null,
    renewalTerm: null,
    noticePeriod: null,
    governingLaw: law ? { value: law.value, evidence: law.evidence, applied: false } : null
  }
}

function basis(text: string | undefined): { basis?: string } {
  return text === undefined ? {} : { basis: text }
}
