import type { ContractListItem } from '../../../../shared/api/contracts'
import type { ProposedRenewal } from '../../../../shared/api/key-term-actions'
import { daysBetween } from '../../lib/dates'
import { hasNoticeDeadline, noticeName } from '../contracts/renewal-badge'

/** A notice deadline, an automatic renewal or an expiry: something a lawyer must see coming. */
export type RenewalEventKind = 'notice' | 'renews' | 'ends'

/** The contract an event belongs to; a proposed event's status is not shown (it is not the contract's). */
export interface RenewalContract {
  id: string
  name: string
  status: ContractListItem['status'] | null
}

export interface RenewalEvent {
  kind: RenewalEventKind
  /** The day, as a UTC midnight. */
  day: number
  /** Days from today. */
  inDays: number
  contract: RenewalContract
  /** One line: what happens. */
  description: string
  /**
   * Read from the contract's text by Folio but not applied to its properties yet: shown so that
   * no deadline hides in an unreviewed import, and marked as such in words and style.
   */
  proposed: boolean
}

export const EVENT_KIND_NAMES: Record<RenewalEventKind, string> = {
  notice: 'Notice deadlines',
  renews: 'Renewals',
  ends: 'Expirations'
}

/**
 * The events of a window from two list queries: contracts whose renewal anchor falls in it (a
 * notice deadline when a notice period applies) and contracts whose term ends in it.
 */
export function renewalEvents(byAnchor: readonly ContractListItem[], byExpiration: readonly ContractListItem[], today: number, days: number): RenewalEvent[] {
  const events = new Map<string, RenewalEvent>()
  const add = (kind: RenewalEventKind, iso: string, contract: ContractListItem, description: string) => {
    const day = Date.parse(iso)
    const inDays = daysBetween(today, day)
    if (Number.isNaN(day) || inDays < 0 || inDays > days) return
    events.set(`${kind}:${contract.id}:${day}`, { kind, day, inDays, contract: { id: contract.id, name: contract.name, status: contract.status }, description, proposed: false })
  }
  for (const contract of byAnchor) {
    if (contract.renewalAnchorDate && hasNoticeDeadline(contract)) {
      const period = contract.noticePeriodDays ?? 0
      add('notice', contract.renewalAnchorDate, contract, `Last day for the ${noticeName(contract.noticeType)} (${period} days before the term ends)`)
    }
  }
  for (const contract of [...byExpiration, ...byAnchor]) {
    if (!contract.expirationDate) continue
    if (contract.autorenew) add('renews', contract.expirationDate, contract, 'Renews automatically unless notice was given')
    else add('ends', contract.expirationDate, contract, 'The term ends')
  }
  return [...events.values()].sort((a, b) => a.day - b.day || a.contract.name.localeCompare(b.contract.name))
}

/**
 * The events that key terms read but not applied would give their contracts (GET
 * /local/key-terms/proposed-renewals), in the window.
 */
export function proposedEvents(proposed: readonly ProposedRenewal[], today: number, days: number): RenewalEvent[] {
  const events: RenewalEvent[] = []
  const add = (kind: RenewalEventKind, iso: string | null, item: ProposedRenewal, description: string) => {
    if (iso === null) return
    const day = Date.parse(`${iso}T00:00:00Z`)
    const inDays = daysBetween(today, day)
    if (Number.isNaN(day) || inDays < 0 || inDays > days) return
    events.push({ kind, day, inDays, contract: { id: item.contract.id, name: item.contract.name, status: null }, description, proposed: true })
  }
  for (const item of proposed) {
    const period = item.noticePeriodDays ?? 0
    if (period > 0 && item.renewalAnchorDate !== item.expirationDate) {
      add('notice', item.renewalAnchorDate, item, `Proposed, not applied: last day for notice (${period} days before the term ends), read from the contract’s text`)
    }
    add(item.autorenew ? 'renews' : 'ends', item.expirationDate, item, item.autorenew ? 'Proposed, not applied: renews automatically unless notice is given' : 'Proposed, not applied: the term ends')
  }
  return events
}

/** Both kinds of events in one agenda, by day. */
export function mergeEvents(confirmed: readonly RenewalEvent[], proposed: readonly RenewalEvent[]): RenewalEvent[] {
  return [...confirmed, ...proposed].sort((a, b) => a.day - b.day || a.contract.name.localeCompare(b.contract.name) || Number(a.proposed) - Number(b.proposed))
}

export interface StatusCount {
  code: number | null
  label: string
  count: number
}

/** How many contracts with an event in the window are at each status (each contract once). */
export function countByStatus(events: readonly RenewalEvent[]): StatusCount[] {
  const seen = new Set<string>()
  const counts = new Map<string, StatusCount>()
  for (const event of events) {
    if (event.contract.status === null || seen.has(event.contract.id)) continue
    seen.add(event.contract.id)
    const { code, label } = event.contract.status
    const key = `${code ?? 'none'}:${label}`
    const entry = counts.get(key) ?? { code, label, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  return [...counts.values()].sort((a, b) => (a.code ?? 99) - (b.code ?? 99))
}
