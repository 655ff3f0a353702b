import type { SearchEverythingQuery } from '../../../../shared/api/search-everything'
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, toFilterQuery, type ListFilters } from '../contracts/list-filters'

/**
 * What the Search screen shows, kept in its URL like the contract list's view: the query, the
 * contract list's own filters (read and written by the same functions), and whether the search
 * covers every contract or only the chosen ones.
 */
export interface SearchView {
  q: string
  filters: ListFilters
  chosenOnly: boolean
}

export function searchViewFromUrl(search: URLSearchParams): SearchView {
  const filters = filtersFromSearch(search)
  return { q: search.get('q') ?? '', filters: { ...filters, keyword: '', sort: DEFAULT_FILTERS.sort, order: DEFAULT_FILTERS.order }, chosenOnly: search.get('scope') === 'chosen' }
}

export function searchViewToUrl(view: SearchView): URLSearchParams {
  const search = filtersToSearch({ ...view.filters, keyword: '', sort: DEFAULT_FILTERS.sort, order: DEFAULT_FILTERS.order })
  if (view.q.trim()) search.set('q', view.q.trim())
  if (view.chosenOnly) search.set('scope', 'chosen')
  return search
}

/** GET /local/search's query for the view: the list's filters as the list would send them. */
export function searchQueryOf(view: SearchView, chosen: readonly string[], today: number, pagesize: number): SearchEverythingQuery {
  return { ...toFilterQuery(view.filters, today), q: view.q.trim(), pagesize, ...(view.chosenOnly && chosen.length > 0 ? { contracts: chosen.join(',') } : {}) }
}
