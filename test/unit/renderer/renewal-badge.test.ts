import { describe, expect, it } from 'vitest'
import { renewalBadge } from '../../../renderer/src/features/contracts/renewal-badge'
import { renewalEvents, countByStatus } from '../../../renderer/src/features/renewals/renewal-events'
import type { ContractListItem } from '../../../shared/api/contracts'

const TODAY = Date.UTC(2026, 10, 21)

function contract(patch: Partial<ContractListItem>): ContractListItem {
  return {
    id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    name: 'Master Services Agreement – Helix Biotech',
    reference: 'MSA-2026-047',
    type: 'external',
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    archived: false,
    aborted: false,
    renewalAnchorDate: null,
    url: 'http://127.0.0.1:48620/contracts/aaaaaaaaaaaaaaaaaaaaaaaa',
    expirationDate: null,
    endDateBasis: null,
    noticeType: null,
    renewalState: null,
    noticePeriodDays: null,
    autorenew: null,
    category: null,
    status: { code: 5, label: 'Executed' },
    ...patch
  }
}

describe('the renewal badge', () => {
  it('a notice deadline within a month is urgent and says what notice is due', () => {
    const badge = renewalBadge(
      contract({ renewalState: 'active', renewalAnchorDate: '2026-12-01T00:00:00.000Z', expirationDate: '2027-01-30T00:00:00.000Z', noticeType: 'non_renewal', noticePeriodDays: 60, autorenew: true }),
      TODAY
    )
    expect(badge).toEqual({
      label: 'Notice by 1 Dec',
      tone: 'danger',
      title: 'Non-renewal notice (60 days) due 1 Dec 2026, in 10 days; the term renews on 30 Jan 2027'
    })
  })

  it('without a notice period the anchor is the end of the term', () => {
    const badge = renewalBadge(contract({ renewalState: 'active', renewalAnchorDate: '2027-02-01T00:00:00.000Z', expirationDate: '2027-02-01T00:00:00.000Z', autorenew: false }), TODAY)
    expect(badge?.label).toBe('Ends 1 Feb 2027')
    expect(badge?.tone).toBe('warn')
  })

  it('a passed notice deadline says the term will renew regardless', () => {
    const badge = renewalBadge(contract({ renewalState: 'notice_period', renewalAnchorDate: '2026-11-01T00:00:00.000Z', expirationDate: '2026-12-31T00:00:00.000Z', noticeType: 'non_renewal', noticePeriodDays: 60, autorenew: true }), TODAY)
    expect(badge?.label).toBe('Notice passed · renews 31 Dec')
  })

  it('an unknown schedule shows no badge', () => {
    expect(renewalBadge(contract({ renewalState: 'unknown' }), TODAY)).toBeNull()
  })
})

describe('renewal events of a window', () => {
  it('a notice deadline and the renewal it guards are two events; each contract counts once by status', () => {
    const item = contract({ renewalState: 'active', renewalAnchorDate: '2026-12-01T00:00:00.000Z', expirationDate: '2027-01-30T00:00:00.000Z', noticeType: 'termination', noticePeriodDays: 60, autorenew: true })
    const ending = contract({ id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'NDA – Crescent', renewalState: 'active', expirationDate: '2026-12-15T00:00:00.000Z', autorenew: false, status: { code: 4, label: 'Pending Signature' } })
    const events = renewalEvents([item], [item, ending], TODAY, 90)
    expect(events.map((e) => [e.kind, e.inDays, e.contract.name])).toEqual([
      ['notice', 10, 'Master Services Agreement – Helix Biotech'],
      ['ends', 24, 'NDA – Crescent'],
      ['renews', 70, 'Master Services Agreement – Helix Biotech']
    ])
    expect(countByStatus(events)).toEqual([
      { code: 4, label: 'Pending Signature', count: 1 },
      { code: 5, label: 'Executed', count: 1 }
    ])
  })
})
