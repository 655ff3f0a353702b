import { filtersFromSearch, toListQuery } from '../features/contracts/list-filters'
import { FIRST_PAGE_CHARACTERS } from '../features/document/document-loader'
import { todayUtc } from '../lib/dates'
import { FIRST_PAGE_SIZE } from '../stores/contract-list'
import type { Services } from './create-services'

const CONTRACT_PATH = /^\/contracts\/([^/]+)$/

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
    // The catalogues the list's filters show beside its rows.
    const reference = services.reference.getState()
    reference.ensure('statuses')
    reference.ensure('categories')
  }
  const contract = contractIdOf(pathname)
  if (contract) prefetchContract(services, contract)
}

/** The contract an address opens; null for another screen, or an address no contract id could be read from. */
function contractIdOf(pathname: string): string | null {
  const segment = CONTRACT_PATH.exec(pathname)?.[1]
  if (!segment) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/**
 * What a contract's page shows first: its detail and the first page of its text. Started when the
 * page is opened (its route's loader, or the entry for an address typed in), while the page's code
 * may still be loading; the page's own calls take these answers (ApiClient.prefetch).
 */
export function prefetchContract(services: Services, id: string): void {
  services.api.prefetch('getContract', { params: { id } })
  services.api.prefetch('getContractText', { params: { id }, query: { maxCharacters: FIRST_PAGE_CHARACTERS } })
  const reference = services.reference.getState()
  reference.ensure('statuses')
  reference.ensure('properties')
}
