import { useEffect, useEffectEvent, useId, useState } from 'react'
import { useApi, useServices, useShared } from '../../app/services'
import { useDebounced } from '../../lib/use-debounced'
import { activeFilterCount, DEFAULT_FILTERS, type ListFilters } from './list-filters'
import { WindowSelect } from './WindowSelect'
import { configuredStatusLabel } from '../../components/status-label'
import type { ContractType } from '../../../../shared/api/common'
import type { ContractSort } from '../../../../shared/api/contracts'

export const TYPE_LABELS: Record<ContractType, string> = {
  template: 'Template contracts',
  playbook: 'Playbook contracts',
  external: 'External contracts'
}

const SORT_LABELS: Record<ContractSort, string> = {
  createdAt: 'Date created',
  updatedAt: 'Last updated',
  renewalAnchorDate: 'Next deadline'
}

/** A text filter that updates the URL once typing pauses. */
export function TextFilter(props: { id: string; label: string; value: string; placeholder: string; onCommit: (value: string) => void; list?: string; searchField?: boolean }) {
  const [text, setText] = useState(props.value)
  const settled = useDebounced(text, 250)
  const { value, onCommit } = props
  useEffect(() => setText(value), [value])
  // Only a settled edit commits; the URL changing underneath resets the text above.
  const commit = useEffectEvent((text: string) => {
    if (text !== value) onCommit(text)
  })
  useEffect(() => commit(settled), [settled])
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="input input--compact"
        type="search"
        value={text}
        placeholder={props.placeholder}
        list={props.list}
        autoComplete="off"
        spellCheck={false}
        data-search-field={props.searchField ? '' : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(text)
          if (event.key === 'ArrowDown' && props.searchField) {
            event.preventDefault()
            document.querySelector<HTMLElement>('[data-contract-grid]')?.focus()
          }
        }}
      />
    </div>
  )
}

/** Suggestions for the counterparty filter from the contact book, as the lawyer types. */
function useCounterpartySuggestions(text: string): string[] {
  const api = useApi()
  const settled = useDebounced(text.trim(), 250)
  const [names, setNames] = useState<string[]>([])
  useEffect(() => {
    if (settled.length < 2) return setNames([])
    const controller = new AbortController()
    api.call('listParties', { query: { keyword: settled, pagesize: 8, isInternal: 'false' }, signal: controller.signal }).then(
      (page) => setNames(page.parties.map((p) => p.name)),
      () => setNames([])
    )
    return () => controller.abort()
  }, [api, settled])
  return names
}

export function FilterBar({ filters, onChange }: { filters: ListFilters; onChange: (next: ListFilters) => void }) {
  const { reference } = useServices()
  const statuses = useShared(reference, (s) => s.statuses)
  const categories = useShared(reference, (s) => s.categories)
  const ensure = useShared(reference, (s) => s.ensure)
  const counterpartyList = useId()
  const suggestions = useCounterpartySuggestions(filters.counterparty)
  useEffect(() => {
    ensure('statuses')
    ensure('categories')
  }, [ensure])
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch })
  const toggleStatus = (code: number) =>
    set({ statuses: filters.statuses.includes(code) ? filters.statuses.filter((c) => c !== code) : [...filters.statuses, code].sort((a, b) => a - b) })
  const active = activeFilterCount(filters)

  return (
    <section className="filterbar" aria-label="Filters">
      <div className="filterbar__row">
        <TextFilter id="filter-keyword" label="Name or reference" value={filters.keyword} placeholder="Search names and references  /" onCommit={(keyword) => set({ keyword })} searchField />
        <TextFilter id="filter-counterparty" label="Counterparty" value={filters.counterparty} placeholder="Any counterparty" list={counterpartyList} onCommit={(counterparty) => set({ counterparty })} />
        <datalist id={counterpartyList}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextFilter id="filter-owner" label="Owner" value={filters.owner} placeholder="Owner’s email" onCommit={(owner) => set({ owner })} />
        <div className="filter">
          <label className="filter__label" htmlFor="filter-category">
            Category
          </label>
          <select id="filter-category" className="input input--compact" value={filters.category} onChange={(event) => set({ category: event.target.value })}>
            <option value="">All categories</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
            {filters.category && !(categories.data ?? []).some((c) => c.id === filters.category) && <option value={filters.category}>{filters.category}</option>}
          </select>
        </div>
        <OriginFilter id="filter-type" value={filters.type} onChange={(type) => set({ type })} />
      </div>
      <div className="filterbar__row">
        <div className="filter" role="group" aria-labelledby="filter-status-label">
          <span className="filter__label" id="filter-status-label">
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
                title={status.configured ? status.label : `${status.defaultLabel} (no company label)`}
              >
                {configuredStatusLabel(status)}
              </button>
            ))}
          </div>
        </div>
        <WindowSelect name="renewal" label="Notice or renewal" value={filters.renewal} onChange={(renewal) => set({ renewal })} />
        <WindowSelect name="expiration" label="Expires" value={filters.expiration} onChange={(expiration) => set({ expiration })} />
        <div className="filter filter--sort">
          <label className="filter__label" htmlFor="filter-sort">
            Sort by
          </label>
          <span className="filter__inline">
            <select id="filter-sort" className="input input--compact" value={filters.sort} onChange={(event) => set({ sort: SORTS.find((s) => s === event.target.value) ?? 'createdAt' })}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button--quiet button--compact"
              onClick={() => set({ order: filters.order === 'asc' ? 'desc' : 'asc' })}
              aria-label={filters.order === 'asc' ? 'Asc: oldest or soonest first; switch to descending' : 'Desc: newest or latest first; switch to ascending'}
              title={filters.order === 'asc' ? 'Oldest or soonest first' : 'Newest or latest first'}
            >
              <span aria-hidden="true">{filters.order === 'asc' ? '↑' : '↓'}</span> {filters.order === 'asc' ? 'Asc' : 'Desc'}
            </button>
          </span>
        </div>
        {active > 0 && (
          <button type="button" className="button button--quiet button--compact filterbar__clear" onClick={() => onChange({ ...DEFAULT_FILTERS, sort: filters.sort, order: filters.order })}>
            Clear {active} filter{active === 1 ? '' : 's'}
          </button>
        )}
      </div>
    </section>
  )
}

const TYPES: readonly ContractType[] = ['template', 'playbook', 'external']

/** Which way contracts came into Folio: from a template, a playbook, or outside. */
export function OriginFilter({ id, value, onChange }: { id: string; value: ContractType | ''; onChange: (type: ContractType | '') => void }) {
  return (
    <div className="filter">
      <label className="filter__label" htmlFor={id}>
        Origin
      </label>
      <select id={id} className="input input--compact" value={value} onChange={(event) => onChange(TYPES.find((t) => t === event.target.value) ?? '')}>
        <option value="">Any origin</option>
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  )
}

const SORTS: readonly ContractSort[] = ['createdAt', 'updatedAt', 'renewalAnchorDate']
