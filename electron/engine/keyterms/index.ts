import type { KeyTerms } from '../../../shared/api/key-terms'
import { readContractDates } from './contract-dates'
import { memoizedSentences } from './evidence'
import { readExpiration, type TermStart } from './expiration'
import { readGoverningLaw } from './governing-law'
import { readNoticePeriod } from './notice'
import { readParties } from './parties'
import { readRenewal } from './renewal'

/**
 * The key terms of a contract, read from its paragraphs (the text endpoint's shape). Pure and
 * deterministic: no network, no model, the same answer on every machine. A term the contract does
 * not state clearly is null: Folio abstains rather than guess. `applied` is always false here; the
 * product layer compares with the contract's properties.
 */
export function readKeyTerms(paragraphs: readonly string[]): KeyTerms {
  const { agreement, effective } = readContractDates(paragraphs)
  const start: TermStart | null = effective
    ? { iso: effective.iso, label: 'the effective date', ...(agreement ? { agreement: agreement.iso } : {}) }
    : agreement
      ? { iso: agreement.iso, label: 'the date of the agreement' }
      : null
  const split = memoizedSentences()
  const expiration = readExpiration(paragraphs, start, split)
  const renewal = readRenewal(paragraphs, split)
  const notice = readNoticePeriod(paragraphs, renewal, split)
  const law = readGoverningLaw(paragraphs)
  return {
    parties: readParties(paragraphs),
    agreementDate: agreement ? { value: agreement.iso, evidence: agreement.evidence, ...basis(agreement.basis), applied: false } : null,
    effectiveDate: effective ? { value: effective.iso, evidence: effective.evidence, ...basis(effective.basis), applied: false } : null,
    expirationDate: expiration ? { value: expiration.value, evidence: expiration.evidence, ...basis(expiration.basis), applied: false } : null,
    renewalTerm: renewal ? { value: renewal.value, evidence: renewal.evidence, applied: false } : null,
    noticePeriod: notice ? { value: notice.value, evidence: notice.evidence, applied: false } : null,
    governingLaw: law ? { value: law.value, evidence: law.evidence, applied: false } : null
  }
}

function basis(text: string | undefined): { basis?: string } {
  return text === undefined ? {} : { basis: text }
}
