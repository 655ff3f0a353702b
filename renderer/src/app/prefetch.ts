import { filtersFromSearch, toListQuery } from '../features/contracts/list-filters'
import { todayUtc } from '../lib/dates'
import { FIRST_PAGE_SIZE } from '../stores/contract-list'
import type { Services } from './services'

/**
 * Starts the request of the screen being opened before React first renders, so the answer is on
 * its way while the window builds itself. The screen then finds it loading and does not ask again.
 */
export function prefetchOpeningScreen(services: Services, location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname === '/' || location.pathname === '/contracts') {
    const filters = filtersFromSearch(new URLSearchParams(location.search))
    services.contractList.getState().show(toListQuery(filters, todayUtc(), FIRST_PAGE_SIZE))
  }
}
