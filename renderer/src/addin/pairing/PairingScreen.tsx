import { useCallback, useEffect, useRef, useState } from 'react'
import type { PairingCreated as PairingStarted } from '../../../../shared/api/pairings'
import type { ApiClient } from '../../api/client'
import { describeError, isAbort } from '../../api/errors'
import { Notice } from '../../components/state-views'
import type { KeyStore, PaneKey } from './key-store'
import { APP_NAME, PairingEndedError, startPairing, waitForApproval } from './pairing'

type Step = { kind: 'asking' } | { kind: 'waiting'; pairing: PairingStarted } | { kind: 'ended'; message: string } | { kind: 'failed'; message: string }

/**
 * First run: the pane asks Folio for a key as soon as it opens and shows the code. Folio's
 * window on this computer shows the same code with Allow and Deny (and decides whether the pane
 * may edit); the pane waits, and keeps the key it is given in its own storage. Opened again
 * while its request still waits, it waits on the same code.
 */
export function PairingScreen(props: { api: ApiClient; store: KeyStore; onPaired: (key: PaneKey) => void }) {
  const { api, store } = props
  const [step, setStep] = useState<Step>({ kind: 'asking' })
  const controller = useRef<AbortController | null>(null)
  // The latest callback, without restarting the pairing when the parent renders again.
  const onPaired = useRef(props.onPaired)
  useEffect(() => {
    onPaired.current = props.onPaired
  })

  const begin = useCallback(async () => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setStep({ kind: 'asking' })
    try {
      const pairing = store.waitingPairing(Date.now()) ?? (await startPairing(api))
      store.keepWaitingPairing(pairing)
      if (abort.signal.aborted) return
      setStep({ kind: 'waiting', pairing })
      const key = await waitForApproval(api, pairing, abort.signal)
      store.forgetWaitingPairing()
      onPaired.current(key)
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) return
      if (error instanceof PairingEndedError) {
        store.forgetWaitingPairing()
        setStep({ kind: 'ended', message: error.message })
      } else setStep({ kind: 'failed', message: describeError(error) })
    }
  }, [api, store])

  useEffect(() => {
    // Deferred a tick: React's development double mount cancels the first timer, so one pairing is asked for.
    const timer = setTimeout(() => void begin(), 0)
    return () => {
      clearTimeout(timer)
      controller.current?.abort()
    }
  }, [begin])

  return (
    <section className="pane-pairing" aria-label="Connect to Folio">
      <h1 className="pane-title">Connect {APP_NAME} to Folio</h1>
      <p>
        The pane talks to Folio on this computer, never to the internet. The first time, Folio’s window asks you to allow it; the
        pane then keeps its own key (not in the document).
      </p>
      {step.kind === 'asking' ? (
        <p className="muted" role="status">
          Asking Folio…
        </p>
      ) : step.kind === 'waiting' ? (
        <div className="pane-pairing__code" role="status">
          <span>In Folio’s window, check the code and click Allow:</span>
          <strong className="pairing-code" data-testid="pairing-code">
            {step.pairing.code}
          </strong>
          <span className="muted">Waiting… (the request expires at {new Date(step.pairing.expiresAt).toLocaleTimeString()})</span>
          <span className="muted">Untick “Allow it to edit contracts” there for a pane that only reads; Deny there to stop.</span>
        </div>
      ) : (
        <>
          {step.kind === 'ended' && <Notice tone="warning">{step.message}</Notice>}
          {step.kind === 'failed' && <Notice tone="error">{step.message}</Notice>}
          <button type="button" className="button button--primary" onClick={() => void begin()}>
            Try again
          </button>
        </>
      )}
    </section>
  )
}
