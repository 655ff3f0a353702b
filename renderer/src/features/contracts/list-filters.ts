import type { ContractType, Order } from '../../../../shared/api/common'
import type { ContractFilters, ContractListQuery, ContractSort } from '../../../../shared/api/contracts'
import { addDays, isoDay, parseIsoDay } from '../../lib/dates'

/**
 * A date window of the list: none, the next N days from today (kept relative in the URL so a
 * shared "next 90 days" view stays true tomorrow), or fixed calendar days.
 */
export type DateWindow = { kind: 'any' } | { kind: 'next'; days: number } | { kind: 'range'; from: string; to: string }

export const WINDOW_DAYS = [30, 90, 180] as const

/** The filters lawyers use on the contract list; they live in the URL. */
export interface ListFilters {
  keyword: string
  statuses: number[]
  type: ContractType | ''
  category: string
  counterparty: string
  owner: string
  renewal: DateWindow
  expiration: DateWindow
  sort: ContractSort
  order: Order
}

export const DEFAULT_FILTERS: ListFilters = {
  keyword: '',
  statuses: [],
  type: '',
  category: '',
  counterparty: '',
  owner: '',
  renewal: { kind: 'any' },
  expiration: { kind: 'any' },
  sort: 'createdAt',
  order: 'desc'
}

const TYPES: readonly ContractType[] = ['template', 'playbook', 'external']
const SORTS: readonly ContractSort[] = ['createdAt', 'updatedAt', 'renewalAnchorDate']

function readWindow(search: URLSearchParams, name: string): DateWindow {
  const relative = search.get(name)
  if (relative && /^\d{1,4}$/.test(relative) && Number(relative) > 0) return { kind: 'next', days: Number(relative) }
  const from = search.get(`${name}From`) ?? ''
  const to = search.get(`${name}To`) ?? ''
  if ((from && parseIsoDay(from) !== null) || (to && parseIsoDay(to) !== null)) {
    return { kind: 'range', from: parseIsoDay(from) === null ? '' : from, to: parseIsoDay(to) === null ? '' : to }
  }
  return { kind: 'any' }
}

function writeWindow(search: URLSearchParams, name: string, window: DateWindow): void {
  if (window.kind === 'next') search.set(name, String(window.days))
  if (window.kind === 'range') {
    if (window.from) search.set(`${name}From`, window.from)
    if (window.to) search.set(`${name}To`, window.to)
  }
}

/** Reads the filters from the page URL; anything unreadable falls back to its default. */
export function filtersFromSearch(search: URLSearchParams): ListFilters {
  const type = search.get('type') ?? ''
  const sort = search.get('sort') ?? ''
  const order = search.get('order')
  const statuses = (search.get('status') ?? '')
    .split(',')
    .map((code) => Number(code))
    .filter((code) => Number.isInteger(code) && code >= 1 && code <= 6)
  return {
    keyword: search.get('keyword') ?? '',
    statuses: [...new Set(statuses)].sort((a, b) => a - b),
    type: TYPES.find((t) => t === type) ?? '',
    category: search.get('category') ?? '',
    counterparty: search.get('counterparty') ?? '',
    owner: search.get('owner') ?? '',
    renewal: readWindow(search, 'renewal'),
    expiration: readWindow(search, 'expiration'),
    sort: SORTS.find((s) => s === sort) ?? DEFAULT_FILTERS.sort,
    order: order === 'asc' ? 'asc' : 'desc'
  }
}

/** The URL form of the filters: defaults are left out so a plain list has a plain URL. */
export function filtersToSearch(filters: ListFilters): URLSearchParams {
  const search = new URLSearchParams()
  if (filters.keyword.trim()) search.set('keyword', filters.keyword.trim())
  if (filters.statuses.length) search.set('status', filters.statuses.join(','))
  if (filters.type) search.set('type', filters.type)
  if (filters.category) search.set('category', filters.category)
  if (filters.counterparty.trim()) search.set('counterparty', filters.counterparty.trim())
  if (filters.owner.trim()) search.set('owner', filters.owner.trim())
  writeWindow(search, 'renewal', filters.renewal)
  writeWindow(search, 'expiration', filters.expiration)
  if (filters.sort !== DEFAULT_FILTERS.sort) search.set('sort', filters.sort)
  if (filters.order !== DEFAULT_FILTERS.order) search.set('order', filters.order)
  return search
}

export function activeFilterCount(filters: ListFilters): number {
  return [
    filters.keyword.trim() !== '',
    filters.statuses.length > 0,
    filters.type !== '',
    filters.category !== '',
    filters.counterparty.trim() !== '',
    filters.owner.trim() !== '',
    filters.renewal.kind !== 'any',
    filters.expiration.kind !== 'any'
  ].filter(Boolean).length
}

/** Bounds of a window as the API takes them: the first instant of `from`, the last of `to`. */
function bounds(window: DateWindow, today: number): { after?: string; before?: string } {
  switch (window.kind) {
    case 'any':
      return {}
    case 'next':
      return { after: `${isoDay(today)}T00:00:00.000Z`, before: `${isoDay(addDays(today, window.days))}T23:59:59.999Z` }
    case 'range':
      return {
        after: window.from ? `${window.from}T00:00:00.000Z` : undefined,
        before: window.to ? `${window.to}T23:59:59.999Z` : undefined
      }
  }
}

/** The GET /v2/contracts query for these filters, `today` being a UTC midnight. */
export function toListQuery(filters: ListFilters, today: number, pagesize: number): ContractListQuery {
  return { sort: filters.sort, order: filters.order, pagesize, ...toFilterQuery(filters, today) }
}

/** The filters alone, as the contract list and Folio's search both take them. */
export function toFilterQuery(filters: ListFilters, today: number): ContractFilters {
  const renewal = bounds(filters.renewal, today)
  const expiration = bounds(filters.expiration, today)
  const query: ContractFilters = {}
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim()
  if (filters.statuses.length) query.status = filters.statuses.join(',')
  if (filters.type) query.type = filters.type
  if (filters.category) query.category = filters.category
  if (filters.counterparty.trim()) query.counterparty = filters.counterparty.trim()
  if (filters.owner.trim()) query.owner = filters.owner.trim()
  if (renewal.after) query.renewalAfter = renewal.after
  if (renewal.before) query.renewalBefore = renewal.before
  if (expiration.after) query.expirationAfter = expiration.after
  if (expiration.before) query.expirationBefore = expiration.before
  return query
}
