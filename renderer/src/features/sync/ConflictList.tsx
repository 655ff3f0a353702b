import { Link } from 'react-router'
import type { SyncConflict } from '../../../../shared/api/sync'
import { formatInstant } from '../../lib/dates'
import { describeValue } from './sync-view'

/** Keys changed here and on the company service since the last sync: the lawyer keeps one side. */
export function ConflictList({ conflicts, busy, onResolve }: { conflicts: SyncConflict[]; busy: boolean; onResolve: (id: string, resolution: 'mine' | 'theirs') => void }) {
  return (
    <ul className="sync-list">
      {conflicts.map((c) => (
        <li key={c.id} className="sync-conflict" data-conflict={c.id}>
          <div className="sync-conflict__what">
            <Link to={`/contracts/${c.contractId}`}>{c.contractName ?? c.contractId}</Link>
            <strong>{c.label}</strong>
            <span className="muted">found {formatInstant(c.detectedAt)}</span>
          </div>
          <dl className="sync-conflict__values">
            <div>
              <dt>Yours</dt>
              <dd data-side="mine">{describeValue(c.mine, c.type)}</dd>
            </div>
            <div>
              <dt>On the service</dt>
              <dd data-side="theirs">{describeValue(c.theirs, c.type)}</dd>
            </div>
            <div>
              <dt>Before both</dt>
              <dd className="muted">{describeValue(c.base, c.type)}</dd>
            </div>
          </dl>
          <div className="sync-conflict__actions">
            <button type="button" className="button button--compact button--primary" disabled={busy} onClick={() => onResolve(c.id, 'mine')}>
              Keep mine
            </button>
            <button type="button" className="button button--compact" disabled={busy} onClick={() => onResolve(c.id, 'theirs')}>
              Take theirs
            </button>
          </div>
        </li>
      ))}
    </ul>
  )
}
