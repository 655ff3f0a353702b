import { useEffect, useState } from 'react'
import type { ContractListItem } from '../../../../shared/api/contracts'
import { useApi } from '../../app/services'
import { useDebounced } from '../../lib/use-debounced'
import type { SelectedContract } from '../../stores/selection'

/** Finds a contract by its name or reference: to add to the search scope, or to compare with. */
export function ContractPicker({ onPick, exclude, label = 'Add a contract', inputId = 'search-add-contract' }: { onPick: (contract: SelectedContract) => void; exclude: ReadonlySet<string>; label?: string; inputId?: string }) {
  const api = useApi()
  const [text, setText] = useState('')
  const settled = useDebounced(text.trim(), 200)
  const [results, setResults] = useState<ContractListItem[]>([])
  useEffect(() => {
    if (settled.length < 2) return setResults([])
    const controller = new AbortController()
    api.call('listContracts', { query: { keyword: settled, pagesize: 8 }, signal: controller.signal }).then(
      (page) => setResults(page.contracts),
      () => setResults([])
    )
    return () => controller.abort()
  }, [api, settled])
  const shown = results.filter((r) => !exclude.has(r.id))
  return (
    <div className="contract-picker">
      <label htmlFor={inputId} className="filter__label">
        {label}
      </label>
      <input id={inputId} className="input input--compact" type="search" placeholder="Name or reference" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
      {shown.length > 0 && (
        <ul className="party-picker__results" role="listbox">
          {shown.map((contract) => (
            <li key={contract.id} role="option" aria-selected={false}>
              <button
                type="button"
                onClick={() => {
                  onPick({ id: contract.id, name: contract.name })
                  setText('')
                }}
              >
                <span>{contract.name}</span>
                <span className="muted">{contract.reference}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
