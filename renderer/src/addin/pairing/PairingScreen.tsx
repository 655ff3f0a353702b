import { useEffect, useRef, useState } from 'react'
import type { PairingCreated as PairingStarted } from '../../../../shared/api/pairings'
import type { ApiClient } from '../../api/client'
import { describeError, isAbort } from '../../api/errors'
import { Notice } from '../../components/state-views'
import type { PaneKey } from './key-store'
import { APP_NAME, PairingEndedError, startPairing, waitForApproval } from './pairing'

type Step = { kind: 'start' } | { kind: 'waiting'; pairing: PairingStarted } | { kind: 'ended'; message: string } | { kind: 'failed'; message: string }

/**
 * First run: the pane asks Folio for a key. Folio's window on this computer shows the same code
 * with Allow and Deny; the pane waits, and keeps the key it is given in its own storage.
 */
export function PairingScreen(props: { api: ApiClient; onPaired: (key: PaneKey) => void }) {
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const [canEdit, setCanEdit] = useState(true)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const begin = async () => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    try {
      const pairing = await startPairing(props.api, canEdit)
      setStep({ kind: 'waiting', pairing })
      const key = await waitForApproval(props.api, pairing, abort.signal)
      props.onPaired(key)
    } catch (error) {
      if (isAbort(error)) return
      if (error instanceof PairingEndedError) setStep({ kind: 'ended', message: error.message })
      else setStep({ kind: 'failed', message: describeError(error) })
    }
  }

  return (
    <section className="pane-pairing" aria-label="Connect to Folio">
      <h1 className="pane-title">Connect {APP_NAME} to Folio</h1>
      <p>
        The pane talks to Folio on this computer, never to the internet. The first time, Folio’s window asks you to allow it; the
        pane then keeps its own key (not in the document).
      </p>
      {step.kind === 'waiting' ? (
        <div className="pane-pairing__code" role="status">
          <span>In Folio’s window, check the code and click Allow:</span>
          <strong className="pairing-code" data-testid="pairing-code">
            {step.pairing.code}
          </strong>
          <span className="muted">Waiting… (the request expires at {new Date(step.pairing.expiresAt).toLocaleTimeString()})</span>
          <button type="button" className="button button--quiet" onClick={() => { controller.current?.abort(); setStep({ kind: 'start' }) }}>
            Cancel
          </button>
        </div>
      ) : (
        <>
          {step.kind === 'ended' && <Notice tone="warning">{step.message}</Notice>}
          {step.kind === 'failed' && <Notice tone="error">{step.message}</Notice>}
          <label className="choice">
            <input type="checkbox" checked={canEdit} onChange={(event) => setCanEdit(event.target.checked)} />
            Also ask to edit contracts (status and properties)
          </label>
          <button type="button" className="button button--primary" onClick={() => void begin()}>
            {step.kind === 'start' ? 'Connect to Folio' : 'Try again'}
          </button>
        </>
      )}
    </section>
  )
}
