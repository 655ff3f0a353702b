import { useEffect, useState } from 'react'
import type { MeResponse } from '../../../../shared/api/keys'
import { useServices, useShared } from '../../app/services'
import type { OfficeJsSource } from '../office/load-office'

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

/**
 * One line: whether Folio's engine answers, whether this computer is online (the pane works
 * either way), where Office.js came from, and who the pane's key acts as.
 */
export function StatusLine(props: { me: MeResponse | null; officeSource: OfficeJsSource; onForget: () => void }) {
  const { engine } = useServices()
  const reachable = useShared(engine, (s) => s.reachable)
  const online = useOnline()
  const who = props.me ? `${props.me.user.name}${props.me.scopes.includes('contracts:write') ? ' · can edit' : ' · read only'}` : null
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
      {who && (
        <span className="pane-status__item" title={props.me?.user.email}>
          As {who}
        </span>
      )}
      <button type="button" className="link-button pane-status__item" onClick={props.onForget} title="Forget this pane’s key; the next start pairs again">
        Disconnect
      </button>
    </footer>
  )
}
