import { useEffect, useId, useState } from 'react'
import { useApi } from '../../app/services'
import { useDebounced } from '../../lib/use-debounced'
import type { Party } from '../../../../shared/api/parties'

/** Picks a party from the contact book by name (party properties take a party id). */
export function PartyPicker(props: { id: string; label: string; value: { id: string; label: string }; onChange: (party: { id: string; label: string }) => void; autoFocus?: boolean }) {
  const api = useApi()
  const [text, setText] = useState(props.value.label)
  const settled = useDebounced(text.trim(), 200)
  const [results, setResults] = useState<Party[]>([])
  const [open, setOpen] = useState(false)
  const listId = useId()

  useEffect(() => {
    if (!open || settled === '' || settled === props.value.label) return setResults([])
    const controller = new AbortController()
    api.call('listParties', { query: { keyword: settled, pagesize: 8 }, signal: controller.signal }).then(
      (page) => setResults(page.parties),
      () => setResults([])
    )
    return () => controller.abort()
  }, [api, settled, open, props.value.label])

  return (
    <div className="party-picker">
      <input
        id={props.id}
        className="input"
        value={text}
        autoFocus={props.autoFocus}
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-label={props.label}
        placeholder="Type a party’s name"
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          if (event.target.value.trim() === '') props.onChange({ id: '', label: '' })
        }}
      />
      {results.length > 0 && (
        <ul className="party-picker__results" id={listId} role="listbox">
          {results.map((party) => (
            <li key={party.id} role="option" aria-selected={party.id === props.value.id}>
              <button
                type="button"
                onClick={() => {
                  props.onChange({ id: party.id, label: party.name })
                  setText(party.name)
                  setOpen(false)
                  setResults([])
                }}
              >
                <span>{party.name}</span>
                <span className="muted">
                  {party.isEntity ? 'Entity' : 'Individual'}
                  {party.country ? ` · ${party.country}` : ''}
                  {party.isInternal ? ' · ours' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
