import { filtersFromSearch, toListQuery } from '../features/contracts/list-filters'
import { FIRST_PAGE_CHARACTERS } from '../features/document/document-loader'
import { todayUtc } from '../lib/dates'
import { FIRST_PAGE_SIZE } from '../stores/contract-list'
import type { ReferenceKind } from '../stores/reference-data'
import type { Services } from './create-services'

const CONTRACT_PATH = /^\/contracts\/([^/]+)$/

/** The catalogues each opening screen shows beside its data (the list's filters, the contract's status and properties). */
const OPENING_CATALOGUES: ReadonlyArray<{ matches: (pathname: string) => boolean; kinds: readonly ReferenceKind[] }> = [
  { matches: (pathname) => pathname === '/' || pathname === '/contracts', kinds: ['statuses', 'categories'] },
  { matches: (pathname) => CONTRACT_PATH.test(pathname), kinds: ['statuses', 'properties'] }
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
  const contract = contractIdOf(pathname)
  if (contract) prefetchContract(services, contract)
  const reference = services.reference.getState()
  for (const kind of OPENING_CATALOGUES.find((screen) => screen.matches(pathname))?.kinds ?? []) reference.ensure(kind)
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
