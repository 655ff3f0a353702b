import { useEffect, useRef, useState } from 'react'
import type { PendingPairing } from '../../../../shared/api/pairings'
import { useServices, useShared } from '../../app/services'
import { describeRequest, secondsLeft } from './pairing-view'
import './connected-apps.css'

/**
 * An add-in asks to pair: shown over any screen the moment the engine reports it, oldest request
 * first. The code lets the lawyer check that it is the request their add-in shows; editing may be
 * refused while reading is allowed.
 */
export function PairingPrompt() {
  const { pairings } = useServices()
  const pending = useShared(pairings, (s) => s.pending)
  const answering = useShared(pairings, (s) => s.answering)
  const error = useShared(pairings, (s) => s.error)
  const [now, setNow] = useState(() => Date.now())
  const request = pending[0]

  // The countdown, and requests leave when their time runs out.
  useEffect(() => {
    if (!request) return
    const timer = setInterval(() => {
      setNow(Date.now())
      pairings.getState().dropExpired(Date.now())
    }, 1000)
    return () => clearInterval(timer)
  }, [request, pairings])

  if (!request) return error ? <PairingError message={error} onClose={() => pairings.setState({ error: null })} /> : null
  return <Prompt key={request.pairingId} request={request} now={now} busy={answering === request.pairingId} more={pending.length - 1} />
}

function Prompt({ request, now, busy, more }: { request: PendingPairing; now: number; busy: boolean; more: number }) {
  const { pairings } = useServices()
  const asksToEdit = request.scopes.includes('contracts:write')
  const [allowEditing, setAllowEditing] = useState(asksToEdit)
  const allowButton = useRef<HTMLButtonElement>(null)
  useEffect(() => allowButton.current?.focus(), [])
  const left = secondsLeft(request, now)

  return (
    <div className="pairing-backdrop">
      <div className="pairing-prompt" role="alertdialog" aria-modal="true" aria-labelledby="pairing-title" aria-describedby="pairing-text" data-pairing={request.pairingId}>
        <h2 id="pairing-title" className="pairing-prompt__title">
          An app asks to connect to Folio
        </h2>
        <p id="pairing-text" className="pairing-prompt__text">
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
        <p className="muted pairing-prompt__expiry">
          It acts as you. You can disconnect it any time under Connected apps. {left > 0 ? `This request expires in ${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}.` : 'This request has expired.'}
          {more > 0 && ` ${more} more waiting.`}
        </p>
        <div className="pairing-prompt__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={() => void pairings.getState().deny(request.pairingId)}>
            Deny
          </button>
          <button
            ref={allowButton}
            type="button"
            className="button button--primary"
            disabled={busy || left <= 0}
            onClick={() => void pairings.getState().approve(request.pairingId, allowEditing ? ['contracts:write'] : [])}
          >
            Allow
          </button>
        </div>
      </div>
    </div>
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
