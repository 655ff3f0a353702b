import { useState, type FormEvent } from 'react'
import { useApi } from '../../app/services'
import { describeError } from '../../api/errors'
import { ErrorState, Loading } from '../../components/state-views'
import { useRemote } from '../../lib/use-remote'

/**
 * Origins of company-hosted panes allowed to call Folio from a browser: exact https origins only.
 * The engine checks each one and says what is wrong; nothing is saved until all are right.
 */
export function AllowedOriginsSection() {
  const api = useApi()
  const origins = useRemote((signal) => api.call('getAllowedOrigins', { signal }), [api])
  const [draft, setDraft] = useState('')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const save = async (next: string[]) => {
    setSaving(true)
    setError(null)
    try {
      const saved = await api.call('putAllowedOrigins', { body: { origins: next } })
      origins.setData(() => saved)
      return true
    } catch (failure) {
      setError(describeError(failure))
      return false
    } finally {
      setSaving(false)
    }
  }

  const add = async (event: FormEvent) => {
    event.preventDefault()
    const current = origins.state.data?.origins ?? []
    if (await save([...current, draft.trim()])) setDraft('')
  }

  const data = origins.state.data
  return (
    <section className="apps-section" aria-label="Allowed origins">
      <h2 className="apps-heading">Allowed origins</h2>
      <p className="muted">
        Folio’s own add-in needs nothing here. A pane your company hosts (for example https://clm-addin.yourfirm.com) may call Folio only from an origin listed here; each must be
        exact, https, without a path. Chrome and Edge also ask you once to let that site reach apps on this computer.
      </p>
      {origins.state.status === 'error' && !data && <ErrorState message={origins.state.error} onRetry={origins.reload} />}
      {origins.state.status === 'loading' && !data && <Loading label="Reading the allowed origins…" compact />}
      {data && (
        <>
          <ul className="apps-origins">
            {data.origins.map((origin) => (
              <li key={origin} data-origin={origin}>
                <span className="apps-mono">{origin}</span>
                <button type="button" className="button button--compact button--quiet" disabled={saving} onClick={() => void save(data.origins.filter((o) => o !== origin))}>
                  Remove
                </button>
              </li>
            ))}
            {data.commandLine.map((origin) => (
              <li key={`cli-${origin}`}>
                <span className="apps-mono">{origin}</span> <span className="muted">(given to folio serve with --cors-origin)</span>
              </li>
            ))}
            {data.origins.length === 0 && data.commandLine.length === 0 && <li className="muted">None: only Folio’s own pages and programs on this computer call Folio.</li>}
          </ul>
          <form className="apps-origin-form" onSubmit={(event) => void add(event)}>
            <label className="visually-hidden" htmlFor="allowed-origin">
              Origin to allow
            </label>
            <input id="allowed-origin" className="input" placeholder="https://clm-addin.yourfirm.com" value={draft} onChange={(event) => setDraft(event.target.value)} required />
            <button type="submit" className="button" disabled={saving || draft.trim() === ''}>
              Allow origin
            </button>
          </form>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </section>
  )
}
