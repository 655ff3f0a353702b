import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError, isAbort } from '../api/errors'

export type Remote<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: string }

export interface RemoteHandle<T> {
  state: Remote<T>
  reload(): void
  /** Replaces the data after a successful write, without a round trip. */
  setData(update: (current: T) => T): void
}

/**
 * Loads one thing a screen shows, again whenever `deps` change; a stale answer (the lawyer moved
 * on) is dropped and its request aborted.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): RemoteHandle<T> {
  const subject = useChangeCount(deps)
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null, error: null })
  const [round, setRound] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  const lastRound = useRef(round)

  useEffect(() => {
    const controller = new AbortController()
    // A reload keeps showing what is there; another subject starts blank.
    const reloading = lastRound.current !== round
    lastRound.current = round
    setState((previous) => ({ status: 'loading', data: reloading ? previous.data : null, error: null }))
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        setState((previous) => ({ status: 'error', data: previous.data, error: describeError(error) }))
      }
    )
    return () => controller.abort()
  }, [subject, round])

  const reload = useCallback(() => setRound((r) => r + 1), [])
  const setData = useCallback((update: (current: T) => T) => {
    setState((previous) => (previous.data === null ? previous : { status: 'ready', data: update(previous.data), error: null }))
  }, [])
  return { state, reload, setData }
}

/**
 * A number that moves whenever one of `deps` changes (compared with Object.is, as React compares
 * an effect's dependencies), so the caller's list can drive an effect of fixed arity. Calling it
 * again with the same values returns the same number, so a repeated render changes nothing.
 */
function useChangeCount(deps: readonly unknown[]): number {
  const last = useRef(deps)
  const count = useRef(0)
  if (deps.length !== last.current.length || deps.some((value, i) => !Object.is(value, last.current[i]))) {
    last.current = deps
    count.current += 1
  }
  return count.current
}
