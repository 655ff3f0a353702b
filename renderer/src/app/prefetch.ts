import { filtersFromSearch, toListQuery } from '../features/contracts/list-filters'
import { todayUtc } from '../lib/dates'
import { FIRST_PAGE_SIZE } from '../stores/contract-list'
import type { ReferenceKind } from '../stores/reference-data'
import type { Services } from './services'

/** The catalogues each opening screen shows beside its data (the list's filters, the contract's status and properties). */
const OPENING_CATALOGUES: ReadonlyArray<{ matches: (pathname: string) => boolean; kinds: readonly ReferenceKind[] }> = [
  { matches: (pathname) => pathname === '/' || pathname === '/contracts', kinds: ['statuses', 'categories'] },
  { matches: (pathname) => /^\/contracts\/[^/]+$/.test(pathname), kinds: ['statuses', 'properties'] }
]

/**
 * Starts the requests of the screen being opened before React first renders, all at once, so the
 * answers are on their way while the window builds itself (parsing and running its script takes
 * longer than the engine takes to answer). The screens then find them loading and do not ask again:
 * the list's store and the catalogues' store each keep one request per query.
 */
export function prefetchOpeningScreen(services: Services, location: Pick<Location, 'pathname' | 'search'>): void {
  const { pathname } = location
  if (pathname === '/' || pathname === '/contracts') {
    const filters = filtersFromSearch(new URLSearchParams(location.search))
    services.contractList.getState().show(toListQuery(filters, todayUtc(), FIRST_PAGE_SIZE))
  }
  const reference = services.reference.getState()
  for (const kind of OPENING_CATALOGUES.find((screen) => screen.matches(pathname))?.kinds ?? []) reference.ensure(kind)
}
