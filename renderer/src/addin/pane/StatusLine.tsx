import { useEffect, useState } from 'react'
import type { MeResponse } from '../../../../shared/api/keys'
import type { OfficeJsSource } from '../office/load-office'

/** What the pane knows of its key: none yet, being checked, accepted (and who it acts as), or refused. */
export type PaneAccess = { kind: 'unpaired' } | { kind: 'checking' } | { kind: 'paired'; me: MeResponse } | { kind: 'refused'; message: string }

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine)
  useEffect(() => {
    const update = () => setOnline(navigator.onLine)
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [])
  return online
}

function AccessItem({ access }: { access: PaneAccess }) {
  switch (access.kind) {
    case 'unpaired':
      return <span className="pane-status__item">Not connected yet</span>
    case 'checking':
      return null
    case 'paired': {
      const { user, scopes } = access.me
      return (
        <span className="pane-status__item" title={user.email}>
          As {user.name} · {scopes.includes('contracts:write') ? 'can edit' : 'read only'}
        </span>
      )
    }
    case 'refused':
      return (
        <span className="pane-status__item pane-status__item--alert" role="alert">
          Folio refused this pane’s key: {access.message}
        </span>
      )
  }
}

/**
 * One line: whether Folio's engine answers, whether this computer is online (the pane works
 * either way), where Office.js came from, and who the pane's key acts as (or that Folio no
 * longer accepts it).
 */
export function StatusLine(props: { reachable: boolean | null; access: PaneAccess; officeSource: OfficeJsSource; onForget?: () => void }) {
  const online = useOnline()
  const { reachable } = props
  return (
    <footer className="pane-status" aria-label="Status" data-testid="pane-status">
      <span className="pane-status__item">
        <span className={reachable === false ? 'dot dot--down' : reachable ? 'dot dot--ok' : 'dot dot--idle'} aria-hidden="true" />
        {reachable === false ? 'Folio is not answering' : reachable ? 'Folio ready' : 'Connecting…'}
      </span>
      <span className="pane-status__item">{online ? 'Online' : 'Offline'}</span>
      <span className="pane-status__item" title={props.officeSource === 'cdn' ? 'Office.js from Microsoft' : 'Microsoft’s CDN could not be reached: Office.js runs from Folio’s copy'}>
        {props.officeSource === 'cdn' ? 'Office.js: Microsoft' : 'Office.js: Folio’s copy (offline)'}
      </span>
      <AccessItem access={props.access} />
      {props.onForget && props.access.kind !== 'unpaired' && (
        <button type="button" className="link-button pane-status__item" onClick={props.onForget} title="Forget this pane’s key; the next start pairs again">
          Disconnect
        </button>
      )}
    </footer>
  )
}
