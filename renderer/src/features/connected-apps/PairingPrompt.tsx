import { useEffect, useMemo, useRef, useState } from 'react'
import type { PendingPairing } from '../../../../shared/api/pairings'
import { useServices, useShared } from '../../app/services'
import { describeRequest, secondsLeft } from './pairing-view'
import './connected-apps.css'

/**
 * Apps ask to pair: shown over any screen the moment the engine reports them, every waiting
 * request at once with its own code, the newest on top (the add-in the lawyer just opened, rather
 * than a stale request left by another). The code lets the lawyer check that it is the request
 * their add-in shows; editing may be refused while reading is allowed.
 */
export function PairingPrompt() {
  const { pairings } = useServices()
  const pending = useShared(pairings, (s) => s.pending)
  const answering = useShared(pairings, (s) => s.answering)
  const error = useShared(pairings, (s) => s.error)
  const [now, setNow] = useState(() => Date.now())
  // Requests live equally long, so the one that expires last was made last.
  const requests = useMemo(() => [...pending].sort((a, b) => Date.parse(b.expiresAt) - Date.parse(a.expiresAt)), [pending])
  const newest = requests[0]

  // The countdowns, and requests leave when their time runs out.
  useEffect(() => {
    if (!newest) return
    const timer = setInterval(() => {
      setNow(Date.now())
      pairings.getState().dropExpired(Date.now())
    }, 1000)
    return () => clearInterval(timer)
  }, [newest, pairings])

  if (!newest) return error ? <PairingError message={error} onClose={() => pairings.setState({ error: null })} /> : null
  const title = requests.length === 1 ? 'An app asks to connect to Folio' : `${requests.length} apps ask to connect to Folio`
  return (
    <div className="pairing-backdrop">
      <div className="pairing-prompt" role="alertdialog" aria-modal="true" aria-labelledby="pairing-title" aria-describedby={`pairing-text-${newest.pairingId}`}>
        <h2 id="pairing-title" className="pairing-prompt__title">
          {title}
        </h2>
        <ul className="pairing-requests" aria-label="Waiting requests, newest first">
          {requests.map((request) => (
            <Request key={request.pairingId} request={request} now={now} busy={answering === request.pairingId} newest={request === newest} />
          ))}
        </ul>
        <p className="muted pairing-prompt__expiry">It acts as you. You can disconnect it any time under Connected apps.</p>
      </div>
    </div>
  )
}

function Request({ request, now, busy, newest }: { request: PendingPairing; now: number; busy: boolean; newest: boolean }) {
  const { pairings } = useServices()
  const asksToEdit = request.scopes.includes('contracts:write')
  const [allowEditing, setAllowEditing] = useState(asksToEdit)
  const allowButton = useRef<HTMLButtonElement>(null)
  // A request that arrives on top takes the focus: Enter answers the app the lawyer just opened.
  useEffect(() => {
    if (newest) allowButton.current?.focus()
  }, [newest])
  const left = secondsLeft(request, now)
  const textId = `pairing-text-${request.pairingId}`

  return (
    <li className="pairing-request" data-pairing={request.pairingId} aria-labelledby={textId}>
      <p id={textId} className="pairing-prompt__text">
        {describeRequest(request)}
      </p>
      <p className="pairing-prompt__code">
        Code <strong data-testid="pairing-code">{request.code}</strong>
        <span className="muted"> — allow only if the app shows the same code</span>
      </p>
      {asksToEdit && (
        <label className="pairing-prompt__option">
          <input type="checkbox" checked={allowEditing} onChange={(event) => setAllowEditing(event.target.checked)} /> Allow it to edit contracts (properties and status)
        </label>
      )}
      <div className="pairing-prompt__actions">
        <span className="muted pairing-request__expiry">{left > 0 ? `Expires in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` : 'Expired'}</span>
        <button type="button" className="button button--quiet" disabled={busy} onClick={() => void pairings.getState().deny(request.pairingId)} aria-label={`Deny ${request.appName} (${request.code})`}>
          Deny
        </button>
        <button
          ref={allowButton}
          type="button"
          className="button button--primary"
          disabled={busy || left <= 0}
          onClick={() => void pairings.getState().approve(request.pairingId, allowEditing ? ['contracts:write'] : [])}
          aria-label={`Allow ${request.appName} (${request.code})`}
        >
          Allow
        </button>
      </div>
    </li>
  )
}

function PairingError({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="pairing-toast" role="alert">
      <span>{message}</span>
      <button type="button" className="button button--compact button--quiet" onClick={onClose}>
        Dismiss
      </button>
    </div>
  )
}
