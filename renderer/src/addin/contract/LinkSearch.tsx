import { useState } from 'react'
import { useApi } from '../../app/services'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { useDebounced } from '../../lib/use-debounced'
import { useRemote } from '../../lib/use-remote'

/** Finds a contract by name or reference (GET /v2/contracts?keyword=) to link the open document to. */
export function LinkSearch(props: { onChoose: (contractId: string) => void; busy: boolean }) {
  const api = useApi()
  const [text, setText] = useState('')
  const keyword = useDebounced(text.trim(), 250)
  const found = useRemote(
    async (signal) => (keyword ? (await api.call('listContracts', { query: { keyword, pagesize: 20 }, signal })).contracts : []),
    [api, keyword]
  )
  return (
    <div className="link-search">
      <label htmlFor="link-keyword" className="filter__label">
        Link this document to a contract
      </label>
      <input id="link-keyword" className="input" type="search" value={text} placeholder="Name or reference" onChange={(event) => setText(event.target.value)} />
      {keyword === '' ? null : found.state.status === 'loading' ? (
        <Loading compact label="Searching…" />
      ) : found.state.status === 'error' ? (
        <ErrorState message={found.state.error} onRetry={found.reload} />
      ) : found.state.data.length === 0 ? (
        <EmptyState title="No contract matches">Try part of its name or its reference.</EmptyState>
      ) : (
        <ul className="pane-list" aria-label="Contracts found">
          {found.state.data.map((contract) => (
            <li key={contract.id} className="pane-list__item">
              <span className="pane-list__main">
                <strong>{contract.name}</strong>
                <span className="muted">
                  {contract.reference} · {contract.status.label}
                </span>
              </span>
              <button type="button" className="button button--compact" disabled={props.busy} onClick={() => props.onChoose(contract.id)}>
                Link
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
