import { useMemo, useState } from 'react'
import type { Clause } from '../../../../shared/api/library'
import type { ApiClient } from '../../api/client'
import { useApi } from '../../app/services'
import { EmptyState, ErrorState, Loading, Notice } from '../../components/state-views'
import { useDebounced } from '../../lib/use-debounced'
import { useRemote } from '../../lib/use-remote'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { insertClause } from '../word/edits'
import { describeWordError } from '../word/errors'

/** Every clause the key may read, with one tag when given (the API filters by tag only). */
async function allClauses(api: ApiClient, tag: string, signal: AbortSignal): Promise<Clause[]> {
  const clauses: Clause[] = []
  let cursor: string | undefined
  do {
    const page = await api.call('listClauses', { query: { pagesize: 200, order: 'asc', cursor, tag: tag || undefined }, signal })
    clauses.push(...page.clauses)
    cursor = page.pagination.hasMore && page.pagination.cursor ? page.pagination.cursor : undefined
  } while (cursor)
  return clauses
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

/** The clause library: search by text (title, text, tags) and tag; insert at the cursor as a tracked change. */
export function ClausesTab() {
  const api = useApi()
  const { host, capabilities, highlighter } = usePaneWord()
  const [text, setText] = useState('')
  const [tag, setTag] = useState('')
  const query = useDebounced(text, 150)
  const tagQuery = useDebounced(tag.trim(), 250)
  const library = useRemote((signal) => allClauses(api, tagQuery, signal), [api, tagQuery])
  const [outcome, setOutcome] = useState<{ id: string; tone: 'success' | 'warning' | 'error'; text: string } | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const insertion = availability(capabilities, 'insertClause')

  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean)
    return (library.state.data ?? []).filter((clause) => {
      const haystack = fold(`${clause.title} ${clause.text} ${clause.tags.join(' ')}`)
      return words.every((word) => haystack.includes(word))
    })
  }, [library.state.data, query])

  const insert = async (clause: Clause) => {
    setBusy(clause.id)
    setOutcome(null)
    try {
      await highlighter.clear()
      const result = await insertClause(host, capabilities, clause.html || clause.text)
      setOutcome({ id: clause.id, tone: result.warning ? 'warning' : 'success', text: result.warning ?? 'Inserted at the cursor as a tracked change.' })
    } catch (error) {
      setOutcome({ id: clause.id, tone: 'error', text: describeWordError(error) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="pane-section" aria-label="Clause library">
      <div className="pane-filters">
        <input className="input" type="search" aria-label="Search clauses" placeholder="Search clauses" value={text} onChange={(event) => setText(event.target.value)} />
        <input className="input input--compact" type="search" aria-label="Tag" placeholder="Tag" value={tag} onChange={(event) => setTag(event.target.value)} />
      </div>
      {!insertion.enabled ? <p className="muted">{insertion.reason}</p> : insertion.note ? <p className="muted">{insertion.note}</p> : null}
      {library.state.status === 'loading' && !library.state.data ? (
        <Loading label="Loading the clause library…" />
      ) : library.state.status === 'error' ? (
        <ErrorState message={library.state.error} onRetry={library.reload} />
      ) : shown.length === 0 ? (
        <EmptyState title="No clause matches">Try other words, or another tag.</EmptyState>
      ) : (
        <ul className="pane-list" aria-label="Clauses">
          {shown.map((clause) => (
            <li key={clause.id} className="clause-card">
              <strong>{clause.title}</strong>
              {clause.tags.length > 0 && <span className="muted"> · {clause.tags.join(', ')}</span>}
              <p className="clause-card__text">{clause.text}</p>
              {outcome?.id === clause.id && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
              <button type="button" className="button button--compact" disabled={busy !== null || !insertion.enabled} onClick={() => void insert(clause)}>
                {busy === clause.id ? 'Inserting…' : 'Insert at cursor'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
