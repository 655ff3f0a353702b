import { useEffect } from 'react'
import { Link } from 'react-router'
import { useServices, useShared } from '../../app/services'
import { Tag } from '../../components/status-badge'
import { ErrorState, Loading } from '../../components/state-views'
import { useRemote } from '../../lib/use-remote'
import { formatInstant } from '../../lib/dates'
import { ConflictList } from './ConflictList'
import { ConnectionForm } from './ConnectionForm'
import { ago, describeChange, indicatorOf } from './sync-view'
import './sync.css'

/**
 * Sync with the company service: the connection, where the last sync stands, the conflicts to
 * resolve, the changes the service refused (with its reasons) and those still waiting.
 */
export function SyncPage() {
  const { sync } = useServices()
  const status = useShared(sync, (s) => s.status)
  const config = useShared(sync, (s) => s.config)
  const conflicts = useShared(sync, (s) => s.conflicts)
  const pending = useShared(sync, (s) => s.pending)
  const busy = useShared(sync, (s) => s.busy)
  const actionError = useShared(sync, (s) => s.actionError)
  const initial = useRemote(() => sync.getState().loadDetails(), [sync])
  const state = status?.state

  // The lists follow the status: a sync that ended may have sent, refused or found changes.
  useEffect(() => {
    if (state && state !== 'syncing') void sync.getState().loadDetails().catch(() => undefined)
  }, [sync, state, status?.lastAttemptAt])

  if (initial.state.status === 'loading' && !status) return <Loading label="Reading the sync status…" />
  if (initial.state.status === 'error' && !status) return <ErrorState message={initial.state.error} onRetry={initial.reload} />

  const indicator = indicatorOf(status, Date.now())
  const progress = status?.progress ?? null
  const actions = sync.getState()

  return (
    <div className="page page--sync">
      <header className="page__header">
        <div>
          <h1 className="page__title">Sync with the company service</h1>
          <p className="page__subtitle">Changes made here are kept at once and sent when the service can be reached; what changed there arrives here</p>
        </div>
      </header>

      {actionError && (
        <p className="field-error" role="alert">
          {actionError}
        </p>
      )}

      <section className="sync-card" aria-label="Status">
        <div className="sync-card__line">
          <span className={`dot dot--${indicator.tone}`} aria-hidden="true" />
          <strong data-testid="sync-state">{indicator.text}</strong>
          <span className="statusbar__spacer" />
          <button type="button" className="button button--primary" disabled={!config?.configured || busy !== null || state === 'syncing'} onClick={() => void actions.runNow()}>
            Sync now
          </button>
        </div>
        {state === 'syncing' && progress && (
          <progress className="sync-card__progress" max={progress.total ?? undefined} value={progress.total !== null ? progress.done : undefined} aria-label="Sync progress" />
        )}
        <p className="muted">{indicator.detail}</p>
        {status?.lastSuccessAt && <p className="muted">Last successful sync {ago(status.lastSuccessAt, Date.now())} ({formatInstant(status.lastSuccessAt)})</p>}
        {status?.lastError && state !== 'idle' && <p className="field-error">{status.lastError.message}</p>}
      </section>

      {conflicts.length > 0 && (
        <section aria-label="Conflicts">
          <h2 className="sync-heading">Conflicts to resolve ({conflicts.length})</h2>
          <p className="muted">These values changed here and on the service since the last sync. Your change waits until you choose.</p>
          <ConflictList conflicts={conflicts} busy={busy !== null} onResolve={(id, resolution) => void actions.resolve(id, resolution)} />
        </section>
      )}

      {status && status.rejected.length > 0 && (
        <section aria-label="Refused changes">
          <h2 className="sync-heading">Refused by the service ({status.rejected.length})</h2>
          <p className="muted">The contract shows the service’s values again; the reason is the service’s own.</p>
          <ul className="sync-list">
            {status.rejected.map((r) => (
              <li key={r.id} className="sync-change" data-rejected={r.id}>
                <Tag tone="danger">Refused</Tag>
                <Link to={`/contracts/${r.contractId}`}>{r.contractName ?? r.contractId}</Link>
                <span>{describeChange(r)}</span>
                <span className="sync-change__reason">{r.reason}</span>
                <span className="muted">{formatInstant(r.rejectedAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-label="Waiting to be sent">
        <h2 className="sync-heading">Waiting to be sent ({pending.length})</h2>
        {pending.length === 0 ? (
          <p className="muted">Nothing: every change made here has reached the service.</p>
        ) : (
          <ul className="sync-list">
            {pending.map((entry) => (
              <li key={entry.id} className="sync-change" data-pending={entry.id}>
                <Tag tone="info">Waiting</Tag>
                <Link to={`/contracts/${entry.contractId}`}>Open contract</Link>
                <span>{describeChange(entry)}</span>
                {entry.lastError && <span className="muted">Last try: {entry.lastError}</span>}
                <span className="muted">{formatInstant(entry.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Connection">
        <h2 className="sync-heading">Connection</h2>
        <ConnectionForm
          config={config}
          busy={busy !== null}
          onConnect={(remoteUrl, apiKey, intervalSeconds) => actions.connect({ remoteUrl, apiKey, intervalSeconds })}
          onDisconnect={() => void actions.disconnect()}
        />
      </section>
    </div>
  )
}
