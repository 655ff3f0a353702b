import { describe, expect, it } from 'vitest'
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, toListQuery, type ListFilters } from '../../../renderer/src/features/contracts/list-filters'

const TODAY = Date.UTC(2026, 10, 21)

describe('contract list filters in the URL', () => {
  it('a plain list has a plain URL', () => {
    expect(filtersToSearch(DEFAULT_FILTERS).toString()).toBe('')
  })

  it('every filter survives the round trip through the URL', () => {
    const filters: ListFilters = {
      keyword: 'master services',
      statuses: [2, 4],
      type: 'external',
      category: '83bbeead9909b008b5ab3499',
      counterparty: 'Northwind',
      owner: 'legal@harbourline.example',
      renewal: { kind: 'next', days: 90 },
      expiration: { kind: 'range', from: '2027-01-01', to: '2027-06-30' },
      sort: 'renewalAnchorDate',
      order: 'asc'
    }
    const search = filtersToSearch(filters)
    expect(search.toString()).toBe(
      'keyword=master+services&status=2%2C4&type=external&category=83bbeead9909b008b5ab3499&counterparty=Northwind&owner=legal%40harbourline.example&renewal=90&expirationFrom=2027-01-01&expirationTo=2027-06-30&sort=renewalAnchorDate&order=asc'
    )
    expect(filtersFromSearch(search)).toEqual(filters)
  })

  it('values a hand-edited URL cannot mean fall back to their defaults', () => {
    const filters = filtersFromSearch(new URLSearchParams('status=2,9,x,2&type=paper&sort=name&order=up&renewal=-4&expirationFrom=2027-02-30'))
    expect(filters).toEqual({ ...DEFAULT_FILTERS, statuses: [2] })
  })

  it('a relative window becomes bounds from the first instant of today to the last of the final day', () => {
    const query = toListQuery({ ...DEFAULT_FILTERS, renewal: { kind: 'next', days: 30 }, statuses: [1, 3] }, TODAY, 50)
    expect(query).toEqual({
      sort: 'createdAt',
      order: 'desc',
      pagesize: 50,
      status: '1,3',
      renewalAfter: '2026-11-21T00:00:00.000Z',
      renewalBefore: '2026-12-21T23:59:59.999Z'
    })
  })

  it('a range open on one side sends only that bound', () => {
    const query = toListQuery({ ...DEFAULT_FILTERS, expiration: { kind: 'range', from: '', to: '2027-03-31' } }, TODAY, 50)
    expect(query.expirationAfter).toBeUndefined()
    expect(query.expirationBefore).toBe('2027-03-31T23:59:59.999Z')
  })
})
