import type { ContractListItem } from '../../../../shared/api/contracts'
import { daysBetween, formatDay, formatShortDay, relativeDays } from '../../lib/dates'

export type BadgeTone = 'neutral' | 'info' | 'warn' | 'danger' | 'ok' | 'muted'

export interface RenewalBadge {
  label: string
  tone: BadgeTone
  /** The full sentence, for the tooltip and screen readers. */
  title: string
}

type RenewalFields = Pick<ContractListItem, 'renewalState' | 'renewalAnchorDate' | 'expirationDate' | 'noticeType' | 'noticePeriodDays' | 'autorenew'>

const NOTICE_NAMES: Record<string, string> = {
  non_renewal: 'non-renewal notice',
  termination: 'termination notice',
  renewal: 'renewal option notice'
}

/** True when the anchor is a notice deadline rather than the expiration itself (the schedule's rule 6). */
export function hasNoticeDeadline(item: RenewalFields): boolean {
  return (item.noticePeriodDays ?? 0) > 0 && item.noticeType !== null && item.noticeType !== 'none'
}

export function noticeName(noticeType: string | null): string {
  return (noticeType && NOTICE_NAMES[noticeType]) || 'notice'
}

/** Urgency by days left: within a month is urgent, within a quarter needs planning. */
export function toneForDays(days: number): BadgeTone {
  if (days < 0) return 'muted'
  if (days <= 30) return 'danger'
  if (days <= 90) return 'warn'
  return 'neutral'
}

/**
 * What a lawyer needs from a contract's renewal schedule in one badge: the next thing to act on
 * and how soon. `today` is a UTC midnight.
 */
export function renewalBadge(item: RenewalFields, today: number): RenewalBadge | null {
  const anchor = item.renewalAnchorDate ? Date.parse(item.renewalAnchorDate) : null
  const expiry = item.expirationDate ? Date.parse(item.expirationDate) : null
  const ends = item.autorenew ? 'renews' : 'ends'
  switch (item.renewalState) {
    case 'indefinite':
      return { label: 'No end date', tone: 'muted', title: 'Runs until terminated: no expiration date' }
    case 'expired':
      return { label: 'Expired', tone: 'muted', title: expiry ? `Expired on ${formatDay(expiry)}` : 'Expired' }
    case 'notice_period': {
      const label = expiry ? `Notice passed · ${ends} ${formatShortDay(expiry, today)}` : 'Notice passed'
      const title = `The ${noticeName(item.noticeType)} deadline has passed; the term ${ends}${expiry ? ` on ${formatDay(expiry)}` : ''}`
      return { label, tone: 'warn', title }
    }
    case 'active':
    case 'renewed': {
      if (anchor === null) return null
      const days = daysBetween(today, anchor)
      if (hasNoticeDeadline(item)) {
        const title = `${capitalise(noticeName(item.noticeType))} (${item.noticePeriodDays} days) due ${formatDay(anchor)}, ${relativeDays(days)}; the term ${ends}${expiry ? ` on ${formatDay(expiry)}` : ''}`
        return { label: `Notice by ${formatShortDay(anchor, today)}`, tone: toneForDays(days), title }
      }
      const title = `The term ${ends} on ${formatDay(anchor)}, ${relativeDays(days)}`
      return { label: `${capitalise(ends)} ${formatShortDay(anchor, today)}`, tone: toneForDays(days), title }
    }
    default:
      return null
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
