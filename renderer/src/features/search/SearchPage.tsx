import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { SEARCH_QUERY_MAX } from '../../../../shared/api/search-everything'
import { useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { todayUtc } from '../../lib/dates'
import { SearchFilters } from './SearchFilters'
import { SearchHit } from './SearchHit'
import { searchQueryOf, searchViewFromUrl, searchViewToUrl, type SearchView } from './search-view'
import { useSearchEverything } from './use-search-everything'

const PAGE = 20

/**
 * Search every contract the lawyer may read, the way a mail client searches its whole store:
 * words, "phrases", prefix*, OR, NOT or -word; the contract list's filters beside the results,
 * with counts; each contract with its best paragraphs, which open the contract there. Choosing
 * contracts narrows the search to them.
 */
export function SearchPage() {
  const { selection } = useServices()
  const selected = useShared(selection, (s) => s.selected)
  const [params, setParams] = useSearchParams()
  const view = useMemo(() => searchViewFromUrl(params), [params])
  const [text, setText] = useState(view.q)
  useEffect(() => setText(view.q), [view.q])

  const chosen = selected.map((c) => c.id)
  const waitingForChoice = view.chosenOnly && chosen.length === 0
  const query = view.q.trim() && !waitingForChoice ? searchQueryOf(view, chosen, todayUtc(), PAGE) : null
  const { state, more, retry } = useSearchEverything(query)

  const show = (next: SearchView) => setParams(searchViewToUrl(next), { replace: next.q === view.q })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    show({ ...view, q: text })
  }

  const pages = state.status === 'ready' ? state.pages : []
  const first = pages[0]
  const last = pages[pages.length - 1]
  const hits = pages.flatMap((p) => p.hits)

  return (
    <div className="page page--search">
      <header className="page__header">
        <div>
          <h1 className="page__title">Search</h1>
          <p className="page__subtitle">{view.chosenOnly ? 'In the contracts you chose' : 'Every contract in this workspace: its text, name and reference'}</p>
        </div>
      </header>
      <form className="search-form" onSubmit={submit} role="search">
        <Icon name="search" />
        <input
          className="search-form__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder='e.g. uncapped liability, "termination for convenience", indemn* -"third party"'
          aria-label="Search every contract"
          maxLength={SEARCH_QUERY_MAX}
          data-search-field=""
          autoFocus
        />
        <button type="submit" className="button button--primary" disabled={!text.trim()}>
          Search
        </button>
      </form>
      <div className="search-layout">
        <SearchFilters view={view} facets={first?.facets ?? null} onChange={show} />
        <section className="search-results" aria-label="Results" aria-live="polite">
          {!view.q.trim() ? (
            <EmptyState title="Type what you are looking for">
              Words must all appear in one paragraph, in any order; “quoted words” as written; indemn* by prefix; OR for either; NOT or a minus to leave a word out.
            </EmptyState>
          ) : waitingForChoice ? (
            <EmptyState title="Choose the contracts to search">Add contracts beside the results, or search every contract.</EmptyState>
          ) : state.status === 'loading' || state.status === 'idle' ? (
            <Loading label="Searching…" />
          ) : state.status === 'error' ? (
            <ErrorState title="The search failed" message={state.message} onRetry={retry} />
          ) : hits.length === 0 ? (
            <EmptyState title={`Nothing found for “${view.q.trim()}”`}>Try other words, a shorter phrase, or fewer filters.</EmptyState>
          ) : (
            <>
              <p className="muted results-count" data-testid="search-total">
                {first?.total.toLocaleString('en-GB')} contract{first?.total === 1 ? '' : 's'} · best match first
              </p>
              {hits.map((hit) => (
                <SearchHit key={hit.contractId} hit={hit} q={view.q.trim()} />
              ))}
              {last?.pagination.hasMore && (
                <button type="button" className="button" disabled={state.loadingMore} onClick={more}>
                  {state.loadingMore ? 'Loading…' : 'More results'}
                </button>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  )
}
