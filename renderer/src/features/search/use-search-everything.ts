import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import type { SearchEverythingQuery, SearchEverythingResponse } from '../../../../shared/api/search-everything'
import { ApiCallError, describeError, isAbort } from '../../api/errors'
import { useApi } from '../../app/services'

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; pages: SearchEverythingResponse[]; loadingMore: boolean }

/** The engine refuses a cursor once documents changed under the search: it is run again from the top. */
function isStale(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 400 && /run the search again/.test(error.message)
}

/**
 * Runs a search whenever its query changes (a stale answer is dropped and its request aborted),
 * and fetches further pages on the cursor.
 */
export function useSearchEverything(query: SearchEverythingQuery | null): { state: SearchState; more(): void; retry(): void } {
  const api = useApi()
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const [round, setRound] = useState(0)
  const key = query === null ? null : JSON.stringify(query)
  const current = useRef<{ query: SearchEverythingQuery | null; controller: AbortController | null }>({ query: null, controller: null })

  // The query is compared by value: a new object with the same filters is the same search.
  const start = useEffectEvent((): (() => void) | undefined => {
    current.current.controller?.abort()
    if (query === null) {
      current.current = { query: null, controller: null }
      setState({ status: 'idle' })
      return undefined
    }
    const controller = new AbortController()
    current.current = { query, controller }
    setState({ status: 'loading' })
    api.call('searchEverything', { query, signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setState({ status: 'ready', pages: [page], loadingMore: false })
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ status: 'error', message: describeError(error) })
      }
    )
    return () => controller.abort()
  })
  useEffect(() => start(), [api, key, round])

  const more = useCallback(() => {
    const { query: running, controller } = current.current
    if (running === null || controller === null || state.status !== 'ready' || state.loadingMore) return
    const cursor = state.pages[state.pages.length - 1]?.pagination.cursor
    if (!cursor) return
    setState({ ...state, loadingMore: true })
    api.call('searchEverything', { query: { ...running, cursor }, signal: controller.signal }).then(
      (page) => {
        if (!controller.signal.aborted) setState({ status: 'ready', pages: [...state.pages, page], loadingMore: false })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        if (isStale(error)) setRound((r) => r + 1)
        else setState({ status: 'error', message: describeError(error) })
      }
    )
  }, [api, state])

  const retry = useCallback(() => setRound((r) => r + 1), [])
  return { state, more, retry }
}
