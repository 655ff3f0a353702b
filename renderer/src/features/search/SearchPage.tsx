import { useEffect, useEffectEvent, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import type { SearchHit, SearchResponse } from '../../../../shared/api/documents'
import { describeError } from '../../api/errors'
import { useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { Tag } from '../../components/status-badge'
import { segmentText, searchTerms, termHighlights } from '../document/highlight'
import { MAX_SEARCH_CONTRACTS } from '../../stores/selection'
import { ContractPicker } from './ContractPicker'

function Snippet({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {segmentText(text, termHighlights(text, terms)).map((segment, i) =>
        segment.highlight ? (
          <mark key={i} className="hl hl--search">
            {segment.text}
          </mark>
        ) : (
          segment.text
        )
      )}
    </>
  )
}

function Hit({ hit, query }: { hit: SearchHit; query: string }) {
  const terms = searchTerms(query)
  return (
    <article className="hit">
      <header className="hit__header">
        <Link to={`/contracts/${hit.contractId}`} className="hit__title">
          {hit.name}
        </Link>
        <Tag tone={hit.matchType === 'keyword' ? 'neutral' : 'info'}>{hit.matchType === 'keyword' ? 'Keyword match' : 'Related meaning'}</Tag>
      </header>
      {hit.coverage.warning && <p className="muted hit__warning">{hit.coverage.warning}</p>}
      <ol className="hit__evidence">
        {hit.evidence.map((evidence) => (
          <li key={evidence.reference}>
            <Link className="evidence" to={`/contracts/${hit.contractId}?p=${evidence.paragraph}&hl=${encodeURIComponent(query)}`} data-evidence={evidence.paragraph}>
              <span className="evidence__number">¶ {evidence.paragraph}</span>
              <span className="evidence__text">
                <Snippet text={evidence.text} terms={terms} />
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </article>
  )
}

type SearchState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; query: string; responses: SearchResponse[]; loadingMore: boolean }

/** Text search inside the chosen contracts, with the paragraphs that answer as evidence. */
export function SearchPage() {
  const { api, selection, contractList } = useServices()
  const selected = useShared(selection, (s) => s.selected)
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const ids = selected.map((c) => c.id)
  const idsKey = ids.join(',')

  const run = async (query: string, cursor?: string) => {
    if (!query.trim() || ids.length === 0) return
    if (!cursor) setState({ status: 'loading' })
    else setState((s) => (s.status === 'ready' ? { ...s, loadingMore: true } : s))
    try {
      const response = await api.call('searchContracts', { body: { query: query.trim(), contractIds: ids, limit: 20, ...(cursor ? { cursor } : {}) } })
      setState((s) => ({ status: 'ready', query: query.trim(), responses: cursor && s.status === 'ready' ? [...s.responses, response] : [response], loadingMore: false }))
    } catch (error) {
      setState({ status: 'error', message: describeError(error) })
    }
  }

  // A query in the URL (shared link, Back) runs again against the current scope.
  const urlQuery = params.get('q') ?? ''
  const runFromUrl = useEffectEvent((query: string) => {
    setText(query)
    if (query.trim()) void run(query)
    else setState({ status: 'idle' })
  })
  useEffect(() => runFromUrl(urlQuery), [urlQuery, idsKey])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: false })
  }

  const useRecent = () => {
    const rows = contractList.getState().rows
    if (rows.length > 0) {
      selection.getState().replace(rows.slice(0, MAX_SEARCH_CONTRACTS).map((r) => ({ id: r.id, name: r.name })))
      return
    }
    void api.call('listContracts', { query: { pagesize: MAX_SEARCH_CONTRACTS } }).then((page) => selection.getState().replace(page.contracts.map((c) => ({ id: c.id, name: c.name }))))
  }

  const last = state.status === 'ready' ? state.responses[state.responses.length - 1] : undefined
  const hits = state.status === 'ready' ? state.responses.flatMap((r) => r.hits) : []

  return (
    <div className="page page--search">
      <header className="page__header">
        <div>
          <h1 className="page__title">Search</h1>
          <p className="page__subtitle">Find the paragraphs that answer, inside up to {MAX_SEARCH_CONTRACTS} contracts at once</p>
        </div>
      </header>
      <form className="search-form" onSubmit={submit} role="search">
        <Icon name="search" />
        <input
          className="search-form__input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. limitation of liability, termination for convenience"
          aria-label="Search the text of the chosen contracts"
          maxLength={200}
          data-search-field=""
          autoFocus
        />
        <button type="submit" className="button button--primary" disabled={!text.trim() || ids.length === 0}>
          Search
        </button>
      </form>
      <div className="search-layout">
        <aside className="search-scope" aria-label="Contracts to search">
          <div className="search-scope__head">
            <strong>
              {ids.length === 0 ? 'No contracts chosen' : `${ids.length} contract${ids.length === 1 ? '' : 's'} to search`}
            </strong>
            <span className="muted">up to {MAX_SEARCH_CONTRACTS}</span>
            {ids.length > 0 && (
              <button type="button" className="link-button" onClick={() => selection.getState().clear()}>
                Clear
              </button>
            )}
          </div>
          {ids.length === 0 && (
            <p className="muted">
              Select contracts in the <Link to="/contracts">list</Link> (tick them, or press Space), add them below, or{' '}
              <button type="button" className="link-button" onClick={useRecent}>
                take the first {MAX_SEARCH_CONTRACTS} of the list
              </button>
              .
            </p>
          )}
          {ids.length < MAX_SEARCH_CONTRACTS && <ContractPicker onPick={(c) => selection.getState().toggle(c)} exclude={new Set(ids)} />}
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
        </aside>
        <section className="search-results" aria-label="Results" aria-live="polite">
          {state.status === 'idle' ? (
            <EmptyState title={ids.length === 0 ? 'Choose the contracts to search' : 'Type what you are looking for'}>Search reads the stored text of each contract and shows the paragraphs that match.</EmptyState>
          ) : state.status === 'loading' ? (
            <Loading label="Searching…" />
          ) : state.status === 'error' ? (
            <ErrorState title="The search failed" message={state.message} onRetry={() => void run(params.get('q') ?? text)} />
          ) : (
            <>
              {last && last.coverage.state !== 'available' && <Notice tone="warning">{last.coverage.warning}</Notice>}
              {hits.length === 0 ? (
                <EmptyState title={`Nothing found for “${state.query}”`}>Try other words, or a shorter phrase. The search is ranked, not exhaustive.</EmptyState>
              ) : (
                <>
                  <p className="muted results-count">
                    {hits.length} contract{hits.length === 1 ? '' : 's'} with matching paragraphs · ranked by relevance
                  </p>
                  {hits.map((hit) => (
                    <Hit key={`${hit.contractId}-${hit.revision}`} hit={hit} query={state.query} />
                  ))}
                </>
              )}
              {last?.pagination.hasMore && last.pagination.cursor && (
                <button type="button" className="button" disabled={state.loadingMore} onClick={() => void run(state.query, last.pagination.cursor ?? undefined)}>
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
