import { createStore, type StoreApi } from 'zustand/vanilla'
import type { KeyTermName } from '../../../../shared/api/key-terms'
import type { ContractKeyTermsResponse } from '../../../../shared/api/key-term-actions'
import type { PropertyUpdateResponse } from '../../../../shared/api/writes'
import type { ApiClient } from '../../api/client'
import { describeError } from '../../api/errors'

export interface KeyTermsState {
  status: 'loading' | 'ready' | 'error'
  read: ContractKeyTermsResponse | null
  error: string | null
  /** Terms whose property change is shown, waiting for the lawyer to confirm it. */
  confirming: KeyTermName[]
  applying: boolean
  /** What the last apply did, or why it was refused. */
  outcome: { tone: 'success' | 'error'; message: string } | null
  load(): void
  /** Shows what applying these terms would change; nothing is written yet. */
  propose(terms: KeyTermName[]): void
  cancel(): void
  /** Writes the terms being confirmed through the property write. */
  confirm(): Promise<PropertyUpdateResponse | null>
}

export type KeyTermsStore = StoreApi<KeyTermsState>

/** The terms Apply all writes: read, mapped, accepted by their property, and not applied yet. */
export function applicableTerms(read: ContractKeyTermsResponse): KeyTermName[] {
  return read.changes
    .filter((change) => change.problem === null && change.changes.length > 0 && !(change.term !== 'parties' && read.terms[change.term]?.applied === true))
    .map((change) => change.term)
}

/**
 * A contract's key terms for its page, and applying them. One store per contract page;
 * `onApplied` tells the page its properties changed.
 */
export function createKeyTermsStore(api: ApiClient, contractId: string, onApplied: (response: PropertyUpdateResponse) => void): KeyTermsStore {
  return createStore<KeyTermsState>()((set, get) => ({
    status: 'loading',
    read: null,
    error: null,
    confirming: [],
    applying: false,
    outcome: null,
    load() {
      set({ status: get().read ? 'ready' : 'loading', error: null })
      api.call('getContractKeyTerms', { params: { id: contractId } }).then(
        (read) => set({ status: 'ready', read, error: null }),
        (error: unknown) => set({ status: 'error', error: describeError(error) })
      )
    },
    propose(terms) {
      set({ confirming: terms, outcome: null })
    },
    cancel() {
      set({ confirming: [] })
    },
    async confirm() {
      const { read, confirming, applying } = get()
      if (!read || confirming.length === 0 || applying) return null
      set({ applying: true, outcome: null })
      try {
        const response = await api.call('applyContractKeyTerms', { params: { id: contractId }, body: { terms: confirming, revision: read.revision } })
        const count = confirming.length
        set({ applying: false, confirming: [], outcome: { tone: 'success', message: `Applied ${count === 1 ? 'the key term' : `${count} key terms`} to the contract’s properties.` } })
        onApplied(response)
        get().load()
        return response
      } catch (error) {
        // A new version since the terms were read: they are read again, and the lawyer looks again.
        set({ applying: false, confirming: [], outcome: { tone: 'error', message: describeError(error) } })
        get().load()
        return null
      }
    }
  }))
}
