import { useEffect } from 'react'
import type { SearchEverythingResponse } from '../../../../shared/api/search-everything'
import { useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import { configuredStatusLabel } from '../../components/status-label'
import { OriginFilter, TextFilter } from '../contracts/FilterBar'
import { activeFilterCount, DEFAULT_FILTERS } from '../contracts/list-filters'
import { MAX_SEARCH_CONTRACTS } from '../../stores/selection'
import { ContractPicker } from './ContractPicker'
import type { SearchView } from './search-view'

type Facets = SearchEverythingResponse['facets']


/** Every contract, or only the chosen ones (picked in the list or here). */
function Scope({ view, onChange }: { view: SearchView; onChange: (next: SearchView) => void }) {
  const { selection } = useServices()
  const selected = useShared(selection, (s) => s.selected)
  return (
    <div className="filter" role="radiogroup" aria-label="Search in">
      <span className="filter__label">Search in</span>
      <label className="choice">
        <input type="radio" name="search-scope" checked={!view.chosenOnly} onChange={() => onChange({ ...view, chosenOnly: false })} />
        Every contract
      </label>
      <label className="choice">
        <input type="radio" name="search-scope" checked={view.chosenOnly} onChange={() => onChange({ ...view, chosenOnly: true })} />
        Chosen contracts{selected.length > 0 ? ` (${selected.length})` : ''}
      </label>
      {view.chosenOnly && (
        <>
          {selected.length < MAX_SEARCH_CONTRACTS && <ContractPicker onPick={(c) => selection.getState().toggle(c)} exclude={new Set(selected.map((c) => c.id))} />}
          {selected.length === 0 && <p className="muted">Add contracts by name, or tick them in the contract list.</p>}
          <ul className="scope-list">
            {selected.map((contract) => (
              <li key={contract.id}>
                <span title={contract.name}>{contract.name}</span>
                <button type="button" className="icon-button" aria-label={`Remove ${contract.name}`} onClick={() => selection.getState().remove(contract.id)}>
                  <Icon name="close" size={12} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

/**
 * The contract list's filters beside the results, each status and category with how many of the
 * contracts found it holds (over the whole result, not the page).
 */
export function SearchFilters({ view, facets, onChange }: { view: SearchView; facets: Facets | null; onChange: (next: SearchView) => void }) {
  const { reference } = useServices()
  const statuses = useShared(reference, (s) => s.statuses)
  const categories = useShared(reference, (s) => s.categories)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => {
    ensure('statuses')
    ensure('categories')
  }, [ensure])
  const { filters } = view
  const set = (patch: Partial<SearchView['filters']>) => onChange({ ...view, filters: { ...filters, ...patch } })
  const statusCount = (code: number) => facets?.status.find((f) => f.code === code)?.count ?? 0
  const toggleStatus = (code: number) =>
    set({ statuses: filters.statuses.includes(code) ? filters.statuses.filter((c) => c !== code) : [...filters.statuses, code].sort((a, b) => a - b) })
  const categoryLabel = (id: string) => categories.data?.find((c) => c.id === id)?.label ?? facets?.category.find((f) => f.id === id)?.label ?? id
  const active = activeFilterCount(filters)

  return (
    <aside className="search-scope" aria-label="Filters">
      <Scope view={view} onChange={onChange} />
      <div className="filter" role="group" aria-labelledby="search-status-label">
        <span className="filter__label" id="search-status-label">
          Status
        </span>
        <div className="chips">
          {(statuses.data ?? []).map((status) => (
            <button
              key={status.code}
              type="button"
              className={filters.statuses.includes(status.code) ? `chip chip--status-${status.code} is-on` : `chip chip--status-${status.code}`}
              aria-pressed={filters.statuses.includes(status.code)}
              onClick={() => toggleStatus(status.code)}
              data-facet-status={status.code}
            >
              {configuredStatusLabel(status)}
              {facets && <span className="chip__count">{statusCount(status.code)}</span>}
            </button>
          ))}
        </div>
      </div>
      <div className="filter" role="group" aria-labelledby="search-category-label">
        <span className="filter__label" id="search-category-label">
          Category
        </span>
        {filters.category ? (
          <button type="button" className="chip is-on" onClick={() => set({ category: '' })} aria-label={`Any category (now ${categoryLabel(filters.category)})`}>
            {categoryLabel(filters.category)} <Icon name="close" size={10} />
          </button>
        ) : (
          <ul className="facet-list">
            {(facets?.category ?? []).map((facet) => (
              <li key={facet.id ?? 'none'}>
                {facet.id === null ? (
                  <span className="facet-list__item muted">
                    No category <span className="facet-list__count">{facet.count}</span>
                  </span>
                ) : (
                  <button type="button" className="facet-list__item link-button" onClick={() => set({ category: facet.id ?? '' })} data-facet-category={facet.id}>
                    {facet.label ?? facet.id} <span className="facet-list__count">{facet.count}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <TextFilter id="search-counterparty" label="Counterparty" value={filters.counterparty} placeholder="Any counterparty" onCommit={(counterparty) => set({ counterparty })} />
      <TextFilter id="search-owner" label="Owner" value={filters.owner} placeholder="Owner’s email" onCommit={(owner) => set({ owner })} />
      <OriginFilter id="search-type" value={filters.type} onChange={(type) => set({ type })} />
      {active > 0 && (
        <button type="button" className="button button--quiet button--compact" onClick={() => onChange({ ...view, filters: DEFAULT_FILTERS })}>
          Clear {active} filter{active === 1 ? '' : 's'}
        </button>
      )}
    </aside>
  )
}
