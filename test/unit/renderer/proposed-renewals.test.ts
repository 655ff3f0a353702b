import { describe, expect, it } from 'vitest'
import { countByStatus, mergeEvents, proposedEvents } from '../../../renderer/src/features/renewals/renewal-events'
import type { ProposedRenewal } from '../../../shared/api/key-term-actions'

const TODAY = Date.UTC(2026, 10, 29)
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)

const proposal = (fields: Partial<ProposedRenewal>): ProposedRenewal => ({
  contract: { id: 'a'.repeat(24), name: 'kt-085', reference: 'IMP-00001' },
  revision: '61faf0deb528449f',
  terms: ['effectiveDate', 'expirationDate', 'renewalTerm', 'noticePeriod'],
  expirationDate: '2027-05-31',
  renewalAnchorDate: '2027-03-02',
  noticePeriodDays: 90,
  autorenew: true,
  ...fields
})

describe('the Renewals timeline’s proposed dates', () => {
  it('gives a contract whose terms are not applied its notice deadline and renewal, marked proposed in words', () => {
    expect(proposedEvents([proposal({})], TODAY, 180)).toEqual([
      {
        kind: 'notice',
        day: day('2027-03-02'),
        inDays: 93,
        contract: { id: 'a'.repeat(24), name: 'kt-085', status: null },
        description: 'Proposed, not applied: last day for notice (90 days before the term ends), read from the contract’s text',
        proposed: true
      }
    ])
    expect(proposedEvents([proposal({})], TODAY, 365).map((e) => [e.kind, e.inDays, e.description])).toEqual([
      ['notice', 93, 'Proposed, not applied: last day for notice (90 days before the term ends), read from the contract’s text'],
      ['renews', 183, 'Proposed, not applied: renews automatically unless notice is given']
    ])
  })

  it('gives a term that ends without notice its end alone, and leaves out what falls outside the window', () => {
    const ending = proposal({ noticePeriodDays: null, autorenew: false, renewalAnchorDate: '2027-01-31', expirationDate: '2027-01-31' })
    expect(proposedEvents([ending], TODAY, 90).map((e) => [e.kind, e.inDays])).toEqual([['ends', 63]])
    expect(proposedEvents([ending], TODAY, 30)).toEqual([])
  })

  it('keeps proposed dates out of the status counts, and after the contract’s own on the same day', () => {
    const own = { kind: 'notice' as const, day: day('2027-03-02'), inDays: 93, contract: { id: 'b'.repeat(24), name: 'kt-085', status: { code: 5, label: 'Executed' } }, description: 'Last day', proposed: false }
    const proposed = proposedEvents([proposal({})], TODAY, 180)
    const merged = mergeEvents([own], proposed)
    expect(merged.map((e) => e.proposed)).toEqual([false, true])
    expect(countByStatus(merged)).toEqual([{ code: 5, label: 'Executed', count: 1 }])
  })
})
