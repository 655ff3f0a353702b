import { useEffect, useMemo } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { warmScreen } from '../../app/screens'
import { useServices, useShared } from '../../app/services'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { todayUtc } from '../../lib/dates'
import { FIRST_PAGE_SIZE } from '../../stores/contract-list'
import { MAX_SEARCH_CONTRACTS } from '../../stores/selection'
import { ContractTable } from './ContractTable'
import { FilterBar } from './FilterBar'
import { activeFilterCount, filtersFromSearch, filtersToSearch, toListQuery, type ListFilters } from './list-filters'

function SelectionBar() {
  const { selection, contractList } = useServices()
  const selected = useShared(selection, (s) => s.selected)
  const rows = useShared(contractList, (s) => s.rows)
  const navigate = useNavigate()
  const searchShown = () => {
    selection.getState().replace(rows.slice(0, MAX_SEARCH_CONTRACTS).map((r) => ({ id: r.id, name: r.name })))
    void navigate('/search?scope=chosen')
  }
  return (
    <div className="toolbar__group">
      {selected.length > 0 ? (
        <>
          <span className="muted">{selected.length} selected</span>
          <button type="button" className="button button--compact" onClick={() => navigate('/search?scope=chosen')}>
            Search in selected
          </button>
          <button type="button" className="button button--quiet button--compact" onClick={() => selection.getState().clear()}>
            Clear selection
          </button>
        </>
      ) : (
        rows.length > 0 && (
          <button type="button" className="button button--quiet button--compact" onClick={searchShown} title="Search the text of the first 50 contracts of this list">
            Search text of {Math.min(rows.length, MAX_SEARCH_CONTRACTS)} shown
          </button>
        )
      )}
    </div>
  )
}

export function ContractsPage() {
  const { contractList } = useServices()
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams])
  const query = useMemo(() => toListQuery(filters, todayUtc(), FIRST_PAGE_SIZE), [filters])
  const status = useShared(contractList, (s) => s.status)
  const error = useShared(contractList, (s) => s.error)
  const count = useShared(contractList, (s) => s.rows.length)
  const hasMore = useShared(contractList, (s) => s.hasMore)

  useEffect(() => contractList.getState().show(query), [contractList, query])
  // A contract is what the lawyer most often opens from here: its screen's code loads once the frame
  // showing the rows is out (never in its way), not after the other screens' a moment later, nor on the click.
  useEffect(() => {
    if (status !== 'ready') return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => warmScreen('contract'), 0)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [status])

  const change = (next: ListFilters) => setSearchParams(filtersToSearch(next), { replace: true })
  const filtered = activeFilterCount(filters) > 0

  return (
    <div className="page page--list">
      <header className="page__header">
        <div>
          <h1 className="page__title">Contracts</h1>
          <p className="page__subtitle" aria-live="polite">
            {status === 'ready' ? (count === 0 ? 'No contracts' : `${count}${hasMore ? '+' : ''} contract${count === 1 && !hasMore ? '' : 's'}${filtered ? ' match' : ''}`) : ' '}
          </p>
        </div>
        <div className="page__actions">
          <SelectionBar />
          <Link className="button button--compact" to="/import">
            Import
          </Link>
          <Link className="button button--primary button--compact" to="/generate">
            New from template
          </Link>
        </div>
      </header>
      <FilterBar filters={filters} onChange={change} />
      {status === 'error' ? (
        <ErrorState title="The contracts could not be listed" message={error ?? ''} onRetry={() => contractList.getState().show(query, { refresh: true })} />
      ) : status === 'ready' && count === 0 ? (
        filtered ? (
          <EmptyState title="No contract matches these filters" action={<button type="button" className="button" onClick={() => change({ ...filters, ...filtersFromSearch(new URLSearchParams()) })}>Clear filters</button>}>
            Widen a date window or remove a filter.
          </EmptyState>
        ) : (
          <EmptyState title="This workspace has no contracts yet" action={<Link className="button button--primary" to="/import">Import documents</Link>}>
            Import PDF or Word files, or generate a contract from a template.
          </EmptyState>
        )
      ) : status === 'loading' && count === 0 ? (
        <Loading label="Loading contracts…" />
      ) : (
        <ContractTable />
      )}
    </div>
  )
}
