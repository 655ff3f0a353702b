import type { ContractListItem } from '../../../../shared/api/contracts'
import { daysBetween } from '../../lib/dates'
import { hasNoticeDeadline, noticeName } from '../contracts/renewal-badge'

/** A notice deadline, an automatic renewal or an expiry: something a lawyer must see coming. */
export type RenewalEventKind = 'notice' | 'renews' | 'ends'

export interface RenewalEvent {
  kind: RenewalEventKind
  /** The day, as a UTC midnight. */
  day: number
  /** Days from today. */
  inDays: number
  contract: ContractListItem
  /** One line: what happens. */
  description: string
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
    events.set(`${kind}:${contract.id}:${day}`, { kind, day, inDays, contract, description })
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
    if (seen.has(event.contract.id)) continue
    seen.add(event.contract.id)
    const { code, label } = event.contract.status
    const key = `${code ?? 'none'}:${label}`
    const entry = counts.get(key) ?? { code, label, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  return [...counts.values()].sort((a, b) => (a.code ?? 99) - (b.code ?? 99))
}
