import { KEY_TERM_NAMES, type KeyTermName, type KeyTerms } from '../../../../shared/api/key-terms'
import type { KeyTermChange } from '../../../../shared/api/key-term-actions'
import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { Db } from '../../db/connection'
import { loadPropertyCatalogue } from '../../db/queries/catalogue'
import { contractProperties } from '../../db/queries/contract-detail'
import { termWrites } from '../../domain/key-terms/property-writes'
import { describePropertyProblems, formatIsoDate, validatePropertyUpdate, type PropertyDefinitionRecord } from '../../domain/properties'
import { resolveMapping, type ResolvedMapping } from './mapping'

/**
 * What applying each key term would change on one contract, judged exactly as the property write
 * judges it (the same validation, against the contract's category and current values), so that
 * what the window shows before a click is what the click does.
 */
export interface TermProposal {
  term: KeyTermName
  /** The write's body, when the term can be applied. */
  writes: Record<string, unknown> | null
  /** The values stored once written (the validated changes), by key. */
  stored: Map<string, StoredPropertyValue | null>
  problem: string | null
}

export interface ContractProposals {
  current: Map<string, StoredPropertyValue>
  catalogue: ReadonlyMap<string, PropertyDefinitionRecord>
  proposals: TermProposal[]
}

/** The catalogue and the term-to-property mapping, read once for many contracts. */
export interface ProposalSetting {
  catalogue: ReadonlyMap<string, PropertyDefinitionRecord>
  property: ResolvedMapping['property']
}

export function proposalSetting(db: Db): ProposalSetting {
  return { catalogue: loadPropertyCatalogue(db), property: resolveMapping(db).property }
}

export function proposalsFor(
  db: Db,
  contract: { id: string; category_id: string | null },
  terms: KeyTerms,
  only: readonly KeyTermName[] = KEY_TERM_NAMES,
  setting: ProposalSetting = proposalSetting(db)
): ContractProposals {
  const { catalogue, property } = setting
  const current = new Map(contractProperties(db, contract.id).flatMap((p) => (p.value === null ? [] : [[p.key, p.value] as const])))
  const proposals = only.map((term): TermProposal => {
    const planned = termWrites(term, terms, property[term], catalogue, current)
    if ('problem' in planned) return { term, writes: null, stored: new Map(), problem: planned.problem }
    // No term is written to a party property (KEY_TERM_PROPERTY_TYPES): names are not contact-book ids.
    const result = validatePropertyUpdate(planned.writes, { definitions: catalogue, contractCategoryId: contract.category_id, currentValues: current, partyExists: () => false })
    if (!result.ok) return { term, writes: null, stored: new Map(), problem: `Key term '${term}' cannot be written: ${describePropertyProblems(result.problems)}` }
    return { term, writes: planned.writes, stored: new Map(result.changes), problem: null }
  })
  return { current, catalogue, proposals }
}

const sameValue = (a: StoredPropertyValue | null | undefined, b: StoredPropertyValue | null | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** Whether the contract already holds everything the term would write. */
export function isApplied(proposal: TermProposal, current: ReadonlyMap<string, StoredPropertyValue>): boolean {
  return proposal.writes !== null && [...proposal.stored].every(([key, value]) => sameValue(current.get(key), value))
}

/** A stored value as the window shows it in "old → new". */
export function showValue(def: PropertyDefinitionRecord | undefined, value: StoredPropertyValue | null | undefined): string | null {
  if (value === null || value === undefined) return null
  if (def?.type === 'date' && typeof value === 'number') return formatIsoDate(value)
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.join(', ')
  if (typeof value === 'object') return value.id
  return String(value)
}

export function presentChanges(proposals: ContractProposals): KeyTermChange[] {
  return proposals.proposals.map((p) => ({
    term: p.term,
    changes: [...p.stored].map(([key, to]) => {
      const def = proposals.catalogue.get(key)
      return { key, label: def?.label ?? key, from: showValue(def, proposals.current.get(key)), to: showValue(def, to) }
    }),
    problem: p.problem
  }))
}

/** The terms with `applied` set from the contract's current values. */
export function withApplied(terms: KeyTerms, proposals: ContractProposals): KeyTerms {
  const applied = (term: KeyTermName) => {
    const proposal = proposals.proposals.find((p) => p.term === term)
    return proposal !== undefined && isApplied(proposal, proposals.current)
  }
  const mark = <T extends { applied: boolean }>(term: KeyTermName, read: T | null): T | null => (read === null ? null : { ...read, applied: applied(term) })
  return {
    parties: terms.parties,
    agreementDate: mark('agreementDate', terms.agreementDate),
    effectiveDate: mark('effectiveDate', terms.effectiveDate),
    expirationDate: mark('expirationDate', terms.expirationDate),
    renewalTerm: mark('renewalTerm', terms.renewalTerm),
    noticePeriod: mark('noticePeriod', terms.noticePeriod),
    governingLaw: mark('governingLaw', terms.governingLaw)
  }
}
