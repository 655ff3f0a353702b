import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** A key → value patch of the address's query: null removes a key. */
export type SearchParamsPatch = Record<string, string | null>

/**
 * The address's query, and a setter that patches it in place (replacing the history entry): a
 * screen whose choices live in the URL changes one or two of them without restating the rest.
 */
export function useSearchParamsPatch(): [URLSearchParams, (patch: SearchParamsPatch) => void] {
  const [params, setSearchParams] = useSearchParams()
  const setParams = useCallback(
    (patch: SearchParamsPatch) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(patch)) {
            if (value === null) next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace: true }
      ),
    [setSearchParams]
  )
  return [params, setParams]
}
