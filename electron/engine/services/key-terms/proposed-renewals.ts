import type { KeyTermName } from '../../../../shared/api/key-terms'
import type { ProposedRenewal, ProposedRenewalsResponse } from '../../../../shared/api/key-term-actions'
import type { StoredPropertyValue } from '../../../../shared/api/property-model'
import type { EngineContext } from '../../context'
import { findContractRow } from '../../db/queries/contract-rows'
import { currentKeyTerms } from '../../db/queries/key-terms'
import { contractVisibilitySql } from '../../domain/access'
import type { Principal } from '../../domain/principal'
import { computeRenewalSchedule, RENEWAL_PROPERTY_KEYS } from '../../domain/renewal'
import { formatIsoDate } from '../../domain/properties'
import { isApplied, proposalSetting, proposalsFor } from './proposals'

/** The terms the renewal schedule reads, through the properties they are written to. */
const SCHEDULE_TERMS: readonly KeyTermName[] = ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod']
const SCHEDULE_KEYS = new Set<string>(Object.values(RENEWAL_PROPERTY_KEYS))

const isoOrNull = (epochMs: number | null) => (epochMs === null ? null : formatIsoDate(epochMs))

/**
 * GET /local/key-terms/proposed-renewals: for every contract the user may read whose current text
 * has terms read but not applied that would move its renewal schedule, the schedule those terms
 * would give it. So a notice deadline in an unreviewed import still shows on the Renewals
 * timeline, marked as proposed, before anyone applies it.
 */
export function listProposedRenewals(ctx: EngineContext, user: Principal): ProposedRenewalsResponse {
  const now = ctx.now()
  const proposed: ProposedRenewal[] = []
  const setting = proposalSetting(ctx.db)
  for (const read of currentKeyTerms(ctx.db, contractVisibilitySql(user))) {
    const contract = findContractRow(ctx.db, read.contractId)
    if (!contract) continue
    const { current, proposals } = proposalsFor(ctx.db, contract, read.terms, SCHEDULE_TERMS, setting)
    const pending = proposals.filter((p) => p.writes !== null && !isApplied(p, current) && [...p.stored.keys()].some((key) => SCHEDULE_KEYS.has(key)))
    if (pending.length === 0) continue
    const overlaid = new Map<string, StoredPropertyValue>(current)
    for (const proposal of pending) {
      for (const [key, value] of proposal.stored) {
        if (value === null) overlaid.delete(key)
        else overlaid.set(key, value)
      }
    }
    const before = computeRenewalSchedule(current, now)
    const after = computeRenewalSchedule(overlaid, now)
    if (after.expirationDate === null && after.renewalAnchorDate === null) continue
    if (after.expirationDate === before.expirationDate && after.renewalAnchorDate === before.renewalAnchorDate) continue
    proposed.push({
      contract: { id: contract.id, name: contract.name, reference: contract.reference },
      revision: read.revision,
      terms: pending.map((p) => p.term),
      expirationDate: isoOrNull(after.expirationDate),
      renewalAnchorDate: isoOrNull(after.renewalAnchorDate),
      noticePeriodDays: after.noticePeriodDays === null ? null : Math.round(after.noticePeriodDays),
      autorenew: after.autorenew
    })
  }
  return { proposed }
}
